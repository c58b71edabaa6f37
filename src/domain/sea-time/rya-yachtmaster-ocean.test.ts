import { describe, expect, it } from 'vitest';
import { ryaYachtmasterOcean } from './rya-yachtmaster-ocean.ts';
import { passage, requirementOf, seaTrip } from './test-support.ts';

describe('RYA Yachtmaster Ocean: a passage of at least 600 miles, at least 96 hours at sea', () => {
  it('is met by a 600-mile passage on a trip of 96 hours under way', () => {
    const trip = seaTrip({ sailing_hours: 90, engine_hours: 6, passages: [passage(600, true)] });
    expect(ryaYachtmasterOcean([trip])).toEqual({
      id: 'rya-yachtmaster-ocean',
      met: true,
      requirements: [
        { id: 'ocean-passage', required: 600, achieved: 600, unit: 'miles', met: true, trip_ids: [trip.id] },
        {
          id: 'ocean-passage-hours',
          required: 96,
          achieved: 96,
          unit: 'hours',
          met: true,
          trip_ids: [trip.id],
        },
      ],
      notes: [
        'yachtmaster-offshore-held',
        'exam',
        'ocean-passage-role',
        'ocean-passage-offshore',
        'ocean-hours-approximation',
        'astro-navigation',
      ],
    });
  });

  it('shows the longest passage while none reaches 600 miles (599.5 is not enough)', () => {
    const shorter = seaTrip({ sailing_hours: 200, passages: [passage(300)] });
    const longest = seaTrip({ sailing_hours: 100, passages: [passage(120), passage(599.5)] });
    const result = ryaYachtmasterOcean([shorter, longest]);
    expect(requirementOf(result, 'ocean-passage')).toMatchObject({
      achieved: 599.5,
      met: false,
      trip_ids: [longest.id],
    });
    expect(requirementOf(result, 'ocean-passage-hours')).toMatchObject({
      achieved: 100,
      trip_ids: [longest.id],
    });
    expect(result.met).toBe(false);
  });

  it('needs 96 hours on the trip of the passage: 95.5 are not enough', () => {
    const result = ryaYachtmasterOcean([seaTrip({ sailing_hours: 95.5, passages: [passage(700)] })]);
    expect(requirementOf(result, 'ocean-passage').met).toBe(true);
    expect(requirementOf(result, 'ocean-passage-hours')).toMatchObject({ achieved: 95.5, met: false });
    expect(result.met).toBe(false);
  });

  it('takes the hours of a trip with an ocean passage, never of another trip', () => {
    const ocean = seaTrip({ sailing_hours: 80, passages: [passage(650)] });
    const coastal = seaTrip({ sailing_hours: 300, passages: [passage(100)] });
    const result = ryaYachtmasterOcean([ocean, coastal]);
    expect(requirementOf(result, 'ocean-passage-hours')).toMatchObject({
      achieved: 80,
      met: false,
      trip_ids: [ocean.id],
    });
    expect(result.met).toBe(false);
  });

  it('is met when one of several ocean passages has its 96 hours, and lists every ocean trip', () => {
    const longer = seaTrip({ sailing_hours: 90, passages: [passage(900)] });
    const enough = seaTrip({ sailing_hours: 120, passages: [passage(610)] });
    const result = ryaYachtmasterOcean([longer, enough]);
    expect(requirementOf(result, 'ocean-passage')).toMatchObject({
      achieved: 900,
      trip_ids: [longer.id, enough.id],
    });
    expect(requirementOf(result, 'ocean-passage-hours')).toMatchObject({
      achieved: 120,
      trip_ids: [enough.id],
    });
    expect(result.met).toBe(true);
  });

  it('takes a passage of 600 miles exactly as an ocean passage, with the hours of its trip', () => {
    const exactly = seaTrip({ sailing_hours: 100, passages: [passage(600)] });
    const longer = seaTrip({ sailing_hours: 50, passages: [passage(700)] });
    const result = ryaYachtmasterOcean([exactly, longer]);
    expect(requirementOf(result, 'ocean-passage').trip_ids).toEqual([exactly.id, longer.id]);
    expect(requirementOf(result, 'ocean-passage-hours')).toMatchObject({
      achieved: 100,
      trip_ids: [exactly.id],
    });
    expect(result.met).toBe(true);
  });

  it('counts nothing without passages, and never an inland or unfinished trip', () => {
    const result = ryaYachtmasterOcean([
      seaTrip({ sailing_hours: 500 }),
      seaTrip({ waters: 'inland', sailing_hours: 500, passages: [passage(800)] }),
      seaTrip({ status: 'planned', sailing_hours: 500, passages: [passage(800)] }),
      seaTrip({ status: 'cancelled', sailing_hours: 500, passages: [passage(800)] }),
    ]);
    for (const item of result.requirements)
      expect(item).toMatchObject({ achieved: 0, met: false, trip_ids: [] });
  });
});
