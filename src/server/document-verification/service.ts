import {
  type DocumentFacts,
  type DocumentKind,
  documentFactsSchema,
  documentKindSchema,
  normalizedCode,
  type VerifiedDocument,
} from '#domain/document-verification.ts';
import type { CaptainProfileRepository } from '../captain-profile/repository.ts';
import { HttpError } from '../http/errors.ts';
import type { DocumentMark } from '../pdf/pdf-writer.ts';
import type { TripsRepository } from '../trips/repository.ts';
import { type CaptainFacts, factsHash, type TotalsFacts, totalsFacts } from './facts.ts';
import type { IssuedDocumentsRepository } from './repository.ts';
import { documentStatus } from './status.ts';

/** What a document is about: its trip and crew member (none for the CV and the statement) and what it prints. */
export interface DocumentSubject {
  tripId: number | null;
  crewMemberId: number | null;
  facts: DocumentFacts | TotalsFacts;
}

interface Dependencies {
  documents: IssuedDocumentsRepository;
  trips: Pick<TripsRepository, 'find'>;
  profiles: Pick<CaptainProfileRepository, 'findProfile'>;
  appUrl: string;
}

const switchedOff: DocumentMark = { kind: 'not_verifiable', reason: 'switched_off' };

/** 404 with the reason the public page tells apart (verificationNotFoundSchema). */
function notFound(reason: 'unknown' | 'not_verifiable') {
  return new HttpError(404, `document_verification.${reason}`, { reason });
}

/** Verifiable documents (docs/document-verification.md): the code a document prints, and what it proves. */
export function documentVerificationService({ documents, trips, profiles, appUrl }: Dependencies) {
  /** The mark a captain's document prints: its code and link, or "not verifiable" when switched off. */
  async function mark(userId: number, kind: DocumentKind, subject: () => Promise<DocumentSubject>) {
    if (!(await documents.isVerifiable(userId))) return switchedOff;
    const { tripId, crewMemberId, facts } = await subject();
    const code = await documents.issue({ userId, kind, tripId, crewMemberId, facts, hash: factsHash(facts) });
    return { kind: 'code', code, url: `${appUrl}/verify/${code}` } satisfies DocumentMark;
  }

  return {
    /** A voyage card's or a crew opinion's mark, for the facts it prints. */
    mark: (userId: number, kind: DocumentKind, subject: DocumentSubject): Promise<DocumentMark> =>
      mark(userId, kind, async () => subject),

    /** The CV's or the sea-time statement's mark: the captain as printed and the totals of the listed trips. */
    totalsMark: (
      userId: number,
      kind: 'cv' | 'sea_time_statement',
      captain: CaptainFacts,
      tripIds: readonly number[],
    ): Promise<DocumentMark> =>
      mark(userId, kind, async () => ({
        tripId: null,
        crewMemberId: null,
        facts: totalsFacts(captain, await documents.totalledTrips(userId, tripIds)),
      })),

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
        status: await documentStatus({ trips, profiles, documents }, row, facts),
        facts,
      };
    },

    isEnabled: (userId: number): Promise<boolean> => documents.isVerifiable(userId),
    setEnabled: (userId: number, enabled: boolean): Promise<void> => documents.setVerifiable(userId, enabled),
  };
}

export type DocumentVerificationService = ReturnType<typeof documentVerificationService>;
