import type { CaptainStudent } from '#domain/invitation.ts';
import type { CaptainEnrolment, PlannedTrip } from '#domain/planned-trip.ts';
import {
  type CrewMemberFormValues,
  emptyCrewMember,
  emptyTripForm,
  type TripFormValues,
} from '#domain/trip-form.ts';
import type { Yacht } from '#domain/yacht.ts';

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The captain's yacht named like the planned trip's (case and outer spaces aside); null when there is none. */
export function findYachtByName(yachts: readonly Yacht[], name: string): Yacht | null {
  if (!name.trim()) return null;
  return yachts.find((yacht) => sameName(yacht.name, name)) ?? null;
}

/**
 * An accepted student as a crew member: name and e-mail, and, while they are still the captain's student, the
 * link to their account and the phone on it; the captain fills in the role's details and opinion.
 */
export function studentToCrewMember(
  enrolment: Pick<CaptainEnrolment, 'student'>,
  connected: readonly CaptainStudent[] = [],
): CrewMemberFormValues {
  const { id, first_name, last_name, email } = enrolment.student;
  const account = connected.find((student) => student.id === id);
  return {
    ...emptyCrewMember(),
    fullName: `${first_name} ${last_name}`.trim(),
    email,
    phone: account?.phone ?? '',
    role: 'crew',
    studentId: account ? id : null,
  };
}

/**
 * The trip form's starting values for a planned trip: its route, dates and yacht (with the registration, home
 * port, measurements and owner when the captain keeps that yacht; its type from that yacht or the planned trip), and its accepted students as crew (linked to those
 * still among the captain's `connected` students). The captain's
 * own details come from the profile, as on a new trip.
 */
export function plannedTripToTripForm(
  trip: PlannedTrip,
  accepted: readonly CaptainEnrolment[],
  yacht: Yacht | null = null,
  connected: readonly CaptainStudent[] = [],
): TripFormValues {
  const empty = emptyTripForm();
  return {
    ...empty,
    yachtName: yacht?.name ?? trip.yacht_name,
    // The planned trip's yacht type until the captain's yacht names one of its own.
    yachtType: yacht?.type || trip.yacht_type,
    ...(yacht && {
      registrationNumber: yacht.registration_number,
      homePort: yacht.home_port,
      hullLength: String(yacht.hull_length),
      enginesCount: String(yacht.engines_count),
      enginePower: String(yacht.engine_power),
      yachtOwnerName: yacht.owner_name,
      yachtOwnerAddress: yacht.owner_address,
    }),
    embarkationPort: trip.embarkation_port,
    disembarkationPort: trip.disembarkation_port,
    embarkationDate: trip.start_date,
    disembarkationDate: trip.end_date,
    crewMembers: accepted.map((enrolment) => studentToCrewMember(enrolment, connected)),
  };
}
