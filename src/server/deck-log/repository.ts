import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DeckLogEntriesTable } from '../db/schema.ts';

export type DeckLogRow = Selectable<DeckLogEntriesTable>;
/** A row to store: everything but the order the database gives it. */
export type NewDeckLogRow = Omit<DeckLogRow, 'seq' | 'trip_id'>;

/** What the log reads of its trip, and whose premium its writes need (the trip's captain's). */
export interface DeckLogTripRow {
  id: number;
  user_id: number;
  yacht_name: string;
  registration_number: string;
  captain_first_name: string;
  captain_last_name: string;
  embarkation_port: string;
  disembarkation_port: string;
  embarkation_date: string;
  disembarkation_date: string;
  status: string;
  deck_log_crew_may_write: number;
  premium_until: string | null;
}

/** What a write decides once the trip is locked: the rows to insert, and anything to hand back. */
export interface StorePlan<T> {
  rows: NewDeckLogRow[];
  answer: T;
}

/**
 * Rows in one INSERT: 29 columns each stays well under PostgreSQL's 65,535 parameters and SQLite's 32,766,
 * and a batch of 500 is two statements.
 */
const rowsPerInsert = 250;

/**
 * The deck logs of trips that are not deleted. A trip is reached only through its captain (user_id) or through a
 * crew row linked to the student; entries only through a trip reached that way, so a deleted trip's log is hidden
 * with it until the operator restores the trip.
 */
export function deckLogRepository(db: Db) {
  const trips = () =>
    db
      .selectFrom('trips')
      .innerJoin('users', 'users.id', 'trips.user_id')
      .select([
        'trips.id',
        'trips.user_id',
        'trips.yacht_name',
        'trips.registration_number',
        'trips.captain_first_name',
        'trips.captain_last_name',
        'trips.embarkation_port',
        'trips.disembarkation_port',
        'trips.embarkation_date',
        'trips.disembarkation_date',
        'trips.status',
        'trips.deck_log_crew_may_write',
        'users.premium_until',
      ])
      .where('trips.deleted_at', 'is', null);

  return {
    /** The captain's trip (not deleted). */
    tripOfCaptain(userId: number, tripId: number): Promise<DeckLogTripRow | undefined> {
      return trips().where('trips.user_id', '=', userId).where('trips.id', '=', tripId).executeTakeFirst();
    },

    /** A trip (not deleted) on which a crew row is linked to the student, with the student's name. */
    async tripOfStudent(
      studentId: number,
      tripId: number,
    ): Promise<(DeckLogTripRow & { student_name: string }) | undefined> {
      const row = await trips()
        .innerJoin('trip_crew_members', 'trip_crew_members.trip_id', 'trips.id')
        .innerJoin('students', 'students.id', 'trip_crew_members.student_id')
        .select(['students.first_name as student_first_name', 'students.last_name as student_last_name'])
        .where('trip_crew_members.student_id', '=', studentId)
        .where('trips.id', '=', tripId)
        .executeTakeFirst();
      if (!row) return undefined;
      const { student_first_name, student_last_name, ...trip } = row;
      return { ...trip, student_name: `${student_first_name} ${student_last_name}`.trim() };
    },

    /** The log of a trip reached through tripOfCaptain or tripOfStudent: oldest first, then as received. */
    entriesOf(tripId: number): Promise<DeckLogRow[]> {
      return db
        .selectFrom('deck_log_entries')
        .innerJoin('trips', 'trips.id', 'deck_log_entries.trip_id')
        .selectAll('deck_log_entries')
        .where('deck_log_entries.trip_id', '=', tripId)
        .where('trips.deleted_at', 'is', null)
        .orderBy('deck_log_entries.logged_at_utc')
        .orderBy('deck_log_entries.seq')
        .execute();
    },

    /**
     * Stores what `plan` picks, in one transaction. The trip's row is locked first (a no-op update), so two
     * writers of one log take turns: `plan` sees the entries among `ids` already stored and the log's size with
     * nothing landing in between, which holds the per-trip limit and stores a replayed id once. Undefined when the
     * trip is gone (deleted meanwhile).
     */
    store<T>(
      tripId: number,
      ids: readonly string[],
      plan: (stored: Map<string, DeckLogRow>, count: number) => StorePlan<T>,
    ): Promise<T | undefined> {
      return db.transaction().execute(async (trx) => {
        const locked = await trx
          .updateTable('trips')
          .set((eb) => ({ deck_log_crew_may_write: eb.ref('deck_log_crew_may_write') }))
          .where('id', '=', tripId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (Number(locked.numUpdatedRows) === 0) return undefined;
        const unique = [...new Set(ids)];
        const stored =
          unique.length === 0
            ? []
            : await trx
                .selectFrom('deck_log_entries')
                .selectAll()
                .where('trip_id', '=', tripId)
                .where('id', 'in', unique)
                .execute();
        const { count } = await trx
          .selectFrom('deck_log_entries')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('trip_id', '=', tripId)
          .executeTakeFirstOrThrow();
        const { rows, answer } = plan(new Map(stored.map((row) => [row.id, row])), Number(count));
        for (let start = 0; start < rows.length; start += rowsPerInsert) {
          await trx
            .insertInto('deck_log_entries')
            .values(rows.slice(start, start + rowsPerInsert).map((row) => ({ ...row, trip_id: tripId })))
            .execute();
        }
        return answer;
      });
    },

    /** Sets the captain's "crew may write" on their trip (not deleted); false when there is no such trip. */
    async setCrewMayWrite(userId: number, tripId: number, value: boolean): Promise<boolean> {
      const result = await db
        .updateTable('trips')
        .set({ deck_log_crew_may_write: value ? 1 : 0 })
        .where('user_id', '=', userId)
        .where('id', '=', tripId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type DeckLogRepository = ReturnType<typeof deckLogRepository>;
