import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captainProfileRepository } from '../captain-profile/repository.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { tripsRepository } from '../trips/repository.ts';
import { type Captain, call, newCaptain } from '../trips/test-support.ts';
import { yachtsRepository } from '../yachts/repository.ts';
import { tripImportsRepository } from './repository.ts';
import { tripImportService } from './service.ts';
import type { ReadFile } from './tables.ts';

/** A workbook as the reader gives it, in Polish, with the trips' ports, crew and passages on their own sheets. */
const workbook: ReadFile = {
  format: 'xlsx',
  trips: {
    header: [
      'Nr rejsu',
      'Status',
      'Nazwa jachtu',
      'Numer rejestracyjny',
      'Port macierzysty',
      'Długość kadłuba (m)',
      'Liczba silników',
      'Moc silnika (kW)',
      'Port zaokrętowania',
      'Port wyokrętowania',
      'Port wyokrętowania pływowy',
      'Data rozpoczęcia',
      'Data zakończenia',
      'Liczba dni',
      'Przebyta odległość (Mm)',
      'Godziny pod żaglami (h)',
      'Godziny na silniku (h)',
      'Godziny na wodach pływowych (h)',
      'Godziny nocne (h)',
      'Imię kapitana',
      'Nazwisko kapitana',
      'Telefon kapitana',
      'Rodzaj patentu kapitana',
      'Numer patentu kapitana',
    ],
    rows: [
      {
        row: 2,
        cells: [
          7,
          'Odwołany',
          'Zawisza Czarny',
          'POL-1234',
          'Gdynia',
          42.7,
          1,
          220.5,
          'Gdynia',
          'Dover',
          'tak',
          new Date(Date.UTC(2025, 6, 1)),
          45847,
          9,
          412.5,
          96,
          12.5,
          6,
          new Date(Date.UTC(1899, 11, 30, 4, 30)),
          'Łukasz',
          'Żółć',
          '+48 600 100 200',
          'Kapitan jachtowy (PZŻ)',
          'KJ-1234',
        ],
      },
    ],
  },
  visitedPorts: {
    header: [
      'Nr rejsu',
      'Port',
      'Port pływowy',
      'Data przypłynięcia',
      'Data wypłynięcia',
      'Szerokość geograficzna',
      'Długość geograficzna',
    ],
    rows: [
      { row: 2, cells: [7, 'Rønne', 'nie', '02.07.2025', '03.07.2025', 55.1, 14.7] },
      { row: 3, cells: [8, 'Elsewhere', null, null, null, null, null] },
      { row: 4, cells: [7, 'Dover', 'tak', null, null, null, null] },
    ],
  },
  crew: {
    header: [
      'Nr rejsu',
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
    ],
    rows: [
      {
        row: 2,
        cells: [
          7,
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
          'Pewna ręka',
        ],
      },
      {
        row: 3,
        cells: [
          7,
          'Piotr Nowak',
          null,
          null,
          'Inna funkcja',
          'Kuk',
          null,
          null,
          null,
          'Pozytywna',
          'Dobrze',
          'Łagodna',
          'Wystarczająca',
          null,
        ],
      },
    ],
  },
  passages: {
    header: ['Nr rejsu', 'Skąd', 'Dokąd', 'Dystans (Mm)', 'Przez noc'],
    rows: [{ row: 2, cells: [7, 'Gdynia', 'Rønne', 80, 'tak'] }],
  },
};

describe('a workbook read by the import service (the reader left out)', () => {
  let t: TestApp;
  let captain: Captain;
  const service = () => {
    const db = t.app.database.db;
    return tripImportService({
      imports: tripImportsRepository(db),
      trips: tripsRepository(db),
      profiles: captainProfileRepository(db),
      yachts: yachtsRepository(db),
      readImportFile: async () => workbook,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  it('gives each trip its ports, crew and passages from their sheets by the trip number, and keeps its status', async () => {
    const imports = service();
    const preview = await imports.preview(
      captain.id,
      { bytes: Buffer.from('x'), name: 'dziennik.xlsx' },
      {},
      'pl',
    );
    expect(preview.columns.find((column) => column.source === 'Liczba dni')).toEqual({
      source: 'Liczba dni',
      field: null,
    });
    expect(preview.rows).toHaveLength(1);
    const [row] = preview.rows;
    expect(row?.errors).toEqual({});
    expect(row?.trip).toMatchObject({
      status: 'cancelled',
      embarkation_date: '2025-07-01',
      disembarkation_date: '2025-07-09',
      is_disembarkation_tidal_port: true,
      night_hours: 4.5,
      captain: { license_type: 'pzz-kj', first_name: 'Łukasz' },
      visited_ports: [
        {
          name: 'Rønne',
          is_tidal: false,
          arrival_date: '2025-07-02',
          departure_date: '2025-07-03',
          lat: 55.1,
          lon: 14.7,
        },
        { name: 'Dover', is_tidal: true },
      ],
      passages: [{ from: 'Gdynia', to: 'Rønne', distance: 80, overnight: true }],
    });
    expect(row?.trip.crew_members).toEqual([
      {
        full_name: 'Anna Wiśniewska',
        email: 'anna@example.com',
        phone: '+48 500 000 001',
        role: 'first_officer',
        other_role: '',
        license_type: 'pzz-jsm',
        other_license: '',
        license_number: 'JSM-77',
        captain_opinion: 'positive',
        performance: 'very_good',
        seasickness: 'none',
        resistance: 'good',
        captain_notes: 'Pewna ręka',
      },
      expect.objectContaining({
        full_name: 'Piotr Nowak',
        role: '_other',
        other_role: 'Kuk',
        license_type: '',
      }),
    ]);

    expect(await imports.commit(captain.id, preview.id, undefined, 'pl')).toEqual({ created: 1, skipped: 0 });
    const list = await call(t, 'GET', '/api/sailing-trips', { token: captain.token });
    const [trip] = list.json().sailing_trips;
    expect(trip).toMatchObject({
      status: 'cancelled',
      night_hours: 4.5,
      tidal_ports_count: 2,
      visited_ports: [
        {
          name: 'Rønne',
          is_tidal: false,
          arrival_date: '2025-07-02',
          departure_date: '2025-07-03',
          lat: 55.1,
          lon: 14.7,
        },
        { name: 'Dover', is_tidal: true, arrival_date: null, departure_date: null, lat: null, lon: null },
      ],
      passages: [{ from: 'Gdynia', to: 'Rønne', distance: 80, overnight: true }],
    });
    expect(trip.crew_members.map((member: { student_id: unknown }) => member.student_id)).toEqual([
      null,
      null,
    ]);
  });
});
