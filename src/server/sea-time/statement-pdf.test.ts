import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pzzKj } from '#domain/sea-time/pzz-kj.ts';
import type { SeaTimeScheme } from '#domain/sea-time/schema.ts';
import { seaTrip } from '#domain/sea-time/test-support.ts';
import { type Captain, captainWithProfile, polishProfile } from '../cv/test-support.ts';
import { readPdf } from '../documents/read-pdf.ts';
import { generousRateLimits, registerStudent, validationErrors } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { call, createTrip, newCaptain } from '../trips/test-support.ts';
import { renderSeaTimeStatement, type StatementDocument } from './statement-pdf.ts';

const captain: StatementDocument['captain'] = {
  first_name: 'Łukasz',
  last_name: 'Żółć',
  email: 'lukasz@example.com',
  phone: '+48 600 100 200',
  license_type: 'pzz-jsm',
  license_number: 'JSM-1234',
  other_license: '',
};

const trips = [
  seaTrip({
    yacht_name: 'Zawisza Czarny',
    registration_number: 'POL-1234',
    hull_length: 42.7,
    embarkation_date: '2026-07-01',
    disembarkation_date: '2026-07-08',
    embarkation_port: 'Świnoujście',
    disembarkation_port: 'Dover',
    is_disembarkation_tidal_port: true,
    visited_ports: [{ name: 'Cuxhaven', is_tidal: true }],
    distance: 412.5,
    sailing_hours: 96,
    engine_hours: 12.5,
    night_hours: 30,
    tidal_hours: 106,
    role_on_board: 'first_officer',
  }),
  seaTrip({
    yacht_name: 'Biała Mewa',
    registration_number: '',
    hull_length: 9.5,
    embarkation_date: '2026-08-10',
    disembarkation_date: '2026-08-12',
    distance: 120,
    sailing_hours: 30,
    engine_hours: 4,
    night_hours: 8,
  }),
];

const statement = (overrides: Partial<StatementDocument> = {}) =>
  renderSeaTimeStatement({ captain, scheme: pzzKj(trips), trips, ...overrides }, 'pl');

