import { HttpResponse, http } from 'msw';
import type {
  SeaTime,
  SeaTimeRequirement,
  SeaTimeResponse,
  SeaTimeScheme,
  SeaTimeSchemeId,
} from '#domain/sea-time/schema.ts';
import { seaTimeUrl } from './api.ts';

/** Test fixtures for the sea-time page (not part of the app bundle). */

export const requirement = (
  id: string,
  unit: SeaTimeRequirement['unit'],
  required: number,
  achieved: number,
  tripIds: number[] = [],
): SeaTimeRequirement => ({ id, unit, required, achieved, met: achieved >= required, trip_ids: tripIds });

export const scheme = (
  id: SeaTimeSchemeId,
  requirements: SeaTimeRequirement[],
  notes: string[] = [],
): SeaTimeScheme => ({ id, met: requirements.every((item) => item.met), requirements, notes });

const threeTrips = [1, 2, 3];

/**
 * A captain with three completed sea trips (ids 1-3): the JSM licence is met, the KJ licence lacks cruises,
 * hours and the two long cruises; one planned trip is not counted yet.
 */
export const seaTime = (overrides: Partial<SeaTime> = {}): SeaTime => ({
  totals: {
    trips: 3,
    days: 24,
    distance: 1234.5,
    hours_sail: 520,
    hours_engine: 168,
    hours_total: 688,
    hours_tidal: 40,
    hours_night: 96.5,
    tidal_ports: 2,
    skipper_days: 16,
    skipper_hours: 450,
  },
  by_year: [
    { year: 2025, trips: 1, days: 8, distance: 400, hours_total: 200 },
    { year: 2026, trips: 2, days: 16, distance: 834.5, hours_total: 488 },
  ],
  by_yacht: [
    {
      yacht_name: 'Pogoria',
      registration_number: 'POL-777',
      hull_length: 47,
      trips: 1,
      days: 8,
      distance: 640,
      hours_total: 300,
      skipper_hours: 150,
    },
    {
      yacht_name: 'Zawisza Czarny',
      registration_number: 'POL-1234',
      hull_length: 42.7,
      trips: 2,
      days: 16,
      distance: 594.5,
      hours_total: 388,
      skipper_hours: 300,
    },
  ],
  schemes: [
    scheme(
      'pzz-jsm',
      [
        requirement('sea-cruises', 'cruises', 2, 3, threeTrips),
        requirement('hours-under-way', 'hours', 200, 688, threeTrips),
      ],
      ['age-18', 'exam'],
    ),
    scheme(
      'pzz-kj',
      [
        requirement('sea-cruises', 'cruises', 6, 3, threeTrips),
        requirement('hours-under-way', 'hours', 1200, 688, threeTrips),
        requirement('command-hours', 'hours', 400, 450, [1, 3]),
        requirement('large-yacht-cruise', 'cruises', 1, 0),
        requirement('tidal-cruise', 'cruises', 1, 0),
      ],
      ['jsm-held', 'exam'],
    ),
    scheme('rya-day-skipper', [
      requirement('days', 'days', 5, 24, threeTrips),
      requirement('miles', 'miles', 100, 1234.5, threeTrips),
      requirement('night-hours', 'hours', 4, 96.5, threeTrips),
    ]),
    scheme('rya-coastal-skipper', [
      requirement('days', 'days', 15, 24, threeTrips),
      requirement('skipper-days', 'days', 2, 16, [1, 3]),
      requirement('miles', 'miles', 300, 1234.5, threeTrips),
      requirement('night-hours', 'hours', 8, 96.5, threeTrips),
    ]),
    scheme('rya-yachtmaster-coastal', [
      requirement('days', 'days', 30, 24, threeTrips),
      requirement('skipper-days', 'days', 2, 16, [1, 3]),
      requirement('miles', 'miles', 800, 1234.5, threeTrips),
      requirement('night-hours', 'hours', 12, 96.5, threeTrips),
      requirement('tidal-days', 'days', 15, 8, [2]),
    ]),
    scheme('rya-yachtmaster-offshore', [
      requirement('days', 'days', 50, 24, threeTrips),
      requirement('skipper-days', 'days', 5, 16, [1, 3]),
      requirement('miles', 'miles', 2500, 1234.5, threeTrips),
      requirement('passages', 'passages', 5, 1, [2]),
      requirement('overnight-passages', 'passages', 2, 1, [2]),
      requirement('skipper-passages', 'passages', 2, 0),
      requirement('tidal-days', 'days', 25, 8, [2]),
    ]),
    scheme('rya-yachtmaster-ocean', [
      requirement('ocean-passage', 'miles', 600, 180, [2]),
      requirement('ocean-passage-hours', 'hours', 96, 60, [2]),
    ]),
  ],
  not_counted: { trips: 1 },
  ...overrides,
});

/** A logbook with nothing counted: every figure 0, every requirement unmet. */
export const emptySeaTime = (notCounted = 0): SeaTime => {
  const full = seaTime();
  return {
    totals: Object.fromEntries(Object.keys(full.totals).map((key) => [key, 0])) as SeaTime['totals'],
    by_year: [],
    by_yacht: [],
    schemes: full.schemes.map((item) => ({
      ...item,
      met: false,
      requirements: item.requirements.map((each) => ({ ...each, achieved: 0, met: false, trip_ids: [] })),
    })),
    not_counted: { trips: notCounted },
  };
};

/** GET /api/sea-time answering with this sea time; `requests` counts the calls. */
export function seaTimeHandler(answer: SeaTime = seaTime()) {
  const requests: Request[] = [];
  const handler = http.get(seaTimeUrl, ({ request }) => {
    requests.push(request);
    return HttpResponse.json({ success: true, sea_time: answer } satisfies SeaTimeResponse);
  });
  return { handler, requests };
}
