import { describe, expect, it } from 'vitest';
import { stepErrors } from './trip-form.ts';
import { formValuesToRequest } from './trip-form-data.ts';
import { tripRequestSchema } from './trip-request.ts';
import { validTripForm, validTripRequest } from './trip-test-support.ts';

/*
 * What sea time is counted from: the role on board, the waters, night hours and notable passages. Older
 * clients leave them out; the form has them in step 3. The valid request has 60 h under sail, 7.5 h under
 * engine and 312.5 Mm.
 */

type Body = Record<string, unknown>;

const parse = (fields: Body) => tripRequestSchema.safeParse({ ...validTripRequest(), ...fields });

function issues(fields: Body): [PropertyKey[], string][] {
  const result = parse(fields);
  if (result.success) throw new Error(`expected ${JSON.stringify(fields)} to be refused`);
  return result.error.issues.map((issue) => [issue.path, issue.message]);
}

function accepted(fields: Body) {
  const result = parse(fields);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

const passage = (fields: Body = {}) => ({
  from: 'Gdynia',
  to: 'Rønne',
  distance: 105,
  overnight: true,
  ...fields,
});

describe('the sea-time fields of a trip request', () => {
  it('leaves them out of a body without them (a create takes the defaults, an edit keeps what is stored)', () => {
    const { night_hours, role_on_board, waters, passages } = accepted({});
    expect({ night_hours, role_on_board, waters, passages }).toEqual({
      night_hours: undefined,
      role_on_board: undefined,
      waters: undefined,
      passages: undefined,
    });
  });

  it('reads them sent empty or null as in command, at sea, no night hours and no passages', () => {
    const cleared = accepted({ night_hours: '', role_on_board: null, waters: '', passages: null });
    expect([cleared.night_hours, cleared.role_on_board, cleared.waters, cleared.passages]).toEqual([
      0,
      'skipper',
      'sea',
      [],
    ]);
  });

  it('keeps every role, both waters, night hours as decimals or h:mm, and passages in order', () => {
    for (const role of [
      'skipper',
      'first_officer',
      'second_officer',
      'third_officer',
      'crew',
      'mechanic',
      'steward',
      '_other',
    ])
      expect(accepted({ role_on_board: role }).role_on_board).toBe(role);
    expect(accepted({ waters: 'inland' }).waters).toBe('inland');
    expect(accepted({ night_hours: '12:30' }).night_hours).toBe(12.5);
    expect(accepted({ night_hours: '8,25' }).night_hours).toBe(8.25);
    const trip = accepted({
      passages: [passage(), passage({ from: ' Rønne ', to: 'Ystad', distance: '38,5', overnight: 'false' })],
    });
    expect(trip.passages).toEqual([
      passage(),
      { from: 'Rønne', to: 'Ystad', distance: 38.5, overnight: false },
    ]);
  });

  it('refuses a role or waters off the list', () => {
    expect(issues({ role_on_board: 'captain', waters: 'ocean' })).toEqual([
      [['role_on_board'], 'validation.invalid_option'],
      [['waters'], 'validation.invalid_option'],
    ]);
  });

  it('refuses night hours below 0 or above the hours under way (sail and engine), and allows exactly them', () => {
    expect(issues({ night_hours: -1 })).toEqual([[['night_hours'], 'validation.not_negative']]);
    expect(issues({ night_hours: 67.51 })).toEqual([[['night_hours'], 'trips.form.night_hours_too_many']]);
    expect(accepted({ night_hours: 67.5 }).night_hours).toBe(67.5);
  });

  it('refuses a passage without both ends, of 0 Mm, or longer than the trip, and allows the whole trip', () => {
    expect(
      issues({
        passages: [
          passage({ from: ' ', to: undefined }),
          passage({ distance: 0 }),
          passage({ distance: 312.6 }),
          passage({ distance: '' }),
        ],
      }),
    ).toEqual([
      [['passages', 0, 'from'], 'trips.form.passage.from_required'],
      [['passages', 0, 'to'], 'trips.form.passage.to_required'],
      [['passages', 1, 'distance'], 'trips.form.passage.distance_positive'],
      [['passages', 3, 'distance'], 'trips.form.passage.distance_required'],
      [['passages', 2, 'distance'], 'trips.form.passage.distance_over_trip'],
    ]);
    expect(accepted({ passages: [passage({ distance: 312.5 })] }).passages).toHaveLength(1);
    expect(issues({ passages: 'Gdynia-Rønne' })).toEqual([[['passages'], 'validation.invalid_type']]);
    expect(issues({ passages: Array.from({ length: 51 }, () => passage()) })).toEqual([
      [['passages'], 'validation.too_many'],
    ]);
  });
});

describe('the sea-time fields in the trip form', () => {
  it('checks them on step 3 with the same rules', () => {
    expect(
      stepErrors(
        3,
        validTripForm({
          sailingHours: '10',
          engineHours: '2',
          nightHours: '12.5',
          distance: '50',
          passages: [{ from: 'Hel', to: '', distance: '60', overnight: false }],
        }),
      ),
    ).toEqual({
      nightHours: 'trips.form.night_hours_too_many',
      'passages.0.to': 'trips.form.passage.to_required',
      'passages.0.distance': 'trips.form.passage.distance_over_trip',
    });
  });

  it('sends them, leaving out passage rows the user left empty', () => {
    const request = formValuesToRequest(
      validTripForm({
        roleOnBoard: 'first_officer',
        waters: 'inland',
        nightHours: '3',
        passages: [
          { from: '', to: ' ', distance: '', overnight: false },
          { from: ' Hel ', to: 'Visby', distance: '120', overnight: true },
        ],
      }),
    );
    expect([request.role_on_board, request.waters, request.night_hours, request.passages]).toEqual([
      'first_officer',
      'inland',
      '3',
      [{ from: 'Hel', to: 'Visby', distance: '120', overnight: true }],
    ]);
  });
});