describe('sea-time statement PDF', () => {
  it('names the sailor, the scheme and every counting trip, in Polish first with the English beside', async () => {
    const { all } = await readPdf(await statement());
    for (const text of [
      'ZESTAWIENIE STAŻU MORSKIEGO / SEA-TIME STATEMENT',
      'Żeglarz / Sailor',
      'Łukasz Żółć',
      'Jachtowy sternik morski (PZŻ)',
      'JSM-1234',
      'lukasz@example.com',
      'Patent lub kurs / Licence or course',
      'Łukasz Żółć · PZŻ Kapitan jachtowy',
      'Rejsy zaliczone / Trips counted',
      'Zawisza Czarny',
      'POL-1234',
      '42,7 m',
      '01.07.2026',
      '08.07.2026',
      'Pierwszy oficer',
      'Biała Mewa',
      '9,5 m',
      'Kapitan (prowadzący jacht)',
      '412,5 Mm',
      '108,5 h',
      'Godziny nocne / Night hours',
      'Godziny na wodach pływowych / Hours on tidal waters',
      'Oświadczam, że powyższe rejsy są zapisane w moim dzienniku jachtowym',
      'I declare that the trips above are recorded in my logbook',
      'Potwierdzenie kapitana lub szkoły żeglarskiej',
      'Countersignature of a skipper or sailing school',
      'Miejsce, data, podpis / Place, date, signature',
    ]) {
      expect(all, text).toContain(text);
    }
    // The first trip: 8 days, 2 distinct tidal ports (Cuxhaven and Dover); the sums row adds both trips.
    expect(all).toMatch(/Pierwszy oficer 8 412,5 Mm 108,5 h 30 h 106 h 2/);
    expect(all).toMatch(/Razem \/ Total 11 532,5 Mm 142,5 h 38 h 106 h/);
  });

  it('sets each requirement of the scheme, required against achieved, and says whether it is met', async () => {
    const { all } = await readPdf(await statement());
    expect(all).toContain('Wymaganie / Requirement');
    expect(all).toContain('Wymagane / Required');
    expect(all).toContain('Osiągnięte / Achieved');
    // 6 sea cruises required, 2 sailed; 1200 h required, 142.5 h achieved; in command only on the 9.5 m yacht;
    // the first trip is both the large-yacht cruise and the tidal one (106 h, Cuxhaven and Dover).
    for (const row of [
      'Rejsy morskie 6 2 nie',
      'Godziny żeglugi 1200 h 142,5 h nie',
      'Godziny samodzielnego prowadzenia jachtów dłuższych niż 7,5 m 400 h 34 h nie',
      'Rejs ponad 100 h na jachcie dłuższym niż 20 m 1 1 tak',
      'Rejs ponad 100 h po wodach pływowych z zawinięciem do 2 portów pływowych 1 1 tak',
    ]) {
      expect(all, row).toContain(row);
    }
    expect(all).toMatch(/Wszystkie wymagania spełnione \/ All requirements met nie/);
  });

  it('comes out in English first for an English request', async () => {
    const pdf = await renderSeaTimeStatement({ captain, scheme: pzzKj(trips), trips }, 'en');
    const { all } = await readPdf(pdf);
    expect(all).toContain('SEA-TIME STATEMENT / ZESTAWIENIE STAŻU MORSKIEGO');
    expect(all).toContain('Trips counted / Rejsy zaliczone');
    expect(all).toContain('01/07/2026');
    expect(all).toContain('First officer');
    expect(all).toContain('Sea cruises 6 2 no');
    expect(all).toContain('Hours under way 1,200 h 142.5 h no');
    expect(all).toMatch(/I declare that .* Oświadczam, że/);
  });

  it('continues a long table on the next pages with its header, and lists every trip', async () => {
    const many = Array.from({ length: 70 }, (_, i) =>
      seaTrip({ yacht_name: `Jacht Żeglarza ${i + 1}`, distance: 10, sailing_hours: 5 }),
    );
    const { pages, totalPages } = await readPdf(await statement({ scheme: pzzKj(many), trips: many }));
    expect(totalPages).toBeGreaterThanOrEqual(3);
    const all = pages.join(' ');
    for (let i = 1; i <= 70; i += 1) expect(all).toContain(`Jacht Żeglarza ${i} `);
    const withTrips = pages.filter((page) => page.includes('Jacht Żeglarza'));
    expect(withTrips.length).toBeGreaterThanOrEqual(2);
    for (const page of withTrips) expect(page).toContain('Lp. / No.');
    expect(all).toMatch(/Razem \/ Total 210 700 Mm 350 h/);
    expect(pages.at(-1)).toContain('Place, date, signature');
  });

  it('says so when no trip counts yet, and keeps the requirements and signature places', async () => {
    const { all } = await readPdf(await statement({ scheme: pzzKj([]), trips: [] }));
    expect(all).toContain('Żaden rejs z dziennika nie zalicza się jeszcze do tego patentu.');
    expect(all).not.toContain('Razem / Total');
    expect(all).toContain('1200 h 0 h nie');
    expect(all).toContain('Potwierdzenie kapitana lub szkoły żeglarskiej');
  });

  it('prints the notes of what the logbook cannot know, and none when the scheme has none', async () => {
    const exam = 'Patent lub certyfikat wydaje się po zdanym egzaminie';
    const noted: SeaTimeScheme = { ...pzzKj(trips), notes: ['exam'] };
    const withNotes = await readPdf(await statement({ scheme: noted }));
    expect(withNotes.all).toMatch(new RegExp(`Uwagi / Remarks • ${exam}`));
    const without = await readPdf(await statement({ scheme: { ...noted, notes: [] } }));
    expect(without.all).not.toContain('Uwagi / Remarks');
    expect(without.all).not.toContain(exam);
  });
});

