import type { Confirmation } from '#domain/crew-confirmation.ts';
import type { StudentLogbookTrip } from '#domain/student-logbook.ts';
import type { CrewMember, Trip } from '#domain/trip.ts';
import { crewRoles, type RoleOnBoard } from '#domain/trip-enums.ts';

/**
 * A crew member's role read as the sea-time rules read the account holder's role. The crew roles are role-on-board
 * values themselves; anything else a stored trip may hold (an older spelling) counts as plain crew, and a crew
 * member is never the skipper: the captain is.
 */
export function roleOnBoardOf(crewRole: string): RoleOnBoard {
  return (crewRoles as readonly string[]).includes(crewRole) ? (crewRole as RoleOnBoard) : 'crew';
}

/** The student's own crew row on the trip: the first one linked to them. */
export function ownCrewMember(trip: Trip, studentId: number): CrewMember | undefined {
  return trip.crew_members.find((member) => member.student_id === studentId);
}

/** A linked row always has a confirmation; a row linked before one was stored reads as pending. */
export function confirmationOf(member: CrewMember): Confirmation {
  return member.confirmation ?? { status: 'pending', at: null, note: '' };
}

/**
 * The trip as the student sees it: its facts, the captain's name and licence (not their e-mail or phone), the
 * student's own row and confirmation, and of the other crew members only their names and functions.
 */
export function toLogbookTrip(trip: Trip, own: CrewMember, deckLogOpen: boolean): StudentLogbookTrip {
  return {
    id: trip.id,
    status: trip.status,
    captain: {
      first_name: trip.captain.first_name,
      last_name: trip.captain.last_name,
      license_type: trip.captain.license_type,
      license_number: trip.captain.license_number,
      other_license: trip.captain.other_license,
    },
    yacht_name: trip.yacht_name,
    registration_number: trip.registration_number,
    home_port: trip.home_port,
    hull_length: trip.hull_length,
    embarkation_port: trip.embarkation_port,
    is_embarkation_tidal_port: trip.is_embarkation_tidal_port,
    disembarkation_port: trip.disembarkation_port,
    is_disembarkation_tidal_port: trip.is_disembarkation_tidal_port,
    visited_ports: trip.visited_ports,
    distance: trip.distance,
    embarkation_date: trip.embarkation_date,
    disembarkation_date: trip.disembarkation_date,
    sailing_hours: trip.sailing_hours,
    engine_hours: trip.engine_hours,
    tidal_hours: trip.tidal_hours,
    tidal_ports_count: trip.tidal_ports_count,
    night_hours: trip.night_hours,
    waters: trip.waters,
    passages: trip.passages,
    crew_member: {
      id: own.id,
      full_name: own.full_name,
      role: own.role,
      other_role: own.other_role,
      license_type: own.license_type,
      other_license: own.other_license,
      license_number: own.license_number,
      captain_opinion: own.captain_opinion,
      performance: own.performance,
      seasickness: own.seasickness,
      resistance: own.resistance,
      captain_notes: own.captain_notes,
    },
    role_on_board: roleOnBoardOf(own.role),
    confirmation: confirmationOf(own),
    other_crew: trip.crew_members
      .filter((member) => member.id !== own.id)
      .map((member) => ({ full_name: member.full_name, role: member.role, other_role: member.other_role })),
    deck_log_open: deckLogOpen,
  };
}
