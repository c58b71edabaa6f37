import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain } from '../trips/test-support.ts';
import { createYacht } from '../yachts/test-support.ts';
import { previewImport, storedCounts, uploadImport } from './test-support.ts';

/** The profile the trip form (and so the import) fills the captain from. */
const profile = {
  first_name: 'Łukasz',
  last_name: 'Żółć',
  phone: '+48 600 100 200',
  license_type: 'pzz-kj',
  license_number: 'KJ-1234',
};

const polishCsv = [
  'Jacht;Nr rejestracyjny;Port macierzysty;Długość kadłuba;Silniki;Moc silnika;Skąd;Dokąd;Porty;' +
    'Data od;Data do;Dystans;Godziny pod żaglami;Godziny na silniku;Godziny w porcie;Akwen;Funkcja;Uwagi',
  'Zawisza Czarny;POL-1234;Gdynia;42,7;1;220,5;Gdynia;Świnoujście;"Bornholm; Dover (pływowy)";' +
    '01.07.2026;08.07.2026;1 234,5;96:30;12,5;40;Morskie;Kapitan (prowadzący jacht);Sztorm 8°B na Ławicy',
  'Dar Młodzieży;;Gdynia;108;2;1100;Gdańsk;Kołobrzeg;;1.8.2026;3.8.2026;120;20;4;;śródlądowe;Pierwszy oficer;',
].join('\r\n');

