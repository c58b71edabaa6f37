import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, validationErrors } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain, validTrip } from './test-support.ts';

/** The role on board, waters, night hours and passages of a trip, both ways through the API (96 + 12.5 h, 412.5 Mm). */
describe('trips: the sea-time fields', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  const seaTime = {
    role_on_board: 'first_officer',
    waters: 'sea',
    night_hours: '20:30',
    passages: [
      { from: 'Gdynia', to: 'Rønne', distance: '105.5', overnight: true },
      { from: 'Rønne', to: 'Dover', distance: 300, overnight: false },
    ],
  };
  const served = {
    role_on_board: 'first_officer',
    waters: 'sea',
    night_hours: 20.5,
    passages: [
      { from: 'Gdynia', to: 'Rønne', distance: 105.5, overnight: true },
      { from: 'Rønne', to: 'Dover', distance: 300, overnight: false },
    ],
  };

  it('records them, serves them on the trip and in the list, and changes them on edit', async () => {
    const trip = await createTrip(t, captain.token, seaTime);
    expect(trip).toMatchObject(served);
    const read = await call(t, 'GET', `/api/sailing-trips/${trip.id}`, { token: captain.token });
    expect(read.json().sailing_trip).toMatchObject(served);
    const list = await call(t, 'GET', '/api/sailing-trips', { token: captain.token });
    expect(list.json().sailing_trips.find((row: { id: number }) => row.id === trip.id)).toMatchObject(served);

    const edited = await call(t, 'PUT', `/api/sailing-trips/${trip.id}`, {
      token: captain.token,
      payload: validTrip({ role_on_board: 'skipper', waters: 'inland', night_hours: 0, passages: [] }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().sailing_trip).toMatchObject({
      role_on_board: 'skipper',
      waters: 'inland',
      night_hours: 0,
      passages: [],
    });
  });

  it('keeps them when a client that does not know them edits the trip, and a create without them takes the defaults', async () => {
    const trip = await createTrip(t, captain.token, seaTime);
    const edited = await call(t, 'PUT', `/api/sailing-trips/${trip.id}`, {
      token: captain.token,
      payload: validTrip({ captain_notes: 'Edited by an older app.' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().sailing_trip).toMatchObject({ ...served, captain_notes: 'Edited by an older app.' });
    expect(await createTrip(t, captain.token)).toMatchObject({
      role_on_board: 'skipper',
      waters: 'sea',
      night_hours: 0,
      passages: [],
    });
  });

  it('answers 422 with a message per field, in the user’s language, and saves nothing', async () => {
    const before = (await call(t, 'GET', '/api/sailing-trips', { token: captain.token })).json().sailing_trips
      .length;
    const response = await call(t, 'POST', '/api/sailing-trips', {
      token: captain.token,
      language: 'pl',
      payload: validTrip({
        role_on_board: 'admiral',
        waters: 'ocean',
        night_hours: 109,
        passages: [{ from: '', to: 'Hel', distance: 500, overnight: false }],
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(validationErrors(response, 'pl')).toEqual({
      role_on_board: ['Wybierz jedną z dozwolonych wartości.'],
      waters: ['Wybierz jedną z dozwolonych wartości.'],
      night_hours: ['Godzin nocnych nie może być więcej niż godzin w ruchu (pod żaglami i na silniku)'],
      'passages.0.from': ['Podaj, skąd zaczął się przelot'],
      'passages.0.distance': ['Przelot nie może być dłuższy niż dystans rejsu'],
    });
    const after = (await call(t, 'GET', '/api/sailing-trips', { token: captain.token })).json().sailing_trips
      .length;
    expect(after).toBe(before);
  });

  it('documents them in OpenAPI, in the trip as sent and as served', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const text = JSON.stringify(document.paths['/api/sailing-trips']);
    for (const field of ['role_on_board', 'waters', 'night_hours', 'passages', 'overnight'])
      expect(text, field).toContain(`"${field}"`);
  });
});
