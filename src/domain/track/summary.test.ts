import * as SunCalc from 'suncalc';
import { describe, expect, it } from 'vitest';
import { geodesicMiles } from './geodesic.ts';
import { simplifyTrack } from './simplify.ts';
import { summarizeTrack } from './summary.ts';

const minute = 60_000;
const gdynia = { lat: 54.52, lon: 18.55 };

/** A boat at `knots` due north from `from`, a fix every `everyMinutes`, for `minutes`. */
function northbound(
  from: { lat: number; lon: number },
  start: number,
  minutes: number,
  knots = 5,
  everyMinutes = 1,
) {
  const points: { lat: number; lon: number; time: number }[] = [];
  for (let m = 0; m <= minutes; m += everyMinutes) {
    points.push({ lat: from.lat + (knots * m) / 60 / 60, lon: from.lon, time: start + m * minute });
  }
  return points;
}

describe('distance', () => {
  // The "one degree = 60 Mm" is the spherical figure; on WGS84 a degree of latitude is 59.7-60.3 Mm, so
  // the known answers are the ellipsoid's.
  it('measures one degree of latitude along a meridian on WGS84: 60.1 Mm at 54.5° N, 60.0 at 45° N', () => {
    expect(geodesicMiles(54, 18.55, 55, 18.55)).toBeCloseTo(60.1, 0);
    expect(Math.abs(geodesicMiles(54, 18.55, 55, 18.55) / 60.1 - 1)).toBeLessThan(0.001);
    expect(Math.abs(geodesicMiles(44.5, 0, 45.5, 0) / 60.0 - 1)).toBeLessThan(0.001);
  });

  it('drops a GPS jump that would take more than 50 kn, from distance, speed and bounding box', () => {
    const start = Date.UTC(2026, 5, 21, 8);
    const points = northbound(gdynia, start, 60);
    const clean = summarizeTrack(points);
    points.splice(30, 0, { lat: gdynia.lat, lon: 20, time: start + 30 * minute + 1000 });
    const jumped = summarizeTrack(points);
    expect(jumped.distance).toBe(clean.distance);
    expect(jumped.distance).toBeCloseTo(5, 1);
    expect(jumped.max_speed).toBe(clean.max_speed);
    expect(jumped.bbox?.max_lon).toBe(gdynia.lon);
    expect(jumped.points).toBe(62);
  });
});

function sunsetAtGdynia(noon: number): number {
  const { sunset } = SunCalc.getTimes(new Date(noon), gdynia.lat, gdynia.lon);
  if (!sunset) throw new Error('no sunset at Gdynia that day');
  return sunset.getTime();
}

describe('night hours at Gdynia', () => {
  it('in June counts the hours under way after sunset (about 19:17 UTC)', () => {
    const start = Date.UTC(2026, 5, 21, 18);
    const track = summarizeTrack(northbound(gdynia, start, 4 * 60, 5, 2));
    const sunset = sunsetAtGdynia(Date.UTC(2026, 5, 21, 12));
    expect(new Date(sunset).toISOString().slice(11, 13)).toBe('19');
    expect(track.hours_under_way).toBeCloseTo(4, 2);
    // The boat sails 20 Mm north, where the sun sets a few minutes later: within 0.1 h of Gdynia's figure.
    expect(Math.abs((track.night_hours ?? 0) - (start + 4 * 60 * minute - sunset) / 3_600_000)).toBeLessThan(
      0.1,
    );
  });

  it('in December counts the hours after an early sunset (about 14:25 UTC)', () => {
    const start = Date.UTC(2026, 11, 21, 12);
    const track = summarizeTrack(northbound(gdynia, start, 4 * 60, 5, 2));
    const sunset = sunsetAtGdynia(Date.UTC(2026, 11, 21, 12));
    expect(new Date(sunset).toISOString().slice(11, 13)).toBe('14');
    // North of Gdynia the December sun sets a few minutes earlier: within 0.1 h of Gdynia's figure.
    expect(Math.abs((track.night_hours ?? 0) - (start + 4 * 60 * minute - sunset) / 3_600_000)).toBeLessThan(
      0.1,
    );
    expect(track.night_hours).toBeGreaterThan(1.5);
  });

  it('has no night at midsummer north of the Arctic Circle and all night at midwinter', () => {
    const tromso = { lat: 69.65, lon: 18.96 };
    const summer = summarizeTrack(northbound(tromso, Date.UTC(2026, 5, 21, 20), 6 * 60, 5, 5));
    expect(summer.night_hours).toBe(0);
    const winter = summarizeTrack(northbound(tromso, Date.UTC(2026, 11, 21, 20), 6 * 60, 5, 5));
    expect(winter.night_hours).toBe(winter.hours_under_way);
  });
});

