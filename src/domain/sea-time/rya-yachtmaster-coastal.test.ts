import { describe, expect, it } from 'vitest';
import { ryaYachtmasterCoastal } from './rya-yachtmaster-coastal.ts';
import { requirementOf, rows, seaTrip } from './test-support.ts';

/** A trip of `days` days from 1 July 2025. */
const days = (count: number) => ({
  embarkation_date: '2025-07-01',
  disembarkation_date: `2025-07-${String(count).padStart(2, '0')}`,
});

describe('RYA Yachtmaster Coastal: 30 days, 2 as skipper, 800 miles, 12 night hours, half the days tidal', () => {
  it('is met by 15 tidal and 15 other days with 800 miles and 12 night hours', () => {
    const trips = [
      seaTrip({ ...days(15), tidal_hours: 20, distance: 400, night_hours: 6 }),
      seaTrip({ ...days(15), distance: 400, night_hours: 6 }),
    ];
    const result = ryaYachtmasterCoastal(trips);
    expect(rows(result)).toEqual([
      ['days', 30, 30, 'days', true],
      ['skipper-days', 2, 30, 'days', true],
      ['miles', 800, 800, 'miles', true],
      ['night-hours', 12, 12, 'hours', true],
      ['tidal-days', 15, 15, 'days', true],
    ]);
    expect(result.met).toBe(true);
    expect(result.notes).toContain('coastal-skipper-certificate');
    expect(result.notes).toContain('tidal-day-approximation');
  });

  it('needs 30 days: 29 are not enough', () => {
    const result = ryaYachtmasterCoastal([seaTrip(days(29))]);
    expect(requirementOf(result, 'days')).toMatchObject({ achieved: 29, met: false });
  });

  it('counts a day in tidal waters for each day of a trip with tidal hours, none for a trip without', () => {
    const tidal = seaTrip({ ...days(14), tidal_hours: 0.5 });
    const result = ryaYachtmasterCoastal([tidal, seaTrip({ ...days(20), tidal_hours: 0 })]);
    expect(requirementOf(result, 'tidal-days')).toMatchObject({
      achieved: 14,
      met: false,
      trip_ids: [tidal.id],
    });
  });

  it('needs 12 night hours and 800 miles', () => {
    const result = ryaYachtmasterCoastal([seaTrip({ night_hours: 11.75, distance: 799 })]);
    expect(requirementOf(result, 'night-hours').met).toBe(false);
    expect(requirementOf(result, 'miles').met).toBe(false);
  });
});
