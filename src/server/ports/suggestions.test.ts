import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortSuggestion } from '#domain/track.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain } from '../trips/test-support.ts';

describe('GET /api/ports', () => {
  let t: TestApp;
  let captain: Captain;
  let other: Captain;
  const suggest = async (q: string, token = captain.token) => {
    const response = await call(t, 'GET', `/api/ports?q=${encodeURIComponent(q)}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ success: true; ports: PortSuggestion[] }>().ports;
  };
  const own = (name: string, is_tidal = false): PortSuggestion => ({
    name,
    country: '',
    lat: null,
    lon: null,
    is_tidal,
    source: 'own',
  });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    other = await newCaptain(t, true);
    // Gdynia -> Świnoujście by Bornholm and Dover (tidal).
    await createTrip(t, captain.token);
    await createTrip(t, captain.token, {
      embarkation_port: 'Hel',
      disembarkation_port: 'Marina Gdynia Śródmieście',
      is_disembarkation_tidal_port: true,
      visited_ports: [{ name: 'gdynia', is_tidal: false }],
      embarkation_date: '2026-08-01',
      disembarkation_date: '2026-08-03',
    });
    await createTrip(t, other.token, {
      embarkation_port: 'Swinoujscie Tajna Keja',
      disembarkation_port: 'Gdynia Prywatna',
      visited_ports: [],
    });
  });
  afterAll(async () => t.close());

  it('finds the captain’s own ports ignoring case and accents, before the bundled harbour of the same name', async () => {
    expect(await suggest('swinouj')).toEqual([own('Świnoujście')]);
    expect(await suggest('ŚWINOUJ')).toEqual([own('Świnoujście')]);
    expect(await suggest('srodmiesc')).toEqual([own('Marina Gdynia Śródmieście', true)]);
  });

  it('puts own ports first (prefix, then substring), then the harbours, once per name in its newest spelling', async () => {
    const ports = await suggest('gdy');
    expect(ports.slice(0, 2)).toEqual([own('gdynia'), own('Marina Gdynia Śródmieście', true)]);
    expect(ports.slice(2).every((port) => port.source === 'harbours')).toBe(true);
    expect(ports.filter((port) => port.name.toLowerCase() === 'gdynia')).toHaveLength(1);
  });

  it('suggests bundled harbours with their country, coordinates and tidal flag', async () => {
    expect(await suggest('Dover Harb')).toEqual([
      { name: 'Dover Harbor', country: 'GB', lat: 51.1167, lon: 1.3333, is_tidal: true, source: 'harbours' },
    ]);
    expect((await suggest('kiel')).find((port) => port.name === 'Kiel')).toEqual({
      name: 'Kiel',
      country: 'DE',
      lat: 54.3167,
      lon: 10.1333,
      is_tidal: false,
      source: 'harbours',
    });
  });

  it('never suggests another captain’s ports', async () => {
    const names = [...(await suggest('swin')), ...(await suggest('gdynia'))].map((port) => port.name);
    expect(names).not.toContain('Swinoujscie Tajna Keja');
    expect(names).not.toContain('Gdynia Prywatna');
    expect((await suggest('tajna', other.token)).map((port) => port.name)).toEqual([
      'Swinoujscie Tajna Keja',
    ]);
    expect(await suggest('tajna')).toEqual([]);
  });

  it('answers at most 20, harbours starting with the term before those holding it', async () => {
    const ports = await suggest('po');
    expect(ports).toHaveLength(20);
    expect(ports.every((port) => port.name.toLowerCase().startsWith('po'))).toBe(true);
  });

  it('is documented in the OpenAPI document from the zod schemas', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/ports'].get;
    expect(operation.parameters).toEqual([
      expect.objectContaining({
        in: 'query',
        name: 'q',
        required: true,
        schema: expect.objectContaining({ minLength: 2 }),
      }),
    ]);
    const answer = operation.responses['200'].content['application/json'].schema;
    expect(answer.properties.ports.maxItems).toBe(20);
  });

  it('refuses a term under 2 characters with 422, in the caller’s language', async () => {
    for (const q of ['a', ' b ', '']) {
      const response = await call(t, 'GET', `/api/ports?q=${encodeURIComponent(q)}`, {
        token: captain.token,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ q: ["Type at least 2 characters of the port's name."] });
    }
    const polish = await call(t, 'GET', '/api/ports?q=x', { token: captain.token, language: 'pl' });
    expect(polish.statusCode).toBe(422);
    expect(polish.json().errors).toEqual({ q: ['Wpisz co najmniej 2 znaki nazwy portu.'] });
    const missing = await call(t, 'GET', '/api/ports', { token: captain.token });
    expect(missing.statusCode).toBe(422);
  });
});
