import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedCode, verificationCodeAlphabet } from '#domain/document-verification.ts';
import { captainWithProfile, cvPdf } from '../cv/test-support.ts';
import { readPdf } from '../documents/read-pdf.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, validTrip } from '../trips/test-support.ts';
import { issuedRows, print } from './test-support.ts';

/** Any code as printed (ABCD-EFGH-JKMN). */
const anyPrintedCode = new RegExp(
  `[${verificationCodeAlphabet}]{4}-[${verificationCodeAlphabet}]{4}-[${verificationCodeAlphabet}]{4}`,
);

describe('the code printed on a document is the one stored for it', () => {
  let t: TestApp;
  let captain: Captain;
  let tripId: number;
  let crewId: number;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await captainWithProfile(t);
    const trip = await createTrip(t, captain.token);
    tripId = trip.id;
    crewId = (trip.crew_members as { id: number }[])[0]?.id ?? 0;
  });
  afterAll(async () => t.close());

  const printedIn = async (pdf: Buffer) => (await readPdf(pdf)).all;

  it('on the voyage card and the crew opinion', async () => {
    for (const url of [
      `/api/sailing-trips/${tripId}/voyage-card-pdf`,
      `/api/sailing-trips/${tripId}/crew/${crewId}/opinion-pdf`,
    ]) {
      const { pdf, newest } = await print(t, captain, url);
      expect(await printedIn(pdf), url).toContain(printedCode(String(newest)));
    }
  });

  it('on the CV and the sea-time statement', async () => {
    const { response } = await cvPdf(t, captain, { trip_ids: [tripId] });
    const cvCode = (await issuedRows(t, captain.id)).at(-1)?.code;
    expect(await printedIn(response.rawPayload)).toContain(printedCode(String(cvCode)));
    const { pdf, newest } = await print(t, captain, '/api/sea-time/statement-pdf?scheme=pzz-jsm');
    expect(await printedIn(pdf)).toContain(printedCode(String(newest)));
  });

  it('on none once verification is switched off, nor on the public trip card', async () => {
    const off = await call(t, 'PUT', '/api/captain-profile/document-verification', {
      token: captain.token,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    const { pdf } = await print(t, captain, `/api/sailing-trips/${tripId}/voyage-card-pdf`);
    expect(await printedIn(pdf)).not.toMatch(anyPrintedCode);
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/public/trip-card-pdf',
      payload: validTrip(),
    });
    expect(await printedIn(card.rawPayload)).not.toMatch(anyPrintedCode);
  });
});
