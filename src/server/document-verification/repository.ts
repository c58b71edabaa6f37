import type { Selectable } from 'kysely';
import type { DocumentFacts, DocumentKind } from '#domain/document-verification.ts';
import { isUniqueViolation } from '../auth/unique-violation.ts';
import type { Db } from '../db/database.ts';
import type { IssuedDocumentsTable } from '../db/schema.ts';
import { newVerificationCode } from './codes.ts';
import type { TotalledTrip } from './facts.ts';

export type IssuedDocumentRow = Selectable<IssuedDocumentsTable>;

export interface IssueRequest {
  userId: number;
  kind: DocumentKind;
  tripId: number | null;
  crewMemberId: number | null;
  facts: DocumentFacts;
  hash: string;
}

/** A fresh code colliding with a stored one is drawn again; 29^12 codes make a second collision unheard of. */
const codeAttempts = 5;

/** Issued documents and the captain's switch (users.documents_verifiable); a known owner filters every query. */
export function issuedDocumentsRepository(db: Db) {
  async function existingCode({ userId, kind, tripId, hash }: IssueRequest): Promise<string | undefined> {
    // The crew member's id is left out on purpose: it changes with every edit of the trip, while the hash
    // already holds the member's name, so reprinting the same opinion after an unrelated edit keeps its code.
    let query = db
      .selectFrom('issued_documents')
      .select('code')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('facts_hash', '=', hash);
    query = tripId === null ? query.where('trip_id', 'is', null) : query.where('trip_id', '=', tripId);
    const row = await query.orderBy('id').executeTakeFirst();
    return row?.code;
  }

  return {
    /** The code of this document: the one issued before with the same facts, or a new one (first printing). */
    async issue(request: IssueRequest): Promise<string> {
      const existing = await existingCode(request);
      if (existing) return existing;
      for (let attempt = 1; ; attempt++) {
        const code = newVerificationCode();
        try {
          await db
            .insertInto('issued_documents')
            .values({
              code,
              user_id: request.userId,
              kind: request.kind,
              trip_id: request.tripId,
              crew_member_id: request.crewMemberId,
              facts: JSON.stringify(request.facts),
              facts_hash: request.hash,
              issued_at: new Date().toISOString(),
            })
            .execute();
          return code;
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= codeAttempts) throw error;
        }
      }
    },

    async byCode(code: string): Promise<IssuedDocumentRow | undefined> {
      return db.selectFrom('issued_documents').selectAll().where('code', '=', code).executeTakeFirst();
    },

    /** The captain's trips of these ids that are not deleted, as the CV's and the statement's totals count them. */
    async totalledTrips(userId: number, ids: readonly number[]): Promise<TotalledTrip[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('trips')
        .select([
          'id',
          'embarkation_date',
          'disembarkation_date',
          'distance',
          'sailing_hours',
          'engine_hours',
        ])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .where('id', 'in', [...ids])
        .execute();
      return rows.map((row) => ({
        ...row,
        distance: Number(row.distance),
        sailing_hours: Number(row.sailing_hours),
        engine_hours: Number(row.engine_hours),
      }));
    },

    async isVerifiable(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('documents_verifiable')
        .where('id', '=', userId)
        .executeTakeFirst();
      return Number(row?.documents_verifiable ?? 0) === 1;
    },

    async setVerifiable(userId: number, enabled: boolean): Promise<void> {
      await db
        .updateTable('users')
        .set({ documents_verifiable: enabled ? 1 : 0 })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type IssuedDocumentsRepository = ReturnType<typeof issuedDocumentsRepository>;
