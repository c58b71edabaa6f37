import { afterEach, describe, expect, it } from 'vitest';
import { tripStatusRequestSchema } from './trip.ts';
import {
  calendarDayNumber,
  formatCalendarDate,
  isCalendarDate,
  readCalendarDate,
  tidalPortsCount,
  todayIso,
  tripDays,
  tripNights,
} from './trip-days.ts';
import {
  canChangeTripStatus,
  initialTripStatus,
  maxCrewMembers,
  maxVisitedPorts,
  type TripStatus,
  tripFormSteps,
  tripLimit,
  tripStatuses,
  tripStatusTransitions,
} from './trip-enums.ts';

describe('isCalendarDate', () => {
  it.each(['2026-01-01', '2026-12-31', '2026-02-28', '2024-02-29', '2000-02-29', '1900-01-01', '2200-12-31'])(
    'accepts the real date %s',
    (text) => {
      expect(isCalendarDate(text)).toBe(true);
    },
  );

  it.each([
    ['2026-02-29', 'not a leap year'],
    ['2100-02-29', 'a century that is not a leap year'],
    ['2026-02-30', 'February never has 30 days'],
    ['2026-04-31', 'April has 30 days'],
    ['2026-13-01', 'there is no 13th month'],
    ['2026-00-10', 'there is no month 0'],
    ['2026-01-00', 'there is no day 0'],
    ['2026-01-32', 'there is no day 32'],
  ])('refuses %s (%s)', (text) => {
    expect(isCalendarDate(text)).toBe(false);
  });

  it.each([
    '',
    '2026-1-01',
    '2026-01-1',
    '26-01-01',
    '2026/01/01',
    '01.01.2026',
    '01/01/2026',
    ' 2026-01-01',
    '2026-01-01 ',
    '2026-01-01T00:00:00Z',
    '20260101',
    'abcd-ef-gh',
    '1899-12-31',
    '2201-01-01',
  ])('refuses the text %j that is not a YYYY-MM-DD date in range', (text) => {
    expect(isCalendarDate(text)).toBe(false);
  });

  it('numbers every day from 1900 to 2200 as the calendar does, one after another', () => {
    const first = Date.UTC(1900, 0, 1) / 86_400_000;
    const last = Date.UTC(2200, 11, 31) / 86_400_000;
    for (let day = first; day <= last; day += 1) {
      const text = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (calendarDayNumber(text) !== day) expect(calendarDayNumber(text)).toBe(day);
    }
    expect(calendarDayNumber('1899-12-31')).toBeNull();
    expect(calendarDayNumber('2201-01-01')).toBeNull();
  });
});

describe('readCalendarDate (what a date field accepts typed)', () => {
  it.each([
    ['01.06.2025', '2025-06-01'],
    ['01/06/2025', '2025-06-01'],
    ['1.6.2025', '2025-06-01'],
    ['1/6/2025', '2025-06-01'],
    ['1-6-2025', '2025-06-01'],
    [' 31.12.2025 ', '2025-12-31'],
    ['29.02.2024', '2024-02-29'],
    ['2025-06-01', '2025-06-01'],
    ['2025-6-1', '2025-06-01'],
  ])('reads %j as %s (day first, or ISO)', (typed, date) => {
    expect(readCalendarDate(typed)).toBe(date);
  });

  it.each([
    '',
    '01.06.25',
    '01.06',
    '06/01/2025x',
    '31.02.2025',
    '29.02.2026',
    '00.06.2025',
    '01.13.2025',
    '32.01.2025',
    '2025-02-30',
    '2025/06/01',
    '01.06.1899',
    'jutro',
    '1 June 2025',
  ])('refuses %j', (typed) => {
    expect(readCalendarDate(typed)).toBeNull();
  });

  it('reads 01/06/2025 as 1 June, never as 6 January: both interface languages write the day first', () => {
    expect(readCalendarDate('01/06/2025')).toBe('2025-06-01');
    expect(readCalendarDate('13/06/2025')).toBe('2025-06-13');
    expect(readCalendarDate('06/13/2025')).toBeNull();
  });

  it('reads back what formatCalendarDate wrote, in both languages', () => {
    for (const date of ['2025-06-01', '2024-02-29', '2026-12-31'])
      for (const locale of ['pl-PL', 'en-GB'])
        expect(readCalendarDate(formatCalendarDate(date, locale))).toBe(date);
  });
});

