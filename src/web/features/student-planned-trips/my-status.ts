import type { EnrolmentStatus } from '#domain/enrolment-status.ts';
import type { StudentPlannedTrip } from '#domain/planned-trip.ts';

/** The four enrolment statuses: not_joined is the absence of an enrolment. */
export function myStatus(trip: Pick<StudentPlannedTrip, 'my_enrolment'>): EnrolmentStatus {
  return trip.my_enrolment?.status ?? 'not_joined';
}
