import type { DocumentFacts, DocumentStatus } from '#domain/document-verification.ts';
import type { Trip } from '#domain/trip.ts';
import { z } from '#domain/validation.ts';
import type { CaptainProfileRepository } from '../captain-profile/repository.ts';
import { toProfile } from '../captain-profile/service.ts';
import type { TripsRepository } from '../trips/repository.ts';
import { toTrip } from '../trips/service.ts';
import { captainFacts, crewOpinionFacts, factsHash, totalsFacts, voyageCardFacts } from './facts.ts';
import type { IssuedDocumentRow, IssuedDocumentsRepository } from './repository.ts';

export interface StatusSources {
  trips: Pick<TripsRepository, 'find'>;
  profiles: Pick<CaptainProfileRepository, 'findProfile'>;
  documents: Pick<IssuedDocumentsRepository, 'totalledTrips'>;
}

/**
 * The member a crew opinion was about, in the trip as it is now. Their row id changes whenever the trip is
 * edited (the crew rows are written anew), so a member not found by id is looked for by the name the
 * opinion printed: the first member of that name (trimmed, any case). The student link is no help here: the
 * old row, and with it the student it named, is gone. No such member: withdrawn.
 */
export function memberNow(trip: Trip, crewMemberId: number | null, printedName: string | undefined) {
  const byId = trip.crew_members.find((member) => member.id === crewMemberId);
  if (byId) return byId;
  const name = printedName?.trim().toLocaleLowerCase();
  if (!name) return undefined;
  return trip.crew_members.find((member) => member.full_name.trim().toLocaleLowerCase() === name);
}

/**
 * A trip document: withdrawn when its trip is gone (deleted, or deleted for good: trip_id null) or its crew
 * member left the crew; otherwise its facts are built again from the trip as it is now.
 */
async function tripDocumentFactsNow(
  { trips }: StatusSources,
  row: IssuedDocumentRow,
  printed: DocumentFacts,
): Promise<DocumentFacts | null> {
  if (row.trip_id === null) return null;
  const stored = await trips.find(row.user_id, row.trip_id);
  if (!stored) return null;
  const trip = toTrip(stored);
  if (row.kind === 'voyage_card') return voyageCardFacts(trip);
  const member = memberNow(trip, row.crew_member_id, printed.crew_member?.name);
  return member ? crewOpinionFacts(trip, member) : null;
}

const storedTripIds = z.object({ trip_ids: z.array(z.number().int()).default([]) });

/**
 * The CV and the sea-time statement: the captain as their profile says now and the totals of the listed trips
 * that are still in the logbook. Withdrawn when none of them is left.
 */
async function totalsDocumentFactsNow(
  { profiles, documents }: StatusSources,
  row: IssuedDocumentRow,
): Promise<DocumentFacts | null> {
  const { trip_ids: ids } = storedTripIds.parse(JSON.parse(row.facts));
  const [profile, trips] = await Promise.all([
    profiles.findProfile(row.user_id),
    documents.totalledTrips(row.user_id, ids),
  ]);
  if (!profile || (ids.length > 0 && trips.length === 0)) return null;
  return totalsFacts(captainFacts(toProfile(profile)), trips);
}

/**
 * Whether the logbook still says what a document printed: its facts built again from the logbook as it is
 * now have the stored hash (valid) or another (changed); withdrawn when what it was about is gone.
 */
export async function documentStatus(
  sources: StatusSources,
  row: IssuedDocumentRow,
  printed: DocumentFacts,
): Promise<DocumentStatus> {
  const now =
    row.kind === 'voyage_card' || row.kind === 'crew_opinion'
      ? await tripDocumentFactsNow(sources, row, printed)
      : await totalsDocumentFactsNow(sources, row);
  if (!now) return 'withdrawn';
  return factsHash(now) === row.facts_hash ? 'valid' : 'changed';
}
