import { describe, expect, it } from 'vitest';
import { tripRequestSchema } from './trip-request.ts';
import { validTripRequest } from './trip-test-support.ts';

/** What tripRequestSchema refuses, and the path and catalogue key of each error. */

type Body = Record<string, unknown>;

/** Every issue as [path, message], in order; fails the test when the body is accepted. */
function issues(body: unknown): [PropertyKey[], string][] {
  const result = tripRequestSchema.safeParse(body);
  if (result.success) throw new Error(`expected ${JSON.stringify(body)} to be refused`);
  return result.error.issues.map((issue) => [issue.path, issue.message]);
}

const valid = validTripRequest;
const captain = (fields: Body) => ({ ...valid(), captain: { ...(valid().captain as Body), ...fields } });
const crew = (...members: Body[]) => ({ ...valid(), crew_members: members });
const member = (fields: Body): Body => ({ ...((valid().crew_members as Body[])[0] as Body), ...fields });
const ports = (count: number) => Array.from({ length: count }, (_, index) => `Port ${index}`);

describe('tripRequestSchema: missing fields', () => {
  it('names every required field of an empty body', () => {
    expect(issues({})).toEqual([
      [['captain'], 'validation.required'],
      [['yacht_name'], 'trips.form.yacht_name_required'],
      [['registration_number'], 'trips.form.registration_number_required'],
      [['home_port'], 'trips.form.home_port_required'],
      [['hull_length'], 'trips.form.hull_length_required'],
      [['engines_count'], 'trips.form.engines_count_required'],
      [['engine_power'], 'trips.form.engine_power_required'],
      [['embarkation_port'], 'trips.form.embarkation_port_required'],
      [['disembarkation_port'], 'trips.form.disembarkation_port_required'],
      [['distance'], 'trips.form.distance_required'],
      [['embarkation_date'], 'trips.form.embarkation_date_required'],
      [['disembarkation_date'], 'trips.form.disembarkation_date_required'],
      [['sailing_hours'], 'trips.form.sailing_hours_required'],
      [['engine_hours'], 'trips.form.engine_hours_required'],
      [['tidal_hours'], 'trips.form.tidal_hours_required'],
    ]);
  });

  it('names a captain field under captain', () => {
    expect(issues(captain({ first_name: '' }))).toEqual([
      [['captain', 'first_name'], 'trips.form.first_name_required'],
    ]);
    expect(issues(captain({ phone: undefined, license_number: '  ' }))).toEqual([
      [['captain', 'phone'], 'trips.form.phone_required'],
      [['captain', 'license_number'], 'trips.form.license_number_required'],
    ]);
  });

  it('names a flat or single-name captain’s missing field under captain too', () => {
    const { captain: _captain, ...body } = valid();
    expect(
      issues({
        ...body,
        captain_name: 'Jan',
        captain_phone: '6',
        license_type: 'pzz-kj',
        license_number: '1',
      }),
    ).toEqual([[['captain', 'last_name'], 'trips.form.last_name_required']]);
  });

  it('names a crew member’s field by its place in crew_members', () => {
    expect(issues(crew(member({}), member({ role: '' })))).toEqual([
      [['crew_members', 1, 'role'], 'trips.form.crew.role_required'],
    ]);
    expect(issues(crew(member({ captain_opinion: undefined, resistance: null })))).toEqual([
      [['crew_members', 0, 'captain_opinion'], 'trips.form.crew.captain_opinion_required'],
      [['crew_members', 0, 'resistance'], 'trips.form.crew.resistance_required'],
    ]);
  });

  it('requires the other licence and role texts when _other is chosen', () => {
    expect(issues(captain({ license_type: '_other', other_license: '' }))).toEqual([
      [['captain', 'other_license'], 'trips.form.other_license_required'],
    ]);
    expect(issues(crew(member({ role: '_other', license_type: '_other' })))).toEqual([
      [['crew_members', 0, 'other_role'], 'trips.form.crew.other_role_required'],
      [['crew_members', 0, 'other_license'], 'trips.form.crew.other_license_required'],
    ]);
  });

  it('reports the other texts together with the other errors of the same captain or member', () => {
    expect(issues(captain({ phone: '', license_type: '_other', other_license: '' }))).toEqual([
      [['captain', 'phone'], 'trips.form.phone_required'],
      [['captain', 'other_license'], 'trips.form.other_license_required'],
    ]);
    expect(issues(crew(member({ performance: '', role: '_other' })))).toEqual([
      [['crew_members', 0, 'performance'], 'trips.form.crew.performance_required'],
      [['crew_members', 0, 'other_role'], 'trips.form.crew.other_role_required'],
    ]);
  });
});

