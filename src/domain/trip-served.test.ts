import { describe, expect, it } from 'vitest';
import { readServedTrip, type Trip } from './trip.ts';
import { formValuesToRequest, tripToFormValues } from './trip-form-data.ts';
import { normalizeTripAliases } from './trip-readings.ts';
import { tripRequestSchema } from './trip-request.ts';

/** A served trip in every reading read into the one Trip shape. */

type Json = Record<string, unknown>;

const captain = {
  first_name: 'Jan',
  last_name: 'Maria Kowalski',
  email: 'jan@example.com',
  phone: '+48 600 100 200',
  license_type: 'pzz-kj',
  license_number: 'KJ-1234',
  other_license: '',
};

const crewMember = {
  id: 31,
  full_name: 'Anna Nowak',
  email: 'anna@example.com',
  phone: '600',
  role: '_other',
  other_role: 'Cook',
  license_type: 'kapitan_jachtowy',
  other_license: '',
  license_number: 'KJ-9',
  captain_opinion: 'positive',
  performance: 'very_good',
  seasickness: 'none',
  resistance: 'good',
  captain_notes: 'Great cook.',
  student_id: null,
  confirmation: null,
};

/** The first reading of every field, as our own API serves it. */
function servedTrip(): Json {
  return {
    id: 12,
    status: 'in_progress',
    captain: { ...captain },
    yacht_name: 'Zawisza',
    registration_number: 'POL-1234',
    home_port: 'Gdynia',
    hull_length: 12.35,
    engines_count: 1,
    engine_power: 40.5,
    yacht_type: 'Bavaria Cruiser 46',
    yacht_owner_name: 'Jan Armator',
    yacht_owner_address: 'ul. Portowa 1\nGdynia',
    embarkation_port: 'Gdynia',
    is_embarkation_tidal_port: false,
    disembarkation_port: 'Cuxhaven',
    is_disembarkation_tidal_port: true,
    visited_ports: [
      {
        name: 'Hel',
        is_tidal: false,
        arrival_date: '2026-05-02',
        departure_date: '2026-05-03',
        lat: 54.6,
        lon: 18.8,
      },
      { name: 'Helgoland', is_tidal: true, arrival_date: null, departure_date: null, lat: null, lon: null },
    ],
    distance: 312.5,
    embarkation_date: '2026-05-01',
    disembarkation_date: '2026-05-08',
    sailing_hours: 60,
    engine_hours: 7.5,
    mooring_hours: null,
    tidal_hours: 12,
    tidal_ports_count: 2,
    night_hours: 9.5,
    role_on_board: 'first_officer',
    waters: 'sea',
    passages: [{ from: 'Gdynia', to: 'Helgoland', distance: 240, overnight: true }],
    has_track: true,
    logbook_number: 'LB/2026/3',
    captain_notes: 'Gale on day 3.',
    crew_members: [{ ...crewMember }],
    created_at: '2026-05-09T10:00:00.000Z',
    updated_at: '2026-05-10T08:30:00.000Z',
  };
}

const expected: Trip = servedTrip() as Trip;

describe('readServedTrip: the first reading', () => {
  it('reads our own served trip as it is', () => {
    expect(readServedTrip(servedTrip())).toEqual(expected);
  });

  it('fills whatever is missing with empties', () => {
    const trip = readServedTrip({ id: 3, status: 'planned' });
    expect(trip).toEqual({
      id: 3,
      status: 'planned',
      captain: {
        first_name: '',
        last_name: '',
        email: '',
        phone: '',
        license_type: '',
        license_number: '',
        other_license: '',
      },
      yacht_name: '',
      registration_number: '',
      home_port: '',
      hull_length: 0,
      engines_count: 0,
      engine_power: 0,
      yacht_type: '',
      yacht_owner_name: '',
      yacht_owner_address: '',
      embarkation_port: '',
      is_embarkation_tidal_port: false,
      disembarkation_port: '',
      is_disembarkation_tidal_port: false,
      visited_ports: [],
      distance: 0,
      embarkation_date: '',
      disembarkation_date: '',
      sailing_hours: 0,
      engine_hours: 0,
      mooring_hours: null,
      tidal_hours: 0,
      tidal_ports_count: 0,
      night_hours: 0,
      role_on_board: 'skipper',
      waters: 'sea',
      passages: [],
      has_track: false,
      logbook_number: '',
      captain_notes: '',
      crew_members: [],
      created_at: '',
      updated_at: '',
    });
  });

  it('reads an unknown status as completed and a missing updated_at as created_at', () => {
    const { updated_at: _updated, ...served } = servedTrip();
    const trip = readServedTrip({ ...served, status: 'archived' });
    expect([trip.status, trip.updated_at]).toEqual(['completed', '2026-05-09T10:00:00.000Z']);
  });
});

