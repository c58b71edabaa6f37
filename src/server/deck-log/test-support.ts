import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { DeckLogEntry } from '#domain/deck-log.ts';
import type { TestApp } from '../testing/test-app.ts';
import { call } from '../trips/test-support.ts';

export const logUrl = (tripId: number) => `/api/sailing-trips/${tripId}/log-entries`;
export const batchUrl = (tripId: number) => `${logUrl(tripId)}/batch`;
export const settingsUrl = (tripId: number) => `/api/sailing-trips/${tripId}/log-settings`;

/**
 * An entry as a phone sends it: a fresh id, on the trip's first day (validTrip sails 1-8 July 2026) in Polish
 * summer time, a position out of Gdynia.
 */
export function entry(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    logged_at: '2026-07-01T10:00+02:00',
    kind: 'position',
    position: { lat: 54.53, lon: 18.55 },
    course_deg: 45,
    sog_kn: 5.5,
    log_nm: 12.3,
    wind_dir_deg: 270,
    wind_bft: 4,
    sea_state: 3,
    pressure_hpa: 1013.2,
    visibility: 'good',
    text: 'Trawers Helu.',
    ...overrides,
  };
}

export interface Who {
  token: string;
  language?: 'en' | 'pl';
}

export function postEntry(t: TestApp, tripId: number, who: Who, payload: unknown) {
  return call(t, 'POST', logUrl(tripId), { token: who.token, language: who.language, payload });
}

export function postBatch(t: TestApp, tripId: number, who: Who, entries: unknown[]) {
  return call(t, 'POST', batchUrl(tripId), {
    token: who.token,
    language: who.language,
    payload: { entries },
  });
}

export function readLog(t: TestApp, tripId: number, who: Who): Promise<LightMyRequestResponse> {
  return call(t, 'GET', logUrl(tripId), { token: who.token, language: who.language });
}

/** The log's entries as the GET serves them (the GET must answer 200). */
export async function entriesOf(t: TestApp, tripId: number, who: Who): Promise<DeckLogEntry[]> {
  const response = await readLog(t, tripId, who);
  if (response.statusCode !== 200) throw new Error(`read failed: ${response.body}`);
  return response.json<{ entries: DeckLogEntry[] }>().entries;
}

/** Turns the trip's "crew may write" on or off as its captain. */
export async function setCrewMayWrite(t: TestApp, tripId: number, token: string, value: boolean) {
  const response = await call(t, 'PUT', settingsUrl(tripId), { token, payload: { crew_may_write: value } });
  if (response.statusCode !== 200) throw new Error(`settings failed: ${response.body}`);
}
