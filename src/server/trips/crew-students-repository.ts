import type { Db } from '../db/database.ts';

/** What the trips service reads about students to link them to crew rows; every query is keyed by the captain. */
export function crewStudentsRepository(db: Db) {
  return {
    /** Which of these students are connected to the captain now. */
    async connectedOf(userId: number, studentIds: number[]): Promise<Set<number>> {
      if (studentIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('captain_students')
        .select('student_id')
        .where('user_id', '=', userId)
        .where('student_id', 'in', studentIds)
        .execute();
      return new Set(rows.map((row) => Number(row.student_id)));
    },

    /** The students accepted into the captain's planned trip who are still connected, with their addresses. */
    acceptedInto(userId: number, plannedTripId: number) {
      return db
        .selectFrom('enrolments')
        .innerJoin('planned_trips', 'planned_trips.id', 'enrolments.planned_trip_id')
        .innerJoin('students', 'students.id', 'enrolments.student_id')
        .innerJoin('captain_students', (join) =>
          join
            .onRef('captain_students.student_id', '=', 'enrolments.student_id')
            .onRef('captain_students.user_id', '=', 'planned_trips.user_id'),
        )
        .select(['students.id as id', 'students.email_normalized as email_normalized'])
        .where('planned_trips.id', '=', plannedTripId)
        .where('planned_trips.user_id', '=', userId)
        .where('enrolments.status', '=', 'accepted')
        .orderBy('enrolments.id')
        .execute();
    },

    /** Where and how to write to these students (the crew mails). */
    addressesOf(studentIds: number[]) {
      if (studentIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('students')
        .select(['id', 'email', 'first_name', 'last_name'])
        .where('id', 'in', studentIds)
        .execute();
    },
  };
}

export type CrewStudentsRepository = ReturnType<typeof crewStudentsRepository>;
