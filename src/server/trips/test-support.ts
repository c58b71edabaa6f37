import type { LightMyRequestResponse } from 'fastify';
import type { RequestOptions } from '../testing/accounts.ts';
import type { TestApp } from '../testing/test-app.ts';

export { type Captain, newCaptain } from '../yachts/test-support.ts';

/** A complete trip in the first reading of every field, with two visited ports and two crew members. */
export function validTrip(overrides: Record<string, unknown> = {}) {
  return {
    captain: {
      first_name: 'Łukasz',
      last_name: 'Żółć',
      email: 'lukasz@example.com',
      phone: '+48 600 100 200',
      license_type: 'pzz-kj',
      license_number: 'KJ-1234',
      other_license: '',
    },
    yacht_name: 'Zawisza Czarny',
    registration_number: 'POL-1234',
    home_port: 'Gdynia',
    hull_length: '42.7',
    engines_count: '1',
    engine_power: '220.5',
    embarkation_port: 'Gdynia',
    is_embarkation_tidal_port: false,
    disembarkation_port: 'Świnoujście',
    is_disembarkation_tidal_port: false,
    visited_ports: [
      { name: 'Bornholm', is_tidal: false },
      { name: 'Dover', is_tidal: true },
    ],
    distance: '412.5',
    embarkation_date: '2026-07-01',
    disembarkation_date: '2026-07-08',
    sailing_hours: '96',
    engine_hours: '12.5',
    mooring_hours: '40',
    tidal_hours: '6',
    logbook_number: 'LB/2026/7',
    captain_notes: 'Sztorm 8°B na Ławicy Słupskiej.',
    crew_members: [
      {
        full_name: 'Anna Wiśniewska',
        email: 'anna@example.com',
        phone: '+48 500 000 001',
        role: 'first_officer',
        other_role: '',
        license_type: 'pzz-jsm',
        other_license: '',
        license_number: 'JSM-77',
        captain_opinion: 'positive',
        performance: 'very_good',
        seasickness: 'none',
        resistance: 'good',
        captain_notes: 'Pewna ręka przy sterze.',
      },
      {
        full_name: 'Piotr Nowak',
        email: '',
        phone: '',
        role: '_other',
        other_role: 'Kuk',
        license_type: '',
        other_license: '',
        license_number: '',
        captain_opinion: 'positive',
        performance: 'good',
        seasickness: 'mild',
        resistance: 'sufficient',
        captain_notes: '',
      },
    ],
    ...overrides,
  };
}

export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: RequestOptions & { payload?: unknown } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

export interface ServedTrip {
  id: number;
  status: string;
  [field: string]: unknown;
}

/** Creates a trip through the API and returns it as served. */
export async function createTrip(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const response = await call(t, 'POST', '/api/sailing-trips', { token, payload: validTrip(overrides) });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<{ sailing_trip: ServedTrip }>().sailing_trip;
}
