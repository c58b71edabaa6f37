import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { readPdf } from '../documents/read-pdf.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain } from '../trips/test-support.ts';

export { type Captain, call, createTrip, newCaptain };

export const tripsUrl = '/api/captain/cv/trips';
export const generateUrl = '/api/captain/cv/generate';

export function createCvTestApp(
  config: Parameters<typeof createTestApp>[0] = {},
  build: Parameters<typeof createTestApp>[1] = {},
) {
  return createTestApp({ rateLimits: generousRateLimits, ...config }, build);
}

/** The profile of 'Łukasz Żółć', a yachtmaster (pzz-kj) from Szczecin. */
export const polishProfile = {
  first_name: 'Łukasz',
  last_name: 'Żółć',
  phone: '+48 601 602 603',
  license_type: 'pzz-kj',
  license_number: 'KJ-2024/15',
};

/** A premium captain (trips need Premium) with the given profile. */
export async function captainWithProfile(t: TestApp, profile: Record<string, unknown> = polishProfile) {
  const captain = await newCaptain(t, true);
  const saved = await call(t, 'POST', '/api/captain-profile', { token: captain.token, payload: profile });
  expect(saved.statusCode, saved.body).toBe(200);
  return captain;
}

/** A trip on the given dates; the rest as the trip tests' valid trip (Gdynia -> Świnoujście, 2 ports). */
export async function tripOn(t: TestApp, captain: Captain, overrides: Record<string, unknown> = {}) {
  return (await createTrip(t, captain.token, overrides)).id;
}

export function generate(
  t: TestApp,
  token: string | undefined,
  payload: unknown,
  language?: string,
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', generateUrl, { token, payload, language });
}

/** Generates a CV and returns its link (relative). */
export async function generatedLink(t: TestApp, captain: Captain, payload: unknown, language?: string) {
  const response = await generate(t, captain.token, payload, language);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ pdf_url: string }>().pdf_url;
}

/** Opens a CV link as a new browser tab does: no Authorization header. */
export function openLink(t: TestApp, url: string, language?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: language ? { 'accept-language': language } : {},
  });
}

/** A CV link opened and read back: the response and the PDF's text. */
export async function cvPdf(t: TestApp, captain: Captain, payload: unknown, language?: string) {
  const url = await generatedLink(t, captain, payload, language);
  const response = await openLink(t, url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return { response, url, text: await readPdf(response.rawPayload) };
}
