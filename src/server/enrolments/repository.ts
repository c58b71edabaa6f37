import type { InferResult } from 'kysely';
import type { Db } from '../db/database.ts';
import type { EnrolmentsTable } from '../db/schema.ts';
import { tripColumns } from '../planned-trips/repository.ts';

/**
 * Planned trips of the captains the student is connected to (through captain_students, so no other trip is
 * reachable), each with its captain, the student's own enrolment in it if any, and its accepted count.
 */
function connectedTripsQuery(db: Db, studentId: number) {
  return db
    .selectFrom('planned_trips')
    .innerJoin('captain_students', (join) =>
      join
        .onRef('captain_students.user_id', '=', 'planned_trips.user_id')
        .on('captain_students.student_id', '=', studentId),
    )
    .innerJoin('users', 'users.id', 'planned_trips.user_id')
    .leftJoin('enrolments as mine', (join) =>
      join.onRef('mine.planned_trip_id', '=', 'planned_trips.id').on('mine.student_id', '=', studentId),
    )
    .select([
      ...tripColumns,
      'users.id as captain_id',
      'users.name as captain_name',
      'mine.id as enrolment_id',
      'mine.status as enrolment_status',
      'mine.student_notes',
      'mine.captain_notes',
      'mine.created_at as enrolment_created_at',
      'mine.updated_at as enrolment_updated_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('enrolments')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('enrolments.planned_trip_id', '=', 'planned_trips.id')
        .where('enrolments.status', '=', 'accepted')
        .as('accepted_count'),
    );
}

/** A row of that query: the trip's columns as stored, its captain, and the student's enrolment (null when none). */
export type StudentTripRow = InferResult<ReturnType<typeof connectedTripsQuery>>[number];

export type EnrolmentRow = Omit<EnrolmentsTable, 'id'> & { id: number };

export type JoinResult = 'not_found' | 'already_joined' | 'full' | 'sailed' | 'joined';

/**
 * A student's view of planned trips and their own enrolments. Every query goes through captain_students, so a
 * student reaches only the trips of captains they are connected to, and through the student's id.
 */
export function enrolmentsRepository(db: Db) {
  const connectedTrips = (studentId: number) => connectedTripsQuery(db, studentId);
  const activeTrips = (studentId: number) =>
    connectedTrips(studentId).where('planned_trips.is_active', '=', 1);

  return {
    /** Active trips of connected captains, soonest first. */
    listActive(studentId: number): Promise<StudentTripRow[]> {
      return activeTrips(studentId).orderBy('planned_trips.start_date').orderBy('planned_trips.id').execute();
    },

    findActive(studentId: number, tripId: number): Promise<StudentTripRow | undefined> {
      return activeTrips(studentId).where('planned_trips.id', '=', tripId).executeTakeFirst();
    },

    /** A trip of a connected captain, active or not (the student may still edit notes or leave). */
    findConnected(studentId: number, tripId: number): Promise<StudentTripRow | undefined> {
      return connectedTrips(studentId).where('planned_trips.id', '=', tripId).executeTakeFirst();
    },

    /** The student's enrolments in trips of captains they are still connected to, active or not. */
    listEnrolled(studentId: number): Promise<StudentTripRow[]> {
      return connectedTrips(studentId)
        .where('mine.id', 'is not', null)
        .orderBy('planned_trips.start_date')
        .orderBy('planned_trips.id')
        .execute();
    },

    /**
     * Joins an active trip of a connected captain: a new enrolment, or a rejected one back to pending (the
     * captain's notes kept). The no-op update of the trip's row orders it with the captain's decisions.
     */
    join(studentId: number, tripId: number, studentNotes: string): Promise<JoinResult> {
      return db.transaction().execute(async (trx) => {
        const locked = await trx
          .updateTable('planned_trips')
          .set((eb) => ({ updated_at: eb.ref('updated_at') }))
          .where('id', '=', tripId)
          .where('is_active', '=', 1)
          .where('user_id', 'in', (eb) =>
            eb.selectFrom('captain_students').select('user_id').where('student_id', '=', studentId),
          )
          .returning(['id', 'max_crew', 'trip_id'])
          .executeTakeFirst();
        if (!locked) return 'not_found';
        if (locked.trip_id !== null) return 'sailed';
        const existing = await trx
          .selectFrom('enrolments')
          .select(['id', 'status'])
          .where('planned_trip_id', '=', tripId)
          .where('student_id', '=', studentId)
          .executeTakeFirst();
        if (existing && existing.status !== 'rejected') return 'already_joined';
        if (locked.max_crew !== null) {
          const { count } = await trx
            .selectFrom('enrolments')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('planned_trip_id', '=', tripId)
            .where('status', '=', 'accepted')
            .executeTakeFirstOrThrow();
          if (Number(count) >= locked.max_crew) return 'full';
        }
        const now = new Date().toISOString();
        if (existing) {
          await trx
            .updateTable('enrolments')
            .set({ status: 'pending', student_notes: studentNotes, updated_at: now })
            .where('id', '=', existing.id)
            .execute();
          return 'joined';
        }
        const inserted = await trx
          .insertInto('enrolments')
          .values({
            planned_trip_id: tripId,
            student_id: studentId,
            status: 'pending',
            student_notes: studentNotes,
            captain_notes: '',
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.columns(['planned_trip_id', 'student_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        return inserted ? 'joined' : 'already_joined';
      });
    },

    async updateNotes(studentId: number, tripId: number, studentNotes: string): Promise<boolean> {
      const result = await db
        .updateTable('enrolments')
        .set({ student_notes: studentNotes, updated_at: new Date().toISOString() })
        .where('planned_trip_id', '=', tripId)
        .where('student_id', '=', studentId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async remove(studentId: number, tripId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('enrolments')
        .where('planned_trip_id', '=', tripId)
        .where('student_id', '=', studentId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type EnrolmentsRepository = ReturnType<typeof enrolmentsRepository>;
