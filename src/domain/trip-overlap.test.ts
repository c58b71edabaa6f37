import { describe, expect, it } from 'vitest';
import { tripDays } from './trip-days.ts';
import {
  type DatedTrip,
  distinctDays,
  overlappingTrips,
  overlapsByTrip,
  tripsOverlap,
} from './trip-overlap.ts';

let nextId = 1;
const trip = (embarkation_date: string, disembarkation_date: string, status = 'completed'): DatedTrip => ({
  id: nextId++,
  embarkation_date,
  disembarkation_date,
  status,
});

describe('tripsOverlap', () => {
  it.each([
    [
      '1-8 June and 7-15 June share two days',
      ['2026-06-01', '2026-06-08'],
      ['2026-06-07', '2026-06-15'],
      true,
    ],
    ['one inside the other', ['2026-06-01', '2026-06-30'], ['2026-06-10', '2026-06-12'], true],
    ['the same dates', ['2026-06-01', '2026-06-08'], ['2026-06-01', '2026-06-08'], true],
    ['a day sail in the middle of a trip', ['2026-06-01', '2026-06-08'], ['2026-06-04', '2026-06-04'], true],
    [
      'a changeover day: 1-8 and 8-15 June',
      ['2026-06-01', '2026-06-08'],
      ['2026-06-08', '2026-06-15'],
      false,
    ],
    ['a day sail on the last day', ['2026-06-01', '2026-06-08'], ['2026-06-08', '2026-06-08'], false],
    ['a day sail on the first day', ['2026-06-01', '2026-06-08'], ['2026-06-01', '2026-06-01'], false],
    ['two day sails on one day', ['2026-06-01', '2026-06-01'], ['2026-06-01', '2026-06-01'], false],
    ['apart', ['2026-06-01', '2026-06-08'], ['2026-06-09', '2026-06-15'], false],
    ['across a year end', ['2026-12-28', '2027-01-03'], ['2027-01-02', '2027-01-05'], true],
  ])('%s', (_name, [aFrom, aTo], [bFrom, bTo], expected) => {
    const a = trip(aFrom as string, aTo as string);
    const b = trip(bFrom as string, bTo as string);
    expect(tripsOverlap(a, b)).toBe(expected);
    expect(tripsOverlap(b, a)).toBe(expected);
  });

  it('never overlaps a trip with itself, a cancelled trip or one without valid dates', () => {
    const june = trip('2026-06-01', '2026-06-08');
    expect(tripsOverlap(june, june)).toBe(false);
    expect(tripsOverlap(june, trip('2026-06-02', '2026-06-05', 'cancelled'))).toBe(false);
    expect(tripsOverlap(trip('2026-06-02', '2026-06-05', 'cancelled'), june)).toBe(false);
    expect(tripsOverlap(june, trip('2026-06-02', ''))).toBe(false);
    expect(tripsOverlap(june, trip('2026-06-05', '2026-06-02'))).toBe(false);
    expect(tripsOverlap(june, trip('2026-02-30', '2026-06-05'))).toBe(false);
    expect(tripsOverlap(june, trip('2026-06-02', '2026-06-05', 'planned'))).toBe(true);
    expect(
      tripsOverlap(june, { id: 99, embarkation_date: '2026-06-02', disembarkation_date: '2026-06-05' }),
    ).toBe(true);
  });
});

describe('overlappingTrips and overlapsByTrip', () => {
  const may = trip('2026-05-01', '2026-05-31');
  const early = trip('2026-05-03', '2026-05-05');
  const late = trip('2026-05-20', '2026-06-02');
  const june = trip('2026-06-02', '2026-06-09');
  const july = trip('2026-07-01', '2026-07-05');
  const all = [july, june, late, may, early];

  it('lists the trips a trip overlaps, earliest first, never itself', () => {
    expect(overlappingTrips(may, all).map((t) => t.id)).toEqual([early.id, late.id]);
    expect(overlappingTrips(june, all)).toEqual([]);
    expect(overlappingTrips(july, all)).toEqual([]);
  });

  it('gives every overlapping trip of a list the same answer as overlappingTrips', () => {
    const map = overlapsByTrip(all);
    for (const one of all) {
      expect([...(map.get(one.id) ?? [])].sort()).toEqual(
        overlappingTrips(one, all)
          .map((t) => t.id)
          .sort(),
      );
    }
    expect(map.has(june.id)).toBe(false);
  });

  it('agrees with the pairwise rule on a crowded list', () => {
    const many = Array.from({ length: 60 }, (_, index) => {
      const start = 1 + ((index * 7) % 28);
      const length = (index * 5) % 9;
      const day = (n: number) => `2026-08-${String(n).padStart(2, '0')}`;
      return trip(
        day(start),
        day(Math.min(31, start + length)),
        index % 11 === 0 ? 'cancelled' : 'completed',
      );
    });
    const map = overlapsByTrip(many);
    for (const one of many) {
      const expected = many.filter((other) => tripsOverlap(one, other)).map((t) => t.id);
      expect([...(map.get(one.id) ?? [])].sort()).toEqual(expected.sort());
    }
  });
});

describe('distinctDays', () => {
  const span = (embarkation_date: string, disembarkation_date: string) => ({
    embarkation_date,
    disembarkation_date,
  });

  it('counts one trip inclusively, as the day rule does', () => {
    expect(distinctDays([span('2026-06-01', '2026-06-08')])).toBe(8);
    expect(distinctDays([span('2026-06-01', '2026-06-01')])).toBe(1);
    expect(distinctDays([span('2026-06-01', '2026-06-08')])).toBe(tripDays('2026-06-01', '2026-06-08'));
  });

  it('counts a changeover day once: 1-8 and 8-15 June are 15 days', () => {
    expect(distinctDays([span('2026-06-01', '2026-06-08'), span('2026-06-08', '2026-06-15')])).toBe(15);
  });

  it('counts overlapping and enclosed days once, in any order', () => {
    const trips = [
      span('2026-06-20', '2026-06-25'),
      span('2026-06-01', '2026-06-10'),
      span('2026-06-05', '2026-06-07'),
      span('2026-06-09', '2026-06-12'),
      span('2026-06-01', '2026-06-10'),
    ];
    // 1-12 June (12 days) and 20-25 June (6 days).
    expect(distinctDays(trips)).toBe(18);
    expect(distinctDays([...trips].reverse())).toBe(18);
  });

  it('adds the days of trips apart, and nothing for trips without valid dates', () => {
    expect(
      distinctDays([
        span('2026-06-01', '2026-06-02'),
        span('2026-06-04', '2026-06-04'),
        span('2026-06-10', '2026-06-01'),
        span('', '2026-06-04'),
        span('2026-13-01', '2026-13-02'),
      ]),
    ).toBe(3);
    expect(distinctDays([])).toBe(0);
  });

  it('crosses months and years', () => {
    expect(distinctDays([span('2026-12-30', '2027-01-02'), span('2027-01-02', '2027-01-03')])).toBe(5);
    expect(distinctDays([span('2028-02-28', '2028-03-01')])).toBe(3);
  });
});
