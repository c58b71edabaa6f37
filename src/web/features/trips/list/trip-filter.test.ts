import { describe, expect, it } from 'vitest';
import { trip } from '../shared/testing.ts';
import { filterAndSortTrips, matchesTrip } from './trip-filter.ts';

const gdynia = trip({
  id: 1,
  yacht_name: 'Zawisza Czarny',
  registration_number: 'POL-1234',
  embarkation_port: 'Gdynia',
  disembarkation_port: 'Hel',
  embarkation_date: '2026-05-01',
  captain: { ...trip().captain, first_name: 'Łukasz', last_name: 'Żółkiewski' },
});
const mazury = trip({
  id: 2,
  yacht_name: 'Mazurek',
  registration_number: 'GIZ-77',
  embarkation_port: 'Giżycko',
  disembarkation_port: 'Mikołajki',
  embarkation_date: '2025-08-10',
  captain: { ...trip().captain, first_name: 'Anna', last_name: 'Nowak' },
});
const split = trip({
  id: 3,
  yacht_name: 'Adriatic Star',
  registration_number: 'HR-9',
  embarkation_port: 'Split',
  disembarkation_port: 'Dubrovnik',
  embarkation_date: '2026-09-20',
  captain: { ...trip().captain, first_name: 'Marta', last_name: 'Wiśniewska' },
});
const undated = trip({
  id: 4,
  yacht_name: 'Bez daty',
  embarkation_date: '',
  captain: { ...trip().captain, first_name: 'Ewa', last_name: 'Lis' },
});
const all = [gdynia, mazury, split, undated];
const ids = (trips: { id: number }[]) => trips.map((item) => item.id);

describe('matchesTrip', () => {
  it.each([
    ['yacht name', 'zawisza', gdynia],
    ['captain first name', 'anna', mazury],
    ['captain last name', 'nowak', mazury],
    ['registration number', 'giz-77', mazury],
    ['embarkation port', 'split', split],
    ['disembarkation port', 'dubrovnik', split],
  ])('finds a trip by its %s', (_field, term, expected) => {
    expect(ids(filterAndSortTrips(all, { term, direction: 'desc' }))).toEqual([expected.id]);
  });

  it('ignores case, Polish capitals included', () => {
    expect(matchesTrip(gdynia, 'ŁUKASZ')).toBe(true);
    expect(matchesTrip(gdynia, 'żółkiewski')).toBe(true);
    expect(matchesTrip(gdynia, 'ŻÓŁKIEWSKI')).toBe(true);
    expect(matchesTrip(mazury, 'MIKOŁAJKI')).toBe(true);
    expect(matchesTrip(mazury, 'GIŻYCKO')).toBe(true);
    expect(matchesTrip(split, 'wiŚniewska')).toBe(true);
  });

  it('matches part of a value and trims the term', () => {
    expect(matchesTrip(split, '  adriat ')).toBe(true);
    expect(matchesTrip(split, 'star')).toBe(true);
  });

  it('does not search other fields', () => {
    expect(matchesTrip(gdynia, 'Gdynia')).toBe(true);
    expect(matchesTrip(trip({ ...gdynia, embarkation_port: 'X', home_port: 'Gdynia' }), 'Gdynia')).toBe(
      false,
    );
    expect(matchesTrip(gdynia, 'Strong westerlies')).toBe(false);
    expect(matchesTrip(gdynia, 'anna@example.com')).toBe(false);
  });

  it('matches every trip for a blank term', () => {
    expect(ids(filterAndSortTrips(all, { term: '   ', direction: 'desc' }))).toHaveLength(4);
  });

  it('finds nothing for a term no trip has', () => {
    expect(filterAndSortTrips(all, { term: 'Atlantis', direction: 'desc' })).toEqual([]);
  });
});

describe('filterAndSortTrips', () => {
  it('sorts by embarkation date, newest first, with missing dates last', () => {
    expect(ids(filterAndSortTrips(all, { term: '', direction: 'desc' }))).toEqual([3, 1, 2, 4]);
  });

  it('sorts oldest first when toggled, missing dates still last', () => {
    expect(ids(filterAndSortTrips(all, { term: '', direction: 'asc' }))).toEqual([2, 1, 3, 4]);
  });

  it('compares as dates and treats text that is not a date as missing', () => {
    const broken = trip({ id: 5, embarkation_date: 'soon' });
    const early = trip({ id: 6, embarkation_date: '2026-01-31' });
    const late = trip({ id: 7, embarkation_date: '2026-10-01' });
    expect(ids(filterAndSortTrips([broken, early, late], { term: '', direction: 'desc' }))).toEqual([
      7, 6, 5,
    ]);
    expect(ids(filterAndSortTrips([broken, late, early], { term: '', direction: 'asc' }))).toEqual([6, 7, 5]);
  });

  it('keeps the newest record first on equal dates, and does not change its input', () => {
    const a = trip({ id: 10, embarkation_date: '2026-05-01' });
    const b = trip({ id: 11, embarkation_date: '2026-05-01' });
    const input = [a, b];
    expect(ids(filterAndSortTrips(input, { term: '', direction: 'asc' }))).toEqual([11, 10]);
    expect(ids(input)).toEqual([10, 11]);
  });

  it('filters and sorts together', () => {
    expect(ids(filterAndSortTrips(all, { term: 'a', direction: 'asc' }))).toEqual([2, 1, 3, 4]);
    expect(ids(filterAndSortTrips(all, { term: 'wiśniewska', direction: 'asc' }))).toEqual([3]);
  });
});