describe('readServedTrip: the other readings', () => {
  it('reads a flat captain', () => {
    const { captain: _captain, ...served } = servedTrip();
    const trip = readServedTrip({
      ...served,
      captain_first_name: 'Jan',
      captain_last_name: 'Maria Kowalski',
      captain_email: 'jan@example.com',
      captain_phone: '+48 600 100 200',
      license_type: 'pzz-kj',
      license_number: 'KJ-1234',
      other_license: '',
    });
    expect(trip).toEqual(expected);
  });

  it('reads captain_name split on the first space, with the flat licence fields', () => {
    const { captain: _captain, ...served } = servedTrip();
    const trip = readServedTrip({
      ...served,
      captain_name: 'Jan Maria Kowalski',
      license_type: '_other',
      license_number: 'Y-1',
      custom_license: 'Yachtmaster Ocean',
    });
    expect(trip.captain).toEqual({
      first_name: 'Jan',
      last_name: 'Maria Kowalski',
      email: '',
      phone: '',
      license_type: '_other',
      license_number: 'Y-1',
      other_license: 'Yachtmaster Ocean',
    });
  });

  it('reads a single-word captain_name as the first name', () => {
    const { captain: _captain, ...served } = servedTrip();
    expect(readServedTrip({ ...served, captain_name: 'Jan' }).captain).toMatchObject({
      first_name: 'Jan',
      last_name: '',
    });
  });

  it('reads embarkation_is_tidal_port and disembarkation_is_tidal_port', () => {
    const { is_embarkation_tidal_port: _a, is_disembarkation_tidal_port: _b, ...served } = servedTrip();
    const trip = readServedTrip({
      ...served,
      embarkation_is_tidal_port: 1,
      disembarkation_is_tidal_port: '0',
    });
    expect([trip.is_embarkation_tidal_port, trip.is_disembarkation_tidal_port]).toEqual([true, false]);
  });

  it('reads ports as plain strings, not tidal and without dates', () => {
    const trip = readServedTrip({ ...servedTrip(), visited_ports: ['Hel', ' Helgoland ', ''] });
    expect(trip.visited_ports).toEqual([
      { name: 'Hel', is_tidal: false, arrival_date: null, departure_date: null, lat: null, lon: null },
      { name: 'Helgoland', is_tidal: false, arrival_date: null, departure_date: null, lat: null, lon: null },
    ]);
  });

  it('reads crew in camelCase, with license as the licence type', () => {
    const trip = readServedTrip({
      ...servedTrip(),
      crewMembers: [
        {
          id: 31,
          firstName: 'Anna',
          lastName: 'Nowak',
          email: 'anna@example.com',
          phone: '600',
          role: '_other',
          otherRole: 'Cook',
          license: 'kapitan_jachtowy',
          otherLicense: '',
          licenseNumber: 'KJ-9',
          captainOpinion: 'positive',
          performance: 'very_good',
          seasickness: 'none',
          resistance: 'good',
          captainNotes: 'Great cook.',
        },
      ],
      crew_members: undefined,
    });
    expect(trip.crew_members).toEqual([crewMember]);
  });

  it('keeps a crew member whose name is null but who has a first and last name', () => {
    const member = {
      ...crewMember,
      full_name: undefined,
      name: null,
      first_name: 'Anna',
      last_name: 'Nowak',
    };
    expect(readServedTrip({ ...servedTrip(), crew_members: [member] }).crew_members).toEqual([crewMember]);
  });

  it('numbers crew members without an id by their place, and drops nameless ones', () => {
    const crew = [{ name: 'Anna' }, { name: '' }, { full_name: 'Piotr' }];
    expect(
      readServedTrip({ ...servedTrip(), crew_members: crew }).crew_members.map((m) => [m.id, m.full_name]),
    ).toEqual([
      [1, 'Anna'],
      [2, 'Piotr'],
    ]);
  });

  it('reads numbers sent as strings, with a decimal comma too', () => {
    const trip = readServedTrip({
      ...servedTrip(),
      id: '12',
      hull_length: '12.35',
      engines_count: '1',
      engine_power: '40,5',
      distance: '312.5',
      sailing_hours: '60',
      engine_hours: '7,5',
      mooring_hours: '3',
      tidal_hours: '12',
      tidal_ports_count: '2',
    });
    expect(trip).toEqual({ ...expected, mooring_hours: 3 });
  });

  it('reads numbers it cannot read as 0, and empty mooring hours as not given', () => {
    const trip = readServedTrip({ ...servedTrip(), hull_length: 'long', distance: null, mooring_hours: '' });
    expect([trip.hull_length, trip.distance, trip.mooring_hours]).toEqual([0, 0, null]);
  });

  it('computes a missing tidal_ports_count from the flags and the ports', () => {
    const { tidal_ports_count: _count, ...served } = servedTrip();
    expect(readServedTrip(served).tidal_ports_count).toBe(2);
    expect(
      readServedTrip({
        ...served,
        is_embarkation_tidal_port: true,
        visited_ports: [{ name: 'A', is_tidal: true }, { name: 'B', is_tidal: 'true' }, 'C'],
      }).tidal_ports_count,
    ).toBe(4);
    expect(
      readServedTrip({ ...served, is_disembarkation_tidal_port: false, visited_ports: [] }).tidal_ports_count,
    ).toBe(0);
  });

  it('keeps a tidal_ports_count the server sent', () => {
    expect(readServedTrip({ ...servedTrip(), tidal_ports_count: 5 }).tidal_ports_count).toBe(5);
  });
});

