import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, validationErrors } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, newCaptain, validTrip } from './test-support.ts';

/** Every hours field takes two decimals or h:mm; the database keeps the two decimals (SQLite and PostgreSQL). */
describe('trips: hours with two decimals or as h:mm', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  const hoursOf = (trip: Record<string, unknown>) => ({
    sailing_hours: trip.sailing_hours,
    engine_hours: trip.engine_hours,
    mooring_hours: trip.mooring_hours,
    tidal_hours: trip.tidal_hours,
  });

  it('saves 12.25 and h:mm and reads them back as two-decimal numbers, in the list too', async () => {
    const created = await call(t, 'POST', '/api/sailing-trips', {
      token: captain.token,
      payload: validTrip({
        sailing_hours: 96.75,
        engine_hours: '12.25',
        mooring_hours: '0:45',
        tidal_hours: '1:20',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const expected = { sailing_hours: 96.75, engine_hours: 12.25, mooring_hours: 0.75, tidal_hours: 1.33 };
    expect(hoursOf(created.json().sailing_trip)).toEqual(expected);

    const id = created.json().sailing_trip.id;
    const read = await call(t, 'GET', `/api/sailing-trips/${id}`, { token: captain.token });
    expect(read.statusCode).toBe(200);
    expect(hoursOf(read.json().sailing_trip)).toEqual(expected);
    const list = await call(t, 'GET', '/api/sailing-trips', { token: captain.token });
    const listed = list.json().sailing_trips.find((trip: { id: number }) => trip.id === id);
    expect(hoursOf(listed)).toEqual(expected);

    // An edit in h:mm with a decimal comma beside it.
    const updated = await call(t, 'PUT', `/api/sailing-trips/${id}`, {
      token: captain.token,
      payload: validTrip({
        sailing_hours: '100:59',
        engine_hours: '0,05',
        mooring_hours: '',
        tidal_hours: 0.01,
      }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const again = await call(t, 'GET', `/api/sailing-trips/${id}`, { token: captain.token });
    expect(hoursOf(again.json().sailing_trip)).toEqual({
      sailing_hours: 100.98,
      engine_hours: 0.05,
      mooring_hours: null,
      tidal_hours: 0.01,
    });
  });

  it('refuses a third decimal and minutes of 60 or more with a clear message per field, in Polish too', async () => {
    const count = async () =>
      (await call(t, 'GET', '/api/sailing-trips', { token: captain.token })).json().sailing_trips.length;
    const before = await count();
    const body = validTrip({
      sailing_hours: '12.255',
      engine_hours: '12:60',
      mooring_hours: 1.125,
      tidal_hours: '2h',
    });
    const english = validationErrors(
      await call(t, 'POST', '/api/sailing-trips', { token: captain.token, payload: body }),
    );
    expect(english).toEqual({
      sailing_hours: ['Enter the hours with at most 2 decimal places (12.25), or as h:mm (12:15).'],
      engine_hours: ['The minutes must be below 60 (h:mm, e.g. 12:15).'],
      mooring_hours: ['Enter the hours with at most 2 decimal places (12.25), or as h:mm (12:15).'],
      tidal_hours: ['Enter the hours as a number (12.25) or as h:mm (12:15).'],
    });
    const polish = validationErrors(
      await call(t, 'POST', '/api/sailing-trips', { token: captain.token, payload: body, language: 'pl' }),
      'pl',
    );
    expect(polish).toEqual({
      sailing_hours: [
        'Wpisz godziny z co najwyżej 2 miejscami po przecinku (12,25) lub w formacie g:mm (12:15).',
      ],
      engine_hours: ['Minuty muszą być mniejsze niż 60 (g:mm, np. 12:15).'],
      mooring_hours: [
        'Wpisz godziny z co najwyżej 2 miejscami po przecinku (12,25) lub w formacie g:mm (12:15).',
      ],
      tidal_hours: ['Wpisz godziny jako liczbę (12,25) lub w formacie g:mm (12:15).'],
    });
    expect(await count()).toBe(before);
  });
});
