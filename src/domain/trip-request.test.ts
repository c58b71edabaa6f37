import { describe, expect, it } from 'vitest';
import { tripRequestSchema } from './trip-request.ts';
import { validTripRequest } from './trip-test-support.ts';

/*
 * The request body of POST and PUT /api/sailing-trips in every reading of a trip, and the clean-up on
 * submit. The errors it reports are in trip-request-errors.test.ts.
 */

type Body = Record<string, unknown>;

function parse(body: unknown) {
  const result = tripRequestSchema.safeParse(body);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues.map((i) => [i.path, i.message])));
  return result.data;
}

const crewMember = (fields: Body) => {
  const { crew_members: _crew, ...body } = validTripRequest();
  return parse({ ...body, crew_members: [fields] }).crew_members;
};

const assessment = { role: 'crew', captain_opinion: 'positive', performance: 'good', seasickness: 'mild' };
const fullCrewMember = { ...assessment, resistance: 'good' };

describe('tripRequestSchema: the first reading', () => {
  it('reads a full valid body, with numbers as numbers and the texts as sent', () => {
    expect(parse(validTripRequest())).toEqual({
      captain: {
        first_name: 'Jan',
        last_name: 'Kowalski',
        email: 'jan@example.com',
        phone: '+48 600 100 200',
        license_type: 'pzz-kj',
        license_number: 'KJ-1234',
        other_license: '',
      },
      yacht_name: 'Zawisza',
      registration_number: 'POL-1234',
      home_port: 'Gdynia',
      hull_length: 12.35,
      engines_count: 1,
      engine_power: 40.5,
      embarkation_port: 'Gdynia',
      is_embarkation_tidal_port: false,
      disembarkation_port: 'Cuxhaven',
      is_disembarkation_tidal_port: true,
      visited_ports: [
        { name: 'Hel', is_tidal: false, arrival_date: '2026-05-02', departure_date: '2026-05-03' },
        { name: 'Helgoland', is_tidal: true },
      ],
      distance: 312.5,
      embarkation_date: '2026-05-01',
      disembarkation_date: '2026-05-08',
      sailing_hours: 60,
      engine_hours: 7.5,
      mooring_hours: 90,
      tidal_hours: 12,
      logbook_number: 'LB/2026/3',
      captain_notes: 'Gale on day 3.',
      crew_members: [
        {
          full_name: 'Anna Nowak',
          email: 'anna@example.com',
          phone: '+48 600 200 300',
          role: 'first_officer',
          other_role: '',
          license_type: 'pzz-jsm',
          other_license: '',
          license_number: 'JSM-77',
          captain_opinion: 'positive',
          performance: 'very_good',
          seasickness: 'none',
          resistance: 'good',
          captain_notes: 'Reliable on night watches.',
        },
      ],
    });
  });

  it('reads numbers sent as JSON numbers, or as text with a decimal comma', () => {
    const trip = parse({ ...validTripRequest(), hull_length: 9.99, engines_count: 0, engine_power: '7,5' });
    expect([trip.hull_length, trip.engines_count, trip.engine_power]).toEqual([9.99, 0, 7.5]);
  });

  it('reads hours with two decimals or as h:mm, as numbers with two decimals', () => {
    const trip = parse({
      ...validTripRequest(),
      sailing_hours: 96.75,
      engine_hours: '12:15',
      mooring_hours: '40,5',
      tidal_hours: '1:20',
    });
    expect([trip.sailing_hours, trip.engine_hours, trip.mooring_hours, trip.tidal_hours]).toEqual([
      96.75, 12.25, 40.5, 1.33,
    ]);
  });

  it('refuses hours with a third decimal or minutes of 60 or more, naming the field', () => {
    const result = tripRequestSchema.safeParse({
      ...validTripRequest(),
      sailing_hours: 12.255,
      engine_hours: '12:60',
      mooring_hours: '0.125',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['sailing_hours', 'validation.hours_decimals'],
      ['engine_hours', 'validation.hours_minutes'],
      ['mooring_hours', 'validation.hours_decimals'],
    ]);
  });

  it('reads missing, null or empty mooring hours as not given, and 0 as 0', () => {
    const { mooring_hours: _mooring, ...withoutMooring } = validTripRequest();
    expect(parse(withoutMooring).mooring_hours).toBeNull();
    expect(parse({ ...validTripRequest(), mooring_hours: null }).mooring_hours).toBeNull();
    expect(parse({ ...validTripRequest(), mooring_hours: '' }).mooring_hours).toBeNull();
    expect(parse({ ...validTripRequest(), mooring_hours: 0 }).mooring_hours).toBe(0);
  });

  it('reads the optional texts as empty when missing or null', () => {
    const trip = parse({ ...validTripRequest(), logbook_number: null, captain_notes: undefined });
    expect([trip.logbook_number, trip.captain_notes]).toEqual(['', '']);
  });

  it('reads missing visited ports and crew as none', () => {
    const { visited_ports: _ports, crew_members: _crew, ...body } = validTripRequest();
    expect(parse(body)).toMatchObject({ visited_ports: [], crew_members: [] });
  });

  it('trims the texts', () => {
    const trip = parse({ ...validTripRequest(), yacht_name: '  Zawisza ', embarkation_date: ' 2026-05-01 ' });
    expect([trip.yacht_name, trip.embarkation_date]).toEqual(['Zawisza', '2026-05-01']);
  });
});

