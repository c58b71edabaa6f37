import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '#domain/trip-days.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain } from '../trips/test-support.ts';
import { csvRows, download, workbook } from './test-support.ts';

const hostile = {
  yacht_name: '=HYPERLINK("http://evil.example","Żagiel")',
  registration_number: '@x',
  yacht_type: 'Bavaria Cruiser 46',
  yacht_owner_name: 'Jan Armator',
  yacht_owner_address: 'ul. Portowa 1\n81-350 Gdynia',
  captain: {
    first_name: 'Łukasz',
    last_name: 'Żółć',
    email: 'lukasz@example.com',
    phone: '+48 600 100 200',
    license_type: '_other',
    license_number: 'X-1',
    other_license: 'Kapitan żeglugi wielkiej',
  },
  visited_ports: [
    { name: 'Bornholm', is_tidal: false, lat: 55.1, lon: 14.9 },
    { name: 'Dover', is_tidal: true, arrival_date: '2026-07-04', lat: 51.1264, lon: -1.3177 },
  ],
  mooring_hours: null,
  passages: [{ from: 'Gdynia', to: 'Rønne', distance: 105.5, overnight: true }],
};

describe('trip export: JSON, CSV and XLSX of the own logbook', () => {
  let t: TestApp;
  let captain: Captain;
  let other: Captain;
  let hostileId: number;
  let plainId: number;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    other = await newCaptain(t, true);
    plainId = (await createTrip(t, captain.token)).id;
    hostileId = (
      await createTrip(t, captain.token, {
        ...hostile,
        embarkation_date: '2026-08-01',
        disembarkation_date: '2026-08-05',
      })
    ).id;
    await createTrip(t, other.token, { yacht_name: 'Cudzy jacht' });
  });
  afterAll(async () => t.close());

  it('JSON: every trip exactly as the list serves it, newest first, as an attachment no cache keeps', async () => {
    const response = await download(t, '/api/sailing-trips/export?format=json', { token: captain.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="logbook-trips-${todayIso()}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const served = (await call(t, 'GET', '/api/sailing-trips', { token: captain.token })).json();
    const file = response.json();
    expect(Object.keys(file)).toEqual(['format_version', 'exported_at', 'sailing_trips']);
    expect(file.format_version).toBe(1);
    expect(new Date(file.exported_at).toISOString()).toBe(file.exported_at);
    expect(file.sailing_trips).toEqual(served.sailing_trips);
    expect(file.sailing_trips.map((trip: { id: number }) => trip.id)).toEqual([hostileId, plainId]);
  });

  it('CSV in Polish: BOM, Polish headers, labels, dot decimals, ISO dates and escaped formulas', async () => {
    const response = await download(t, '/api/sailing-trips/export?format=csv', {
      token: captain.token,
      language: 'pl',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="logbook-trips-${todayIso()}.csv"`,
    );
    const [header, first, second, ...rest] = csvRows(response);
    expect(rest).toEqual([]);
    expect(header).toEqual([
      'Nr rejsu',
      'Status',
      'Nazwa jachtu',
      'Numer rejestracyjny',
      'Port macierzysty',
      'Długość kadłuba (m)',
      'Liczba silników',
      'Moc silnika (kW)',
      'Typ jachtu',
      'Armator',
      'Adres armatora',
      'Port zaokrętowania',
      'Port zaokrętowania pływowy',
      'Port wyokrętowania',
      'Port wyokrętowania pływowy',
      'Odwiedzone porty',
      'Data rozpoczęcia',
      'Data zakończenia',
      'Liczba dni',
      'Przebyta odległość (Mm)',
      'Godziny pod żaglami (h)',
      'Godziny na silniku (h)',
      'Godziny postoju (h)',
      'Godziny na wodach pływowych (h)',
      'Godziny nocne (h)',
      'Porty pływowe',
      'Moja funkcja na jachcie',
      'Wody',
      'Numer dziennika jachtowego',
      'Uwagi kapitana',
      'Imię kapitana',
      'Nazwisko kapitana',
      'E-mail kapitana',
      'Telefon kapitana',
      'Rodzaj patentu kapitana',
      'Numer patentu kapitana',
      'Nazwa innego patentu kapitana',
    ]);
    expect(first).toEqual([
      String(hostileId),
      'Zakończony',
      `'=HYPERLINK("http://evil.example","Żagiel")`,
      "'@x",
      'Gdynia',
      '42.7',
      '1',
      '220.5',
      'Bavaria Cruiser 46',
      'Jan Armator',
      'ul. Portowa 1\n81-350 Gdynia',
      'Gdynia',
      'nie',
      'Świnoujście',
      'nie',
      'Bornholm; Dover (pływowy)',
      '2026-08-01',
      '2026-08-05',
      '5',
      '412.5',
      '96',
      '12.5',
      '',
      '6',
      '0',
      '1',
      'Kapitan (prowadzący jacht)',
      'Morskie',
      'LB/2026/7',
      'Sztorm 8°B na Ławicy Słupskiej.',
      'Łukasz',
      'Żółć',
      'lukasz@example.com',
      "'+48 600 100 200",
      'Inny patent',
      'X-1',
      'Kapitan żeglugi wielkiej',
    ]);
    expect(second?.[0]).toBe(String(plainId));
    expect(second?.[2]).toBe('Zawisza Czarny');
    expect(second?.slice(8, 11)).toEqual(['', '', '']);
    expect(second?.[22]).toBe('40');
    expect(second?.[34]).toBe('Kapitan jachtowy (PZŻ)');
  });

  it('CSV in English: the English headers and words', async () => {
    const response = await download(t, '/api/sailing-trips/export?format=csv', { token: captain.token });
    const [header, first] = csvRows(response);
    expect(header?.slice(0, 3)).toEqual(['Trip no.', 'Status', 'Yacht name']);
    expect(header?.slice(8, 11)).toEqual(['Yacht type', 'Yacht owner', "Yacht owner's address"]);
    expect(first?.slice(12, 16)).toEqual(['no', 'Świnoujście', 'no', 'Bornholm; Dover (tidal)']);
    expect(first?.[1]).toBe('Completed');
  });

  it('CSV of the crew: one row per member with its trip, yacht and start date', async () => {
    const response = await download(t, '/api/sailing-trips/export?format=csv&part=crew', {
      token: captain.token,
      language: 'pl',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="logbook-crew-${todayIso()}.csv"`,
    );
    const [header, ...rows] = csvRows(response);
    expect(header).toEqual([
      'Nr rejsu',
      'Nazwa jachtu',
      'Data rozpoczęcia',
      'Imię i nazwisko',
      'E-mail',
      'Telefon',
      'Funkcja na jachcie',
      'Inna funkcja (opis)',
      'Patent',
      'Nazwa innego patentu',
      'Numer patentu',
      'Opinia ogólna',
      'Wykonywanie obowiązków',
      'Choroba morska',
      'Odporność w trudnych warunkach',
      'Uwagi o członku załogi',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual([
      String(hostileId),
      `'=HYPERLINK("http://evil.example","Żagiel")`,
      '2026-08-01',
      'Anna Wiśniewska',
      'anna@example.com',
      "'+48 500 000 001",
      'Pierwszy oficer',
      '',
      'Jachtowy sternik morski (PZŻ)',
      '',
      'JSM-77',
      'Pozytywna',
      'Bardzo dobrze',
      'Brak',
      'Dobra',
      'Pewna ręka przy sterze.',
    ]);
    expect(rows[1]?.slice(3, 9)).toEqual(['Piotr Nowak', '', '', 'Inna funkcja', 'Kuk', '']);
    expect(rows[2]?.slice(0, 3)).toEqual([String(plainId), 'Zawisza Czarny', '2026-07-01']);
  });

  it('XLSX: four named sheets, numbers as numbers, dates as dates, ports, crew and passages on their sheets', async () => {
    const response = await download(t, '/api/sailing-trips/export?format=xlsx', { token: captain.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="logbook-trips-${todayIso()}.xlsx"`,
    );
    const sheets = await workbook(response);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Trips', 'Visited ports', 'Crew', 'Passages']);
    const [trips, ports, crew, passages] = sheets.map((sheet) => sheet.data);
    const header = trips?.[0] ?? [];
    expect(header).not.toContain('Visited ports');
    expect(header).toContain('Days');
    const first = Object.fromEntries(header.map((label, index) => [String(label), trips?.[1]?.[index]]));
    expect(first).toMatchObject({
      'Trip no.': hostileId,
      'Yacht name': '=HYPERLINK("http://evil.example","Żagiel")',
      'Registration number': '@x',
      'Hull length (m)': 42.7,
      'Engine power (kW)': 220.5,
      'Yacht type': 'Bavaria Cruiser 46',
      'Yacht owner': 'Jan Armator',
      "Yacht owner's address": 'ul. Portowa 1\n81-350 Gdynia',
      'Port of embarkation is tidal': 'no',
      'Start date': new Date(Date.UTC(2026, 7, 1)),
      'End date': new Date(Date.UTC(2026, 7, 5)),
      Days: 5,
      'Distance (NM)': 412.5,
      'Hours moored (h)': null,
      'Tidal ports': 1,
      'My role on board': 'Skipper (in command)',
      Waters: 'Sea',
      "Captain's phone": '+48 600 100 200',
      "Captain's licence type": 'Other licence',
    });
    expect(ports?.[0]).toEqual([
      'Trip no.',
      'Port',
      'Tidal port',
      'Arrival date',
      'Departure date',
      'Latitude',
      'Longitude',
    ]);
    expect(ports?.slice(1, 3)).toEqual([
      [hostileId, 'Bornholm', 'no', null, null, 55.1, 14.9],
      [hostileId, 'Dover', 'yes', new Date(Date.UTC(2026, 6, 4)), null, 51.1264, -1.3177],
    ]);
    expect(ports).toHaveLength(5);
    expect(crew?.[1]?.slice(0, 7)).toEqual([
      hostileId,
      'Anna Wiśniewska',
      'anna@example.com',
      '+48 500 000 001',
      'First officer',
      null,
      'Yacht Sea Skipper (PZŻ, jachtowy sternik morski)',
    ]);
    expect(crew).toHaveLength(5);
    expect(passages).toEqual([
      ['Trip no.', 'From', 'To', 'Distance (NM)', 'Overnight'],
      [hostileId, 'Gdynia', 'Rønne', 105.5, 'yes'],
    ]);
  });

  it('XLSX in Polish: the sheets named in Polish', async () => {
    const response = await download(t, '/api/sailing-trips/export?format=xlsx', {
      token: captain.token,
      language: 'pl',
    });
    const sheets = await workbook(response);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Rejsy', 'Odwiedzone porty', 'Załoga', 'Przeloty']);
    expect(sheets[0]?.data[1]?.[1]).toBe('Zakończony');
  });

  it("another captain's export holds only their own trip; a captain without premium can export", async () => {
    const response = await download(t, '/api/sailing-trips/export?format=json', { token: other.token });
    expect(response.json().sailing_trips.map((trip: { yacht_name: string }) => trip.yacht_name)).toEqual([
      'Cudzy jacht',
    ]);
    const free = await newCaptain(t, false);
    const csv = await download(t, '/api/sailing-trips/export?format=csv', { token: free.token });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csvRows(csv)).toHaveLength(1);
    const xlsx = await download(t, '/api/sailing-trips/export?format=xlsx', { token: free.token });
    expect(xlsx.statusCode).toBe(200);
    expect((await workbook(xlsx)).map((sheet) => sheet.data.length)).toEqual([1, 1, 1, 1]);
  });

  it('answers 401 without a login and 422 for a format it does not write', async () => {
    expect((await download(t, '/api/sailing-trips/export?format=json')).statusCode).toBe(401);
    const pdf = await download(t, '/api/sailing-trips/export?format=pdf', { token: captain.token });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors).toHaveProperty('format');
    const missing = await download(t, '/api/sailing-trips/export', { token: captain.token });
    expect(missing.statusCode).toBe(422);
    const part = await download(t, '/api/sailing-trips/export?format=csv&part=ports', {
      token: captain.token,
    });
    expect(part.statusCode).toBe(422);
  });
});

describe('trip export: limited per account', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { ...generousRateLimits, exportPerAccount: 2 } });
  });
  afterAll(async () => t.close());

  it('answers 429 with Retry-After past the limit, counted per account and apart from the template', async () => {
    const captain = await newCaptain(t, false);
    const url = '/api/sailing-trips/export?format=csv';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await download(t, url, { token: captain.token })).statusCode).toBe(200);
    }
    const refused = await download(t, url, { token: captain.token });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const template = await download(t, '/api/sailing-trips/import/template?format=csv', {
      token: captain.token,
    });
    expect(template.statusCode).toBe(200);
    const another = await newCaptain(t, false);
    expect((await download(t, url, { token: another.token })).statusCode).toBe(200);
  });
});
