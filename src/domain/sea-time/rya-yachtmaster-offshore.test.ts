import { describe, expect, it } from 'vitest';
import { ryaYachtmasterOffshore, windowStart } from './rya-yachtmaster-offshore.ts';
import { passage, requirementOf, rows, seaTrip } from './test-support.ts';

const today = '2026-11-26';
const offshore = (trips: Parameters<typeof ryaYachtmasterOffshore>[0]) =>
  ryaYachtmasterOffshore(trips, today);

/** A 25-day trip (1 to 25 July) of 1250 miles in command with tidal hours. */
const long = (overrides: Parameters<typeof seaTrip>[0] = {}) =>
  seaTrip({
    embarkation_date: '2025-07-01',
    disembarkation_date: '2025-07-25',
    distance: 1250,
    tidal_hours: 40,
    ...overrides,
  });

describe('RYA Yachtmaster Offshore', () => {
  it('is met by 50 days, 5 in command, 2500 miles, 5 passages over 60 miles (2 overnight, 2 as skipper)', () => {
    const trips = [
      long({ passages: [passage(61, true), passage(80, true), passage(100)] }),
      long({ role_on_board: 'crew', passages: [passage(70), passage(65)] }),
    ];
    const result = offshore(trips);
    expect(rows(result)).toEqual([
      ['days', 50, 50, 'days', true],
      ['skipper-days', 5, 25, 'days', true],
      ['miles', 2500, 2500, 'miles', true],
      ['passages', 5, 5, 'passages', true],
      ['overnight-passages', 2, 2, 'passages', true],
      ['skipper-passages', 2, 3, 'passages', true],
      ['tidal-days', 25, 50, 'days', true],
    ]);
    expect(result.met).toBe(true);
    expect(result.notes).toEqual(
      expect.arrayContaining([
        'age-18',
        'first-aid',
        'vhf',
        'ten-years',
        'large-vessels',
        'day-approximation',
      ]),
    );
  });

  describe('passages over 60 miles', () => {
    it('does not count a passage of 60 miles exactly, counts 60.1', () => {
      const trip = seaTrip({ passages: [passage(60, true), passage(60.1, true)] });
      const result = offshore([trip]);
      expect(requirementOf(result, 'passages')).toMatchObject({ achieved: 1, trip_ids: [trip.id] });
      expect(requirementOf(result, 'overnight-passages').achieved).toBe(1);
    });

    it('needs 5: 4 are not enough', () => {
      const result = offshore([seaTrip({ passages: [passage(61), passage(62), passage(63), passage(64)] })]);
      expect(requirementOf(result, 'passages')).toMatchObject({ achieved: 4, met: false });
    });

    it('counts overnight passages apart: 1 overnight of 3 is not enough', () => {
      const result = offshore([seaTrip({ passages: [passage(90, true), passage(90), passage(90)] })]);
      expect(requirementOf(result, 'overnight-passages')).toMatchObject({ achieved: 1, met: false });
    });

    it('counts skipper passages on trips in command only', () => {
      const crew = seaTrip({ role_on_board: 'second_officer', passages: [passage(90), passage(90)] });
      const skipper = seaTrip({ passages: [passage(90)] });
      const result = offshore([crew, skipper]);
      expect(requirementOf(result, 'passages').achieved).toBe(3);
      expect(requirementOf(result, 'skipper-passages')).toMatchObject({
        achieved: 1,
        met: false,
        trip_ids: [skipper.id],
      });
    });

    it('counts passages on vessels of 7 to 24 m only', () => {
      const result = offshore([
        seaTrip({ hull_length: 6.9, passages: [passage(90)] }),
        seaTrip({ hull_length: 7, passages: [passage(90)] }),
        seaTrip({ hull_length: 24, passages: [passage(90)] }),
        seaTrip({ hull_length: 24.1, passages: [passage(90)] }),
      ]);
      expect(requirementOf(result, 'passages').achieved).toBe(2);
    });
  });

  describe('time on vessels over 24 m counts half', () => {
    it('halves the days and miles of a 30 m vessel, not of a 24 m one', () => {
      const big = long({ hull_length: 30 });
      const limit = long({ hull_length: 24 });
      const result = offshore([big, limit]);
      expect(requirementOf(result, 'days')).toMatchObject({ achieved: 37.5, met: false });
      expect(requirementOf(result, 'miles')).toMatchObject({ achieved: 1875, met: false });
      expect(requirementOf(result, 'days').trip_ids).toEqual([big.id, limit.id]);
    });

    it('halves miles exactly (25 days and 5000 miles on a superyacht meet the miles, not the days)', () => {
      const result = offshore([long({ hull_length: 45.5, distance: 5000 })]);
      expect(requirementOf(result, 'miles')).toMatchObject({ achieved: 2500, met: true });
      expect(requirementOf(result, 'days')).toMatchObject({ achieved: 12.5, met: false });
    });

    it('does not halve skipper days or tidal days', () => {
      const result = offshore([long({ hull_length: 30 })]);
      expect(requirementOf(result, 'skipper-days').achieved).toBe(25);
      expect(requirementOf(result, 'tidal-days').achieved).toBe(25);
    });
  });

  describe('only the last 10 years count', () => {
    it('starts the window on the same date 10 years before today', () => {
      expect(windowStart('2026-11-26')).toBe('2016-11-26');
      expect(windowStart('2028-02-29')).toBe('2018-02-29');
    });

    it('counts a trip that began on the first day of the window, not one that began the day before', () => {
      const inside = long({ embarkation_date: '2016-11-26', disembarkation_date: '2016-12-20' });
      const outside = long({ embarkation_date: '2016-11-25', disembarkation_date: '2016-12-19' });
      const result = offshore([inside, outside]);
      expect(requirementOf(result, 'days')).toMatchObject({ achieved: 25, trip_ids: [inside.id] });
      expect(requirementOf(result, 'miles').trip_ids).toEqual([inside.id]);
    });

    it('moves with today: the same trip counts no more a year later', () => {
      const trip = long({ embarkation_date: '2017-06-01', disembarkation_date: '2017-06-25' });
      expect(requirementOf(ryaYachtmasterOffshore([trip], '2027-05-31'), 'days').achieved).toBe(25);
      expect(requirementOf(ryaYachtmasterOffshore([trip], '2027-06-02'), 'days').achieved).toBe(0);
    });

    it('reads 29 February 2028 as after 28 February 2018 and before 1 March 2018', () => {
      const feb28 = seaTrip({ embarkation_date: '2018-02-28', disembarkation_date: '2018-02-28' });
      const mar1 = seaTrip({ embarkation_date: '2018-03-01', disembarkation_date: '2018-03-01' });
      expect(requirementOf(ryaYachtmasterOffshore([feb28, mar1], '2028-02-29'), 'days').trip_ids).toEqual([
        mar1.id,
      ]);
    });
  });

  it('counts neither inland, cancelled nor unfinished trips', () => {
    const result = offshore([
      long({ waters: 'inland', passages: [passage(100)] }),
      long({ status: 'cancelled', passages: [passage(100)] }),
      long({ status: 'in_progress', passages: [passage(100)] }),
    ]);
    for (const item of result.requirements) expect(item).toMatchObject({ achieved: 0, trip_ids: [] });
  });
});
