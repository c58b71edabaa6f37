import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, registerStudent, unauthorized, wrongKind } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createYacht, newCaptain, validYacht } from './test-support.ts';

const premiumRequired = {
  success: false,
  error: 'premium_required',
  message: 'This feature requires a Premium account.',
  request_id: expect.any(String),
};

describe('yachts: CRUD', () => {
  let t: TestApp;
  let premium: Captain;
  let free: Captain;
  let other: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    premium = await newCaptain(t, true);
    free = await newCaptain(t, false);
    other = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  it('lets a premium captain create, read, list, edit and delete a yacht', async () => {
    const created = await call(t, 'POST', '/api/yachts', { token: premium.token, payload: validYacht });
    expect(created.statusCode, created.body).toBe(201);
    const yacht = created.json().data;
    expect(yacht).toMatchObject({
      name: 'Zawisza',
      registration_number: 'POL-1234',
      home_port: 'Gdynia',
      hull_length: 12.34,
      engines_count: 2,
      engine_power: 55.5,
    });
    expect(yacht.id).toBeGreaterThan(0);
    expect(typeof yacht.created_at).toBe('string');

    const read = await call(t, 'GET', `/api/yachts/${yacht.id}`, { token: premium.token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: yacht });

    const edited = await call(t, 'PUT', `/api/yachts/${yacht.id}`, {
      token: premium.token,
      payload: {
        name: '  Dar Młodzieży ',
        registration_number: 'PL 1',
        home_port: 'Szczecin',
        hull_length: 108.15,
        engines_count: 0,
        engine_power: 0,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      id: yacht.id,
      name: 'Dar Młodzieży',
      registration_number: 'PL 1',
      home_port: 'Szczecin',
      hull_length: 108.15,
      engines_count: 0,
      engine_power: 0,
    });

    const list = await call(t, 'GET', '/api/yachts', { token: premium.token });
    expect(list.json().data.map((y: { id: number }) => y.id)).toEqual([yacht.id]);

    const deleted = await call(t, 'DELETE', `/api/yachts/${yacht.id}`, { token: premium.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Yacht deleted.' });
    const deletedAgain = await call(t, 'DELETE', `/api/yachts/${yacht.id}`, { token: premium.token });
    expect(deletedAgain.statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/yachts/${yacht.id}`, { token: premium.token })).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/yachts', { token: premium.token })).json()).toEqual({ data: [] });
  });

  it('keeps the decimals exactly as entered, from numbers and numeric strings (comma too)', async () => {
    for (const [hull, power, expected] of [
      ['0.1', '0.3', [0.1, 0.3]],
      [9.99, 12.3, [9.99, 12.3]],
      ['1000', '100000', [1000, 100000]],
      ['7,05', '3,7', [7.05, 3.7]],
      [0.29, 0.7, [0.29, 0.7]],
    ] as const) {
      const id = await createYacht(t, premium.token, { hull_length: hull, engine_power: power });
      const data = (await call(t, 'GET', `/api/yachts/${id}`, { token: premium.token })).json().data;
      expect([data.hull_length, data.engine_power]).toEqual(expected);
    }
  });

  it('lists the captain’s own yachts ordered by name, case-insensitively', async () => {
    const captain = await newCaptain(t, true);
    for (const name of ['zeta', 'Alfa', 'beta']) await createYacht(t, captain.token, { name });
    await createYacht(t, other.token, { name: 'Aaa of another captain' });
    const list = await call(t, 'GET', '/api/yachts', { token: captain.token });
    expect(list.json().data.map((y: { name: string }) => y.name)).toEqual(['Alfa', 'beta', 'zeta']);
  });

  it('refuses create and edit without premium, but a free captain lists, reads and deletes', async () => {
    const created = await call(t, 'POST', '/api/yachts', { token: free.token, payload: validYacht });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual(premiumRequired);
    // The premium check comes before the body is validated.
    const invalid = await call(t, 'POST', '/api/yachts', { token: free.token, payload: {} });
    expect(invalid.json()).toEqual(premiumRequired);
    const pl = await call(t, 'POST', '/api/yachts', {
      token: free.token,
      payload: validYacht,
      language: 'pl',
    });
    expect(pl.json().message).toBe('Ta funkcja wymaga konta Premium.');

    // A yacht from an earlier premium period stays readable and deletable.
    const [row] = await t.app.database.db
      .insertInto('yachts')
      .values({
        user_id: free.id,
        name: 'Old',
        registration_number: 'R1',
        home_port: 'Hel',
        hull_length_cm: 950,
        engines_count: 1,
        engine_power_dkw: 100,
        type: '',
        owner_name: '',
        owner_address: '',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .execute();
    const id = row!.id;
    const edited = await call(t, 'PUT', `/api/yachts/${id}`, { token: free.token, payload: validYacht });
    expect(edited.statusCode).toBe(403);
    expect(edited.json()).toEqual(premiumRequired);
    expect((await call(t, 'GET', '/api/yachts', { token: free.token })).json().data).toHaveLength(1);
    const read = await call(t, 'GET', `/api/yachts/${id}`, { token: free.token });
    expect(read.json().data).toMatchObject({ name: 'Old', hull_length: 9.5, engine_power: 10 });
    expect(
      (await call(t, 'GET', '/api/yachts/search?term=ol', { token: free.token })).json().data,
    ).toHaveLength(1);
    expect((await call(t, 'DELETE', `/api/yachts/${id}`, { token: free.token })).statusCode).toBe(200);
  });

  it('answers 404 for another captain’s yacht on every call', async () => {
    const id = await createYacht(t, other.token);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(t, method, `/api/yachts/${id}`, {
        token: premium.token,
        ...(method === 'PUT' ? { payload: validYacht } : {}),
      });
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Not found.',
        request_id: expect.any(String),
      });
    }
    const stillThere = await call(t, 'GET', `/api/yachts/${id}`, { token: other.token });
    expect(stillThere.json().data.name).toBe('Zawisza');
  });

  it('answers 404 JSON for ids that are not positive integers or do not exist', async () => {
    for (const id of [
      '0',
      '-1',
      'abc',
      '1.5',
      '1e3',
      '01',
      '99999999999',
      '2147483648',
      '2147483647',
      '%20',
    ]) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await call(t, method, `/api/yachts/${id}`, {
          token: premium.token,
          ...(method === 'PUT' ? { payload: validYacht } : {}),
        });
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toEqual({
          success: false,
          message: 'Not found.',
          request_id: expect.any(String),
        });
      }
    }
  });

  it('needs a captain login: no token 401, a student 403', async () => {
    const student = await registerStudent(t);
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['GET', '/api/yachts'],
      ['GET', '/api/yachts/search?term=za'],
      ['GET', '/api/yachts/1'],
      ['POST', '/api/yachts'],
      ['PUT', '/api/yachts/1'],
      ['DELETE', '/api/yachts/1'],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? { payload: validYacht } : {};
      const anonymous = await call(t, method, url, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual(unauthorized);
      const asStudent = await call(t, method, url, { token: student.token, ...payload });
      expect(asStudent.statusCode, `${method} ${url}`).toBe(403);
      expect(asStudent.json()).toEqual(wrongKind);
    }
  });
});
