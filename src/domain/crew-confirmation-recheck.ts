import type { CrewMember, Trip } from './trip.ts';

/**
 * What a linked crew member vouches for when they confirm a trip: the facts that count toward their sea time and
 * licences (docs/students.md, "Confirmation"). A captain's edit of any of them, or of that member's own function
 * on board, asks the member to check the trip again; notes, port names and the other members do not.
 */
export const materialTripFields = [
  'embarkation_date',
  'disembarkation_date',
  'sailing_hours',
  'engine_hours',
  'night_hours',
  'tidal_hours',
  'distance',
  'role_on_board',
  'waters',
  'yacht_name',
  'registration_number',
  'hull_length',
] as const satisfies readonly (keyof Trip)[];

export type MaterialTripField = (typeof materialTripFields)[number];
export type MaterialTrip = Pick<Trip, MaterialTripField>;
export type MaterialCrewRole = Pick<CrewMember, 'role' | 'other_role'>;

/** The material fields whose value differs between the two versions of a trip, in the list's order. */
export function materialChanges(before: MaterialTrip, after: MaterialTrip): MaterialTripField[] {
  return materialTripFields.filter((field) => before[field] !== after[field]);
}

/** Whether the member's function on board changed (the described one counts only for "_other"). */
export function crewRoleChanged(before: MaterialCrewRole, after: MaterialCrewRole): boolean {
  if (before.role !== after.role) return true;
  return after.role === '_other' && before.other_role.trim() !== after.other_role.trim();
}

/** Whether a member who confirmed or disputed the trip must look at it again after this edit. */
export function confirmationNeedsRecheck(
  before: { trip: MaterialTrip; member: MaterialCrewRole },
  after: { trip: MaterialTrip; member: MaterialCrewRole },
): boolean {
  return materialChanges(before.trip, after.trip).length > 0 || crewRoleChanged(before.member, after.member);
}
