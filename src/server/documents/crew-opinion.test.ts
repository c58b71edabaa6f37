import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidImage, uploadLogo } from '../captain-profile/test-support.ts';
import { generousRateLimits, registerStudent } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain, type ServedTrip } from '../trips/test-support.ts';
import { readPdf } from './read-pdf.ts';
import { confirmCrew } from './test-support.ts';

describe('crew opinion PDF', () => {
  let t: TestApp;
  let captain: Captain;
  let trip: ServedTrip & { crew_members: { id: number; full_name: string }[] };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    trip = (await createTrip(t, captain.token)) as typeof trip;
  });
  afterAll(async () => t.close());

  const opinion = (tripId: number, crewId: number, token?: string, language?: string) =>
    call(t, 'GET', `/api/sailing-trips/${tripId}/crew/${crewId}/opinion-pdf`, { token, language });

  it("states the member, the yacht, the cruise, hours and miles, and the captain's assessment", async () => {
    const anna = trip.crew_members[0];
    if (!anna) throw new Error('no crew');
    const response = await opinion(trip.id, anna.id, captain.token, 'pl');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'filename="opinia-z-rejsu-anna-wisniewska-zawisza-czarny.pdf"',
    );
    const { all } = await readPdf(response.rawPayload);
    for (const text of [
      'OPINIA Z REJSU / CREW OPINION',
      'Anna Wiśniewska',
      'Funkcja na jachcie / Function on board Pierwszy oficer',
      'Jachtowy sternik morski (PZŻ)',
      'JSM-77',
      '+48 500 000 001',
      'anna@example.com',
      'Zawisza Czarny',
      'POL-1234',
      'Gdynia',
      'Świnoujście',
      '01.07.2026',
      '08.07.2026',
      '96 h',
      '12,5 h',
      '412,5 Mm',
      'Choroba morska / Seasickness ☒ nie podlegał ☐ chorował sporadycznie i mógł pracować ☐ chorował ciężko',
      'Odporność w trudnych warunkach / Resistance in harsh conditions ☒ dobra ☐ dostateczna ☐ niedostateczna',
      'Wykonywanie obowiązków / Duties performed ☒ bardzo dobrze ☐ dobrze ☐ dostatecznie ☐ niedostatecznie',
      'Opinia ogólna / Overall opinion ☒ pozytywna ☐ negatywna',
      'Pewna ręka przy sterze.',
      'Łukasz Żółć',
      'Kapitan / Captain',
    ]) {
      expect(all, text).toContain(text);
    }
    expect(all).not.toContain('Piotr Nowak');
  });

  it("says under the member's details, before the captain's opinion, on which day they confirmed the trip, and nothing before that", async () => {
    const own = (await createTrip(t, captain.token)) as typeof trip;
    const anna = own.crew_members[0];
    if (!anna) throw new Error('no crew');
    const label = 'Potwierdzone przez członka załogi dnia / Confirmed by the crew member on';
    const before = await readPdf((await opinion(own.id, anna.id, captain.token, 'pl')).rawPayload);
    expect(before.all).not.toContain(label);
    await confirmCrew(t, own.id, 0, '2026-07-10T09:15:00.000Z');
    const after = await readPdf((await opinion(own.id, anna.id, captain.token, 'pl')).rawPayload);
    expect(after.all).toMatch(
      /E-mail anna@example\.com .*Potwierdzone przez członka załogi dnia \/ Confirmed by the crew member on 10\.07\.2026 Opinia kapitana/,
    );
  });

  it('names the typed-in function for "other", in English for an English request', async () => {
    const piotr = trip.crew_members[1];
    if (!piotr) throw new Error('no crew');
    const { all } = await readPdf((await opinion(trip.id, piotr.id, captain.token, 'en')).rawPayload);
    expect(all).toContain('CREW OPINION / OPINIA Z REJSU');
    expect(all).toContain('Function on board / Funkcja na jachcie Kuk');
    expect(all).toContain(
      'Duties performed / Wykonywanie obowiązków ☐ very well ☒ well ☐ sufficiently ☐ insufficiently',
    );
    expect(all).toContain(
      'Seasickness / Choroba morska ☐ not affected ☒ occasionally seasick, able to work ☐ severely seasick',
    );
    expect(all).toContain('412.5 NM');
  });

  it("puts the captain's logo in the header of the opinion and the voyage card once there is one", async () => {
    const anna = trip.crew_members[0];
    if (!anna) throw new Error('no crew');
    const card = () =>
      call(t, 'GET', `/api/sailing-trips/${trip.id}/voyage-card-pdf`, { token: captain.token });
    expect((await card()).rawPayload.includes('/Subtype /Image')).toBe(false);
    const png = await solidImage(400, 400).png().toBuffer();
    expect((await uploadLogo(t, captain.token, png)).statusCode).toBe(200);
    expect((await card()).rawPayload.includes('/Subtype /Image')).toBe(true);
    expect((await opinion(trip.id, anna.id, captain.token)).rawPayload.includes('/Subtype /Image')).toBe(
      true,
    );
  });

  it("answers 404 for another trip's crew member, another captain and unknown ids; 401 and 403 for others", async () => {
    const anna = trip.crew_members[0];
    if (!anna) throw new Error('no crew');
    const second = (await createTrip(t, captain.token)) as typeof trip;
    expect((await opinion(second.id, anna.id, captain.token)).statusCode).toBe(404);
    expect((await opinion(trip.id, 999999, captain.token)).statusCode).toBe(404);
    expect((await opinion(trip.id, 0, captain.token)).statusCode).toBe(404);
    const other = await newCaptain(t, true);
    expect((await opinion(trip.id, anna.id, other.token)).statusCode).toBe(404);
    expect((await opinion(trip.id, anna.id)).statusCode).toBe(401);
    const student = await registerStudent(t, { email: 'opinion-student@example.com' });
    expect((await opinion(trip.id, anna.id, student.token)).statusCode).toBe(403);
  });
});