describe('GET /api/sea-time/statement-pdf', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await captainWithProfile(t);
    // Counting toward the JSM: two completed sea trips, 108.5 h and 100 h under way.
    await createTrip(t, captain.token);
    await createTrip(t, captain.token, {
      yacht_name: 'Biała Mewa',
      registration_number: 'POL-777',
      hull_length: '9.5',
      embarkation_date: '2026-08-10',
      disembarkation_date: '2026-08-12',
      distance: '150',
      sailing_hours: '90',
      engine_hours: '10',
      night_hours: '20',
      tidal_hours: '0',
      role_on_board: 'first_officer',
      crew_members: [],
    });
    // Not counting: an inland trip, a planned one, and a trip of another captain.
    await createTrip(t, captain.token, {
      yacht_name: 'Śródlądowa Łódka',
      embarkation_date: '2026-06-01',
      disembarkation_date: '2026-06-03',
      waters: 'inland',
    });
    await createTrip(t, captain.token, {
      yacht_name: 'Przyszły Jacht',
      embarkation_date: '2099-06-01',
      disembarkation_date: '2099-06-03',
    });
    const other = await captainWithProfile(t, { ...polishProfile, first_name: 'Obcy', last_name: 'Armator' });
    await createTrip(t, other.token, { yacht_name: 'Cudzy Jacht' });
  });
  afterAll(async () => t.close());

  const statementOf = (token: string | undefined, query: string, language?: string) =>
    call(t, 'GET', `/api/sea-time/statement-pdf${query}`, { token, language });

  it("prints the captain's profile, the counting trips and the scheme's requirements, nothing else", async () => {
    const response = await statementOf(captain.token, '?scheme=pzz-jsm', 'pl');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="zestawienie-stazu-morskiego-pzz-jachtowy-sternik-morski.pdf"; filename*=UTF-8''${encodeURIComponent('Zestawienie-stażu-morskiego-PZŻ-Jachtowy-sternik-morski.pdf')}`,
    );
    const { all } = await readPdf(response.rawPayload);
    for (const text of [
      'ZESTAWIENIE STAŻU MORSKIEGO / SEA-TIME STATEMENT',
      // The captain from the profile (the trips' own captain copy is someone else's e-mail).
      'Łukasz Żółć',
      'KJ-2024/15',
      '+48 601 602 603',
      'Kapitan jachtowy (PZŻ)',
      'PZŻ Jachtowy sternik morski',
      'Zawisza Czarny',
      'Biała Mewa',
      'POL-777',
      'Pierwszy oficer',
      'Kapitan (prowadzący jacht)',
      'Rejsy morskie 2 2 tak',
      'Godziny żeglugi 200 h 208,5 h tak',
      'Wszystkie wymagania spełnione / All requirements met tak',
    ]) {
      expect(all, text).toContain(text);
    }
    // 1-8 July and 10-12 August: 11 days, 562.5 Mm, 208.5 h under way, 20 night hours, 6 tidal hours.
    expect(all).toContain('Razem / Total 11 562,5 Mm 208,5 h 20 h 6 h');
    for (const absent of ['Śródlądowa Łódka', 'Przyszły Jacht', 'Cudzy Jacht', 'Obcy Armator']) {
      expect(all, absent).not.toContain(absent);
    }
  });

  it('comes out in English first for ?lang=en, with the English file name', async () => {
    const response = await statementOf(captain.token, '?scheme=rya-day-skipper&lang=en', 'pl');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'filename="sea-time-statement-rya-day-skipper.pdf"',
    );
    const { all } = await readPdf(response.rawPayload);
    expect(all).toContain('SEA-TIME STATEMENT / ZESTAWIENIE STAŻU MORSKIEGO');
    expect(all).toContain('RYA Day Skipper');
    expect(all).toContain('Miles logged 100 NM 562.5 NM yes');
  });

  it("lists only the trips the scheme counts: the Yachtmaster Offshore's last 10 years", async () => {
    const veteran = await captainWithProfile(t);
    await createTrip(t, veteran.token, {
      yacht_name: 'Dawny Żaglowiec',
      embarkation_date: '2012-07-01',
      disembarkation_date: '2012-07-08',
    });
    await createTrip(t, veteran.token, { yacht_name: 'Nowy Jacht' });
    const offshore = await readPdf(
      (await statementOf(veteran.token, '?scheme=rya-yachtmaster-offshore', 'pl')).rawPayload,
    );
    expect(offshore.all).toContain('Nowy Jacht');
    expect(offshore.all).not.toContain('Dawny Żaglowiec');
    const jsm = await readPdf((await statementOf(veteran.token, '?scheme=pzz-jsm', 'pl')).rawPayload);
    expect(jsm.all).toContain('Dawny Żaglowiec');
    expect(jsm.all).toContain('Nowy Jacht');
  });

  it('answers 422 on scheme for an unknown or missing scheme', async () => {
    const unknown = await statementOf(captain.token, '?scheme=pzz-admiral');
    expect(validationErrors(unknown)).toEqual({ scheme: ['Choose one of the licences or courses.'] });
    const missing = await statementOf(captain.token, '', 'pl');
    expect(validationErrors(missing, 'pl')).toEqual({ scheme: ['Wybierz jeden z patentów lub kursów.'] });
  });

  it('refuses a captain without Premium, a student and no login, before reading the scheme', async () => {
    const free = await newCaptain(t, false);
    for (const query of ['?scheme=pzz-jsm', '?scheme=pzz-admiral']) {
      const refused = await statementOf(free.token, query);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        success: false,
        error: 'premium_required',
        request_id: expect.any(String),
      });
    }
    const student = await registerStudent(t, { email: 'statement-student@example.com' });
    expect((await statementOf(student.token, '?scheme=pzz-jsm')).statusCode).toBe(403);
    expect((await statementOf(undefined, '?scheme=pzz-jsm')).statusCode).toBe(401);
  });
});
