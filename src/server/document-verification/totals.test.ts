import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captainWithProfile, cvPdf, polishProfile, tripOn } from '../cv/test-support.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, validTrip } from '../trips/test-support.ts';
import { issuedRows, verify } from './test-support.ts';

describe('the CV and the sea-time statement: a code for the captain and the totals of the trips they list', () => {
  let t: TestApp;
  let captain: Captain;
  let first: number;
  let second: number;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await captainWithProfile(t);
    first = await tripOn(t, captain);
    second = await tripOn(t, captain, {
      embarkation_date: '2026-08-01',
      disembarkation_date: '2026-08-03',
      distance: '100',
      sailing_hours: '20',
      engine_hours: '4',
    });
  });
  afterAll(async () => t.close());

  const newestCode = async () => String((await issuedRows(t, captain.id)).at(-1)?.code);

  it('issues the CV opened through its public link under the link’s captain, with totals and no contact', async () => {
    await cvPdf(t, captain, { trip_ids: [first, second] });
    const rows = await issuedRows(t, captain.id);
    expect(rows.at(-1)).toMatchObject({ kind: 'cv', trip_id: null, crew_member_id: null });
    const response = await verify(t, await newestCode());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().document).toEqual({
      kind: 'cv',
      issued_at: expect.any(String),
      status: 'valid',
      facts: {
        captain: {
          name: 'Łukasz Żółć',
          license_type: 'pzz-kj',
          other_license: '',
          license_number: 'KJ-2024/15',
        },
        totals: { trips: 2, days: 11, distance: 512.5, sailing_hours: 116, engine_hours: 16.5 },
      },
    });
    // The trip ids kept to sum them again are never served; nor the captain's phone or e-mail.
    expect(response.body).not.toContain('trip_ids');
    expect(response.body).not.toContain(polishProfile.phone);
    expect(response.body).not.toContain('@');
  });

  it('keeps the code of the same CV opened again, and says changed once a listed trip changes', async () => {
    await cvPdf(t, captain, { trip_ids: [first] });
    const code = await newestCode();
    const count = (await issuedRows(t, captain.id)).length;
    await cvPdf(t, captain, { trip_ids: [first] });
    expect(await issuedRows(t, captain.id)).toHaveLength(count);

    const edited = await call(t, 'PUT', `/api/sailing-trips/${first}`, {
      token: captain.token,
      payload: validTrip({ distance: '413' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await verify(t, code)).json().document).toMatchObject({
      status: 'changed',
      facts: { totals: { distance: 412.5 } },
    });
  });

  it('withdraws a CV once none of its trips is left', async () => {
    const lone = await tripOn(t, captain, {
      embarkation_date: '2025-05-01',
      disembarkation_date: '2025-05-02',
    });
    await cvPdf(t, captain, { trip_ids: [lone] });
    const code = await newestCode();
    expect((await call(t, 'DELETE', `/api/sailing-trips/${lone}`, { token: captain.token })).statusCode).toBe(
      200,
    );
    expect((await verify(t, code)).json().document.status).toBe('withdrawn');
  });

  it("issues the captain's sea-time statement a code for the trips it lists", async () => {
    const response = await call(t, 'GET', '/api/sea-time/statement-pdf?scheme=pzz-jsm', {
      token: captain.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await issuedRows(t, captain.id)).at(-1)).toMatchObject({
      kind: 'sea_time_statement',
      trip_id: null,
    });
    const verified = (await verify(t, await newestCode())).json().document;
    expect(verified).toMatchObject({
      kind: 'sea_time_statement',
      status: 'valid',
      facts: { captain: { name: 'Łukasz Żółć' }, totals: { trips: expect.any(Number) } },
    });
  });
});
