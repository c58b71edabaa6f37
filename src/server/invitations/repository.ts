import type { Db } from '../db/database.ts';
import type { InvitationsTable } from '../db/schema.ts';

export type InvitationRow = Omit<InvitationsTable, 'id' | 'uses'> & { id: number; uses: number };

/** What a create writes besides the code; a patch writes any of these. */
export interface InvitationValues {
  description: string;
  expires_on: string | null;
  max_uses: number | null;
  is_active: number;
}

export interface InvitationStudentRow {
  invitation_id: number | null;
  id: number;
  first_name: string;
  last_name: string;
}

const columns = [
  'id',
  'user_id',
  'code',
  'description',
  'expires_on',
  'max_uses',
  'uses',
  'is_active',
  'created_at',
  'updated_at',
] as const;

export type RemoveOutcome = 'deleted' | 'used' | 'missing';

/** A captain's invitations; every query is keyed by the logged-in captain's user id. */
export function invitationsRepository(db: Db) {
  return {
    listOf(userId: number): Promise<InvitationRow[]> {
      return db
        .selectFrom('invitations')
        .select(columns)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    find(userId: number, id: number): Promise<InvitationRow | undefined> {
      return db
        .selectFrom('invitations')
        .select(columns)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The students connected to the captain through these invitations, by name. */
    studentsOf(userId: number, invitationIds: number[]): Promise<InvitationStudentRow[]> {
      if (invitationIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('captain_students')
        .innerJoin('students', 'students.id', 'captain_students.student_id')
        .select([
          'captain_students.invitation_id as invitation_id',
          'students.id as id',
          'students.first_name as first_name',
          'students.last_name as last_name',
        ])
        .where('captain_students.user_id', '=', userId)
        .where('captain_students.invitation_id', 'in', invitationIds)
        .orderBy('students.last_name')
        .orderBy('students.first_name')
        .orderBy('students.id')
        .execute();
    },

    /** Inserts with the given code; a unique clash on the code surfaces as the database's error. */
    insert(userId: number, code: string, values: InvitationValues): Promise<InvitationRow> {
      const now = new Date().toISOString();
      return db
        .insertInto('invitations')
        .values({ user_id: userId, code, ...values, uses: 0, created_at: now, updated_at: now })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },

    update(
      userId: number,
      id: number,
      values: Partial<InvitationValues>,
    ): Promise<InvitationRow | undefined> {
      return db
        .updateTable('invitations')
        .set({ ...values, updated_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirst();
    },

    /** Deletes an invitation nobody has used yet. */
    async remove(userId: number, id: number): Promise<RemoveOutcome> {
      const result = await db
        .deleteFrom('invitations')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('uses', '=', 0)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) > 0) return 'deleted';
      return (await this.find(userId, id)) ? 'used' : 'missing';
    },
  };
}

export type InvitationsRepository = ReturnType<typeof invitationsRepository>;
