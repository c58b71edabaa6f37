import * as SunCalc from 'suncalc';
import { describe, expect, it } from 'vitest';
import type { DeckLogKind } from '../deck-log.ts';
import { geodesicMiles } from '../track/geodesic.ts';
import { type SummarizedEntry, summarizeDeckLog } from './summary.ts';

let counter = 0;
/** A hand-written entry: only what the summary reads. */
function entry(
  logged_at: string,
  kind: DeckLogKind,
  more: Partial<Omit<SummarizedEntry, 'logged_at' | 'kind'>> = {},
): SummarizedEntry {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    logged_at,
    kind,
    position: null,
    log_nm: null,
    text: null,
    corrects: null,
    ...more,
  };
}

const gdansk = { lat: 54.35, lon: 18.66 };

describe('hours', () => {
  it('counts departure to arrival as under sail, less the engine periods between engine_on and engine_off', () => {
    const summary = summarizeDeckLog([
      entry('2026-07-01T08:00+02:00', 'engine_on'),
      entry('2026-07-01T08:30+02:00', 'departure', { text: 'Gdańsk' }),
      entry('2026-07-01T09:00+02:00', 'engine_off'),
      entry('2026-07-01T15:00+02:00', 'engine_on'),
      entry('2026-07-01T16:15+02:00', 'arrival', { text: 'Hel' }),
      entry('2026-07-01T16:30+02:00', 'engine_off'),
    ]);
    expect(summary.hours_under_sail).toBe(6);
    // 08:00-09:00 (leaving the harbour) and 15:00-16:30 (entering one).
    expect(summary.hours_under_engine).toBe(2.5);
    expect(summary.hours_in_port).toBe(0);
    expect(summary.ports).toEqual(['Gdańsk', 'Hel']);
  });

  it('counts an engine still running at the last entry until that entry', () => {
    const summary = summarizeDeckLog([
      entry('2026-07-01T08:00Z', 'departure'),
      entry('2026-07-01T10:00Z', 'engine_on'),
      entry('2026-07-01T11:30Z', 'position'),
      entry('2026-07-01T13:00Z', 'watch_change'),
    ]);
    expect(summary.hours_under_sail).toBe(2);
    expect(summary.hours_under_engine).toBe(3);
  });

  it('counts time anchored or moored as in port, and under way again from the next departure', () => {
    const summary = summarizeDeckLog([
      entry('2026-07-01T08:00Z', 'departure', { text: 'Gdynia' }),
      entry('2026-07-01T12:00Z', 'anchored'),
      entry('2026-07-01T14:30Z', 'departure'),
      entry('2026-07-01T18:00Z', 'moored'),
      entry('2026-07-02T07:00Z', 'note'),
      entry('2026-07-02T08:00Z', 'departure', { text: 'Jastarnia' }),
      entry('2026-07-02T10:00Z', 'arrival', { text: 'Hel' }),
    ]);
    expect(summary.hours_under_sail).toBe(4 + 3.5 + 2);
    expect(summary.hours_in_port).toBe(2.5 + 14);
    expect(summary.ports).toEqual(['Gdynia', 'Jastarnia', 'Hel']);
  });

  it('counts time before the first departure as in port, and a log without any departure as under way', () => {
    const inPort = summarizeDeckLog([
      entry('2026-07-01T06:00Z', 'weather'),
      entry('2026-07-01T08:00Z', 'departure'),
      entry('2026-07-01T09:00Z', 'arrival'),
    ]);
    expect(inPort).toMatchObject({ hours_in_port: 2, hours_under_sail: 1 });
    const atSea = summarizeDeckLog([
      entry('2026-07-01T06:00Z', 'position'),
      entry('2026-07-01T09:00Z', 'arrival'),
    ]);
    expect(atSea).toMatchObject({ hours_in_port: 0, hours_under_sail: 3 });
  });

  it('reads each entry in its own offset: a clock put back an hour at sea does not shorten the passage', () => {
    const summary = summarizeDeckLog([
      entry('2026-07-01T22:00+03:00', 'departure', { text: 'Kłajpeda' }),
      // 21:30 in UTC+2 is 19:30Z, half an hour after the departure at 19:00Z, though the clock reads earlier.
      entry('2026-07-01T21:30+02:00', 'watch_change'),
      entry('2026-07-02T06:00+02:00', 'arrival', { text: 'Władysławowo' }),
    ]);
    expect(summary.hours_under_sail).toBe(9);
    expect(summary.first_entry_at).toBe('2026-07-01T22:00+03:00');
    expect(summary.last_entry_at).toBe('2026-07-02T06:00+02:00');
  });

  it('orders entries by their instant, not by the order they were written in', () => {
    const summary = summarizeDeckLog([
      entry('2026-07-01T12:00Z', 'arrival', { text: 'Hel' }),
      entry('2026-07-01T08:00Z', 'departure', { text: 'Gdynia' }),
    ]);
    expect(summary).toMatchObject({ hours_under_sail: 4, ports: ['Gdynia', 'Hel'] });
  });

  it('answers zeros and nulls for an empty log', () => {
    expect(summarizeDeckLog([])).toEqual({
      hours_under_sail: 0,
      hours_under_engine: 0,
      hours_in_port: 0,
      miles: 0,
      night_hours: null,
      ports: [],
      first_entry_at: null,
      last_entry_at: null,
    });
  });
});

