import type { DocumentFacts, DocumentStatus } from '#domain/document-verification.ts';
import type { CrewMember, Trip } from '#domain/trip.ts';
import type { TripsRepository } from '../trips/repository.ts';
import { toTrip } from '../trips/service.ts';
import { crewOpinionFacts, factsHash, voyageCardFacts } from './facts.ts';
import type { IssuedDocumentRow } from './repository.ts';

/**
 * The member a crew opinion was about, in the trip as it is now. Their row id changes whenever the trip is
 * edited (the crew rows are written anew), so a member not found by id is looked for by the name the
 * opinion printed: the first member of that name (after trimming, ignoring case). No such member: withdrawn.
 */
export function memberNow(trip: Trip, crewMemberId: number | null, printedName: string | undefined) {
  const byId = trip.crew_members.find((member) => member.id === crewMemberId);
  if (byId) return byId;
  const name = printedName?.trim().toLocaleLowerCase();
  if (!name) return undefined;
  return trip.crew_members.find((member: CrewMember) => member.full_name.trim().toLocaleLowerCase() === name);
}

/**
 * Whether the logbook still says what a document printed. A trip document whose trip is gone (deleted, or
 * deleted for good: trip_id null) or whose crew member left the crew is withdrawn; otherwise its facts are
 * built again from the trip as it is now: the same hash is valid, another is changed. The CV and the
 * sea-time statement sum many trips and name none: they stay valid while the code is served.
 */
export async function documentStatus(
  trips: Pick<TripsRepository, 'find'>,
  row: IssuedDocumentRow,
  printed: DocumentFacts,
): Promise<DocumentStatus> {
  if (row.kind !== 'voyage_card' && row.kind !== 'crew_opinion') return 'valid';
  if (row.trip_id === null) return 'withdrawn';
  const stored = await trips.find(row.user_id, row.trip_id);
  if (!stored) return 'withdrawn';
  const trip = toTrip(stored);
  let facts: DocumentFacts;
  if (row.kind === 'voyage_card') {
    facts = voyageCardFacts(trip);
  } else {
    const member = memberNow(trip, row.crew_member_id, printed.crew_member?.name);
    if (!member) return 'withdrawn';
    facts = crewOpinionFacts(trip, member);
  }
  return factsHash(facts) === row.facts_hash ? 'valid' : 'changed';
}
