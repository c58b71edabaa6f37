import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, validationErrors } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, newCaptain, validTrip } from './test-support.ts';

describe('trips: bad input gets 422 with per-field errors and nothing is saved', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  const create = (payload: unknown, language?: string) =>
    call(t, 'POST', '/api/sailing-trips', { token: captain.token, payload, language });
  const tripCount = async () =>
    (await call(t, 'GET', '/api/sailing-trips', { token: captain.token })).json().sailing_trips.length;

  it('names every missing required field of steps 1-3 in the user language', async () => {
    const errors = validationErrors(await create({}, 'pl'), 'pl');
    expect(errors).toMatchObject({
      captain: ['To pole jest wymagane.'],
      yacht_name: ['Nazwa jachtu jest wymagana'],
      registration_number: ['Numer rejestracyjny jest wymagany'],
      home_port: ['Port macierzysty jest wymagany'],
      hull_length: ['Długość kadłuba jest wymagana'],
      engines_count: ['Liczba silników jest wymagana (może być 0)'],
      engine_power: ['Moc silnika jest wymagana (może być 0)'],
      embarkation_port: ['Port zaokrętowania jest wymagany'],
      disembarkation_port: ['Port wyokrętowania jest wymagany'],
      distance: ['Przebyta odległość jest wymagana (może być 0)'],
      embarkation_date: ['Data rozpoczęcia jest wymagana'],
      disembarkation_date: ['Data zakończenia jest wymagana'],
      sailing_hours: ['Godziny pod żaglami są wymagane (może być 0)'],
      engine_hours: ['Godziny na silniku są wymagane (może być 0)'],
      tidal_hours: ['Godziny na wodach pływowych są wymagane (może być 0)'],
    });
    expect(errors).not.toHaveProperty('mooring_hours');
    expect(errors).not.toHaveProperty('logbook_number');
    expect(errors).not.toHaveProperty('captain_notes');
    const captainErrors = validationErrors(await create(validTrip({ captain: {} })));
    expect(captainErrors).toEqual({
      'captain.first_name': ['First name is required'],
      'captain.last_name': ['Last name is required'],
      'captain.phone': ['Phone number is required'],
      'captain.license_type': ['Choose the licence type'],
      'captain.license_number': ['Licence number is required'],
    });
    expect(await tripCount()).toBe(0);
  });

  it('refuses an end date before the start date, with the shared message', async () => {
    const errors = validationErrors(
      await create(validTrip({ embarkation_date: '2026-07-08', disembarkation_date: '2026-07-01' })),
    );
    expect(errors).toEqual({ disembarkation_date: ['End date must be after start date'] });
    const same = await create(
      validTrip({ embarkation_date: '2026-07-08', disembarkation_date: '2026-07-08' }),
    );
    expect(same.statusCode).toBe(201);
    await call(t, 'DELETE', `/api/sailing-trips/${same.json().sailing_trip.id}`, { token: captain.token });
  });

  it('refuses impossible dates, negative numbers and numbers that are not numbers; 0 is allowed', async () => {
    const errors = validationErrors(
      await create(
        validTrip({
          embarkation_date: '2026-02-30',
          disembarkation_date: '07/08/2026',
          distance: -1,
          sailing_hours: '-0.5',
          engine_hours: 'many',
          tidal_hours: { hours: 1 },
          hull_length: '12.345',
          engines_count: 1.5,
          mooring_hours: -3,
        }),
      ),
    );
    expect(errors).toEqual({
      embarkation_date: ['Enter a valid date.'],
      disembarkation_date: ['Enter a valid date.'],
      distance: ['The value cannot be negative.'],
      sailing_hours: ['The value cannot be negative.'],
      engine_hours: ['Enter the hours as a number (12.25) or as h:mm (12:15).'],
      tidal_hours: ['Enter the hours as a number (12.25) or as h:mm (12:15).'],
      hull_length: ['Enter a number with at most 2 decimal places.'],
      engines_count: ['Enter a whole number.'],
      mooring_hours: ['The value cannot be negative.'],
    });
    const zeros = await create(
      validTrip({
        distance: 0,
        sailing_hours: '0',
        engine_hours: 0,
        tidal_hours: '0',
        engines_count: 0,
        engine_power: '0',
      }),
    );
    expect(zeros.statusCode, zeros.body).toBe(201);
    expect(zeros.json().sailing_trip).toMatchObject({ distance: 0, sailing_hours: 0, engines_count: 0 });
  });

  it('refuses values outside the enumerations, for the captain and each crew member', async () => {
    const trip = validTrip();
    const errors = validationErrors(
      await create({
        ...trip,
        captain: { ...trip.captain, license_type: 'admiral' },
        crew_members: [
          {
            ...trip.crew_members[0],
            role: 'pirate',
            license_type: 'wizard',
            captain_opinion: 'meh',
            performance: 'legendary',
            seasickness: 'always',
            resistance: 'iron',
          },
        ],
      }),
    );
    const invalid = ['Choose one of the allowed values.'];
    expect(errors).toEqual({
      'captain.license_type': invalid,
      'crew_members.0.role': invalid,
      'crew_members.0.license_type': invalid,
      'crew_members.0.captain_opinion': invalid,
      'crew_members.0.performance': invalid,
      'crew_members.0.seasickness': invalid,
      'crew_members.0.resistance': invalid,
    });
  });

  it('needs the other-licence and other-function texts when "_other" is chosen, and the crew assessment', async () => {
    const trip = validTrip();
    const errors = validationErrors(
      await create({
        ...trip,
        captain: { ...trip.captain, license_type: '_other', other_license: ' ' },
        crew_members: [{ full_name: 'Ola', role: '_other', license_type: '_other' }],
      }),
    );
    expect(errors).toEqual({
      'captain.other_license': ['Enter the name of the licence'],
      'crew_members.0.other_role': ['Describe the function on board'],
      'crew_members.0.other_license': ['Enter the name of the licence'],
      'crew_members.0.captain_opinion': ['Choose your overall opinion'],
      'crew_members.0.performance': ['Choose how the duties were performed'],
      'crew_members.0.seasickness': ['Choose the seasickness level'],
      'crew_members.0.resistance': ['Choose the resistance in harsh conditions'],
    });
  });

  it('refuses unknown fields, wrong types, text too long and more than 50 ports or crew members', async () => {
    const errors = validationErrors(
      await create(
        validTrip({
          is_admin: true,
          yacht_name: 'x'.repeat(101),
          visited_ports: Array.from({ length: 51 }, (_, i) => `Port ${i}`),
          crew_members: 'everyone',
          captain_notes: 42,
        }),
      ),
    );
    expect(errors).toEqual({
      is_admin: ['This field is not accepted here.'],
      yacht_name: ['Enter at most 100 characters.'],
      visited_ports: ['Add at most 50.'],
      crew_members: ['This value has the wrong type.'],
      captain_notes: ['This value has the wrong type.'],
    });
    expect(validationErrors(await create([1, 2, 3]))).toEqual({ body: ['This value has the wrong type.'] });
  });

  it('drops visited ports and crew members without a name, and trims names', async () => {
    const trip = validTrip();
    const created = await create({
      ...trip,
      visited_ports: [{ name: '  ', is_tidal: true }, { name: ' Hel ', is_tidal: false }, ''],
      crew_members: [
        { ...trip.crew_members[0], full_name: '   ' },
        { ...trip.crew_members[1], full_name: ' Ewa ' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const served = created.json().sailing_trip;
    expect(served.visited_ports).toEqual([
      { name: 'Hel', is_tidal: false, arrival_date: null, departure_date: null, lat: null, lon: null },
    ]);
    expect(served.crew_members.map((member: { full_name: string }) => member.full_name)).toEqual(['Ewa']);
    expect(served.tidal_ports_count).toBe(0);
  });

  it('accepts every reading: other tidal names, ports as strings, camelCase crew, flat captain, captain_name', async () => {
    const trip = validTrip();
    const {
      captain: _nested,
      is_embarkation_tidal_port: _a,
      is_disembarkation_tidal_port: _b,
      ...rest
    } = trip;
    const created = await create({
      ...rest,
      captain_name: 'Jan Maria Kowalski',
      captain_email: 'jan@example.com',
      captain_phone: '600',
      license_type: '_other',
      license_number: 'N-1',
      other_license: 'Skipper IYT',
      embarkation_is_tidal_port: true,
      disembarkation_is_tidal_port: 1,
      visited_ports: ['Dover', { name: 'Calais', isTidalPort: true }, { name: 'Brest', is_tidal_port: true }],
      crew_members: [
        {
          firstName: 'Zofia',
          lastName: 'Nałkowska',
          role: 'steward',
          license: 'kapitan_jachtowy',
          licenseNumber: 'KJ-9',
          captainOpinion: 'negative',
          performance: 'insufficient',
          seasickness: 'severe',
          resistance: 'not_tested',
          captainNotes: 'Notatka',
        },
        {
          name: 'Adam',
          role: 'crew',
          captain_opinion: 'positive',
          performance: 'good',
          seasickness: 'unknown',
          resistance: 'unknown',
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const served = created.json().sailing_trip;
    expect(served.captain).toEqual({
      first_name: 'Jan',
      last_name: 'Maria Kowalski',
      email: 'jan@example.com',
      phone: '600',
      license_type: '_other',
      license_number: 'N-1',
      other_license: 'Skipper IYT',
    });
    expect(served).toMatchObject({
      is_embarkation_tidal_port: true,
      is_disembarkation_tidal_port: true,
      tidal_ports_count: 4,
    });
    expect(
      served.visited_ports.map((port: { name: string; is_tidal: boolean }) => [port.name, port.is_tidal]),
    ).toEqual([
      ['Dover', false],
      ['Calais', true],
      ['Brest', true],
    ]);
    expect(served.crew_members[0]).toMatchObject({
      full_name: 'Zofia Nałkowska',
      // The other spelling of the yacht captain licence is stored as its list value.
      license_type: 'pzz-kj',
      license_number: 'KJ-9',
      captain_opinion: 'negative',
      captain_notes: 'Notatka',
    });
    expect(served.crew_members[1]).toMatchObject({ full_name: 'Adam', email: '', license_type: '' });
  });

  it('ignores the read-only fields of a served trip sent back on edit', async () => {
    const created = (await create(validTrip())).json().sailing_trip;
    const edited = await call(t, 'PUT', `/api/sailing-trips/${created.id}`, {
      token: captain.token,
      payload: { ...created, id: 999, status: 'cancelled', created_at: 'yesterday', yacht_name: 'Edited' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().sailing_trip).toMatchObject({
      id: created.id,
      status: created.status,
      created_at: created.created_at,
      yacht_name: 'Edited',
      crew_members: [
        expect.objectContaining({ full_name: 'Anna Wiśniewska' }),
        expect.objectContaining({ full_name: 'Piotr Nowak' }),
      ],
    });
  });
});
