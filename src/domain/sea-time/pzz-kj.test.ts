import { describe, expect, it } from 'vitest';
import type { SeaTimeTrip } from './counting.ts';
import { pzzKj } from './pzz-kj.ts';
import { requirementOf, rows, seaTrip } from './test-support.ts';

/** A cruise of more than 100 hours on tidal waters calling at 2 tidal ports. */
const tidal = (overrides: Partial<SeaTimeTrip> = {}) =>
  seaTrip({
    sailing_hours: 120,
    tidal_hours: 110,
    embarkation_port: 'Cuxhaven',
    is_embarkation_tidal_port: true,
    disembarkation_port: 'Helgoland',
    is_disembarkation_tidal_port: true,
    ...overrides,
  });

describe('PZŻ kapitan jachtowy', () => {
  it('is met by 6 cruises of 200 hours in command of a 12 m yacht, one on a 21 m yacht, one tidal', () => {
    const trips = [
      tidal({ hull_length: 12, sailing_hours: 200 }),
      seaTrip({ hull_length: 21, sailing_hours: 200 }),
      ...Array.from({ length: 4 }, () => seaTrip({ hull_length: 12, sailing_hours: 200 })),
    ];
    const result = pzzKj(trips);
    expect(rows(result)).toEqual([
      ['sea-cruises', 6, 6, 'cruises', true],
      ['hours-under-way', 1200, 1200, 'hours', true],
      ['command-hours', 400, 1200, 'hours', true],
      ['large-yacht-cruise', 1, 1, 'cruises', true],
      ['tidal-cruise', 1, 1, 'cruises', true],
    ]);
    expect(result.met).toBe(true);
    expect(result.notes).toEqual(['jsm-held', 'exam']);
  });

  it('needs a sixth cruise: 5 are not enough', () => {
    const five = Array.from({ length: 5 }, () => seaTrip({ sailing_hours: 300 }));
    expect(requirementOf(pzzKj(five), 'sea-cruises')).toMatchObject({ achieved: 5, met: false });
    expect(requirementOf(pzzKj([...five, seaTrip()]), 'sea-cruises')).toMatchObject({
      achieved: 6,
      met: true,
    });
  });

  it('needs 1200 hours under way: 1199.5 are not enough', () => {
    const short = pzzKj([seaTrip({ sailing_hours: 1000 }), seaTrip({ engine_hours: 199.5 })]);
    expect(requirementOf(short, 'hours-under-way')).toMatchObject({ achieved: 1199.5, met: false });
    const enough = pzzKj([seaTrip({ sailing_hours: 1000 }), seaTrip({ engine_hours: 200 })]);
    expect(requirementOf(enough, 'hours-under-way')).toMatchObject({ achieved: 1200, met: true });
  });

  describe('400 hours in command on yachts over 7.5 m', () => {
    it('counts a 7.6 m yacht and not a 7.5 m one', () => {
      const exactly = seaTrip({ hull_length: 7.5, sailing_hours: 300 });
      const longer = seaTrip({ hull_length: 7.6, sailing_hours: 100 });
      expect(requirementOf(pzzKj([exactly, longer]), 'command-hours')).toMatchObject({
        achieved: 100,
        met: false,
        trip_ids: [longer.id],
      });
    });

    it('counts hours as skipper only, not as crew or officer', () => {
      const skipper = seaTrip({ sailing_hours: 399 });
      const crew = seaTrip({ role_on_board: 'crew', sailing_hours: 50 });
      const mate = seaTrip({ role_on_board: 'first_officer', sailing_hours: 50 });
      const result = pzzKj([skipper, crew, mate]);
      expect(requirementOf(result, 'command-hours')).toMatchObject({
        achieved: 399,
        met: false,
        trip_ids: [skipper.id],
      });
      expect(requirementOf(result, 'hours-under-way').achieved).toBe(499);
    });

    it('is met at 400 hours, sail and engine together', () => {
      const result = pzzKj([seaTrip({ sailing_hours: 300, engine_hours: 100 })]);
      expect(requirementOf(result, 'command-hours')).toMatchObject({ achieved: 400, met: true });
    });
  });

  describe('one cruise of more than 100 hours on a yacht over 20 m', () => {
    it('counts 100.5 hours on a 20.5 m yacht, not 100 hours exactly', () => {
      const exactly = seaTrip({ hull_length: 20.5, sailing_hours: 60, engine_hours: 40 });
      expect(requirementOf(pzzKj([exactly]), 'large-yacht-cruise')).toMatchObject({
        achieved: 0,
        met: false,
      });
      const more = seaTrip({ hull_length: 20.5, sailing_hours: 60, engine_hours: 40.5 });
      expect(requirementOf(pzzKj([exactly, more]), 'large-yacht-cruise')).toMatchObject({
        achieved: 1,
        met: true,
        trip_ids: [more.id],
      });
    });

    it('does not count a yacht of 20 m exactly', () => {
      const result = pzzKj([seaTrip({ hull_length: 20, sailing_hours: 500 })]);
      expect(requirementOf(result, 'large-yacht-cruise').met).toBe(false);
    });

    it('counts in any role (the regulation asks for the cruise, not the command)', () => {
      const result = pzzKj([seaTrip({ hull_length: 42, role_on_board: 'crew', sailing_hours: 200 })]);
      expect(requirementOf(result, 'large-yacht-cruise').met).toBe(true);
    });
  });

  describe('one cruise of more than 100 hours on tidal waters calling at 2 tidal ports', () => {
    it('counts 100.5 tidal hours, not 100 exactly', () => {
      expect(requirementOf(pzzKj([tidal({ tidal_hours: 100 })]), 'tidal-cruise').met).toBe(false);
      const more = tidal({ tidal_hours: 100.5 });
      expect(requirementOf(pzzKj([more]), 'tidal-cruise')).toMatchObject({
        achieved: 1,
        met: true,
        trip_ids: [more.id],
      });
    });

    it('needs 2 tidal ports: 1 is not enough, a tidal visited port makes 2', () => {
      const one = tidal({ is_disembarkation_tidal_port: false });
      expect(requirementOf(pzzKj([one]), 'tidal-cruise').met).toBe(false);
      const two = tidal({
        is_disembarkation_tidal_port: false,
        visited_ports: [
          { name: 'Hel', is_tidal: false },
          { name: 'Dover', is_tidal: true },
        ],
      });
      expect(requirementOf(pzzKj([two]), 'tidal-cruise').met).toBe(true);
    });

    it('counts a port left and come back to once: a round trip from Cuxhaven is 1 tidal port', () => {
      const round = tidal({ disembarkation_port: ' cuxhaven ' });
      expect(requirementOf(pzzKj([round]), 'tidal-cruise').met).toBe(false);
    });

    it('counts the tidal hours only as far as the trip was under way', () => {
      const moored = tidal({ sailing_hours: 90, tidal_hours: 150 });
      expect(requirementOf(pzzKj([moored]), 'tidal-cruise').met).toBe(false);
    });
  });

  it('never counts inland or unfinished trips, however long', () => {
    const trips = [
      tidal({ waters: 'inland', hull_length: 25, sailing_hours: 2000 }),
      tidal({ status: 'cancelled', hull_length: 25, sailing_hours: 2000 }),
      tidal({ status: 'planned', hull_length: 25, sailing_hours: 2000 }),
      tidal({ status: 'in_progress', hull_length: 25, sailing_hours: 2000 }),
    ];
    const result = pzzKj(trips);
    for (const item of result.requirements)
      expect(item).toMatchObject({ achieved: 0, met: false, trip_ids: [] });
  });
});
