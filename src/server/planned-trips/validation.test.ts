import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, validationErrors } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createPlannedTrip, newCaptain, validPlannedTrip } from './test-support.ts';

describe('planned trips: bad bodies', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  const create = (payload: unknown, language?: string) =>
    call(t, 'POST', '/api/planned-sailing-trips', { token: captain.token, payload, language });

  it('names every missing required field with its own message', async () => {
    const errors = validationErrors(await create({}));
    expect(errors).toEqual({
      name: ["Enter the trip's name."],
      start_date: ['Enter the start date.'],
      end_date: ['Enter the end date.'],
      embarkation_port: ['Enter the embarkation port.'],
      disembarkation_port: ['Enter the disembarkation port.'],
      yacht_name: ["Enter the yacht's name."],
    });
  });

  it('refuses an end date before the start date, on create and on edit', async () => {
    const reversed = { start_date: '2026-07-08', end_date: '2026-07-01' };
    expect(validationErrors(await create(validPlannedTrip(reversed)))).toEqual({
      end_date: ['End date must be after start date'],
    });
    const trip = await createPlannedTrip(t, captain.token);
    const edit = await call(t, 'PUT', `/api/planned-sailing-trips/${trip.id}`, {
      token: captain.token,
      payload: validPlannedTrip(reversed),
    });
    expect(validationErrors(edit)).toEqual({ end_date: ['End date must be after start date'] });
    // The same day is allowed.
    const oneDay = await create(validPlannedTrip({ start_date: '2026-07-01', end_date: '2026-07-01' }));
    expect(oneDay.statusCode, oneDay.body).toBe(201);
  });

  it('reports the dates check together with other field errors', async () => {
    const errors = validationErrors(
      await create(validPlannedTrip({ name: '', start_date: '2026-07-08', end_date: '2026-07-01' })),
    );
    expect(Object.keys(errors).sort()).toEqual(['end_date', 'name']);
  });

  it('checks lengths, dates, the crew limit, the flag and unknown fields', async () => {
    const errors = validationErrors(
      await create(
        validPlannedTrip({
          name: 'x'.repeat(121),
          description: 'x'.repeat(5001),
          yacht_type: 'x'.repeat(101),
          embarkation_port: 'x'.repeat(101),
          start_date: '2026-02-30',
          max_crew: '2.5',
          is_active: 'maybe',
          owner: 1,
        }),
      ),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'description',
      'embarkation_port',
      'is_active',
      'max_crew',
      'name',
      'owner',
      'start_date',
      'yacht_type',
    ]);
    expect(errors.max_crew).toEqual(['Enter a whole number.']);
    for (const [value, key] of [
      [0, 'max_crew'],
      [101, 'max_crew'],
      ['abc', 'max_crew'],
    ] as const) {
      const response = await create(validPlannedTrip({ max_crew: value }));
      expect(Object.keys(validationErrors(response))).toEqual([key]);
    }
    const hundred = await create(validPlannedTrip({ max_crew: 100 }));
    expect(hundred.statusCode, hundred.body).toBe(201);
  });

  it('answers in Polish', async () => {
    const errors = validationErrors(
      await create(validPlannedTrip({ name: ' ', start_date: '2026-07-08', end_date: '2026-07-01' }), 'pl'),
      'pl',
    );
    expect(errors).toEqual({
      name: ['Podaj nazwę rejsu.'],
      end_date: ['Data zakończenia nie może być wcześniejsza niż data rozpoczęcia'],
    });
  });

  it('checks the enrolment decision body', async () => {
    const trip = await createPlannedTrip(t, captain.token);
    const response = await call(t, 'PATCH', `/api/planned-sailing-trips/${trip.id}/enrolments/1`, {
      token: captain.token,
      payload: { status: 'pending', captain_notes: 'x'.repeat(2001) },
    });
    expect(validationErrors(response)).toEqual({
      status: ['Choose accepted or rejected.'],
      captain_notes: [expect.any(String)],
    });
  });
});