describe('time', () => {
  it('reads a passage across midnight UTC as one, with its ends in UTC', () => {
    const track = summarizeTrack(northbound(gdynia, Date.UTC(2026, 11, 31, 23), 120));
    expect(track).toMatchObject({
      started_at: '2026-12-31T23:00:00.000Z',
      ended_at: '2027-01-01T01:00:00.000Z',
      hours_under_way: 2,
      night_hours: 2,
      average_speed: 5,
      max_speed: 5,
      notes: [],
    });
    expect(track.distance).toBeCloseTo(10, 1);
  });
});

describe('stops', () => {
  it('finds a stop of an hour, with the ends of the track as the first and last stop', () => {
    const start = Date.UTC(2026, 6, 1, 8);
    const out = northbound(gdynia, start, 60);
    const there = out[out.length - 1] as { lat: number; lon: number; time: number };
    // An hour at anchor with the GPS wandering a few metres either way every minute.
    const anchored = Array.from({ length: 60 }, (_, m) => ({
      lat: there.lat + (m % 2 ? 0.00003 : -0.00003),
      lon: there.lon + (m % 3 ? 0.00004 : -0.00004),
      time: there.time + (m + 1) * minute,
    }));
    const back = northbound({ lat: there.lat, lon: there.lon }, there.time + 61 * minute, 60).slice(1);
    const track = summarizeTrack([...out, ...anchored, ...back]);
    expect(track.stops.map((s) => [s.arrived_at, s.departed_at])).toEqual([
      ['2026-07-01T08:00:00.000Z', '2026-07-01T08:00:00.000Z'],
      // From the first fix within 0.15 Mm of the anchorage (a minute out at 5 kn) to the last before leaving.
      ['2026-07-01T08:59:00.000Z', '2026-07-01T10:00:00.000Z'],
      ['2026-07-01T11:01:00.000Z', '2026-07-01T11:01:00.000Z'],
    ]);
    expect(track.stops[1]?.lat).toBeCloseTo(there.lat, 3);
    expect(track.hours_under_way).toBeCloseTo(2, 1);
    // The miles inside the stop's 0.15 Mm circle are not sailed: a little under the 10 Mm out and back.
    expect(track.distance).toBeGreaterThan(9.8);
    expect(track.distance).toBeLessThan(10);
  });

  it('does not call 20 minutes hove to a stop', () => {
    const start = Date.UTC(2026, 6, 1, 8);
    const out = northbound(gdynia, start, 30);
    const there = out[out.length - 1] as { lat: number; lon: number; time: number };
    const hove = Array.from({ length: 20 }, (_, m) => ({ ...there, time: there.time + (m + 1) * minute }));
    const track = summarizeTrack([
      ...out,
      ...hove,
      ...northbound(there, there.time + 21 * minute, 30).slice(1),
    ]);
    expect(track.stops).toHaveLength(2);
  });
});

describe('drifting', () => {
  it('at 0.4 kn is neither under way nor a stop, however often the GPS records it', () => {
    const drift = northbound(gdynia, Date.UTC(2026, 6, 1), 6 * 60, 0.4, 1 / 60);
    expect(drift.length).toBeGreaterThan(21_000);
    const track = summarizeTrack(drift);
    expect(track.hours_under_way).toBe(0);
    expect(track.stops).toHaveLength(2);
    expect(track.distance).toBeCloseTo(2.4, 1);
  });
});

describe('a file without times', () => {
  it('gives distance, the two ends as stops without times, and the bounding box, and says why', () => {
    const points = northbound(gdynia, 0, 60).map((p) => ({ ...p, time: null }));
    expect(summarizeTrack(points)).toEqual({
      points: 61,
      // Five minutes of latitude at 54.5° N on WGS84 (a minute there is 1.0017 Mm).
      distance: 5.01,
      started_at: null,
      ended_at: null,
      hours_under_way: null,
      night_hours: null,
      max_speed: null,
      average_speed: null,
      stops: [
        { lat: gdynia.lat, lon: gdynia.lon, arrived_at: null, departed_at: null },
        { lat: gdynia.lat + 1 / 12, lon: gdynia.lon, arrived_at: null, departed_at: null },
      ],
      bbox: { min_lat: gdynia.lat, min_lon: gdynia.lon, max_lat: gdynia.lat + 5 / 60, max_lon: gdynia.lon },
      notes: ['tracks.notes.no_time'],
    });
  });
});

describe('simplifyTrack', () => {
  it('keeps a straight line as its ends and never gives more than 1,000 points', () => {
    expect(simplifyTrack(northbound(gdynia, 0, 600), 0.0001)).toHaveLength(2);
    const zigzag = Array.from({ length: 50_000 }, (_, i) => ({
      lat: 54 + i * 1e-4,
      lon: 18 + (i % 2) * 0.01,
      time: null,
    }));
    const line = simplifyTrack(zigzag, 0.00001);
    expect(line.length).toBeLessThanOrEqual(1000);
    expect(line[0]).toEqual([54, 18]);
  });
});
