import { describe, expect, it } from 'vitest';
import { pzzJsm } from './pzz-jsm.ts';
import { requirementOf, seaTrip } from './test-support.ts';

describe('PZŻ jachtowy sternik morski: 2 sea cruises, 200 hours under way', () => {
  it('is met by 2 cruises of 100 hours each, and lists both trips under each requirement', () => {
    const trips = [seaTrip({ sailing_hours: 80, engine_hours: 20 }), seaTrip({ sailing_hours: 100 })];
    expect(pzzJsm(trips)).toEqual({
      id: 'pzz-jsm',
      met: true,
      requirements: [
        {
          id: 'sea-cruises',
          required: 2,
          achieved: 2,
          unit: 'cruises',
          met: true,
          trip_ids: trips.map((t) => t.id),
        },
        {
          id: 'hours-under-way',
          required: 200,
          achieved: 200,
          unit: 'hours',
          met: true,
          trip_ids: trips.map((t) => t.id),
        },
      ],
      notes: ['age-18', 'exam'],
    });
  });

  it('needs a second cruise: 1 cruise of 300 hours is not enough', () => {
    const result = pzzJsm([seaTrip({ sailing_hours: 300 })]);
    expect(requirementOf(result, 'sea-cruises')).toMatchObject({ achieved: 1, met: false });
    expect(requirementOf(result, 'hours-under-way')).toMatchObject({ achieved: 300, met: true });
    expect(result.met).toBe(false);
  });

  it('needs 200 hours: 199 are not enough, 200 are', () => {
    const short = pzzJsm([seaTrip({ sailing_hours: 150 }), seaTrip({ engine_hours: 49 })]);
    expect(requirementOf(short, 'hours-under-way')).toMatchObject({ achieved: 199, met: false });
    expect(short.met).toBe(false);
    const enough = pzzJsm([
      seaTrip({ sailing_hours: 150 }),
      seaTrip({ sailing_hours: 0.5, engine_hours: 49.5 }),
    ]);
    expect(requirementOf(enough, 'hours-under-way')).toMatchObject({ achieved: 200, met: true });
    expect(enough.met).toBe(true);
  });

  it('adds decimal hours without binary noise (0.1 + 0.2 + 199.7 meets 200)', () => {
    const result = pzzJsm([
      seaTrip({ sailing_hours: 0.1 }),
      seaTrip({ sailing_hours: 0.2, engine_hours: 199.7 }),
    ]);
    expect(requirementOf(result, 'hours-under-way')).toMatchObject({ achieved: 200, met: true });
  });

  it('counts no hours in port: only under sail and engine', () => {
    const trip = { ...seaTrip({ sailing_hours: 10, engine_hours: 5 }), mooring_hours: 500 };
    expect(requirementOf(pzzJsm([trip]), 'hours-under-way').achieved).toBe(15);
  });

  it('counts inland, cancelled, planned and under-way trips toward nothing', () => {
    const others = [
      seaTrip({ waters: 'inland', sailing_hours: 300 }),
      seaTrip({ status: 'cancelled', sailing_hours: 300 }),
      seaTrip({ status: 'planned', sailing_hours: 300 }),
      seaTrip({ status: 'in_progress', sailing_hours: 300 }),
    ];
    const counted = seaTrip({ sailing_hours: 10 });
    const result = pzzJsm([...others, counted]);
    expect(requirementOf(result, 'sea-cruises')).toMatchObject({ achieved: 1, trip_ids: [counted.id] });
    expect(requirementOf(result, 'hours-under-way')).toMatchObject({ achieved: 10, trip_ids: [counted.id] });
  });

  it('counts a cruise in command or as crew alike', () => {
    const result = pzzJsm([
      seaTrip({ role_on_board: 'crew', sailing_hours: 120 }),
      seaTrip({ sailing_hours: 80 }),
    ]);
    expect(result.met).toBe(true);
  });

  it('counts a cruise that logged no hours as a cruise, but not toward the hours', () => {
    const empty = seaTrip();
    const result = pzzJsm([empty]);
    expect(requirementOf(result, 'sea-cruises').trip_ids).toEqual([empty.id]);
    expect(requirementOf(result, 'hours-under-way')).toMatchObject({ achieved: 0, trip_ids: [] });
  });

  it('is not met by an empty logbook', () => {
    const result = pzzJsm([]);
    expect(result.met).toBe(false);
    expect(result.requirements.map((item) => [item.id, item.achieved])).toEqual([
      ['sea-cruises', 0],
      ['hours-under-way', 0],
    ]);
  });
});