describe('tripRequestSchema: dates', () => {
  it('refuses an end before the start on disembarkation_date', () => {
    expect(issues({ ...valid(), embarkation_date: '2026-05-08', disembarkation_date: '2026-05-07' })).toEqual(
      [[['disembarkation_date'], 'trips.form.end_before_start']],
    );
  });

  it('accepts a trip that ends on its first day', () => {
    const body = { ...valid(), embarkation_date: '2026-05-08', disembarkation_date: '2026-05-08' };
    expect(tripRequestSchema.safeParse(body).success).toBe(true);
  });

  it('reports reversed dates together with the other errors', () => {
    expect(
      issues({
        ...valid(),
        yacht_name: '',
        embarkation_date: '2026-05-08',
        disembarkation_date: '2026-05-07',
      }),
    ).toEqual([
      [['yacht_name'], 'trips.form.yacht_name_required'],
      [['disembarkation_date'], 'trips.form.end_before_start'],
    ]);
  });

  it('refuses dates that do not exist or are not YYYY-MM-DD, without comparing them', () => {
    expect(issues({ ...valid(), embarkation_date: '2026-02-30', disembarkation_date: '2026-01-01' })).toEqual(
      [[['embarkation_date'], 'trips.form.date_invalid']],
    );
    expect(issues({ ...valid(), disembarkation_date: '08.05.2026' })).toEqual([
      [['disembarkation_date'], 'trips.form.date_invalid'],
    ]);
    expect(issues({ ...valid(), visited_ports: [{ name: 'Hel', arrival_date: '2026-13-01' }] })).toEqual([
      [['visited_ports', 0, 'arrival_date'], 'trips.form.date_invalid'],
    ]);
  });
});

describe('tripRequestSchema: numbers', () => {
  it.each([
    'hull_length',
    'engines_count',
    'engine_power',
    'distance',
    'sailing_hours',
    'engine_hours',
    'mooring_hours',
    'tidal_hours',
  ])('refuses a negative %s, as a number or as text', (field) => {
    expect(issues({ ...valid(), [field]: -1 })).toEqual([[[field], 'validation.not_negative']]);
    expect(issues({ ...valid(), [field]: '-1' })).toEqual([[[field], 'validation.not_negative']]);
  });

  it('accepts 0 everywhere', () => {
    const zeros = { hull_length: 0, engines_count: 0, engine_power: 0, distance: 0, sailing_hours: 0 };
    const body = { ...valid(), ...zeros, engine_hours: '0', mooring_hours: '0', tidal_hours: 0 };
    expect(tripRequestSchema.safeParse(body).success).toBe(true);
  });

  it('refuses too many decimal places and a fractional engine count', () => {
    expect(
      issues({ ...valid(), hull_length: 12.345, engine_power: 40.55, engines_count: 1.5, distance: 0.01 }),
    ).toEqual([
      [['hull_length'], 'validation.decimals_2'],
      [['engines_count'], 'validation.whole_number'],
      [['engine_power'], 'validation.decimals_1'],
      [['distance'], 'validation.decimals_1'],
    ]);
  });

  it('refuses numbers sent as objects, lists, flags or words', () => {
    expect(
      issues({ ...valid(), hull_length: {}, engines_count: [1], engine_power: true, distance: 'far' }),
    ).toEqual([
      [['hull_length'], 'validation.number_invalid'],
      [['engines_count'], 'validation.number_invalid'],
      [['engine_power'], 'validation.number_invalid'],
      [['distance'], 'validation.number_invalid'],
    ]);
  });

  it('refuses numbers above the limits', () => {
    expect(issues({ ...valid(), engines_count: 21, hull_length: 1000.5, sailing_hours: 100_001 })).toEqual([
      [['hull_length'], 'validation.too_big'],
      [['engines_count'], 'validation.too_big'],
      [['sailing_hours'], 'validation.too_big'],
    ]);
  });
});

