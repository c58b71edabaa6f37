import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PlannedTripsTable } from '../db/schema.ts';

/** What a create or edit writes; the flag already as 0/1. The trip it became is linked by the trips' create. */
export type PlannedTripValues = Omit<
  PlannedTripsTable,
  'id' | 'user_id' | 'created_at' | 'updated_at' | 'trip_id'
>;

export type PlannedTripRow = PlannedTripValues & {
  id: number;
  trip_id: number | null;
  created_at: string;
  updated_at: string;
  pending_count: number | string;
  accepted_count: number | string;
  rejected_count: number | string;
};

export interface CaptainEnrolmentRow {
  id: number;
  status: string;
  student_notes: string;
  captain_notes: string;
  created_at: string;
  updated_at: string;
  student_id: number;
  first_name: string;
  last_name: string;
  email: string;
}

export type DecisionResult = 'not_found' | 'full' | 'sailed' | 'done';

/** A planned trip's own columns, as both the captain's and the student's views select them. */
export const tripColumns = [
  'planned_trips.id',
  'planned_trips.name',
  'planned_trips.description',
  'planned_trips.start_date',
  'planned_trips.end_date',
  'planned_trips.embarkation_port',
  'planned_trips.disembarkation_port',
  'planned_trips.yacht_name',
  'planned_trips.yacht_type',
  'planned_trips.max_crew',
  'planned_trips.is_active',
  'planned_trips.trip_id',
  'planned_trips.created_at',
  'planned_trips.updated_at',
] as const;

const countOf = (status: string) =>
  sql<number | string>`count(case when enrolments.status = ${status} then 1 end)`;

/** A captain's planned trips and the enrolments in them; every query is keyed by the captain's user id. */
export function plannedTripsRepository(db: Db) {
  /** The captain's trips with their three counts in one query (grouped by the trip's primary key). */
  const withCounts = (userId: number) =>
    db
      .selectFrom('planned_trips')
      .leftJoin('enrolments', 'enrolments.planned_trip_id', 'planned_trips.id')
      .select(tripColumns)
      .select([
        countOf('pending').as('pending_count'),
        countOf('accepted').as('accepted_count'),
        countOf('rejected').as('rejected_count'),
      ])
      .where('planned_trips.user_id', '=', userId)
      .groupBy(tripColumns);

  return {
    listOf(userId: number): Promise<PlannedTripRow[]> {
      return withCounts(userId)
        .orderBy('planned_trips.start_date', 'desc')
        .orderBy('planned_trips.id', 'desc')
        .execute();
    },

    find(userId: number, id: number): Promise<PlannedTripRow | undefined> {
      return withCounts(userId).where('planned_trips.id', '=', id).executeTakeFirst();
    },

    async insert(userId: number, values: PlannedTripValues): Promise<number> {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('planned_trips')
        .values({ user_id: userId, ...values, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(userId: number, id: number, values: PlannedTripValues): Promise<boolean> {
      const result = await db
        .updateTable('planned_trips')
        .set({ ...values, updated_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('planned_trips')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The enrolments of one of the captain's trips (optionally one of them), oldest first. */
    enrolmentsOf(userId: number, tripId: number, enrolmentId?: number): Promise<CaptainEnrolmentRow[]> {
      let query = db
        .selectFrom('enrolments')
        .innerJoin('planned_trips', 'planned_trips.id', 'enrolments.planned_trip_id')
        .innerJoin('students', 'students.id', 'enrolments.student_id')
        .select([
          'enrolments.id',
          'enrolments.status',
          'enrolments.student_notes',
          'enrolments.captain_notes',
          'enrolments.created_at',
          'enrolments.updated_at',
          'students.id as student_id',
          'students.first_name',
          'students.last_name',
          'students.email',
        ])
        .where('planned_trips.user_id', '=', userId)
        .where('planned_trips.id', '=', tripId);
      if (enrolmentId !== undefined) query = query.where('enrolments.id', '=', enrolmentId);
      return query.orderBy('enrolments.created_at').orderBy('enrolments.id').execute();
    },

    /**
     * Accepts or rejects an enrolment of one of the captain's trips. The no-op update of the trip's row locks
     * it, so two simultaneous acceptances cannot both pass the maximum crew.
     */
    decide(
      userId: number,
      tripId: number,
      enrolmentId: number,
      status: 'accepted' | 'rejected',
      captainNotes: string | undefined,
    ): Promise<DecisionResult> {
      return db.transaction().execute(async (trx) => {
        const trip = await trx
          .updateTable('planned_trips')
          .set((eb) => ({ updated_at: eb.ref('updated_at') }))
          .where('user_id', '=', userId)
          .where('id', '=', tripId)
          .returning(['id', 'max_crew', 'trip_id'])
          .executeTakeFirst();
        if (!trip) return 'not_found';
        // Sailed: the crew was taken from the accepted students when the trip was logged; nothing changes now.
        if (trip.trip_id !== null) return 'sailed';
        const enrolment = await trx
          .selectFrom('enrolments')
          .select(['id', 'status'])
          .where('planned_trip_id', '=', tripId)
          .where('id', '=', enrolmentId)
          .executeTakeFirst();
        if (!enrolment) return 'not_found';
        if (status === 'accepted' && enrolment.status !== 'accepted' && trip.max_crew !== null) {
          const { count } = await trx
            .selectFrom('enrolments')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('planned_trip_id', '=', tripId)
            .where('status', '=', 'accepted')
            .executeTakeFirstOrThrow();
          if (Number(count) >= trip.max_crew) return 'full';
        }
        await trx
          .updateTable('enrolments')
          .set({
            status,
            ...(captainNotes === undefined ? {} : { captain_notes: captainNotes }),
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', enrolmentId)
          .execute();
        return 'done';
      });
    },
  };
}

export type PlannedTripsRepository = ReturnType<typeof plannedTripsRepository>;
