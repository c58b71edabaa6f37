import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, validationErrors } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, newCaptain, validYacht } from './test-support.ts';

/** Issue 28: a yacht's optional type and owner (name and address), printed on the voyage card. */
describe("yachts: the type and the owner's name and address", () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  const post = (payload: unknown, language: 'en' | 'pl' = 'en') =>
    call(t, 'POST', '/api/yachts', { token: captain.token, payload, language });

  const owned = {
    ...validYacht,
    type: '  Bavaria Cruiser 46 ',
    owner_name: 'Żeglarski Klub Morski „Kotwica”',
    owner_address: 'ul. Portowa 12\n81-350 Gdynia',
  };

  it('stores them trimmed, the address with its lines, and serves the whole yacht with them', async () => {
    const created = await post(owned);
    expect(created.statusCode, created.body).toBe(201);
    const yacht = created.json().data;
    expect(yacht).toEqual({
      id: expect.any(Number),
      name: 'Zawisza',
      registration_number: 'POL-1234',
      home_port: 'Gdynia',
      hull_length: 12.34,
      engines_count: 2,
      engine_power: 55.5,
      type: 'Bavaria Cruiser 46',
      owner_name: 'Żeglarski Klub Morski „Kotwica”',
      owner_address: 'ul. Portowa 12\n81-350 Gdynia',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const read = await call(t, 'GET', `/api/yachts/${yacht.id}`, { token: captain.token });
    expect(read.json()).toEqual({ data: yacht });
    const list = await call(t, 'GET', '/api/yachts/search?term=Zawisza', { token: captain.token });
    expect(list.json().data).toContainEqual(yacht);
  });

  it("reads them as '' when left out or null, and an edit changes or clears them", async () => {
    const bare = await post(validYacht);
    expect(bare.json().data).toMatchObject({ type: '', owner_name: '', owner_address: '' });
    const id = bare.json().data.id;
    const edited = await call(t, 'PUT', `/api/yachts/${id}`, {
      token: captain.token,
      payload: { ...validYacht, type: 'sloop', owner_name: 'Jan Kowalski', owner_address: null },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      type: 'sloop',
      owner_name: 'Jan Kowalski',
      owner_address: '',
    });
    const cleared = await call(t, 'PUT', `/api/yachts/${id}`, { token: captain.token, payload: validYacht });
    expect(cleared.json().data).toMatchObject({ type: '', owner_name: '', owner_address: '' });
  });

  it('refuses texts over their limits on their fields, in English and Polish', async () => {
    const tooLong = {
      ...validYacht,
      type: 'x'.repeat(101),
      owner_name: 'y'.repeat(201),
      owner_address: 'z'.repeat(301),
    };
    expect(validationErrors(await post(tooLong))).toEqual({
      type: ['Enter at most 100 characters.'],
      owner_name: ['Enter at most 200 characters.'],
      owner_address: ['Enter at most 300 characters.'],
    });
    expect(validationErrors(await post(tooLong, 'pl'), 'pl')).toEqual({
      type: ['Wpisz co najwyżej 100 znaków.'],
      owner_name: ['Wpisz co najwyżej 200 znaków.'],
      owner_address: ['Wpisz co najwyżej 300 znaków.'],
    });
    const atLimit = await post({
      ...validYacht,
      type: 'x'.repeat(100),
      owner_name: 'y'.repeat(200),
      owner_address: 'z'.repeat(300),
    });
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    expect(validationErrors(await post({ ...validYacht, owner_name: 42 }))).toEqual({
      owner_name: [expect.any(String)],
    });
  });
});
