import { describe, expect, it } from 'vitest';
import { emptyTripForm } from '#domain/trip-form.ts';
import { gdyniaToHel } from './testing.ts';
import { acceptedValues, initiallyChosen, localDay, trackFillRows } from './track-fill.ts';

const warsaw = 'Europe/Warsaw';

describe('trackFillRows', () => {
  it('fills an empty form from the track, every row ticked, days in the trip’s time zone', () => {
    const rows = trackFillRows(gdyniaToHel, emptyTripForm(), warsaw);
    expect(rows.map((row) => [row.key, row.next, row.replaces])).toEqual([
      ['distance', '31.6', false],
      ['embarkationDate', '2026-07-01', false],
      // 22:30 UTC is already the next day in Poland.
      ['disembarkationDate', '2026-07-03', false],
      ['sailingHours', '9.5', false],
      ['nightHours', '1.5', false],
      ['embarkationPort', 'Gdynia', false],
      ['disembarkationPort', 'Hel', false],
      ['visitedPorts', 'Jastarnia', false],
    ]);
    expect(initiallyChosen(rows).size).toBe(rows.length);
  });

  it('leaves unticked what the captain wrote differently, and ticks what is the same', () => {
    const form = { ...emptyTripForm(), distance: '40', embarkationPort: 'Gdynia', sailingHours: '9,5' };
    const rows = trackFillRows(gdyniaToHel, form, warsaw);
    const chosen = initiallyChosen(rows);
    expect(rows.find((row) => row.key === 'distance')).toMatchObject({ current: '40', replaces: true });
    expect(chosen.has('distance')).toBe(false);
    expect(chosen.has('embarkationPort')).toBe(true);
    expect(chosen.has('sailingHours')).toBe(true);
  });

  it('gives no dates or hours for a file without timestamps', () => {
    const untimed = {
      ...gdyniaToHel,
      started_at: null,
      ended_at: null,
      hours_under_way: null,
      night_hours: null,
    };
    const keys = trackFillRows(untimed, emptyTripForm(), warsaw).map((row) => row.key);
    expect(keys).toEqual(['distance', 'embarkationPort', 'disembarkationPort', 'visitedPorts']);
  });
});

describe('acceptedValues', () => {
  it('sets only the chosen fields and the track, visited ports with their place and days', () => {
    const rows = trackFillRows(gdyniaToHel, emptyTripForm(), warsaw);
    expect(acceptedValues(rows, new Set(['distance', 'visitedPorts']), 42)).toEqual({
      trackId: 42,
      distance: '31.6',
      visitedPorts: [
        {
          name: 'Jastarnia',
          isTidalPort: false,
          arrivalDate: '2026-07-01',
          departureDate: '2026-07-02',
          lat: 54.7,
          lon: 18.68,
        },
      ],
    });
  });
});

describe('localDay', () => {
  it('reads the day in the given zone', () => {
    expect(localDay('2026-12-31T23:30:00.000Z', 'UTC')).toBe('2026-12-31');
    expect(localDay('2026-12-31T23:30:00.000Z', warsaw)).toBe('2027-01-01');
  });
});
