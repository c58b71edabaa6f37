import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../config.ts';
import { generousRateLimits, validationErrors } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { validTrip } from '../trips/test-support.ts';
import { readPdf } from './read-pdf.ts';

const post = (t: TestApp, payload: unknown, options: { language?: string; remoteAddress?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/trip-card-pdf',
    payload: payload as Record<string, unknown>,
    headers: options.language ? { 'accept-language': options.language } : {},
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });

describe('public trip card PDF', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
  });
  afterAll(async () => t.close());

  it('renders the posted trip without a login and saves nothing', async () => {
    const response = await post(t, validTrip(), { language: 'pl' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'filename="karta-rejsu-zawisza-czarny-2026-07-01.pdf"',
    );
    const { all } = await readPdf(response.rawPayload);
    for (const text of [
      "KARTA REJSU / CAPTAIN'S CERTIFICATE OF PASSAGE",
      'Łukasz Żółć',
      'Świnoujście',
      'Dover',
      'Anna Wiśniewska',
      'Kuk',
    ]) {
      expect(all, text).toContain(text);
    }
    const { count } = await t.app.database.db
      .selectFrom('trips')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });

  it('validates the body like the trip form: 422 with field errors in the user language', async () => {
    const errors = validationErrors(
      await post(t, validTrip({ embarkation_date: '2026-07-09', distance: -5, yacht_name: '' }), {
        language: 'pl',
      }),
      'pl',
    );
    expect(errors).toEqual({
      yacht_name: ['Nazwa jachtu jest wymagana'],
      distance: ['Wartość nie może być ujemna.'],
      disembarkation_date: ['Data zakończenia nie może być wcześniejsza niż data rozpoczęcia'],
    });
    expect(validationErrors(await post(t, { nonsense: true })).nonsense).toEqual([
      'This field is not accepted here.',
    ]);
  });
});

describe('public trip card rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { ...generousRateLimits, publicPdfPerIp: 3 } });
  });
  afterAll(async () => t.close());

  it('answers 429 with Retry-After after the limit per address, invalid bodies counted too; other addresses go on', async () => {
    expect(defaultRateLimits.publicPdfPerIp).toBeGreaterThan(0);
    expect((await post(t, validTrip(), { remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    expect((await post(t, {}, { remoteAddress: '203.0.113.7' })).statusCode).toBe(422);
    expect((await post(t, validTrip(), { remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    const limited = await post(t, validTrip(), { remoteAddress: '203.0.113.7', language: 'pl' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().success).toBe(false);
    expect((await post(t, validTrip(), { remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
  });
});