describe('POST /api/sailing-trips/import: the preview', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp();
    captain = await newCaptain(t, true);
    const saved = await call(t, 'POST', '/api/captain-profile', { token: captain.token, payload: profile });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => t.close());

  it('reads a Polish Excel CSV (Windows-1250, ";", decimal commas, dd.mm.yyyy, Polish headers) without saving a trip', async () => {
    const before = await storedCounts(t);
    const response = await uploadImport(t, captain.token, iconv.encode(polishCsv, 'windows-1250'), {
      fileName: 'dziennik.csv',
      language: 'pl',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Plik został odczytany. Sprawdź wiersze przed importem.',
    });
    const preview = body.import;
    expect(preview.format).toBe('csv');
    expect(preview.columns.map((column: { field: string | null }) => column.field)).toEqual([
      'yacht_name',
      'registration_number',
      'home_port',
      'hull_length',
      'engines_count',
      'engine_power',
      'embarkation_port',
      'disembarkation_port',
      'visited_ports',
      'embarkation_date',
      'disembarkation_date',
      'distance',
      'sailing_hours',
      'engine_hours',
      'mooring_hours',
      'waters',
      'role_on_board',
      'captain_notes',
    ]);
    expect(preview.rows[0]).toEqual({
      row: 2,
      trip: {
        captain: {
          first_name: 'Łukasz',
          last_name: 'Żółć',
          email: expect.stringMatching(/@example\.com$/),
          phone: '+48 600 100 200',
          license_type: 'pzz-kj',
          license_number: 'KJ-1234',
          other_license: '',
        },
        yacht_name: 'Zawisza Czarny',
        registration_number: 'POL-1234',
        home_port: 'Gdynia',
        hull_length: 42.7,
        engines_count: 1,
        engine_power: 220.5,
        embarkation_port: 'Gdynia',
        disembarkation_port: 'Świnoujście',
        visited_ports: [
          { name: 'Bornholm', is_tidal: false },
          { name: 'Dover', is_tidal: true },
        ],
        embarkation_date: '2026-07-01',
        disembarkation_date: '2026-07-08',
        distance: 1234.5,
        sailing_hours: 96.5,
        engine_hours: 12.5,
        mooring_hours: 40,
        tidal_hours: 0,
        waters: 'sea',
        role_on_board: 'skipper',
        captain_notes: 'Sztorm 8°B na Ławicy',
        crew_members: [],
      },
      errors: {},
      duplicate: false,
    });
    expect(preview.rows[1]).toMatchObject({
      row: 3,
      trip: {
        yacht_name: 'Dar Młodzieży',
        embarkation_date: '2026-08-01',
        disembarkation_date: '2026-08-03',
        hull_length: 108,
        waters: 'inland',
        role_on_board: 'first_officer',
      },
      duplicate: false,
    });
    // No registration number and no yacht of the captain to take it from: the form's own message, in Polish.
    expect(preview.rows[1].errors).toEqual({
      registration_number: 'Numer rejestracyjny jest wymagany',
    });
    expect(preview).toMatchObject({ valid: 1, invalid: 1, duplicates: 0 });
    expect(preview.expires_at).toEqual(expect.any(String));
    expect(Date.parse(preview.expires_at) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(await storedCounts(t)).toEqual({ trips: before.trips, imports: before.imports + 1 });
  });

  it('reads the import template in each language and format: every column matched, its example row valid', async () => {
    for (const language of ['en', 'pl']) {
      for (const format of ['csv', 'xlsx']) {
        const template = await t.app.inject({
          method: 'GET',
          url: `/api/sailing-trips/import/template?format=${format}`,
          headers: { authorization: `Bearer ${captain.token}`, 'accept-language': language },
        });
        expect(template.statusCode).toBe(200);
        const preview = await previewImport(t, captain.token, template.rawPayload, {
          fileName: `template.${format}`,
          language,
        });
        const label = `${language} ${format}`;
        expect(
          preview.columns.filter((column) => column.field === null),
          label,
        ).toEqual([]);
        expect(
          preview.rows.map(({ row, errors }) => ({ row, errors })),
          label,
        ).toEqual([{ row: 2, errors: {} }]);
      }
    }
  });

  it('matches English headers by their other names (Yacht, From, To, Start, End, Miles)', async () => {
    const csv = [
      'Yacht,Registration,Home port,Length,Engines,Power,From,To,Start,End,Miles,Sail hours,Motor hours,Tidal hours',
      'Selma,POL-77,Gdynia,12.5,1,"1,234.5",Dover,Calais,2025-06-01,01/06/2025,"1,234.5",12:15,1,2',
    ].join('\n');
    const preview = await previewImport(t, captain.token, csv);
    expect(preview.columns).toEqual([
      { source: 'Yacht', field: 'yacht_name' },
      { source: 'Registration', field: 'registration_number' },
      { source: 'Home port', field: 'home_port' },
      { source: 'Length', field: 'hull_length' },
      { source: 'Engines', field: 'engines_count' },
      { source: 'Power', field: 'engine_power' },
      { source: 'From', field: 'embarkation_port' },
      { source: 'To', field: 'disembarkation_port' },
      { source: 'Start', field: 'embarkation_date' },
      { source: 'End', field: 'disembarkation_date' },
      { source: 'Miles', field: 'distance' },
      { source: 'Sail hours', field: 'sailing_hours' },
      { source: 'Motor hours', field: 'engine_hours' },
      { source: 'Tidal hours', field: 'tidal_hours' },
    ]);
    expect(preview.rows).toEqual([
      {
        row: 2,
        trip: expect.objectContaining({
          yacht_name: 'Selma',
          engine_power: 1234.5,
          embarkation_port: 'Dover',
          disembarkation_port: 'Calais',
          embarkation_date: '2025-06-01',
          disembarkation_date: '2025-06-01',
          distance: 1234.5,
          sailing_hours: 12.25,
          engine_hours: 1,
          tidal_hours: 2,
        }),
        errors: {},
        duplicate: false,
      },
    ]);
  });

  it('maps an unmatched column and ignores a matched one as ?mapping= says', async () => {
    const csv = [
      'Yacht,Registration,Home port,Length,Engines,Power,From,To,Start,End,Nautical miles,Sail hours,Motor hours,Notes',
      'Selma,POL-77,Gdynia,12.5,1,20,Hel,Jastarnia,2025-06-01,2025-06-02,14,3,1,do not import this',
    ].join('\n');
    const unmapped = await previewImport(t, captain.token, csv);
    expect(unmapped.columns).toContainEqual({ source: 'Nautical miles', field: null });
    expect(unmapped.rows[0]?.errors).toEqual({ distance: 'Distance is required (0 is allowed)' });

    const preview = await previewImport(t, captain.token, csv, {
      mapping: { 'Nautical miles': 'distance', Notes: null },
    });
    expect(preview.columns).toContainEqual({ source: 'Nautical miles', field: 'distance' });
    expect(preview.columns).toContainEqual({ source: 'Notes', field: null });
    expect(preview.rows[0]).toMatchObject({ errors: {}, trip: { distance: 14 } });
    expect(preview.rows[0]?.trip).not.toHaveProperty('captain_notes');
  });

  it('keeps the first of two columns that name one field and reports the second as ignored', async () => {
    const csv = [
      'Yacht,Yacht name,Registration,Home port,Length,Engines,Power,From,To,Start,End,Miles,Sail hours,Motor hours',
      'Selma,Other,POL-77,Gdynia,12.5,1,20,Hel,Jastarnia,2025-06-01,2025-06-02,14,3,1',
    ].join('\n');
    const preview = await previewImport(t, captain.token, csv);
    expect(preview.columns.slice(0, 2)).toEqual([
      { source: 'Yacht', field: 'yacht_name' },
      { source: 'Yacht name', field: null },
    ]);
    expect(preview.rows[0]?.trip.yacht_name).toBe('Selma');
  });

  it('refuses a mapping that is not a JSON object of fields with 422', async () => {
    const csv = 'Yacht\nSelma\n';
    for (const mapping of ['not json', '{"Yacht":"no_such_field"}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/sailing-trips/import?mapping=${encodeURIComponent(mapping)}`,
        headers: {
          authorization: `Bearer ${captain.token}`,
          'content-type': 'multipart/form-data; boundary=x',
        },
        payload: `--x--\r\n${csv}`,
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({
        mapping: [
          "The column mapping could not be read: send a JSON object from a column's name to a field, or null to ignore the column.",
        ],
      });
    }
  });

  it("names each row's problems in words, in the request's language, with the row number", async () => {
    const csv = [
      'Yacht,Registration,Home port,Length,Engines,Power,From,To,Start,End,Miles,Sail hours,Motor hours',
      'Selma,POL-77,Gdynia,12.5,1,20,Hel,Jastarnia,2025-06-05,2025-06-02,14,3,1',
      'Selma,POL-77,Gdynia,12.5,1,20,Hel,Jastarnia,31.02.2025,2025-06-02,lots,3:75,1',
    ].join('\n');
    const english = await previewImport(t, captain.token, csv);
    expect(english.rows.map(({ row, errors }) => ({ row, errors }))).toEqual([
      { row: 2, errors: { disembarkation_date: 'End date must be after start date' } },
      {
        row: 3,
        errors: {
          embarkation_date: 'Enter a valid date.',
          distance: expect.any(String),
          sailing_hours: expect.any(String),
        },
      },
    ]);
    expect(english).toMatchObject({ valid: 0, invalid: 2, duplicates: 0 });
    const polish = await previewImport(t, captain.token, csv, { language: 'pl' });
    expect(polish.rows[0]?.errors).toEqual({
      disembarkation_date: expect.stringMatching(/^Data zakończenia/),
    });
  });

  it('fills the captain from the profile and the yacht from the yacht of the same registration, or name', async () => {
    await createYacht(t, captain.token, {
      name: 'Zjawa IV',
      registration_number: 'PZŻ 555',
      home_port: 'Szczecin',
      hull_length: '14.2',
      engines_count: '1',
      engine_power: '40',
      type: 'Conrad 45',
      owner_name: 'Jan Armator',
      owner_address: 'ul. Portowa 1\nSzczecin',
    });
    const csv = [
      'Yacht,Registration,From,To,Start,End,Miles,Sail hours,Motor hours,Captain first name',
      'Some other name,pzz-555,Hel,Jastarnia,2025-06-01,2025-06-02,14,3,1,Jan',
      'ZJAWA iv,,Hel,Jastarnia,2025-06-03,2025-06-04,14,3,1,',
    ].join('\n');
    const preview = await previewImport(t, captain.token, csv);
    const yacht = {
      home_port: 'Szczecin',
      hull_length: 14.2,
      engines_count: 1,
      engine_power: 40,
      yacht_type: 'Conrad 45',
      yacht_owner_name: 'Jan Armator',
      yacht_owner_address: 'ul. Portowa 1\nSzczecin',
    };
    expect(preview.rows[0]).toMatchObject({
      errors: {},
      trip: {
        ...yacht,
        yacht_name: 'Some other name',
        registration_number: 'pzz-555',
        captain: { ...profile, first_name: 'Jan' },
      },
    });
    expect(preview.rows[1]).toMatchObject({
      errors: {},
      trip: { ...yacht, yacht_name: 'ZJAWA iv', registration_number: 'PZŻ 555', captain: profile },
    });
  });

  it("flags rows equal to one of the captain's trips or to an earlier row as duplicates", async () => {
    const other = await newCaptain(t, true);
    await createTrip(t, other.token, {
      yacht_name: 'Zawisza Czarny',
      registration_number: 'POL-1234',
      embarkation_port: 'Gdynia',
      disembarkation_port: 'Świnoujście',
      embarkation_date: '2024-07-01',
      disembarkation_date: '2024-07-08',
    });
    const deleted = await createTrip(t, other.token, {
      embarkation_date: '2024-09-01',
      disembarkation_date: '2024-09-02',
    });
    await call(t, 'DELETE', `/api/sailing-trips/${deleted.id}`, { token: other.token });
    const header =
      "Yacht,Registration,Home port,Length,Engines,Power,From,To,Start,End,Miles,Sail hours,Motor hours,Captain's phone,Captain's first name,Captain's last name,captain_license_number,Captain's licence type";
    const captainCells = '+48 1,Jan,Kowalski,KJ-1,pzz-kj';
    const csv = [
      header,
      // The kept trip, written otherwise: case, accents, spaces and punctuation do not count.
      `zawisza  czarny,pol 1234,Gdynia,42.7,1,220.5,GDYNIA,swinoujscie,2024-07-01,2024-07-08,400,90,10,${captainCells}`,
      // The same voyage on another registration: another yacht.
      `Zawisza Czarny,POL-9999,Gdynia,42.7,1,220.5,Gdynia,Świnoujście,2024-07-01,2024-07-08,400,90,10,${captainCells}`,
      // Equal to the row above it.
      `Zawisza Czarny,POL-9999,Gdynia,42.7,1,220.5,Gdynia,Świnoujście,2024-07-01,2024-07-08,300,80,10,${captainCells}`,
      // Equal to a deleted trip: not a duplicate.
      `Zawisza Czarny,POL-1234,Gdynia,42.7,1,220.5,Gdynia,Świnoujście,2024-09-01,2024-09-02,40,9,1,${captainCells}`,
    ].join('\n');
    const preview = await previewImport(t, other.token, csv);
    expect(preview.rows.map(({ row, errors, duplicate }) => ({ row, errors, duplicate }))).toEqual([
      { row: 2, errors: {}, duplicate: true },
      { row: 3, errors: {}, duplicate: false },
      { row: 4, errors: {}, duplicate: true },
      { row: 5, errors: {}, duplicate: false },
    ]);
    expect(preview).toMatchObject({ valid: 4, invalid: 0, duplicates: 2 });
  });
});