describe('normalizeTripAliases', () => {
  it('keeps the served fields a request drops', () => {
    const served = normalizeTripAliases(servedTrip(), 'served') as Json;
    expect([served.id, served.status, served.tidal_ports_count]).toEqual([12, 'in_progress', 2]);
    expect((served.crew_members as Json[])[0]?.id).toBe(31);
    const request = normalizeTripAliases(servedTrip(), 'request') as Json;
    expect(
      ['id', 'status', 'created_at', 'updated_at', 'tidal_ports_count'].filter((key) => key in request),
    ).toEqual([]);
    expect((request.crew_members as Json[])[0]).not.toHaveProperty('id');
  });

  it('passes anything that is not an object on unchanged', () => {
    expect(normalizeTripAliases(null)).toBeNull();
    expect(normalizeTripAliases('trip')).toBe('trip');
    expect(normalizeTripAliases([1])).toEqual([1]);
  });

  it('does not change the object it was given', () => {
    const served = servedTrip();
    const copy = structuredClone(served);
    normalizeTripAliases({ ...served, captain_name: 'A B', crewMembers: served.crew_members }, 'request');
    expect(served).toEqual(copy);
  });
});

describe('a served trip back into the form and out as a request', () => {
  const roundTrip = (served: Json) => {
    const result = tripRequestSchema.safeParse(formValuesToRequest(tripToFormValues(readServedTrip(served))));
    if (!result.success) throw new Error(JSON.stringify(result.error.issues));
    return result.data;
  };

  it('keeps a crew member’s student link and leaves the confirmation to the server', () => {
    const confirmation = { status: 'confirmed', at: '2026-05-11T09:00:00.000Z', note: '' };
    const served = { ...servedTrip(), crew_members: [{ ...crewMember, student_id: 7, confirmation }] };
    expect(readServedTrip(served).crew_members[0]).toMatchObject({ student_id: 7, confirmation });
    expect(roundTrip(served).crew_members[0]).toMatchObject({ student_id: 7 });
    expect(roundTrip(served).crew_members[0]).not.toHaveProperty('confirmation');
    // A served trip sent back as it is: the confirmation is dropped, not refused.
    expect(tripRequestSchema.safeParse(served).success).toBe(true);
  });

  it('keeps every value of the first reading', () => {
    const { id: _id, confirmation: _confirmation, ...member } = crewMember;
    expect(roundTrip(servedTrip())).toEqual({
      captain,
      yacht_name: 'Zawisza',
      registration_number: 'POL-1234',
      home_port: 'Gdynia',
      hull_length: 12.35,
      engines_count: 1,
      engine_power: 40.5,
      yacht_type: 'Bavaria Cruiser 46',
      yacht_owner_name: 'Jan Armator',
      yacht_owner_address: 'ul. Portowa 1\nGdynia',
      embarkation_port: 'Gdynia',
      is_embarkation_tidal_port: false,
      disembarkation_port: 'Cuxhaven',
      is_disembarkation_tidal_port: true,
      visited_ports: [
        {
          name: 'Hel',
          is_tidal: false,
          arrival_date: '2026-05-02',
          departure_date: '2026-05-03',
          lat: 54.6,
          lon: 18.8,
        },
        { name: 'Helgoland', is_tidal: true },
      ],
      distance: 312.5,
      embarkation_date: '2026-05-01',
      disembarkation_date: '2026-05-08',
      sailing_hours: 60,
      engine_hours: 7.5,
      mooring_hours: null,
      tidal_hours: 12,
      night_hours: 9.5,
      role_on_board: 'first_officer',
      waters: 'sea',
      passages: [{ from: 'Gdynia', to: 'Helgoland', distance: 240, overnight: true }],
      logbook_number: 'LB/2026/3',
      captain_notes: 'Gale on day 3.',
      // The other spelling of the yacht captain licence comes back as its list value (docs/trips.md).
      crew_members: [{ ...member, license_type: 'pzz-kj' }],
    });
  });

  it('gives the same request from another reading of the same trip', () => {
    const {
      captain: _captain,
      is_embarkation_tidal_port: _flag,
      crew_members: _crew,
      ...served
    } = servedTrip();
    const { id: _id, full_name: _name, ...member } = crewMember;
    const other = {
      ...served,
      captain_name: 'Jan Maria Kowalski',
      captain_email: 'jan@example.com',
      captain_phone: '+48 600 100 200',
      license_type: 'pzz-kj',
      license_number: 'KJ-1234',
      embarkation_is_tidal_port: false,
      hull_length: '12.35',
      crew_members: [{ ...member, name: 'Anna Nowak' }],
    };
    expect(roundTrip(other)).toEqual(roundTrip(servedTrip()));
  });

  it('keeps a trip with mooring hours, no ports and no crew', () => {
    const trip = roundTrip({ ...servedTrip(), mooring_hours: 0, visited_ports: [], crew_members: [] });
    expect([trip.mooring_hours, trip.visited_ports, trip.crew_members]).toEqual([0, [], []]);
  });
});
