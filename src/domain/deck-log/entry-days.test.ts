import { describe, expect, it } from 'vitest';
import { deckLogDays, outsideTripDays } from './entry-days.ts';

const trip = { embarkation_date: '2026-06-20', disembarkation_date: '2026-06-22' };

describe("a log entry's day", () => {
  it("takes the trip's days and one day either side", () => {
    expect(
      ['2026-06-18', '2026-06-19', '2026-06-23', '2026-06-24'].map((day) => outsideTripDays(day, trip)),
    ).toEqual([true, false, false, true]);
  });

  it('leaves a side without a date open', () => {
    expect(deckLogDays({ embarkation_date: '2026-06-20', disembarkation_date: '' }).to).toBeNull();
    expect(outsideTripDays('2027-01-01', { embarkation_date: '2026-06-20', disembarkation_date: '' })).toBe(
      false,
    );
    expect(outsideTripDays('2026-06-18', { embarkation_date: '2026-06-20', disembarkation_date: '' })).toBe(
      true,
    );
  });
});
