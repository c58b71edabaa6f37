import { describe, expect, it } from 'vitest';
import { ryaCoastalSkipper } from './rya-coastal-skipper.ts';
import { requirementOf, rows, seaTrip } from './test-support.ts';

describe('RYA Coastal Skipper: 15 days, 2 as skipper, 300 miles, 8 night hours', () => {
  it('is met by 15 days with 2 in command, 300 miles and 8 night hours', () => {
    const trips = [
      seaTrip({ embarkation_date: '2026-05-01', disembarkation_date: '2026-05-13', role_on_board: 'crew' }),
      seaTrip({
        embarkation_date: '2026-06-01',
        disembarkation_date: '2026-06-02',
        distance: 300,
        night_hours: 8,
      }),
    ];
    const result = ryaCoastalSkipper(trips);
    expect(rows(result)).toEqual([
      ['days', 15, 15, 'days', true],
      ['skipper-days', 2, 2, 'days', true],
      ['miles', 300, 300, 'miles', true],
      ['night-hours', 8, 8, 'hours', true],
    ]);
    expect(result.met).toBe(true);
    expect(requirementOf(result, 'skipper-days').trip_ids).toEqual([trips[1]?.id]);
  });

  it('counts no skipper days for a trip as crew, mate or another role', () => {
    const result = ryaCoastalSkipper([
      seaTrip({ role_on_board: 'crew' }),
      seaTrip({ role_on_board: 'first_officer' }),
      seaTrip({ role_on_board: '_other' }),
    ]);
    expect(requirementOf(result, 'days').achieved).toBe(9);
    expect(requirementOf(result, 'skipper-days')).toMatchObject({ achieved: 0, met: false, trip_ids: [] });
  });

  it('needs 2 skipper days: a same-day trip in command is 1', () => {
    const result = ryaCoastalSkipper([seaTrip({ disembarkation_date: '2026-05-01' })]);
    expect(requirementOf(result, 'skipper-days')).toMatchObject({ achieved: 1, met: false });
  });

  it('needs 300 miles and 8 night hours', () => {
    const result = ryaCoastalSkipper([seaTrip({ distance: 299.5, night_hours: 7.75 })]);
    expect(requirementOf(result, 'miles').met).toBe(false);
    expect(requirementOf(result, 'night-hours').met).toBe(false);
  });
});
