import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, registerStudent } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain, validTrip } from '../trips/test-support.ts';
import { readPdf } from './read-pdf.ts';
import { confirmCrew } from './test-support.ts';

describe('voyage card PDF', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  const card = (id: number, token: string, language?: string, query = '') =>
    call(t, 'GET', `/api/sailing-trips/${id}/voyage-card-pdf${query}`, { token, language });

  it('carries every field of the trip, with Polish letters intact, labels in both languages', async () => {
    const trip = await createTrip(t, captain.token, {
      role_on_board: 'first_officer',
      night_hours: '21.5',
      is_embarkation_tidal_port: true,
      visited_ports: [
        { name: 'Bornholm', is_tidal: false, arrival_date: '2026-07-02', departure_date: '2026-07-03' },
        { name: 'Dover', is_tidal: true },
      ],
    });
    const response = await card(trip.id, captain.token, 'pl');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="karta-rejsu-zawisza-czarny-2026-07-01.pdf"; filename*=UTF-8''Karta-rejsu-Zawisza-Czarny-2026-07-01.pdf`,
    );
    const { all, totalPages } = await readPdf(response.rawPayload);
    expect(totalPages).toBeGreaterThanOrEqual(1);
    for (const text of [
      "KARTA REJSU / CAPTAIN'S CERTIFICATE OF PASSAGE",
      'Port zaokrętowania / Port of embarkation',
      'Łukasz Żółć',
      'Kapitan jachtowy (PZŻ)',
      'KJ-1234',
      '+48 600 100 200',
      'lukasz@example.com',
      'Zawisza Czarny',
      'POL-1234',
      '42,7 m',
      'Gdynia',
      '220,5 kW',
      'LB/2026/7',
      '01.07.2026',
      '08.07.2026',
      'Świnoujście',
      'Bornholm',
      '02.07.2026',
      '03.07.2026',
      'Dover',
      'Liczba portów pływowych / Number of tidal ports',
      '412,5 Mm',
      '96 h',
      '12,5 h',
      '108,5 h',
      '6 h',
      '40 h',
      'Anna Wiśniewska',
      'Jachtowy sternik morski (PZŻ) · JSM-77',
      'Pierwszy oficer',
      'Piotr Nowak',
      'Kuk',
      'Sztorm 8°B na Ławicy Słupskiej.',
      'Kapitan / Captain',
      'Armator / Yacht owner',
      'Wygenerowano / Generated on',
      'Strona / Page 1 /',
    ]) {
      expect(all, text).toContain(text);
    }
    // Tidal ports: embarkation and Dover; days counted inclusively (1-8 July).
    expect(all).toMatch(/Liczba portów pływowych \/ Number of tidal ports.*2/);
    expect(all).toMatch(/Liczba dni \/ Number of days 8/);
    // The holder's own function on this trip, and the night hours.
    expect(all).toMatch(/Funkcja na jachcie \/ Function on board Pierwszy oficer/);
    expect(all).toMatch(/Godziny nocne \/ Night hours 21,5 h/);
  });

  it('comes out in English first for an English request, or with ?lang=', async () => {
    const trip = await createTrip(t, captain.token);
    const englishCard = await card(trip.id, captain.token, 'en');
    // The PZŻ form's own English title, in the file's name too (its apostrophe encoded, as RFC 8187 asks).
    expect(englishCard.headers['content-disposition']).toBe(
      `inline; filename="captains-certificate-of-passage-zawisza-czarny-2026-07-01.pdf"; filename*=UTF-8''Captain%27s-certificate-of-passage-Zawisza-Czarny-2026-07-01.pdf`,
    );
    const english = await readPdf(englishCard.rawPayload);
    expect(english.all).toContain("CAPTAIN'S CERTIFICATE OF PASSAGE / KARTA REJSU");
    expect(english.all).toContain(
      'Distance sailed (nautical miles) / Przebyta odległość (mile morskie) 412.5 NM',
    );
    expect(english.all).toContain('Port of embarkation / Port zaokrętowania');
    expect(english.all).toContain('01/07/2026');
    expect(english.all).toContain('First officer');
    const asked = await card(trip.id, captain.token, 'en', '?lang=pl');
    expect(asked.headers['content-disposition']).toContain('karta-rejsu');
    expect((await readPdf(asked.rawPayload)).all).toContain("KARTA REJSU / CAPTAIN'S CERTIFICATE OF PASSAGE");
  });

  it('prints the day a crew member confirmed the trip in its own column, on as many pages as before', async () => {
    const trip = await createTrip(t, captain.token);
    const before = await readPdf((await card(trip.id, captain.token, 'pl')).rawPayload);
    expect(before.all).toContain('Potwierdzone przez członka załogi dnia / Confirmed by the crew member on');
    // Late in the evening in Poland is the next day in UTC: the day printed is Poland's.
    await confirmCrew(t, trip.id, 0, '2026-07-10T22:30:00.000Z');
    const after = await readPdf((await card(trip.id, captain.token, 'pl')).rawPayload);
    expect(after.all).toMatch(/Anna Wiśniewska .*Pierwszy oficer 11\.07\.2026 2 Piotr Nowak/);
    expect(after.all).not.toContain('10.07.2026');
    expect(after.totalPages).toBe(before.totalPages);
    const english = await readPdf((await card(trip.id, captain.token, 'en')).rawPayload);
    expect(english.all).toContain('Confirmed by the crew member on / Potwierdzone przez członka załogi dnia');
    expect(english.all).toContain('11/07/2026');
  });

  it('keeps room for 12 crew members and continues the crew table on a new page when longer', async () => {
    const base = validTrip().crew_members[0];
    // 40 members: more than one page holds with the rest of the card (20 still fit on the first page).
    const crew = Array.from({ length: 40 }, (_, i) => ({ ...base, full_name: `Żeglarz Numer ${i + 1}` }));
    const trip = await createTrip(t, captain.token, { crew_members: crew });
    const { pages, totalPages } = await readPdf((await card(trip.id, captain.token, 'pl')).rawPayload);
    expect(totalPages).toBeGreaterThanOrEqual(2);
    const all = pages.join(' ');
    for (let i = 1; i <= 40; i += 1) expect(all).toContain(`Żeglarz Numer ${i} `);
    expect(pages.at(-1)).toContain('Żeglarz Numer 40');
    expect(pages.at(-1)).toContain('Załoga / Crew (cd.) / (continued) Lp. / No.');
    const small = await createTrip(t, captain.token, { crew_members: [] });
    const empty = await readPdf((await card(small.id, captain.token, 'pl')).rawPayload);
    // Twelve numbered rows are printed even without crew, to be filled in by hand.
    expect(empty.all).toMatch(
      /Confirmed by the crew member on 1 2 3 4 5 6 7 8 9 10 11 12 (Uwagi kapitana|Wygenerowano)/,
    );
  });

  it('needs only a login: a captain without premium gets the card; others get 401, 403 or 404', async () => {
    const trip = await createTrip(t, captain.token);
    const lapsedToken = captain.token;
    await t.app.database.db
      .updateTable('users')
      .set({ premium_until: null })
      .where('id', '=', captain.id)
      .execute();
    expect((await card(trip.id, lapsedToken)).statusCode).toBe(200);
    const other = await newCaptain(t, true);
    const foreign = await card(trip.id, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('application/json');
    expect((await call(t, 'GET', `/api/sailing-trips/${trip.id}/voyage-card-pdf`)).statusCode).toBe(401);
    const student = await registerStudent(t, { email: 'card-student@example.com' });
    expect((await card(trip.id, student.token)).statusCode).toBe(403);
    expect((await card(999999, lapsedToken)).statusCode).toBe(404);
    await call(t, 'DELETE', `/api/sailing-trips/${trip.id}`, { token: other.token });
  });
});
