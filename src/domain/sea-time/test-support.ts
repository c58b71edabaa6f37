import type { SeaTimeTrip } from './counting.ts';
import type { SeaTimeRequirement, SeaTimeScheme } from './schema.ts';

let nextId = 1;

/**
 * A completed sea trip in command of a 10 m yacht, 1 to 3 May 2026 (3 days), that logged nothing else: each
 * test sets only the figures it measures. Ids count up, so the trips of one test differ.
 */
export function seaTrip(overrides: Partial<SeaTimeTrip> = {}): SeaTimeTrip {
  return {
    id: nextId++,
    status: 'completed',
    embarkation_date: '2026-05-01',
    disembarkation_date: '2026-05-03',
    yacht_name: 'Zawisza',
    registration_number: 'POL-1234',
    hull_length: 10,
    embarkation_port: 'Gdynia',
    is_embarkation_tidal_port: false,
    disembarkation_port: 'Hel',
    is_disembarkation_tidal_port: false,
    visited_ports: [],
    distance: 0,
    sailing_hours: 0,
    engine_hours: 0,
    tidal_hours: 0,
    night_hours: 0,
    role_on_board: 'skipper',
    waters: 'sea',
    passages: [],
    ...overrides,
  };
}

/** A passage of `distance` miles, by day unless said otherwise. */
export function passage(distance: number, overnight = false) {
  return { from: 'Gdynia', to: 'Bornholm', distance, overnight };
}

/** The requirement `id` of a scheme's result, failing the test when it is missing. */
export function requirementOf(scheme: SeaTimeScheme, id: string): SeaTimeRequirement {
  const found = scheme.requirements.find((item) => item.id === id);
  if (!found) throw new Error(`no requirement ${id}`);
  return found;
}

/** Each requirement of a scheme as one row: [id, required, achieved, unit, met]. */
export function rows(scheme: SeaTimeScheme) {
  return scheme.requirements.map((item) => [item.id, item.required, item.achieved, item.unit, item.met]);
}
