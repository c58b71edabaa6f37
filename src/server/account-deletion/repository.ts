import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, TokenKind } from '../db/schema.ts';
import { notificationWithoutBuyer, retainedCopy } from './retention.ts';

type Trx = Transaction<Database>;

/**
 * Tables that name their owner by kind (in the column given) and owner_id rather than by a foreign key (a row may
 * belong to either kind): no cascade reaches them, so a deletion removes their rows itself. Every other table of
 * an account refers to users or students with ON DELETE CASCADE (coverage.test.ts fails on a table that does
 * neither).
 */
export const ownerKindTables = { auth_tokens: 'kind', idempotency_keys: 'owner_kind' } as const;

/** What a deletion took away, for the answer, the operator and the dry run. */
export interface DeletedAccount {
  email: string;
  name: string;
  /** Payment records kept without the person (captains only). */
  retainedPayments: number;
}

/** PostgreSQL's answer when two transactions wait for each other, or a serialization failure: try again. */
function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

async function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= 3 || !isRetryable(error)) throw error;
    }
  }
}

async function deleteOwnerKindRows(trx: Trx, kind: TokenKind, ownerId: number) {
  for (const [table, kindColumn] of Object.entries(ownerKindTables)) {
    await sql`delete from ${sql.table(table)} where ${sql.ref(kindColumn)} = ${kind} and owner_id = ${ownerId}`.execute(
      trx,
    );
  }
}

/**
 * Copies the captain's payment orders into retained_payments without the person, and takes the buyer out of
 * the provider's notifications about them. The no-op update locks the payments first, in the order a payment's
 * completion takes its locks (the payment, then the account), so a completion under way finishes before the
 * copy is made instead of the two waiting for each other.
 */
async function retainPayments(trx: Trx, userId: number, at: Date): Promise<number> {
  const payments = await trx
    .updateTable('subscriptions')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('user_id', '=', userId)
    .where('source', '=', 'payment')
    .returningAll()
    .execute();
  if (payments.length === 0) return 0;
  await trx
    .insertInto('retained_payments')
    .values(payments.map((payment) => retainedCopy(payment, at)))
    .execute();
  const orderIds = payments.flatMap((payment) => (payment.ext_order_id ? [payment.ext_order_id] : []));
  if (orderIds.length > 0) {
    const notifications = await trx
      .selectFrom('payment_notifications')
      .select(['id', 'body'])
      .where('ext_order_id', 'in', orderIds)
      .execute();
    for (const notification of notifications) {
      await trx
        .updateTable('payment_notifications')
        .set({ body: notificationWithoutBuyer(notification.body) })
        .where('id', '=', notification.id)
        .execute();
    }
  }
  return payments.length;
}

/**
 * Takes the student off the crew rows that name them: the captains' records stay as they wrote them, the link and
 * the student's confirmation go (the foreign key would clear only the link). The captains' cached trip lists
 * are renewed, as after any change to their trips.
 */
async function unlinkFromCrews(trx: Trx, studentId: number) {
  const captains = await trx
    .selectFrom('trip_crew_members')
    .innerJoin('trips', 'trips.id', 'trip_crew_members.trip_id')
    .select('trips.user_id')
    .distinct()
    .where('trip_crew_members.student_id', '=', studentId)
    .execute();
  if (captains.length === 0) return;
  await trx
    .updateTable('trip_crew_members')
    .set({ student_id: null, confirmation_status: null, confirmation_at: null, confirmation_note: '' })
    .where('student_id', '=', studentId)
    .execute();
  await trx
    .updateTable('users')
    .set((eb) => ({ trips_revision: eb('trips_revision', '+', 1) }))
    .where(
      'id',
      'in',
      captains.map((row) => row.user_id),
    )
    .execute();
}

/** The account is gone already (a deletion that raced this one won): nothing of this transaction stays. */
class AlreadyGone extends Error {}

/**
 * Deleting accounts: each in one transaction, so a deletion is whole or not at all. The account row's delete
 * cascades to everything that refers to it (profile, logo, reset and confirmation links, yachts, trips with
 * their ports and crew, deleted trips too, CV links, invitations and their uses, connections, planned trips and
 * the enrolments in them, subscriptions); the rows without a foreign key go explicitly, after it.
 */
export function accountDeletionRepository(db: Db, now: () => Date = () => new Date()) {
  async function gone<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AlreadyGone) return null;
      throw error;
    }
  }

  return {
    /** The account's address, name and password hash, to check the password and write the last mail. */
    async credentials(kind: TokenKind, id: number) {
      if (kind === 'captain') {
        return db
          .selectFrom('users')
          .select(['email', 'name', 'password_hash'])
          .where('id', '=', id)
          .executeTakeFirst();
      }
      const student = await db
        .selectFrom('students')
        .select(['email', 'first_name', 'last_name', 'password_hash'])
        .where('id', '=', id)
        .executeTakeFirst();
      return student && { ...student, name: `${student.first_name} ${student.last_name}`.trim() };
    },

    /** Deletes a captain and all of theirs; payments stay without the person. Null when already deleted. */
    deleteCaptain(userId: number): Promise<DeletedAccount | null> {
      return gone(() =>
        inTransaction(db, async (trx) => {
          const at = now();
          const retainedPayments = await retainPayments(trx, userId, at);
          const user = await trx
            .deleteFrom('users')
            .where('id', '=', userId)
            .returning(['email', 'name'])
            .executeTakeFirst();
          if (!user) throw new AlreadyGone();
          await deleteOwnerKindRows(trx, 'captain', userId);
          return { email: user.email, name: user.name, retainedPayments };
        }),
      );
    },

    /**
     * Deletes a student and all of theirs: their enrolments go (an accepted one frees its place), with their
     * connections they leave their captains' lists, and they are unlinked from the captains' crews (the crew
     * rows stay). Null when already deleted.
     */
    deleteStudent(studentId: number): Promise<DeletedAccount | null> {
      return gone(() =>
        inTransaction(db, async (trx) => {
          await unlinkFromCrews(trx, studentId);
          const student = await trx
            .deleteFrom('students')
            .where('id', '=', studentId)
            .returning(['email', 'first_name', 'last_name'])
            .executeTakeFirst();
          if (!student) throw new AlreadyGone();
          await deleteOwnerKindRows(trx, 'student', studentId);
          const name = `${student.first_name} ${student.last_name}`.trim();
          return { email: student.email, name, retainedPayments: 0 };
        }),
      );
    },

    /** Erases the retained payments whose time has come, with the notifications about them. */
    async eraseExpiredRetained(today: string): Promise<number> {
      return inTransaction(db, async (trx) => {
        const expired = await trx
          .deleteFrom('retained_payments')
          .where('erase_after', '<=', today)
          .returning('ext_order_id')
          .execute();
        const orderIds = expired.flatMap((row) => (row.ext_order_id ? [row.ext_order_id] : []));
        if (orderIds.length > 0) {
          await trx.deleteFrom('payment_notifications').where('ext_order_id', 'in', orderIds).execute();
        }
        return expired.length;
      });
    },
  };
}
export type AccountDeletionRepository = ReturnType<typeof accountDeletionRepository>;
