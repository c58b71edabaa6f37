import type { CvTrip } from '#domain/cv.ts';
import { sampleCvTrip } from '#domain/cv-test-support.ts';
import type { SeaTimeTrip } from '#domain/sea-time/counting.ts';
import { seaTrip } from '#domain/sea-time/test-support.ts';
import type { CrewMember, Trip, VisitedPort } from '#domain/trip.ts';
import { maxCrewMembers, maxVisitedPorts } from '#domain/trip-enums.ts';
import type { DocumentMark } from '../pdf/pdf-writer.ts';

/**
 * Trips for the layout tests (one-page-layout.test.ts): a typical one (12 crew, 6 visited ports, 600 characters
 * of remarks: issue 23's "typical trip") and the largest the trip form allows (trip-request.ts, trip-rules.ts).
 */

/** The captain of every fixture trip, and of the CVs and statements. */
export const documentCaptain = {
  first_name: 'Łukasz',
  last_name: 'Żółć',
  email: 'lukasz@example.com',
  phone: '+48 600 100 200',
  license_type: 'pzz-kj',
  license_number: 'KJ-1234',
  other_license: '',
};

/** A verifiable document's mark: its code and the page that checks it. */
export const verifiableMark: Extract<DocumentMark, { kind: 'code' }> = {
  kind: 'code',
  code: 'ABCDEFGHJKMN',
  url: 'https://logbook.example.com/verify/ABCDEFGHJKMN',
};

/** The longest remarks the form takes: the trip's (captainNotes) and a crew member's. */
export const maxTripNotes = 5000;
export const maxCrewNotes = 2000;

/** Sentences of plausible remarks, cut to `length` characters. */
export function remarks(length: number): string {
  const sentence =
    'Sztorm 8°B na Ławicy Słupskiej, załoga pracowała sprawnie; nocne wachty bez zastrzeżeń, manewry w porcie pewne. ';
  return sentence
    .repeat(Math.ceil(length / sentence.length))
    .slice(0, length)
    .trim();
}

function crewMember(index: number, notes: string): CrewMember {
  return {
    id: index + 1,
    full_name: `Żeglarz Łukasiewicz-Wiśniewski ${index + 1}`,
    email: `zeglarz${index + 1}@example.com`,
    phone: '+48 600 100 200',
    role: index === 0 ? 'first_officer' : 'crew',
    other_role: '',
    license_type: 'pzz-jsm',
    other_license: '',
    license_number: `JSM-${1000 + index}`,
    captain_opinion: 'positive',
    performance: 'very_good',
    seasickness: 'none',
    resistance: 'good',
    captain_notes: notes,
    student_id: null,
    confirmation: index % 3 === 0 ? { status: 'confirmed', at: '2026-07-10T09:15:00.000Z', note: '' } : null,
  };
}

function visitedPort(index: number): VisitedPort {
  return {
    name: `Port Świętego Łukasza ${index + 1}`,
    is_tidal: index % 2 === 1,
    arrival_date: '2026-07-02',
    departure_date: '2026-07-03',
    lat: null,
    lon: null,
  };
}

function trip(crew: number, ports: number, notes: string, crewNotes: string): Trip {
  return {
    id: 1,
    status: 'completed',
    captain: documentCaptain,
    yacht_name: 'Zawisza Czarny',
    registration_number: 'POL-1234',
    home_port: 'Gdynia',
    hull_length: 42.7,
    engines_count: 1,
    engine_power: 220.5,
    yacht_type: 'Bavaria Cruiser 46',
    yacht_owner_name: '',
    yacht_owner_address: '',
    embarkation_port: 'Gdynia',
    is_embarkation_tidal_port: false,
    disembarkation_port: 'Świnoujście',
    is_disembarkation_tidal_port: false,
    visited_ports: Array.from({ length: ports }, (_, index) => visitedPort(index)),
    distance: 412.5,
    embarkation_date: '2026-07-01',
    disembarkation_date: '2026-07-08',
    sailing_hours: 96,
    engine_hours: 12.5,
    mooring_hours: 40,
    tidal_hours: 6,
    tidal_ports_count: Math.floor(ports / 2),
    night_hours: 21.5,
    role_on_board: 'skipper',
    waters: 'sea',
    passages: [],
    has_track: false,
    logbook_number: 'LB/2026/7',
    captain_notes: notes,
    crew_members: Array.from({ length: crew }, (_, index) => crewMember(index, crewNotes)),
    created_at: '2026-07-09T10:00:00.000Z',
    updated_at: '2026-07-09T10:00:00.000Z',
  };
}

/** 12 crew, 6 visited ports, 600 characters of the captain's remarks, 300 on each crew member. */
export const typicalTrip = () => trip(12, 6, remarks(600), remarks(300));

/** Every list and every text at the form's limit. */
export const largestTrip = () =>
  trip(maxCrewMembers, maxVisitedPorts, remarks(maxTripNotes), remarks(maxCrewNotes));

/** A CV trip as the CV page lists it. */
function cvTrip(index: number): CvTrip {
  return sampleCvTrip({
    id: index + 1,
    yacht_name: `Zawisza Czarny ${index + 1}`,
    visited_ports: ['Bornholm', 'Visby', 'Kłajpeda'],
  });
}

export const cvTrips = (count: number) => Array.from({ length: count }, (_, index) => cvTrip(index));

/** Sea-time trips for the statement, each of a week with every figure filled. */
export const statementTrips = (count: number): SeaTimeTrip[] =>
  Array.from({ length: count }, (_, index) =>
    seaTrip({
      yacht_name: `Biała Mewa ${index + 1}`,
      registration_number: 'POL-777',
      hull_length: 12.5,
      embarkation_date: '2026-07-01',
      disembarkation_date: '2026-07-08',
      distance: 300,
      sailing_hours: 80,
      engine_hours: 10,
      night_hours: 20,
      tidal_hours: 12,
      role_on_board: index % 2 === 0 ? 'skipper' : 'first_officer',
    }),
  );
