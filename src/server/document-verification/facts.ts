import { createHash } from 'node:crypto';
import type { DocumentFacts } from '#domain/document-verification.ts';
import { sum } from '#domain/sea-time/counting.ts';
import type { CrewMember, Trip } from '#domain/trip.ts';
import { tripDays } from '#domain/trip-days.ts';

export type CaptainFacts = DocumentFacts['captain'];
type DocumentTotals = NonNullable<DocumentFacts['totals']>;

/** The captain as the document prints them: name and licence, never their e-mail or phone. */
export function captainFacts(captain: {
  first_name: string;
  last_name: string;
  license_type: string;
  other_license: string;
  license_number: string;
}): CaptainFacts {
  return {
    name: `${captain.first_name} ${captain.last_name}`.trim(),
    license_type: captain.license_type,
    other_license: captain.other_license,
    license_number: captain.license_number,
  };
}

/** What a voyage card prints: the trip's captain (its own copy), the yacht, dates, ports, hours and miles. */
export function voyageCardFacts(trip: Trip): DocumentFacts {
  return {
    captain: captainFacts(trip.captain),
    trip: {
      yacht_name: trip.yacht_name,
      registration_number: trip.registration_number,
      embarkation_date: trip.embarkation_date,
      disembarkation_date: trip.disembarkation_date,
      embarkation_port: trip.embarkation_port,
      disembarkation_port: trip.disembarkation_port,
      visited_ports: trip.visited_ports.map((port) => port.name),
      sailing_hours: trip.sailing_hours,
      engine_hours: trip.engine_hours,
      tidal_hours: trip.tidal_hours,
      mooring_hours: trip.mooring_hours,
      distance: trip.distance,
    },
  };
}

/** A crew opinion prints the trip as the voyage card does, and the member with their confirmation of it. */
export function crewOpinionFacts(trip: Trip, member: CrewMember): DocumentFacts {
  return {
    ...voyageCardFacts(trip),
    crew_member: { name: member.full_name, confirmed: member.confirmation?.status === 'confirmed' },
  };
}

/** A trip as the CV's and the statement's totals count it. */
export interface TotalledTrip {
  id: number;
  embarkation_date: string;
  disembarkation_date: string;
  distance: number;
  sailing_hours: number;
  engine_hours: number;
}

/**
 * What the CV and the sea-time statement are checked by: the captain, the totals of the trips they list, and
 * (stored beside them, never served) those trips' ids, so the totals can be summed again at verification.
 */
export type TotalsFacts = DocumentFacts & { trip_ids: number[] };

/** Days count as every screen counts them (first and last day both), sums exact as the statement's. */
export function totalsFacts(captain: CaptainFacts, trips: readonly TotalledTrip[]): TotalsFacts {
  const totals: DocumentTotals = {
    trips: trips.length,
    days: sum(trips, (trip) => tripDays(trip.embarkation_date, trip.disembarkation_date) ?? 0),
    distance: sum(trips, (trip) => trip.distance),
    sailing_hours: sum(trips, (trip) => trip.sailing_hours),
    engine_hours: sum(trips, (trip) => trip.engine_hours),
  };
  return { captain, totals, trip_ids: trips.map((trip) => trip.id).sort((a, b) => a - b) };
}

/** JSON with every object's keys sorted: the same facts give the same text whatever order they were built in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash a document's facts are compared by: sha256 (hex) of their canonical JSON. */
export function factsHash(facts: DocumentFacts): string {
  return createHash('sha256').update(canonicalJson(facts)).digest('hex');
}
