import { HttpResponse, http } from 'msw';
import type { CrewMember, Trip } from '#domain/trip.ts';
import { overlapsByTrip } from '#domain/trip-overlap.ts';
import {
  type TripSummary,
  type TripSummaryListResponse,
  tripSummaryLimit,
  tripSummarySorts,
} from '#domain/trip-summary.ts';
import { subscriptionStatusHandler } from '../../../test/server.ts';

/** Test fixtures for the trip pages: a served trip with every field filled, and msw handlers for the API. */

export const crewMember = (overrides: Partial<CrewMember> = {}): CrewMember => ({
  id: 1,
  full_name: 'Piotr Zieliński',
  email: 'piotr@example.com',
  phone: '+48 600 300 400',
  role: 'first_officer',
  other_role: '',
  license_type: 'pzz-jsm',
  other_license: '',
  license_number: 'JSM-42',
  captain_opinion: 'positive',
  performance: 'very_good',
  seasickness: 'none',
  resistance: 'good',
  captain_notes: 'Reliable on night watches.',
  student_id: null,
  confirmation: null,
  ...overrides,
});

export const trip = (overrides: Partial<Trip> = {}): Trip => ({
  id: 1,
  status: 'completed',
  captain: {
    first_name: 'Anna',
    last_name: 'Kowalska',
    email: 'anna@example.com',
    phone: '+48 600 100 200',
    license_type: 'pzz-kj',
    license_number: 'KJ-1234',
    other_license: '',
  },
  yacht_name: 'Zawisza Czarny',
  registration_number: 'POL-1234',
  home_port: 'Gdynia',
  hull_length: 42.7,
  engines_count: 1,
  engine_power: 250.5,
  yacht_type: '',
  yacht_owner_name: '',
  yacht_owner_address: '',
  embarkation_port: 'Gdynia',
  is_embarkation_tidal_port: false,
  disembarkation_port: 'Kołobrzeg',
  is_disembarkation_tidal_port: false,
  visited_ports: [
    {
      name: 'Bornholm',
      is_tidal: false,
      arrival_date: '2026-05-03',
      departure_date: '2026-05-04',
      lat: null,
      lon: null,
    },
    { name: 'Dover', is_tidal: true, arrival_date: null, departure_date: null, lat: null, lon: null },
  ],
  distance: 1234.5,
  embarkation_date: '2026-05-01',
  disembarkation_date: '2026-05-08',
  sailing_hours: 60,
  engine_hours: 12.5,
  mooring_hours: 20,
  tidal_hours: 3,
  night_hours: 0,
  role_on_board: 'skipper',
  waters: 'sea',
  passages: [],
  has_track: false,
  tidal_ports_count: 1,
  logbook_number: 'LB-2026/7',
  captain_notes: 'Strong westerlies on the way back.',
  crew_members: [crewMember()],
  created_at: '2026-05-09T10:00:00.000Z',
  updated_at: '2026-05-09T10:00:00.000Z',
  ...overrides,
});

/** A trip as one row of the summary list. */
export const tripSummary = (served: Trip, overlapping: readonly number[] = []): TripSummary => ({
  id: served.id,
  status: served.status,
  yacht_name: served.yacht_name,
  registration_number: served.registration_number,
  embarkation_port: served.embarkation_port,
  disembarkation_port: served.disembarkation_port,
  embarkation_date: served.embarkation_date,
  disembarkation_date: served.disembarkation_date,
  distance: served.distance,
  captain: { first_name: served.captain.first_name, last_name: served.captain.last_name },
  visited_port_names: served.visited_ports.map((port) => port.name),
  overlapping_trip_ids: [...overlapping],
  created_at: served.created_at,
});

/** Lower case without Polish marks, as the server compares search text ("swinouj" finds Świnoujście). */
const folded = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('ł', 'l')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

const searchedFields = (row: TripSummary) => [
  row.yacht_name,
  row.registration_number,
  row.captain.first_name,
  row.captain.last_name,
  row.embarkation_port,
  row.disembarkation_port,
];

/** The contract's orders: by start date (missing dates last) or by when recorded; ties newest id first. */
function sortRows(rows: TripSummary[], sort: string): TripSummary[] {
  const [field, direction] = sort.split(':');
  const key = (row: TripSummary) => (field === 'created_at' ? row.created_at : row.embarkation_date);
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    if (!ka || !kb) return ka === kb ? b.id - a.id : ka ? -1 : 1;
    return ka === kb ? b.id - a.id : (ka < kb ? -1 : 1) * sign;
  });
}

/**
 * The answer of GET /api/sailing-trips?view=summary over the captain's logbook: searched (q), filtered
 * (registration_number, overlapping), sorted and cut into pages whose cursor is the next row's position; a
 * request without view=summary is refused.
 */
export function answerTripSummaries(trips: readonly Trip[], query: URLSearchParams) {
  if (query.get('view') !== 'summary') {
    return HttpResponse.json({ message: 'The web app reads the summary list only.' }, { status: 400 });
  }
  const overlaps = overlapsByTrip(trips);
  const rows = trips.map((served) => tripSummary(served, overlaps.get(served.id) ?? []));
  const q = folded(query.get('q') ?? '');
  const registration = query.get('registration_number')?.toLowerCase();
  const overlapping = query.get('overlapping');
  const matching = sortRows(
    rows.filter(
      (row) =>
        (!q || searchedFields(row).some((value) => folded(value).includes(q))) &&
        (!registration || row.registration_number.trim().toLowerCase() === registration) &&
        (!overlapping || row.overlapping_trip_ids.includes(Number(overlapping))),
    ),
    query.get('sort') ?? tripSummarySorts[0],
  );
  const limit = Number(query.get('limit') ?? tripSummaryLimit.default);
  const start = Number(query.get('cursor') ?? 0);
  const answer: TripSummaryListResponse = {
    success: true,
    sailing_trips: matching.slice(start, start + limit),
    next_cursor: start + limit < matching.length ? String(start + limit) : null,
    total: matching.length,
    message: 'Trips loaded.',
  };
  return HttpResponse.json(answer);
}

/** The summary list over these trips (answerTripSummaries), keeping each request's query in `requests`. */
export function tripSummaryServer(trips: readonly Trip[]) {
  const requests: URLSearchParams[] = [];
  const handler = http.get('/api/sailing-trips', ({ request }) => {
    const query = new URL(request.url).searchParams;
    requests.push(query);
    return answerTripSummaries(trips, query);
  });
  return { handler, requests };
}

/** GET /api/sailing-trips?view=summary serving these trips (see tripSummaryServer). */
export const tripListHandler = (trips: readonly Trip[]) => tripSummaryServer(trips).handler;

/** GET /api/sailing-trips/{id} answering with this trip. */
export const tripHandler = (served: Trip) =>
  http.get(`/api/sailing-trips/${served.id}`, () =>
    HttpResponse.json({ success: true, sailing_trip: served, message: 'Trip loaded.' }),
  );

/** GET /api/subscriptions with an active Premium. */
export const premiumHandler = () =>
  subscriptionStatusHandler({
    active_subscription: {
      status: 'active',
      ends_at: '2099-01-01T00:00:00.000Z',
      days_remaining: 100,
      payment_provider: 'payu',
    },
  });