describe('tripRequestSchema: the tidal flags', () => {
  it('reads embarkation_is_tidal_port and disembarkation_is_tidal_port', () => {
    const { is_embarkation_tidal_port: _a, is_disembarkation_tidal_port: _b, ...body } = validTripRequest();
    const trip = parse({ ...body, embarkation_is_tidal_port: true, disembarkation_is_tidal_port: false });
    expect([trip.is_embarkation_tidal_port, trip.is_disembarkation_tidal_port]).toEqual([true, false]);
  });

  it('reads 1/0 and "true"/"false" as flags, and a missing flag as false', () => {
    const { is_embarkation_tidal_port: _a, ...body } = validTripRequest();
    expect(parse(body).is_embarkation_tidal_port).toBe(false);
    const trip = parse({ ...body, embarkation_is_tidal_port: 1, is_disembarkation_tidal_port: 'false' });
    expect([trip.is_embarkation_tidal_port, trip.is_disembarkation_tidal_port]).toEqual([true, false]);
    expect(parse({ ...body, is_embarkation_tidal_port: 'true' }).is_embarkation_tidal_port).toBe(true);
  });
});

describe('tripRequestSchema: visited ports', () => {
  it('reads ports as plain strings, not tidal', () => {
    expect(parse({ ...validTripRequest(), visited_ports: ['Hel', ' Helgoland '] }).visited_ports).toEqual([
      { name: 'Hel', is_tidal: false },
      { name: 'Helgoland', is_tidal: false },
    ]);
  });

  it('reads ports as objects with arrival and departure dates, in order', () => {
    const ports = [
      { name: 'Visby', is_tidal: false, arrival_date: '2026-05-03', departure_date: '2026-05-04' },
      { name: 'Hel', is_tidal: true, arrival_date: null, departure_date: null },
    ];
    expect(parse({ ...validTripRequest(), visited_ports: ports }).visited_ports).toEqual(ports);
  });

  it('mixes strings and objects', () => {
    const ports = ['Hel', { name: 'Helgoland', is_tidal: true }];
    expect(parse({ ...validTripRequest(), visited_ports: ports }).visited_ports).toEqual([
      { name: 'Hel', is_tidal: false },
      { name: 'Helgoland', is_tidal: true },
    ]);
  });

  it('drops ports with empty names and trims the others', () => {
    const ports = [
      '',
      '  ',
      { name: '', is_tidal: true },
      { name: null },
      { name: '  Hel  ', is_tidal: true },
    ];
    expect(parse({ ...validTripRequest(), visited_ports: ports }).visited_ports).toEqual([
      { name: 'Hel', is_tidal: true },
    ]);
  });

  it('reads the camelCase names of a port and ignores the ids a served port carries', () => {
    const port = { id: 9, position: 0, name: 'Hel', isTidalPort: true, arrivalDate: '2026-05-02' };
    expect(
      parse({ ...validTripRequest(), visitedPorts: [port], visited_ports: undefined }).visited_ports,
    ).toEqual([{ name: 'Hel', is_tidal: true, arrival_date: '2026-05-02' }]);
  });
});

