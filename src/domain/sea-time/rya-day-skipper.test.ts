import { describe, expect, it } from 'vitest';
import { ryaDaySkipper } from './rya-day-skipper.ts';
import { requirementOf, rows, seaTrip } from './test-support.ts';

describe('RYA Day Skipper: 5 days, 100 miles, 4 night hours', () => {
  it('is met at exactly 5 days, 100 miles and 4 night hours', () => {
    const trips = [
      seaTrip({
        embarkation_date: '2026-05-01',
        disembarkation_date: '2026-05-03',
        distance: 60,
        night_hours: 1,
      }),
      seaTrip({
        embarkation_date: '2026-06-10',
        disembarkation_date: '2026-06-11',
        distance: 40,
        night_hours: 3,
      }),
    ];
    const result = ryaDaySkipper(trips);
    expect(rows(result)).toEqual([
      ['days', 5, 5, 'days', true],
      ['miles', 100, 100, 'miles', true],
      ['night-hours', 4, 4, 'hours', true],
    ]);
    expect(result.met).toBe(true);
    expect(result.notes).toEqual(['day-skipper-theory', 'day-approximation']);
  });

  it('counts the days of a trip inclusively: 1 to 4 May is 4 days, one short', () => {
    const result = ryaDaySkipper([
      seaTrip({
        embarkation_date: '2026-05-01',
        disembarkation_date: '2026-05-04',
        distance: 100,
        night_hours: 4,
      }),
    ]);
    expect(requirementOf(result, 'days')).toMatchObject({ achieved: 4, met: false });
    expect(result.met).toBe(false);
  });

  it('needs 100 miles (99.9 are not enough) and 4 night hours (3.5 are not enough)', () => {
    const result = ryaDaySkipper([seaTrip({ distance: 99.9, night_hours: 3.5 }), seaTrip()]);
    expect(requirementOf(result, 'miles')).toMatchObject({ achieved: 99.9, met: false });
    expect(requirementOf(result, 'night-hours')).toMatchObject({ achieved: 3.5, met: false });
  });

  it('counts days as crew as well as in command, and only sea trips that are completed', () => {
    const crew = seaTrip({ role_on_board: 'crew' });
    const result = ryaDaySkipper([
      crew,
      seaTrip({ waters: 'inland', distance: 500 }),
      seaTrip({ status: 'cancelled', distance: 500 }),
      seaTrip({ status: 'planned', distance: 500 }),
    ]);
    expect(requirementOf(result, 'days')).toMatchObject({ achieved: 3, trip_ids: [crew.id] });
    expect(requirementOf(result, 'miles')).toMatchObject({ achieved: 0, trip_ids: [] });
  });
});