describe('tripDays (every screen, document and total: calendar days, first and last both count)', () => {
  it('counts a trip that ends on the day it starts as 1 day', () => {
    expect(tripDays('2026-05-01', '2026-05-01')).toBe(1);
  });

  it('counts both the first and the last day', () => {
    expect(tripDays('2025-06-01', '2025-06-08')).toBe(8);
    expect(tripDays('2026-05-01', '2026-05-02')).toBe(2);
    expect(tripDays('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('runs across the end of a month and of a year', () => {
    expect(tripDays('2026-05-31', '2026-06-01')).toBe(2);
    expect(tripDays('2026-04-28', '2026-05-03')).toBe(6);
    expect(tripDays('2025-12-31', '2026-01-01')).toBe(2);
    expect(tripDays('2025-12-28', '2026-01-04')).toBe(8);
  });

  it('counts February 29 in a leap year only', () => {
    expect(tripDays('2024-02-28', '2024-03-01')).toBe(3);
    expect(tripDays('2026-02-28', '2026-03-01')).toBe(2);
    expect(tripDays('2024-02-29', '2024-02-29')).toBe(1);
    expect(tripDays('2100-02-28', '2100-03-01')).toBe(2);
    expect(tripDays('2000-02-28', '2000-03-01')).toBe(3);
    expect(tripDays('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('is not thrown off by the daylight-saving change (a 23 or 25 hour day)', () => {
    expect(tripDays('2026-03-28', '2026-03-30')).toBe(3);
    expect(tripDays('2026-10-24', '2026-10-26')).toBe(3);
  });

  it('is null when the end comes before the start', () => {
    expect(tripDays('2026-05-08', '2026-05-07')).toBeNull();
    expect(tripDays('2026-01-01', '2025-12-31')).toBeNull();
  });

  it('is null when a date is missing or not a date', () => {
    expect(tripDays('', '2026-05-07')).toBeNull();
    expect(tripDays('2026-05-01', '')).toBeNull();
    expect(tripDays(null, '2026-05-07')).toBeNull();
    expect(tripDays('2026-05-01', undefined)).toBeNull();
    expect(tripDays(undefined, null)).toBeNull();
    expect(tripDays('2026-02-30', '2026-03-02')).toBeNull();
    expect(tripDays('2026-05-01', '07.05.2026')).toBeNull();
  });
});

describe('tripNights (shown beside the days on the summary: the whole days between the dates)', () => {
  it('counts 0 nights for a same-day trip and one less than the days otherwise', () => {
    expect(tripNights('2026-05-01', '2026-05-01')).toBe(0);
    expect(tripNights('2025-06-01', '2025-06-08')).toBe(7);
    expect(tripNights('2025-12-31', '2026-01-01')).toBe(1);
    expect(tripNights('2024-02-28', '2024-03-01')).toBe(2);
    expect(tripNights('2026-02-28', '2026-03-01')).toBe(1);
  });

  it('is always tripDays minus one, for any two dates in order', () => {
    const day = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    for (const [from, length] of [
      [0, 0],
      [58, 2],
      [365, 400],
      [1500, 31],
    ] as const) {
      const start = day(from);
      const end = day(from + length);
      expect(tripNights(start, end)).toBe(length);
      expect(tripDays(start, end)).toBe(length + 1);
    }
  });

  it('is null when the dates are reversed or missing', () => {
    expect(tripNights('2026-05-08', '2026-05-07')).toBeNull();
    expect(tripNights('', '2026-05-07')).toBeNull();
    expect(tripNights(null, undefined)).toBeNull();
  });
});

describe('todayIso', () => {
  it('gives the local calendar day as YYYY-MM-DD with leading zeros', () => {
    expect(todayIso(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIso(new Date(2026, 11, 31, 12, 0))).toBe('2026-12-31');
  });
});

describe('tidalPortsCount', () => {
  it('is 0 without any tidal port', () => {
    expect(tidalPortsCount(false, false, [])).toBe(0);
    expect(tidalPortsCount(false, false, [{ isTidal: false }, { isTidal: false }])).toBe(0);
  });

  it('counts the embarkation and the disembarkation flag one each', () => {
    expect(tidalPortsCount(true, false, [])).toBe(1);
    expect(tidalPortsCount(false, true, [])).toBe(1);
    expect(tidalPortsCount(true, true, [])).toBe(2);
  });

  it('counts each tidal visited port', () => {
    const ports = [{ isTidal: true }, { isTidal: false }, { isTidal: true }];
    expect(tidalPortsCount(false, false, ports)).toBe(2);
    expect(tidalPortsCount(true, true, ports)).toBe(4);
  });

  it('counts one tidal visited port among many', () => {
    expect(tidalPortsCount(false, true, [{ isTidal: false }, { isTidal: true }, { isTidal: false }])).toBe(2);
  });
});

describe('formatCalendarDate', () => {
  const savedZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = savedZone;
  });

  it('writes dd.mm.yyyy in Polish', () => {
    expect(formatCalendarDate('2026-01-01', 'pl-PL')).toBe('01.01.2026');
    expect(formatCalendarDate('2026-12-31', 'pl-PL')).toBe('31.12.2026');
    expect(formatCalendarDate('2026-03-05', 'pl-PL')).toBe('05.03.2026');
  });

  it('writes dd/mm/yyyy in British English', () => {
    expect(formatCalendarDate('2026-01-01', 'en-GB')).toBe('01/01/2026');
    expect(formatCalendarDate('2026-12-31', 'en-GB')).toBe('31/12/2026');
    expect(formatCalendarDate('2026-03-05', 'en-GB')).toBe('05/03/2026');
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'keeps the calendar day in the time zone %s, far from UTC',
    (zone) => {
      process.env.TZ = zone;
      // The zone really applies here: midnight UTC is another local day there.
      expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).not.toBe(0);
      expect(formatCalendarDate('2026-01-01', 'pl-PL')).toBe('01.01.2026');
      expect(formatCalendarDate('2026-12-31', 'pl-PL')).toBe('31.12.2026');
      expect(formatCalendarDate('2026-01-01', 'en-GB')).toBe('01/01/2026');
      expect(formatCalendarDate('2026-12-31', 'en-GB')).toBe('31/12/2026');
    },
  );

  it('returns text that is not a calendar date as it is', () => {
    expect(formatCalendarDate('', 'pl-PL')).toBe('');
    expect(formatCalendarDate('2026-02-30', 'pl-PL')).toBe('2026-02-30');
    expect(formatCalendarDate('soon', 'en-GB')).toBe('soon');
  });
});

describe('initialTripStatus', () => {
  const today = '2026-05-10';

  it('is completed for a trip that ended before today', () => {
    expect(initialTripStatus('2026-05-01', '2026-05-09', today)).toBe('completed');
    expect(initialTripStatus('2025-07-01', '2025-07-14', today)).toBe('completed');
  });

  it('is planned for a trip that starts after today', () => {
    expect(initialTripStatus('2026-05-11', '2026-05-20', today)).toBe('planned');
  });

  it('is in progress for a trip under way today, including its first and last day', () => {
    expect(initialTripStatus('2026-05-01', '2026-05-20', today)).toBe('in_progress');
    expect(initialTripStatus('2026-05-10', '2026-05-20', today)).toBe('in_progress');
    expect(initialTripStatus('2026-05-01', '2026-05-10', today)).toBe('in_progress');
    expect(initialTripStatus('2026-05-10', '2026-05-10', today)).toBe('in_progress');
  });
});

describe('trip status transitions', () => {
  const allowed = new Set([
    'planned->in_progress',
    'planned->cancelled',
    'in_progress->completed',
    'in_progress->cancelled',
  ]);
  const pairs = tripStatuses.flatMap((from) =>
    tripStatuses.map((to) => [from, to] as [TripStatus, TripStatus]),
  );

  it('lists the four statuses in order', () => {
    expect(tripStatuses).toEqual(['planned', 'in_progress', 'completed', 'cancelled']);
    expect(pairs).toHaveLength(16);
  });

  it.each(pairs)('%s -> %s is allowed only if it is one of the four moves', (from, to) => {
    expect(canChangeTripStatus(from, to)).toBe(allowed.has(`${from}->${to}`));
  });

  it('leaves completed and cancelled final', () => {
    expect(tripStatusTransitions.completed).toEqual([]);
    expect(tripStatusTransitions.cancelled).toEqual([]);
  });

  it('reads the status change request', () => {
    expect(tripStatusRequestSchema.parse({ status: 'in_progress' })).toEqual({ status: 'in_progress' });
    const issues = (body: unknown) =>
      tripStatusRequestSchema.safeParse(body).error?.issues.map((issue) => [issue.path, issue.message]);
    expect(issues({})).toEqual([[['status'], 'trips.status.required']]);
    expect(issues({ status: null })).toEqual([[['status'], 'trips.status.required']]);
    expect(issues({ status: 'done' })).toEqual([[['status'], 'trips.status.invalid']]);
    expect(issues({ status: 'Planned' })).toEqual([[['status'], 'trips.status.invalid']]);
    expect(issues({ status: 'planned', reason: 'x' })).toEqual([[[], 'validation.unknown_field']]);
  });
});

describe('trip constants', () => {
  it('has five form steps, 350 trips per premium captain and 50 ports or crew members per trip', () => {
    expect(tripFormSteps).toBe(5);
    expect(tripLimit).toBe(350);
    expect(maxVisitedPorts).toBe(50);
    expect(maxCrewMembers).toBe(50);
  });
});
