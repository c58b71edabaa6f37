import {
  type DocumentFacts,
  type DocumentKind,
  documentFactsSchema,
  documentKindSchema,
  normalizedCode,
  type VerifiedDocument,
} from '#domain/document-verification.ts';
import { HttpError } from '../http/errors.ts';
import type { DocumentMark } from '../pdf/pdf-writer.ts';
import type { TripsRepository } from '../trips/repository.ts';
import { factsHash } from './facts.ts';
import type { IssuedDocumentsRepository } from './repository.ts';
import { documentStatus } from './status.ts';

/** What a document is about: its trip and crew member (none for the CV and the statement) and what it prints. */
export interface DocumentSubject {
  tripId: number | null;
  crewMemberId: number | null;
  facts: DocumentFacts;
}

interface Dependencies {
  documents: IssuedDocumentsRepository;
  trips: Pick<TripsRepository, 'find'>;
  appUrl: string;
}

/** 404 with the reason the public page tells apart (verificationNotFoundSchema). */
function notFound(reason: 'unknown' | 'not_verifiable') {
  return new HttpError(404, `document_verification.${reason}`, { reason });
}

/** Verifiable documents (docs/document-verification.md): the code a document prints, and what it proves. */
export function documentVerificationService({ documents, trips, appUrl }: Dependencies) {
  return {
    /** The mark a captain's document prints: its code and link, or "not verifiable" when switched off. */
    async mark(userId: number, kind: DocumentKind, subject: DocumentSubject): Promise<DocumentMark> {
      if (!(await documents.isVerifiable(userId))) return { kind: 'not_verifiable', reason: 'switched_off' };
      const code = await documents.issue({
        userId,
        kind,
        tripId: subject.tripId,
        crewMemberId: subject.crewMemberId,
        facts: subject.facts,
        hash: factsHash(subject.facts),
      });
      return { kind: 'code', code, url: `${appUrl}/verify/${code}` };
    },

    /** What a code's document printed (as stored) and whether the logbook still says the same. */
    async verify(input: string): Promise<VerifiedDocument> {
      const code = normalizedCode(input);
      if (!code) throw notFound('unknown');
      const row = await documents.byCode(code);
      if (!row) throw notFound('unknown');
      if (!(await documents.isVerifiable(row.user_id))) throw notFound('not_verifiable');
      const facts = documentFactsSchema.parse(JSON.parse(row.facts));
      return {
        kind: documentKindSchema.parse(row.kind),
        issued_at: row.issued_at,
        status: await documentStatus(trips, row, facts),
        facts,
      };
    },

    isEnabled: (userId: number): Promise<boolean> => documents.isVerifiable(userId),
    setEnabled: (userId: number, enabled: boolean): Promise<void> => documents.setVerifiable(userId, enabled),
  };
}

export type DocumentVerificationService = ReturnType<typeof documentVerificationService>;