describe('tripRequestSchema: crew members', () => {
  it('reads a member in camelCase', () => {
    expect(
      crewMember({
        fullName: 'Anna Nowak',
        email: 'anna@example.com',
        phone: '600',
        role: '_other',
        otherRole: 'Cook',
        licenseType: '_other',
        otherLicense: 'ICC',
        licenseNumber: 'ICC-1',
        captainOpinion: 'negative',
        performance: 'insufficient',
        seasickness: 'severe',
        resistance: 'not_tested',
        captainNotes: 'Seasick.',
      }),
    ).toEqual([
      {
        full_name: 'Anna Nowak',
        email: 'anna@example.com',
        phone: '600',
        role: '_other',
        other_role: 'Cook',
        license_type: '_other',
        other_license: 'ICC',
        license_number: 'ICC-1',
        captain_opinion: 'negative',
        performance: 'insufficient',
        seasickness: 'severe',
        resistance: 'not_tested',
        captain_notes: 'Seasick.',
      },
    ]);
  });

  it('fills the optional fields of a short member with empties', () => {
    expect(crewMember({ full_name: 'Anna', ...fullCrewMember })).toEqual([
      {
        full_name: 'Anna',
        email: '',
        phone: '',
        role: 'crew',
        other_role: '',
        license_type: '',
        other_license: '',
        license_number: '',
        captain_opinion: 'positive',
        performance: 'good',
        seasickness: 'mild',
        resistance: 'good',
        captain_notes: '',
      },
    ]);
  });

  it('reads the name from full_name, name, or first_name and last_name', () => {
    const name = (fields: Body) => crewMember({ ...fullCrewMember, ...fields })[0]?.full_name;
    expect(name({ full_name: ' Anna Nowak ' })).toBe('Anna Nowak');
    expect(name({ name: 'Anna Nowak' })).toBe('Anna Nowak');
    expect(name({ first_name: 'Anna', last_name: 'Nowak' })).toBe('Anna Nowak');
    expect(name({ firstName: ' Anna ', lastName: 'Nowak' })).toBe('Anna Nowak');
    expect(name({ first_name: 'Anna' })).toBe('Anna');
    expect(name({ full_name: 'Anna Nowak', name: 'A. N.' })).toBe('Anna Nowak');
  });

  it('reads first_name and last_name when full_name or name is null or empty', () => {
    const name = (fields: Body) => crewMember({ ...fullCrewMember, ...fields })[0]?.full_name;
    expect(name({ name: null, first_name: 'Anna', last_name: 'Nowak' })).toBe('Anna Nowak');
    expect(name({ full_name: '', first_name: 'Anna', last_name: 'Nowak' })).toBe('Anna Nowak');
    expect(name({ full_name: null, name: 'Anna Nowak' })).toBe('Anna Nowak');
  });

  it('reads license as license_type (another spelling of a listed licence as its list value)', () => {
    expect(
      crewMember({ full_name: 'Anna', ...fullCrewMember, license: 'starszy_oficer' })[0]?.license_type,
    ).toBe('starszy_oficer');
    expect(
      crewMember({ full_name: 'Anna', ...fullCrewMember, license: 'kapitan_jachtowy' })[0]?.license_type,
    ).toBe('pzz-kj');
  });

  it('drops members without a name and keeps the order of the rest', () => {
    const { crew_members: _crew, ...body } = validTripRequest();
    const crew = [
      { ...fullCrewMember, full_name: 'First' },
      { ...fullCrewMember, full_name: '' },
      { ...fullCrewMember, name: '   ' },
      { ...fullCrewMember, first_name: '', last_name: ' ' },
      { ...fullCrewMember },
      { ...fullCrewMember, name: 'Last' },
    ];
    expect(parse({ ...body, crew_members: crew }).crew_members.map((member) => member.full_name)).toEqual([
      'First',
      'Last',
    ]);
  });

  it('reads crewMembers as crew_members and ignores a member id', () => {
    const { crew_members: _crew, ...body } = validTripRequest();
    const trip = parse({ ...body, crewMembers: [{ id: 4, fullName: 'Anna', ...fullCrewMember }] });
    expect(trip.crew_members.map((member) => member.full_name)).toEqual(['Anna']);
    expect(trip.crew_members[0]).not.toHaveProperty('id');
  });
});