describe('corrections', () => {
  it('leaves out a corrected entry and counts its correction, through a chain of corrections', () => {
    const wrong = entry('2026-07-01T18:00Z', 'arrival', { text: 'Hell' });
    const stillWrong = entry('2026-07-01T17:00Z', 'arrival', { text: 'Hel', corrects: wrong.id });
    const right = entry('2026-07-01T16:00Z', 'arrival', { text: 'Hel', corrects: stillWrong.id });
    const summary = summarizeDeckLog([
      entry('2026-07-01T08:00Z', 'departure', { text: 'Gdynia' }),
      wrong,
      stillWrong,
      right,
    ]);
    expect(summary).toMatchObject({
      hours_under_sail: 8,
      ports: ['Gdynia', 'Hel'],
      last_entry_at: '2026-07-01T16:00Z',
    });
  });
});

describe('miles', () => {
  it('takes the log readings when there are any, over the positions', () => {
    const summary = summarizeDeckLog([
      entry('2026-07-01T08:00Z', 'departure', { log_nm: 1520.4, position: gdansk }),
      entry('2026-07-01T12:00Z', 'position', { log_nm: 1541.0, position: { lat: 54.6, lon: 18.8 } }),
      entry('2026-07-01T14:00Z', 'note'),
      entry('2026-07-01T16:00Z', 'arrival', { log_nm: 1556.3, position: { lat: 54.6, lon: 18.8 } }),
    ]);
    expect(summary.miles).toBe(35.9);
  });

  it('adds nothing for a reading lower than the one before (the log was reset)', () => {
    const summary = summarizeDeckLog([
      entry('2026-07-01T08:00Z', 'departure', { log_nm: 100 }),
      entry('2026-07-01T10:00Z', 'position', { log_nm: 110.5 }),
      entry('2026-07-01T11:00Z', 'position', { log_nm: 2 }),
      entry('2026-07-01T13:00Z', 'arrival', { log_nm: 12 }),
    ]);
    expect(summary.miles).toBe(20.5);
  });

  it('sums the geodesic legs between positions without log readings: one degree of latitude is 60.1 NM at 54.5° N', () => {
    const summary = summarizeDeckLog([
      entry('2026-07-01T08:00Z', 'departure', { position: { lat: 54, lon: 18.55 } }),
      entry('2026-07-01T10:00Z', 'note'),
      entry('2026-07-01T20:00Z', 'arrival', { position: { lat: 55, lon: 18.55 } }),
    ]);
    // WGS84: 60.1 NM, within the 0.3 % a spherical figure would need (docs/tracks.md).
    expect(summary.miles).toBe(Math.round(geodesicMiles(54, 18.55, 55, 18.55) * 10) / 10);
    expect(Math.abs(summary.miles / 60.1 - 1)).toBeLessThan(0.003);
  });
});

describe('night hours', () => {
  it('counts only the hours between sunset and sunrise at the position, across midnight at 60° N in June', () => {
    const at = { lat: 60, lon: 5 };
    const day = new Date('2026-06-21T12:00:00Z');
    const { sunset } = SunCalc.getTimes(day, at.lat, at.lon);
    const { sunrise } = SunCalc.getTimes(new Date('2026-06-22T12:00:00Z'), at.lat, at.lon);
    const summary = summarizeDeckLog([
      entry('2026-06-21T20:00+02:00', 'departure', { position: at }),
      entry('2026-06-22T00:00+02:00', 'watch_change', { position: at }),
      entry('2026-06-22T08:00+02:00', 'arrival', { position: at }),
    ]);
    if (!sunset || !sunrise) throw new Error('60° N has a sunset and a sunrise in June');
    const expected = (sunrise.getTime() - sunset.getTime()) / 3_600_000;
    // A short Norwegian midsummer night, a little over five hours, counted in 5-minute slices.
    expect(expected).toBeGreaterThan(4);
    expect(expected).toBeLessThan(7);
    // Each end of the night falls in one 5-minute slice, judged at its middle, and suncalc's sunset times and its
    // sun positions differ by a minute or two: within 10 minutes.
    expect(Math.abs((summary.night_hours ?? 0) - expected)).toBeLessThan(10 / 60);
    expect(summary.hours_under_sail).toBe(12);
  });

  it('counts no night in port, and answers null when no entry has a position', () => {
    const at = { lat: 54.35, lon: 18.66 };
    const moored = summarizeDeckLog([
      entry('2026-10-01T18:00Z', 'moored', { position: at }),
      entry('2026-10-02T06:00Z', 'note'),
    ]);
    expect(moored.night_hours).toBe(0);
    const unplaced = summarizeDeckLog([
      entry('2026-10-01T18:00Z', 'departure'),
      entry('2026-10-02T06:00Z', 'arrival'),
    ]);
    expect(unplaced.night_hours).toBeNull();
  });

  it('places entries without a position where the last one was written', () => {
    const at = { lat: 54.35, lon: 18.66 };
    const summary = summarizeDeckLog([
      entry('2026-10-01T22:00Z', 'departure'),
      entry('2026-10-01T23:00Z', 'position', { position: at }),
      entry('2026-10-02T01:00Z', 'note'),
      entry('2026-10-02T02:00Z', 'arrival'),
    ]);
    // October at 54° N: night all of 22:00-02:00Z.
    expect(summary.night_hours).toBe(4);
  });
});
