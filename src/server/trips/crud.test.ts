import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '#domain/trip-days.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createYacht } from '../yachts/test-support.ts';
import { type Captain, call, createTrip, newCaptain, validTrip } from './test-support.ts';

describe('trips: create, read, list, edit, delete', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  it('records a trip and serves every field of "Trip as served", ports and crew in order', async () => {
    const created = await call(t, 'POST', '/api/sailing-trips', {
      token: captain.token,
      payload: validTrip(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ success: true, message: 'The trip has been saved!' });
    const trip = body.sailing_trip;
    expect(trip).toEqual({
      id: expect.any(Number),
      status: 'completed',
      captain: {
        first_name: 'Łukasz',
        last_name: 'Żółć',
        email: 'lukasz@example.com',
        phone: '+48 600 100 200',
        license_type: 'pzz-kj',
        license_number: 'KJ-1234',
        other_license: '',
      },
      yacht_name: 'Zawisza Czarny',
      registration_number: 'POL-1234',
      home_port: 'Gdynia',
      hull_length: 42.7,
      engines_count: 1,
      engine_power: 220.5,
      // An older client's body: no type and no owner.
      yacht_type: '',
      yacht_owner_name: '',
      yacht_owner_address: '',
      embarkation_port: 'Gdynia',
      is_embarkation_tidal_port: false,
      disembarkation_port: 'Świnoujście',
      is_disembarkation_tidal_port: false,
      visited_ports: [
        { name: 'Bornholm', is_tidal: false, arrival_date: null, departure_date: null, lat: null, lon: null },
        { name: 'Dover', is_tidal: true, arrival_date: null, departure_date: null, lat: null, lon: null },
      ],
      distance: 412.5,
      embarkation_date: '2026-07-01',
      disembarkation_date: '2026-07-08',
      sailing_hours: 96,
      engine_hours: 12.5,
      mooring_hours: 40,
      tidal_hours: 6,
      tidal_ports_count: 1,
      // An older client's body: the sea-time fields take their defaults.
      night_hours: 0,
      role_on_board: 'skipper',
      waters: 'sea',
      passages: [],
      has_track: false,
      logbook_number: 'LB/2026/7',
      captain_notes: 'Sztorm 8°B na Ławicy Słupskiej.',
      crew_members: [
        expect.objectContaining({
          id: expect.any(Number),
          full_name: 'Anna Wiśniewska',
          role: 'first_officer',
        }),
        expect.objectContaining({ full_name: 'Piotr Nowak', role: '_other', other_role: 'Kuk' }),
      ],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(trip.crew_members[0]).toEqual({
      id: expect.any(Number),
      full_name: 'Anna Wiśniewska',
      email: 'anna@example.com',
      phone: '+48 500 000 001',
      role: 'first_officer',
      other_role: '',
      license_type: 'pzz-jsm',
      other_license: '',
      license_number: 'JSM-77',
      captain_opinion: 'positive',
      performance: 'very_good',
      seasickness: 'none',
      resistance: 'good',
      captain_notes: 'Pewna ręka przy sterze.',
      student_id: null,
      confirmation: null,
    });

    const read = await call(t, 'GET', `/api/sailing-trips/${trip.id}`, { token: captain.token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ success: true, sailing_trip: trip });

    const list = await call(t, 'GET', '/api/sailing-trips', { token: captain.token, language: 'pl' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ success: true, sailing_trips: [trip], message: 'Rejsy zostały pobrane.' });
  });

  it('starts a trip as planned, in progress or completed from its dates', async () => {
    const future = await createTrip(t, captain.token, {
      embarkation_date: '2099-05-01',
      disembarkation_date: '2099-05-03',
    });
    expect(future.status).toBe('planned');
    const today = todayIso();
    const now = await createTrip(t, captain.token, {
      embarkation_date: '2020-01-01',
      disembarkation_date: today,
    });
    expect(now.status).toBe('in_progress');
  });

  it('edits a trip, replacing its ports and crew, and keeps the status', async () => {
    const trip = await createTrip(t, captain.token, {
      embarkation_date: '2099-01-01',
      disembarkation_date: '2099-01-02',
    });
    const edited = await call(t, 'PUT', `/api/sailing-trips/${trip.id}`, {
      token: captain.token,
      language: 'pl',
      payload: validTrip({
        yacht_name: 'Dar Młodzieży',
        visited_ports: [
          { name: '  Helgoland ', is_tidal: true, arrival_date: '2099-01-01', departure_date: '2099-01-02' },
        ],
        crew_members: [],
        mooring_hours: '',
        embarkation_date: '2099-01-01',
        disembarkation_date: '2099-01-02',
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe('Rejs został pomyślnie zaktualizowany!');
    expect(edited.json().sailing_trip).toMatchObject({
      id: trip.id,
      status: 'planned',
      yacht_name: 'Dar Młodzieży',
      visited_ports: [
        { name: 'Helgoland', is_tidal: true, arrival_date: '2099-01-01', departure_date: '2099-01-02' },
      ],
      crew_members: [],
      mooring_hours: null,
      tidal_ports_count: 1,
      created_at: trip.created_at,
    });
  });

  it('keeps its own copy of the yacht and captain: a later yacht or profile change does not rewrite it', async () => {
    const yachtId = await createYacht(t, captain.token, {
      name: 'Zawisza Czarny',
      registration_number: 'POL-1234',
    });
    const trip = await createTrip(t, captain.token);
    const yachtEdit = await call(t, 'PUT', `/api/yachts/${yachtId}`, {
      token: captain.token,
      payload: {
        name: 'Renamed',
        registration_number: 'NEW-1',
        home_port: 'Hel',
        hull_length: 1,
        engines_count: 0,
        engine_power: 0,
      },
    });
    expect(yachtEdit.statusCode).toBe(200);
    const profile = await call(t, 'POST', '/api/captain-profile', {
      token: captain.token,
      payload: {
        first_name: 'Inny',
        last_name: 'Kapitan',
        phone: '1',
        license_type: 'rya-ocean',
        license_number: 'X',
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const read = (await call(t, 'GET', `/api/sailing-trips/${trip.id}`, { token: captain.token })).json();
    expect(read.sailing_trip).toMatchObject({
      yacht_name: 'Zawisza Czarny',
      registration_number: 'POL-1234',
      captain: { first_name: 'Łukasz', last_name: 'Żółć', license_type: 'pzz-kj' },
    });
  });

  it('lists the newest trip first', async () => {
    const other = await newCaptain(t, true);
    const first = await createTrip(t, other.token, { yacht_name: 'First' });
    const second = await createTrip(t, other.token, { yacht_name: 'Second' });
    const list = (await call(t, 'GET', '/api/sailing-trips', { token: other.token })).json();
    expect(list.sailing_trips.map((trip: { id: number }) => trip.id)).toEqual([second.id, first.id]);
  });

  it('deletes a trip: gone from the list and details, a second delete answers the same (delete-again.test.ts)', async () => {
    const trip = await createTrip(t, captain.token);
    const deleted = await call(t, 'DELETE', `/api/sailing-trips/${trip.id}`, {
      token: captain.token,
      language: 'pl',
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Rejs został usunięty.' });
    expect((await call(t, 'GET', `/api/sailing-trips/${trip.id}`, { token: captain.token })).statusCode).toBe(
      404,
    );
    const list = (await call(t, 'GET', '/api/sailing-trips', { token: captain.token })).json();
    expect(list.sailing_trips.map((item: { id: number }) => item.id)).not.toContain(trip.id);
    expect(
      (
        await call(t, 'DELETE', `/api/sailing-trips/${trip.id}`, { token: captain.token, language: 'pl' })
      ).json(),
    ).toEqual({ success: true, message: 'Rejs został usunięty.' });
    expect(
      (await call(t, 'PUT', `/api/sailing-trips/${trip.id}`, { token: captain.token, payload: validTrip() }))
        .statusCode,
    ).toBe(404);
  });
});
