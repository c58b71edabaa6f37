import type { StoredEnrolmentStatus } from '#domain/enrolment-status.ts';
import type { StudentEnrolment, StudentPlannedTrip } from '#domain/planned-trip.ts';
import { NotFoundError, UnprocessableError } from '../http/errors.ts';
import type { EnrolmentsRepository, StudentTripRow } from './repository.ts';

export function toStudentPlannedTrip(row: StudentTripRow): StudentPlannedTrip {
  const accepted = Number(row.accepted_count ?? 0);
  const maxCrew = row.max_crew === null ? null : Number(row.max_crew);
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    start_date: row.start_date,
    end_date: row.end_date,
    embarkation_port: row.embarkation_port,
    disembarkation_port: row.disembarkation_port,
    yacht_name: row.yacht_name,
    yacht_type: row.yacht_type,
    max_crew: maxCrew,
    is_active: Number(row.is_active) === 1,
    // Students see that it sailed, not which of the captain's trips it became (that is the captain's logbook).
    is_sailed: row.trip_id !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    captain: { id: Number(row.captain_id), name: row.captain_name },
    accepted_count: accepted,
    is_full: maxCrew !== null && accepted >= maxCrew,
    my_enrolment:
      row.enrolment_id === null
        ? null
        : {
            id: Number(row.enrolment_id),
            status: row.enrolment_status as StoredEnrolmentStatus,
            student_notes: row.student_notes ?? '',
            captain_notes: row.captain_notes ?? '',
          },
  };
}

/** The student's enrolment in a trip row that has one. */
function toEnrolment(row: StudentTripRow): StudentEnrolment {
  return {
    id: Number(row.enrolment_id),
    status: row.enrolment_status as StoredEnrolmentStatus,
    student_notes: row.student_notes ?? '',
    captain_notes: row.captain_notes ?? '',
    planned_trip_id: Number(row.id),
    created_at: row.enrolment_created_at ?? '',
    updated_at: row.enrolment_updated_at ?? '',
  };
}

/** Joining, notes and leaving end when the captain logs the trip: the crew was taken then. */
const sailed = () => new UnprocessableError('enrolments.sailed');

/** What a student sees of their captains' planned trips, and their enrolments in them. */
export function enrolmentsService(enrolments: EnrolmentsRepository) {
  /** The enrolment as it now stands; 404 when the student has none in a trip they can reach. */
  async function current(studentId: number, tripId: number): Promise<StudentEnrolment> {
    const row = await enrolments.findConnected(studentId, tripId);
    if (!row || row.enrolment_id === null) throw new NotFoundError();
    return toEnrolment(row);
  }

  return {
    async list(studentId: number): Promise<StudentPlannedTrip[]> {
      return (await enrolments.listActive(studentId)).map(toStudentPlannedTrip);
    },

    async get(studentId: number, tripId: number): Promise<StudentPlannedTrip> {
      const row = await enrolments.findActive(studentId, tripId);
      if (!row) throw new NotFoundError();
      return toStudentPlannedTrip(row);
    },

    async enrolled(studentId: number) {
      return (await enrolments.listEnrolled(studentId)).map((row) => ({
        ...toEnrolment(row),
        planned_trip: toStudentPlannedTrip(row),
      }));
    },

    async join(studentId: number, tripId: number, studentNotes: string): Promise<StudentEnrolment> {
      const result = await enrolments.join(studentId, tripId, studentNotes);
      if (result === 'not_found') throw new NotFoundError();
      if (result === 'already_joined') throw new UnprocessableError('enrolments.already_joined');
      if (result === 'full') throw new UnprocessableError('planned_trips.full');
      if (result === 'sailed') throw sailed();
      return current(studentId, tripId);
    },

    /** Notes and leaving need only the connection: a trip the captain deactivated can still be left. */
    async updateNotes(studentId: number, tripId: number, studentNotes: string): Promise<StudentEnrolment> {
      const trip = await enrolments.findConnected(studentId, tripId);
      if (!trip || trip.enrolment_id === null) throw new NotFoundError();
      if (trip.trip_id !== null) throw sailed();
      if (!(await enrolments.updateNotes(studentId, tripId, studentNotes))) throw new NotFoundError();
      return current(studentId, tripId);
    },

    async leave(studentId: number, tripId: number): Promise<void> {
      const trip = await enrolments.findConnected(studentId, tripId);
      if (!trip || trip.enrolment_id === null) throw new NotFoundError();
      if (trip.trip_id !== null) throw sailed();
      if (!(await enrolments.remove(studentId, tripId))) throw new NotFoundError();
    },
  };
}

export type EnrolmentsService = ReturnType<typeof enrolmentsService>;
