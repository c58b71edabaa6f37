import { describe, expect, it } from 'vitest';
import { seaTimeSchema, seaTimeSchemeIds } from './schema.ts';
import { seaTime } from './sea-time.ts';
import { passage, seaTrip } from './test-support.ts';

const today = '2026-11-26';

describe('seaTime', () => {
  it('totals the completed trips, inland ones too, and counts planned and under-way trips apart', () => {
    const trips = [
      seaTrip({
        embarkation_date: '2025-07-01',
        disembarkation_date: '2025-07-08',
        distance: 312.5,
        sailing_hours: 60,
        engine_hours: 7.5,
        tidal_hours: 12,
        night_hours: 10,
        embarkation_port: 'Cuxhaven',
        is_embarkation_tidal_port: true,
        visited_ports: [{ name: 'Helgoland', is_tidal: true }],
      }),
      seaTrip({
        embarkation_date: '2026-05-01',
        disembarkation_date: '2026-05-03',
        role_on_board: 'crew',
        distance: 100,
        sailing_hours: 20,
        engine_hours: 4.25,
        tidal_hours: 5,
        night_hours: 2,
        disembarkation_port: 'CUXHAVEN',
        is_disembarkation_tidal_port: true,
      }),
      seaTrip({
        waters: 'inland',
        embarkation_date: '2026-08-01',
        disembarkation_date: '2026-08-01',
        distance: 20,
        sailing_hours: 6,
      }),
      seaTrip({ status: 'planned', distance: 1000, sailing_hours: 100 }),
      seaTrip({ status: 'in_progress', distance: 1000, sailing_hours: 100 }),
      seaTrip({ status: 'cancelled', distance: 1000, sailing_hours: 100 }),
    ];
    const result = seaTime(trips, today);
    expect(result.totals).toEqual({
      trips: 3,
      days: 12,
      distance: 432.5,
      hours_sail: 86,
      hours_engine: 11.75,
      hours_total: 97.75,
      hours_tidal: 17,
      hours_night: 12,
      tidal_ports: 2,
      skipper_days: 9,
      skipper_hours: 73.5,
    });
    expect(result.by_year).toEqual([
      { year: 2025, trips: 1, days: 8, distance: 312.5, hours_total: 67.5 },
      { year: 2026, trips: 2, days: 4, distance: 120, hours_total: 30.25 },
    ]);
    expect(result.not_counted).toEqual({ trips: 2 });
    expect(() => seaTimeSchema.parse(result)).not.toThrow();
  });

  it('totals per yacht by registration (case, spaces and dashes aside) or by name, most miles first, with the latest trip’s name', () => {
    const trips = [
      seaTrip({ registration_number: 'POL-1234', yacht_name: 'Zawisza', distance: 100, sailing_hours: 20 }),
      seaTrip({
        registration_number: 'pol 1234',
        yacht_name: 'Zawisza Czarny',
        embarkation_date: '2026-06-01',
        disembarkation_date: '2026-06-02',
        distance: 50,
        engine_hours: 5,
        role_on_board: 'crew',
      }),
      seaTrip({
        registration_number: '',
        yacht_name: 'Mewa',
        hull_length: 7.5,
        distance: 400,
        sailing_hours: 50,
      }),
      seaTrip({ registration_number: '', yacht_name: 'mewa ', distance: 10, status: 'cancelled' }),
    ];
    expect(seaTime(trips, today).by_yacht).toEqual([
      {
        yacht_name: 'Mewa',
        registration_number: '',
        hull_length: 7.5,
        trips: 1,
        days: 3,
        distance: 400,
        hours_total: 50,
        skipper_hours: 50,
      },
      {
        yacht_name: 'Zawisza Czarny',
        registration_number: 'pol 1234',
        hull_length: 10,
        trips: 2,
        days: 5,
        distance: 150,
        hours_total: 25,
        skipper_hours: 20,
      },
    ]);
  });

  it('puts a trip over New Year in the year it began', () => {
    const trip = seaTrip({ embarkation_date: '2025-12-30', disembarkation_date: '2026-01-02', distance: 50 });
    expect(seaTime([trip], today).by_year).toEqual([
      { year: 2025, trips: 1, days: 4, distance: 50, hours_total: 0 },
    ]);
  });

  it('answers every scheme in the order of the scheme list, none met by an empty logbook', () => {
    const result = seaTime([], today);
    expect(result.schemes.map((item) => item.id)).toEqual([...seaTimeSchemeIds]);
    expect(result.schemes.every((item) => !item.met)).toBe(true);
    expect(result.totals.trips).toBe(0);
    expect(result.by_year).toEqual([]);
    expect(result.by_yacht).toEqual([]);
    expect(result.not_counted).toEqual({ trips: 0 });
  });

  it('never lists an inland, cancelled, planned or under-way trip under any requirement', () => {
    const uncounted = [
      seaTrip({ waters: 'inland' }),
      seaTrip({ status: 'cancelled' }),
      seaTrip({ status: 'planned' }),
      seaTrip({ status: 'in_progress' }),
    ].map((trip) => ({
      ...trip,
      hull_length: 22,
      distance: 3000,
      sailing_hours: 1500,
      tidal_hours: 200,
      night_hours: 50,
      is_embarkation_tidal_port: true,
      is_disembarkation_tidal_port: true,
      passages: [passage(700, true), passage(90, true)],
    }));
    const counted = seaTrip({ distance: 1 });
    const result = seaTime([...uncounted, counted], today);
    const listed = new Set(
      result.schemes.flatMap((item) => item.requirements.flatMap((requirement) => requirement.trip_ids)),
    );
    expect([...listed]).toEqual([counted.id]);
  });

  it('has requirement ids unique within each scheme', () => {
    for (const item of seaTime([], today).schemes) {
      const ids = item.requirements.map((requirement) => requirement.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
