import type { Transaction } from 'kysely';
import type { InvitationRefusalReason } from '#domain/invitation.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** What acceptance needs to know about an invitation: its rules and its captain. */
export interface AcceptableInvitation {
  id: number;
  user_id: number;
  code: string;
  description: string;
  expires_on: string | null;
  max_uses: number | null;
  uses: number;
  is_active: number;
  captain_name: string;
}

export type AcceptOutcome =
  | { kind: 'accepted' | 'already_connected'; captain: { id: number; name: string } }
  | { kind: 'refused'; reason: InvitationRefusalReason };

/** Decides, in the accepting transaction, whether the student may accept; null means go ahead. */
export type AcceptCheck = (
  invitation: AcceptableInvitation,
  student: { connected: boolean; usedBefore: boolean },
) => InvitationRefusalReason | 'already_connected' | null;

/** Thrown inside the transaction to roll it back when a concurrent accept got there first. */
class Rollback extends Error {
  constructor(readonly outcome: AcceptOutcome) {
    super('rollback');
  }
}

const invitationColumns = [
  'invitations.id as id',
  'invitations.user_id as user_id',
  'invitations.code as code',
  'invitations.description as description',
  'invitations.expires_on as expires_on',
  'invitations.max_uses as max_uses',
  'invitations.uses as uses',
  'invitations.is_active as is_active',
  'users.name as captain_name',
] as const;

function findInvitation(db: Db | Transaction<Database>, where: { id?: number; code?: string }) {
  let query = db
    .selectFrom('invitations')
    .innerJoin('users', 'users.id', 'invitations.user_id')
    .select(invitationColumns);
  if (where.id !== undefined) query = query.where('invitations.id', '=', where.id);
  if (where.code !== undefined) query = query.where('invitations.code', '=', where.code);
  return query.executeTakeFirst();
}

/**
 * Whether the student used this invitation and is connected to its captain. The use is read first: should a
 * concurrent accept by the same student commit between the two reads, the student then reads as connected
 * (already_connected), never as having used it without being connected.
 */
async function studentState(
  db: Db | Transaction<Database>,
  invitation: AcceptableInvitation,
  studentId: number,
) {
  const use = await db
    .selectFrom('invitation_uses')
    .select('id')
    .where('invitation_id', '=', invitation.id)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  const connection = await db
    .selectFrom('captain_students')
    .select('id')
    .where('user_id', '=', invitation.user_id)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return { connected: connection !== undefined, usedBefore: use !== undefined };
}

/** Invitations as a student meets them, and the captain-student connections both sides see. */
export function connectionsRepository(db: Db) {
  return {
    findById(id: number) {
      return findInvitation(db, { id });
    },

    studentState(invitation: AcceptableInvitation, studentId: number) {
      return studentState(db, invitation, studentId);
    },

    /**
     * Accepts in one transaction: the use is counted with a guarded update (a concurrent accept cannot pass
     * max_uses), the pair and the use are inserted once each; a concurrent duplicate rolls everything back.
     */
    async accept(
      studentId: number,
      target: { id?: number; code: string },
      check: AcceptCheck,
    ): Promise<AcceptOutcome> {
      try {
        return await db.transaction().execute(async (trx): Promise<AcceptOutcome> => {
          const invitation = await findInvitation(trx, { code: target.code });
          if (!invitation || (target.id !== undefined && invitation.id !== target.id)) {
            return { kind: 'refused', reason: 'unknown' };
          }
          const captain = { id: invitation.user_id, name: invitation.captain_name };
          const verdict = check(invitation, await studentState(trx, invitation, studentId));
          if (verdict === 'already_connected') return { kind: 'already_connected', captain };
          if (verdict) return { kind: 'refused', reason: verdict };

          const counted = await trx
            .updateTable('invitations')
            .set((eb) => ({ uses: eb('uses', '+', 1) }))
            .where('id', '=', invitation.id)
            .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
            .executeTakeFirst();
          if (Number(counted.numUpdatedRows) === 0) return { kind: 'refused', reason: 'used_up' };

          const now = new Date().toISOString();
          const connected = await trx
            .insertInto('captain_students')
            .values({
              user_id: invitation.user_id,
              student_id: studentId,
              invitation_id: invitation.id,
              connected_at: now,
            })
            .onConflict((oc) => oc.columns(['user_id', 'student_id']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!connected) throw new Rollback({ kind: 'already_connected', captain });
          const used = await trx
            .insertInto('invitation_uses')
            .values({ invitation_id: invitation.id, student_id: studentId, created_at: now })
            .onConflict((oc) => oc.columns(['invitation_id', 'student_id']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!used) throw new Rollback({ kind: 'refused', reason: 'already_used' });
          return { kind: 'accepted', captain };
        });
      } catch (error) {
        if (error instanceof Rollback) return error.outcome;
        throw error;
      }
    },

    /** The captain's students, by name. */
    studentsOf(userId: number) {
      return db
        .selectFrom('captain_students')
        .innerJoin('students', 'students.id', 'captain_students.student_id')
        .select([
          'students.id as id',
          'students.first_name as first_name',
          'students.last_name as last_name',
          'students.email as email',
          'students.phone as phone',
          'captain_students.connected_at as connected_at',
          'captain_students.invitation_id as invitation_id',
        ])
        .where('captain_students.user_id', '=', userId)
        .orderBy('students.last_name')
        .orderBy('students.first_name')
        .orderBy('students.id')
        .execute();
    },

    /** The student's captains, by name. */
    captainsOf(studentId: number) {
      return db
        .selectFrom('captain_students')
        .innerJoin('users', 'users.id', 'captain_students.user_id')
        .select([
          'users.id as id',
          'users.name as name',
          'users.email as email',
          'captain_students.connected_at as connected_at',
        ])
        .where('captain_students.student_id', '=', studentId)
        .orderBy('users.name')
        .orderBy('users.id')
        .execute();
    },

    /** Deletes the pair; false when they were not connected. */
    async disconnect(userId: number, studentId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('captain_students')
        .where('user_id', '=', userId)
        .where('student_id', '=', studentId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ConnectionsRepository = ReturnType<typeof connectionsRepository>;
