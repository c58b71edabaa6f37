import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdftotext } from '../pdf/poppler.ts';
import { generousRateLimits, validationErrors } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createYacht } from '../yachts/test-support.ts';
import { type Captain, call, createTrip, newCaptain, validTrip } from './test-support.ts';

/** Issue 28: the trip's own copy of its yacht's type and owner (docs/trips.md). */
describe("trips: the yacht's type and owner", () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  const owner = {
    yacht_type: ' Bavaria Cruiser 46 ',
    yacht_owner_name: 'Żeglarski Klub Morski „Kotwica”',
    yacht_owner_address: 'ul. Portowa 12\n81-350 Gdynia',
  };
  const stored = { ...owner, yacht_type: 'Bavaria Cruiser 46' };
  const put = (id: number, payload: unknown, language: 'en' | 'pl' = 'en') =>
    call(t, 'PUT', `/api/sailing-trips/${id}`, { token: captain.token, payload, language });
  const read = async (id: number) =>
    (await call(t, 'GET', `/api/sailing-trips/${id}`, { token: captain.token })).json().sailing_trip;

  it('stores them trimmed with the trip and serves them in the trip, the list and the export', async () => {
    const trip = await createTrip(t, captain.token, owner);
    expect(trip).toMatchObject(stored);
    expect(await read(trip.id)).toEqual(trip);
    const list = (await call(t, 'GET', '/api/sailing-trips', { token: captain.token })).json();
    expect(list.sailing_trips).toContainEqual(trip);
  });

  it('an edit changes them, clears them when sent empty, and keeps them when an older client leaves them out', async () => {
    const trip = await createTrip(t, captain.token, owner);
    const changed = await put(
      trip.id,
      validTrip({ ...owner, yacht_type: 'sloop', yacht_owner_address: null }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().sailing_trip).toMatchObject({
      ...stored,
      yacht_type: 'sloop',
      yacht_owner_address: '',
    });
    const older = await put(trip.id, validTrip());
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json().sailing_trip).toMatchObject({
      ...stored,
      yacht_type: 'sloop',
      yacht_owner_address: '',
    });
    const cleared = await put(
      trip.id,
      validTrip({ yacht_type: '', yacht_owner_name: ' ', yacht_owner_address: '' }),
    );
    expect(cleared.json().sailing_trip).toMatchObject({
      yacht_type: '',
      yacht_owner_name: '',
      yacht_owner_address: '',
    });
  });

  it("keeps the trip's copy when the yacht's type or owner changes later", async () => {
    const yachtId = await createYacht(t, captain.token, { type: 'sloop', owner_name: 'Jan Armator' });
    const trip = await createTrip(t, captain.token, { yacht_type: 'sloop', yacht_owner_name: 'Jan Armator' });
    const edit = await call(t, 'PUT', `/api/yachts/${yachtId}`, {
      token: captain.token,
      payload: {
        name: 'Zawisza',
        registration_number: 'POL-1234',
        home_port: 'Gdynia',
        hull_length: 12,
        engines_count: 1,
        engine_power: 20,
        type: 'ketch',
        owner_name: 'Nowy Armator',
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await read(trip.id)).toMatchObject({ yacht_type: 'sloop', yacht_owner_name: 'Jan Armator' });
  });

  it('refuses texts over their limits on their fields, in English and Polish', async () => {
    const tooLong = validTrip({
      yacht_type: 'x'.repeat(101),
      yacht_owner_name: 'y'.repeat(201),
      yacht_owner_address: 'z'.repeat(301),
    });
    const post = (language: 'en' | 'pl') =>
      call(t, 'POST', '/api/sailing-trips', { token: captain.token, payload: tooLong, language });
    expect(validationErrors(await post('en'))).toEqual({
      yacht_type: ['Enter at most 100 characters.'],
      yacht_owner_name: ['Enter at most 200 characters.'],
      yacht_owner_address: ['Enter at most 300 characters.'],
    });
    expect(validationErrors(await post('pl'), 'pl')).toEqual({
      yacht_type: ['Wpisz co najwyżej 100 znaków.'],
      yacht_owner_name: ['Wpisz co najwyżej 200 znaków.'],
      yacht_owner_address: ['Wpisz co najwyżej 300 znaków.'],
    });
    const atLimit = await createTrip(t, captain.token, {
      yacht_type: 'x'.repeat(100),
      yacht_owner_name: 'y'.repeat(200),
      yacht_owner_address: 'z'.repeat(300),
    });
    expect(atLimit.yacht_owner_address).toHaveLength(300);
  });

  it("prints the type and the owner's name and address on the voyage card", async () => {
    const trip = await createTrip(t, captain.token, owner);
    const card = await call(t, 'GET', `/api/sailing-trips/${trip.id}/voyage-card-pdf`, {
      token: captain.token,
      language: 'pl',
    });
    expect(card.statusCode).toBe(200);
    const text = await pdftotext(card.rawPayload);
    expect(text).toContain('Bavaria Cruiser 46');
    expect(text).toContain('Armator / Owner: Żeglarski Klub Morski „Kotwica”');
    expect(text).toContain('Adres / Address: ul. Portowa 12, 81-350 Gdynia');
  });
});