describe('tripRequestSchema: the captain', () => {
  const { captain: _captain, ...withoutCaptain } = validTripRequest();
  const licence = { license_type: 'pzz-kj', license_number: 'KJ-1234', other_license: '' };

  it('reads a flat captain with flat licence fields', () => {
    const trip = parse({
      ...withoutCaptain,
      captain_first_name: 'Jan',
      captain_last_name: 'Kowalski',
      captain_email: 'jan@example.com',
      captain_phone: '600',
      license_type: '_other',
      license_number: 'Y-1',
      other_license: 'Yachtmaster',
    });
    expect(trip.captain).toEqual({
      first_name: 'Jan',
      last_name: 'Kowalski',
      email: 'jan@example.com',
      phone: '600',
      license_type: '_other',
      license_number: 'Y-1',
      other_license: 'Yachtmaster',
    });
    expect(trip).not.toHaveProperty('captain_first_name');
    expect(trip).not.toHaveProperty('license_type');
  });

  it('splits captain_name on the first space', () => {
    const captain = (name: string) =>
      parse({ ...withoutCaptain, ...licence, captain_phone: '6', captain_name: name });
    expect(captain('Jan Maria Kowalski').captain).toMatchObject({
      first_name: 'Jan',
      last_name: 'Maria Kowalski',
    });
    expect(captain('  Jan   Kowalski ').captain).toMatchObject({ first_name: 'Jan', last_name: 'Kowalski' });
  });

  it('reads the custom_license of the profile as other_license', () => {
    const captain = {
      ...(validTripRequest().captain as Body),
      license_type: '_other',
      other_license: undefined,
    };
    expect(
      parse({ ...withoutCaptain, captain: { ...captain, custom_license: 'ICC' } }).captain.other_license,
    ).toBe('ICC');
  });

  it('lets the nested captain win over flat fields', () => {
    const trip = parse({ ...validTripRequest(), captain_first_name: 'Adam', captain_name: 'Adam Nowak' });
    expect(trip.captain).toMatchObject({ first_name: 'Jan', last_name: 'Kowalski' });
  });

  it('reads the camelCase names of a nested captain', () => {
    const captain = {
      firstName: 'Jan',
      lastName: 'Kowalski',
      phone: '6',
      licenseType: 'pzz-kj',
      licenseNumber: '1',
    };
    expect(parse({ ...withoutCaptain, captain }).captain).toEqual({
      first_name: 'Jan',
      last_name: 'Kowalski',
      email: '',
      phone: '6',
      license_type: 'pzz-kj',
      license_number: '1',
      other_license: '',
    });
  });
});

describe('tripRequestSchema: what the server sets itself', () => {
  it('ignores the read-only fields of a served trip sent back', () => {
    const served = {
      ...validTripRequest(),
      id: 12,
      status: 'completed',
      created_at: '2026-05-09T10:00:00Z',
      updated_at: '2026-05-09T10:00:00Z',
      tidal_ports_count: 99,
      user_id: 3,
    };
    expect(parse(served)).toEqual(parse(validTripRequest()));
  });
});