describe('tripRequestSchema: types, lengths and lists', () => {
  it('refuses texts, dates and flags of the wrong type', () => {
    expect(
      issues({ ...valid(), yacht_name: 5, embarkation_date: 20260501, is_embarkation_tidal_port: 'yes' }),
    ).toEqual([
      [['yacht_name'], 'validation.invalid_type'],
      [['is_embarkation_tidal_port'], 'validation.invalid_type'],
      [['embarkation_date'], 'validation.invalid_type'],
    ]);
    expect(issues({ ...valid(), visited_ports: [{ name: 'Hel', is_tidal: 'yes' }] })).toEqual([
      [['visited_ports', 0, 'is_tidal'], 'validation.invalid_type'],
    ]);
  });

  it('refuses a captain, ports or crew of the wrong shape', () => {
    expect(issues({ ...valid(), captain: 'Jan Kowalski' })).toEqual([
      [['captain'], 'validation.invalid_type'],
    ]);
    expect(issues({ ...valid(), visited_ports: 'Hel' })).toEqual([
      [['visited_ports'], 'validation.invalid_type'],
    ]);
    expect(issues({ ...valid(), visited_ports: null })).toEqual([
      [['visited_ports'], 'validation.invalid_type'],
    ]);
    expect(issues({ ...valid(), visited_ports: [5] })).toEqual([
      [['visited_ports', 0], 'validation.invalid_type'],
    ]);
    expect(issues({ ...valid(), crew_members: {} })).toEqual([[['crew_members'], 'validation.invalid_type']]);
    expect(issues({ ...valid(), crew_members: ['Anna'] })).toEqual([
      [['crew_members', 0], 'validation.invalid_type'],
    ]);
  });

  it('answers null or a text as a body, captain or crew member with an error, not an exception', () => {
    expect(issues(null)).toEqual([[[], 'validation.required']]);
    expect(issues('trip')).toEqual([[[], 'validation.invalid_type']]);
    expect(issues({ ...valid(), captain: null })).toEqual([[['captain'], 'validation.required']]);
    expect(issues({ ...valid(), crew_members: [null] })).toEqual([
      [['crew_members', 0], 'validation.required'],
    ]);
  });

  it('refuses texts that are too long', () => {
    expect(
      issues({
        ...captain({ first_name: 'f'.repeat(61) }),
        yacht_name: 'y'.repeat(101),
        captain_notes: 'c'.repeat(5001),
        crew_members: [member({ full_name: 'n'.repeat(121) })],
        visited_ports: ['p'.repeat(101)],
      }),
    ).toEqual([
      [['captain', 'first_name'], 'validation.too_long'],
      [['yacht_name'], 'validation.too_long'],
      [['captain_notes'], 'validation.too_long'],
      [['visited_ports', 0, 'name'], 'validation.too_long'],
      [['crew_members', 0, 'full_name'], 'validation.too_long'],
    ]);
  });

  it('accepts 50 visited ports and 50 crew members but not 51', () => {
    const fifty = Array.from({ length: 50 }, () => member({}));
    expect(
      tripRequestSchema.safeParse({ ...valid(), visited_ports: ports(50), crew_members: fifty }).success,
    ).toBe(true);
    expect(issues({ ...valid(), visited_ports: ports(51) })).toEqual([
      [['visited_ports'], 'validation.too_many'],
    ]);
    expect(issues(crew(...fifty, member({})))).toEqual([[['crew_members'], 'validation.too_many']]);
  });

  it('counts the ports and crew left after the nameless ones are dropped', () => {
    expect(tripRequestSchema.safeParse({ ...valid(), visited_ports: [...ports(50), '', ' '] }).success).toBe(
      true,
    );
  });
});

describe('tripRequestSchema: enumerations', () => {
  it('refuses a captain licence off the list', () => {
    expect(issues(captain({ license_type: 'pzz-xx' }))).toEqual([
      [['captain', 'license_type'], 'validation.invalid_option'],
    ]);
    expect(issues(captain({ license_type: '' }))).toEqual([
      [['captain', 'license_type'], 'trips.form.license_type_required'],
    ]);
  });

  it('refuses crew values off the lists', () => {
    expect(
      issues(
        crew(
          member({
            role: 'captain',
            license_type: 'master',
            captain_opinion: 'unknown',
            performance: 'excellent',
            seasickness: 'extreme',
            resistance: 5,
          }),
        ),
      ),
    ).toEqual([
      [['crew_members', 0, 'role'], 'validation.invalid_option'],
      [['crew_members', 0, 'license_type'], 'validation.invalid_option'],
      [['crew_members', 0, 'captain_opinion'], 'validation.invalid_option'],
      [['crew_members', 0, 'performance'], 'validation.invalid_option'],
      [['crew_members', 0, 'seasickness'], 'validation.invalid_option'],
      [['crew_members', 0, 'resistance'], 'validation.invalid_option'],
    ]);
  });
});

describe('tripRequestSchema: unknown fields', () => {
  it('refuses an unknown field at the top level, naming it', () => {
    const result = tripRequestSchema.safeParse({ ...valid(), weather: 'fair' });
    expect(result.error?.issues).toMatchObject([
      { code: 'unrecognized_keys', path: [], keys: ['weather'], message: 'validation.unknown_field' },
    ]);
  });

  it('refuses an unknown field in the captain, a port or a crew member', () => {
    expect(issues(captain({ nickname: 'Kapitan' }))).toEqual([[['captain'], 'validation.unknown_field']]);
    expect(issues({ ...valid(), visited_ports: [{ name: 'Hel', depth: 3 }] })).toEqual([
      [['visited_ports', 0], 'validation.unknown_field'],
    ]);
    expect(issues(crew(member({ age: 30 })))).toEqual([[['crew_members', 0], 'validation.unknown_field']]);
  });
});
