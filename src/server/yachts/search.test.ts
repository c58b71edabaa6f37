import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createYacht, newCaptain } from './test-support.ts';

describe('yachts: search', () => {
  let t: TestApp;
  let captain: Captain;
  let other: Captain;
  const search = async (term: string | null, token = captain.token) => {
    const url = term === null ? '/api/yachts/search' : `/api/yachts/search?term=${encodeURIComponent(term)}`;
    const response = await call(t, 'GET', url, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Array<{ name: string }> }>().data.map((yacht) => yacht.name);
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    other = await newCaptain(t, true);
    await createYacht(t, captain.token, { name: 'Zawisza Czarny', registration_number: 'POL-100' });
    await createYacht(t, captain.token, { name: 'Dar Pomorza', registration_number: 'GDY-7' });
    await createYacht(t, captain.token, { name: '100% Wind', registration_number: 'X_1' });
    await createYacht(t, captain.token, { name: 'Xa1', registration_number: 'ABC' });
    await createYacht(t, other.token, { name: 'Zawisza Other', registration_number: 'POL-999' });
    await createYacht(t, captain.token, { name: 'Łódź Żeglarska', registration_number: 'ŚW-1' });
  });
  afterAll(async () => t.close());

  it('matches name and registration number case-insensitively, only the captain’s own', async () => {
    expect(await search('zawisza')).toEqual(['Zawisza Czarny']);
    expect(await search('ZAW')).toEqual(['Zawisza Czarny']);
    expect(await search('gdy-')).toEqual(['Dar Pomorza']);
    expect(await search('pol')).toEqual(['Zawisza Czarny']);
    expect(await search('  pomorza  ')).toEqual(['Dar Pomorza']);
    expect(await search('zawisza', other.token)).toEqual(['Zawisza Other']);
    expect(await search('nothing here')).toEqual([]);
  });

  it('folds Polish letters too, on SQLite as on PostgreSQL', async () => {
    expect(await search('łódź')).toEqual(['Łódź Żeglarska']);
    expect(await search('ŻEGLAR')).toEqual(['Łódź Żeglarska']);
    expect(await search('św-')).toEqual(['Łódź Żeglarska']);
  });

  it('finds nothing for fewer than 2 characters', async () => {
    expect(await search('z')).toEqual([]);
    expect(await search(' a ')).toEqual([]);
    expect(await search('')).toEqual([]);
    expect(await search(null)).toEqual([]);
  });

  it('treats % and _ literally', async () => {
    expect(await search('0%')).toEqual(['100% Wind']);
    expect(await search('%%')).toEqual([]);
    expect(await search('x_')).toEqual(['100% Wind']);
    expect(await search('__')).toEqual([]);
    expect(await search('\\%')).toEqual([]);
  });

  it('returns at most 20 hits', async () => {
    const many = await newCaptain(t, true);
    for (let index = 0; index < 25; index += 1) {
      await createYacht(t, many.token, { name: `Sea ${String(index).padStart(2, '0')}` });
    }
    const hits = await search('sea', many.token);
    expect(hits).toHaveLength(20);
    expect(hits[0]).toBe('Sea 00');
  });
});
