import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, validationErrors } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createYacht, newCaptain, validYacht } from './test-support.ts';

describe('yachts: validation and the 150 limit', () => {
  let t: TestApp;
  let captain: Captain;
  const post = (payload: unknown, language: 'en' | 'pl' = 'en') =>
    call(t, 'POST', '/api/yachts', { token: captain.token, payload, language });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  it('requires all six fields, in English and Polish', async () => {
    expect(validationErrors(await post({}))).toEqual({
      name: ['Yacht name is required'],
      registration_number: ['Registration number is required'],
      home_port: ['Home port is required'],
      hull_length: ['Hull length is required'],
      engines_count: ['Number of engines is required'],
      engine_power: ['Engine power is required'],
    });
    const blank = {
      name: '  ',
      registration_number: '',
      home_port: ' ',
      hull_length: '',
      engines_count: ' ',
      engine_power: null,
    };
    expect(validationErrors(await post(blank, 'pl'), 'pl')).toEqual({
      name: ['Nazwa jachtu jest wymagana'],
      registration_number: ['Numer rejestracyjny jest wymagany'],
      home_port: ['Port macierzysty jest wymagany'],
      hull_length: ['Długość kadłuba jest wymagana'],
      engines_count: ['Liczba silników jest wymagana'],
      engine_power: ['Moc silnika jest wymagana'],
    });
  });

  it('refuses negative numbers, too many decimals and text', async () => {
    expect(
      validationErrors(
        await post({ ...validYacht, hull_length: -1, engines_count: '-2', engine_power: '-0.1' }),
      ),
    ).toEqual({
      hull_length: ['The value cannot be negative.'],
      engines_count: ['The value cannot be negative.'],
      engine_power: ['The value cannot be negative.'],
    });
    expect(
      validationErrors(
        await post({ ...validYacht, hull_length: '1.234', engines_count: 1.5, engine_power: '2.25' }),
      ),
    ).toEqual({
      hull_length: ['Enter a number with at most 2 decimal places.'],
      engines_count: ['Enter a whole number.'],
      engine_power: ['Enter a number with at most 1 decimal place.'],
    });
    const pl = await post(
      { ...validYacht, hull_length: 'abc', engines_count: '1.5', engine_power: '2.25' },
      'pl',
    );
    expect(validationErrors(pl, 'pl')).toEqual({
      hull_length: ['Wpisz liczbę.'],
      engines_count: ['Wpisz liczbę całkowitą.'],
      engine_power: ['Wpisz liczbę z co najwyżej 1 miejscem po przecinku.'],
    });
    const text = await post({ ...validYacht, hull_length: '12m', engines_count: true, engine_power: 'NaN' });
    expect(Object.keys(validationErrors(text)).sort()).toEqual([
      'engine_power',
      'engines_count',
      'hull_length',
    ]);
    const huge = await post({ ...validYacht, hull_length: 1e9, engines_count: 21, engine_power: '1e3' });
    expect(Object.keys(validationErrors(huge)).sort()).toEqual([
      'engine_power',
      'engines_count',
      'hull_length',
    ]);
  });

  it('refuses huge strings and unknown fields, and never stores anything for a refused body', async () => {
    const long = await post({
      ...validYacht,
      name: 'x'.repeat(101),
      registration_number: 'y'.repeat(51),
      home_port: 'z'.repeat(10_000),
    });
    expect(validationErrors(long)).toEqual({
      name: ['Enter at most 100 characters.'],
      registration_number: ['Enter at most 50 characters.'],
      home_port: ['Enter at most 100 characters.'],
    });
    expect(validationErrors(await post({ ...validYacht, user_id: 1 }))).toEqual({
      user_id: ['This field is not accepted here.'],
    });
    expect(validationErrors(await post({ ...validYacht, id: 5 }, 'pl'), 'pl')).toEqual({
      id: ['To pole nie jest tu przyjmowane.'],
    });
    expect((await call(t, 'GET', '/api/yachts', { token: captain.token })).json()).toEqual({ data: [] });
  });

  it('validates edits the same way', async () => {
    const id = await createYacht(t, captain.token);
    const response = await call(t, 'PUT', `/api/yachts/${id}`, {
      token: captain.token,
      payload: { ...validYacht, name: '', hull_length: '-3' },
    });
    expect(validationErrors(response)).toEqual({
      name: ['Yacht name is required'],
      hull_length: ['The value cannot be negative.'],
    });
    await call(t, 'DELETE', `/api/yachts/${id}`, { token: captain.token });
  });

  it('keeps at most 150 yachts per captain', async () => {
    const limited = await newCaptain(t, true);
    const now = new Date().toISOString();
    await t.app.database.db
      .insertInto('yachts')
      .values(
        Array.from({ length: 149 }, (_, index) => ({
          user_id: limited.id,
          name: `Yacht ${index}`,
          registration_number: `R${index}`,
          home_port: 'Gdańsk',
          hull_length_cm: 1000,
          engines_count: 1,
          engine_power_dkw: 200,
          type: '',
          owner_name: '',
          owner_address: '',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    // The 150th still fits.
    await createYacht(t, limited.token);
    const refused = await call(t, 'POST', '/api/yachts', { token: limited.token, payload: validYacht });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      success: false,
      message: 'You can keep at most 150 yachts.',
      errors: { name: ['You can keep at most 150 yachts.'] },
      request_id: expect.any(String),
    });
    const pl = await call(t, 'POST', '/api/yachts', {
      token: limited.token,
      payload: validYacht,
      language: 'pl',
    });
    expect(pl.json().message).toBe('Możesz mieć co najwyżej 150 jachtów.');
    const list = await call(t, 'GET', '/api/yachts', { token: limited.token });
    expect(list.json().data).toHaveLength(150);
    // Editing is still allowed at the limit, and deleting one makes room again.
    const first = list.json().data[0].id as number;
    expect(
      (await call(t, 'PUT', `/api/yachts/${first}`, { token: limited.token, payload: validYacht }))
        .statusCode,
    ).toBe(200);
    await call(t, 'DELETE', `/api/yachts/${first}`, { token: limited.token });
    expect(
      (await call(t, 'POST', '/api/yachts', { token: limited.token, payload: validYacht })).statusCode,
    ).toBe(201);
    // The limit is per captain.
    expect(
      (await call(t, 'POST', '/api/yachts', { token: captain.token, payload: validYacht })).statusCode,
    ).toBe(201);
  });
});
