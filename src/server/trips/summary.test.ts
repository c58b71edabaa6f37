import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripSummary } from '#domain/trip-summary.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain, validTrip } from './test-support.ts';

interface Page {
  success: true;
  sailing_trips: TripSummary[];
  next_cursor: string | null;
  total: number;
  message: string;
}

const trip = (fields: Record<string, unknown>) => ({
  yacht_name: 'Orion',
  disembarkation_port: 'Hel',
  ...fields,
});
const dated = (embarkation_date: string, disembarkation_date: string) => ({
  embarkation_date,
  disembarkation_date,
});

describe('GET /api/sailing-trips?view=summary', () => {
  let t: TestApp;
  let captain: Captain;
  let other: Captain;
  /** The captain's trips by name, in the order they were recorded. */
  const ids: Record<string, number> = {};
  let othersTrip: number;

  const get = (query: string, token = captain.token) =>
    call(t, 'GET', `/api/sailing-trips?view=summary&${query}`, { token });
  async function page(query: string, token = captain.token): Promise<Page> {
    const response = await get(query, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  }
  /** Every page of `limit` rows, in order, as trip ids; checks each page's total on the way. */
  async function walk(query: string, token = captain.token, between?: (pageNumber: number) => Promise<void>) {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body: Page = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`, token);
      seen.push(...body.sailing_trips.map((row) => row.id));
      cursor = body.next_cursor;
      pages += 1;
      await between?.(pages);
      expect(pages).toBeLessThan(20);
    } while (cursor);
    return seen;
  }
  const named = (...names: string[]) => names.map((name) => ids[name]);

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    other = await newCaptain(t, true);
    const record = async (name: string, fields: Record<string, unknown>) => {
      ids[name] = (await createTrip(t, captain.token, fields)).id;
    };
    await record('zawisza', { ...dated('2026-07-01', '2026-07-08') });
    await record(
      'mewa',
      trip({
        yacht_name: 'Mewa',
        embarkation_port: 'Łeba',
        registration_number: 'pol-77',
        visited_ports: [],
        ...dated('2026-05-01', '2026-05-03'),
      }),
    );
    await record(
      'wind',
      trip({
        yacht_name: '100% Wind_Power',
        captain: { ...validTrip().captain, last_name: 'Kowalski' },
        ...dated('2026-07-01', '2026-07-03'),
      }),
    );
    await record('older', trip({ registration_number: 'POL-77', ...dated('2025-08-10', '2025-08-20') }));
    await record('undatedA', trip(dated('2024-01-01', '2024-01-02')));
    await record('undatedB', trip(dated('2024-02-01', '2024-02-02')));
    await record('later', trip(dated('2026-07-05', '2026-07-10')));
    // Trips from before dates were required: stored without them.
    await sql`update trips set embarkation_date = '', disembarkation_date = '' where id in (${ids.undatedA}, ${ids.undatedB})`.execute(
      t.app.database.db,
    );
    othersTrip = (
      await createTrip(t, other.token, {
        yacht_name: 'Mewa',
        captain: { ...validTrip().captain, last_name: 'Kowalski' },
        ...dated('2026-07-01', '2026-07-08'),
      })
    ).id;
  });
  afterAll(async () => t.close());

  it('serves a row with the summary fields, its ports in order and its overlaps', async () => {
    const body = await page('q=zawisza');
    expect(body).toEqual({
      success: true,
      sailing_trips: [
        {
          id: ids.zawisza,
          status: 'completed',
          yacht_name: 'Zawisza Czarny',
          registration_number: 'POL-1234',
          embarkation_port: 'Gdynia',
          disembarkation_port: 'Świnoujście',
          embarkation_date: '2026-07-01',
          disembarkation_date: '2026-07-08',
          distance: 412.5,
          captain: { first_name: 'Łukasz', last_name: 'Żółć' },
          visited_port_names: ['Bornholm', 'Dover'],
          overlapping_trip_ids: named('wind', 'later'),
          created_at: expect.any(String),
        },
      ],
      next_cursor: null,
      total: 1,
      message: 'Trips loaded.',
    });
    const mewa = (await page('q=mewa')).sailing_trips[0];
    expect(mewa).toMatchObject({ id: ids.mewa, visited_port_names: [], overlapping_trip_ids: [] });
  });

  it('walks every sort in pages of 2 without duplicates or gaps, trips without a date last both ways', async () => {
    expect(await walk('limit=2')).toEqual(
      named('later', 'wind', 'zawisza', 'mewa', 'older', 'undatedB', 'undatedA'),
    );
    expect(await walk('limit=2&sort=embarkation_date:asc')).toEqual(
      named('older', 'mewa', 'wind', 'zawisza', 'later', 'undatedB', 'undatedA'),
    );
    expect(await walk('limit=2&sort=created_at:desc')).toEqual(
      named('later', 'undatedB', 'undatedA', 'older', 'wind', 'mewa', 'zawisza'),
    );
    // A page ending on the last dated trip, and one starting among the undated ones.
    expect(await walk('limit=5')).toHaveLength(7);
    expect(await walk('limit=6&sort=embarkation_date:asc')).toHaveLength(7);
    const first = await page('limit=3');
    expect(first.total).toBe(7);
    expect(first.next_cursor).toEqual(expect.any(String));
  });

  it('defaults to 50 rows, newest embarkation first', async () => {
    const body = await page('');
    expect(body.sailing_trips.map((row) => row.id)).toEqual(
      named('later', 'wind', 'zawisza', 'mewa', 'older', 'undatedB', 'undatedA'),
    );
    expect(body.next_cursor).toBeNull();
    expect((await page('limit=100')).sailing_trips).toHaveLength(7);
  });

  it('searches six fields ignoring case and Polish letters, and counts the matches', async () => {
    const search = async (q: string) => {
      const body = await page(`q=${encodeURIComponent(q)}`);
      expect(body.total).toBe(body.sailing_trips.length);
      return body.sailing_trips.map((row) => row.id);
    };
    expect(await search('swinouj')).toEqual(named('zawisza'));
    expect(await search('ŁEBA')).toEqual(named('mewa'));
    expect(await search('kowalski')).toEqual(named('wind'));
    expect(await search('ZOLC')).toHaveLength(6);
    expect(await search('pol-77')).toEqual(named('mewa', 'older'));
    expect(await search('  gdynia ')).toHaveLength(6);
    expect(await search('')).toHaveLength(7);
    expect(await search('nowhere')).toEqual([]);
  });

  it('takes % and _ in the search literally', async () => {
    const search = async (q: string) =>
      (await page(`q=${encodeURIComponent(q)}`)).sailing_trips.map((row) => row.id);
    expect(await search('%')).toEqual(named('wind'));
    expect(await search('_')).toEqual(named('wind'));
    expect(await search('0% wind_p')).toEqual(named('wind'));
    expect(await search('z%a')).toEqual([]);
    expect(await search('\\')).toEqual([]);
  });

  it('filters by registration number, exact and ignoring case', async () => {
    const body = await page('registration_number=POL-77');
    expect(body.sailing_trips.map((row) => row.id)).toEqual(named('mewa', 'older'));
    expect(body.total).toBe(2);
    expect((await page('registration_number=pol-7')).total).toBe(0);
    expect((await page('registration_number=pol-77&q=leba')).sailing_trips.map((row) => row.id)).toEqual(
      named('mewa'),
    );
  });

  it("lists the trips that overlap one of the captain's, and none for another captain's or an unknown id", async () => {
    const body = await page(`overlapping=${ids.zawisza}`);
    expect(body.sailing_trips.map((row) => row.id)).toEqual(named('later', 'wind'));
    expect(body.total).toBe(2);
    expect((await page(`overlapping=${ids.wind}`)).sailing_trips.map((row) => row.id)).toEqual(
      named('zawisza'),
    );
    expect(await page(`overlapping=${ids.mewa}`)).toMatchObject({
      sailing_trips: [],
      total: 0,
      next_cursor: null,
    });
    expect(await page(`overlapping=${othersTrip}`)).toMatchObject({ sailing_trips: [], total: 0 });
    expect(await page('overlapping=999999')).toMatchObject({ sailing_trips: [], total: 0 });
  });

  it("never shows another captain's trips", async () => {
    const theirs = await walk('limit=1', other.token);
    expect(theirs).toEqual([othersTrip]);
    expect((await page('q=kowalski', other.token)).sailing_trips.map((row) => row.id)).toEqual([othersTrip]);
    expect((await page('q=mewa')).sailing_trips.map((row) => row.id)).toEqual(named('mewa'));
    expect((await page(`overlapping=${ids.zawisza}`, other.token)).total).toBe(0);
  });

  it('answers 422 on the field for a limit out of range, a bad sort or view, and a broken cursor', async () => {
    const refused = async (query: string, field: string) => {
      const response = await call(t, 'GET', `/api/sailing-trips?${query}`, { token: captain.token });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors), query).toEqual([field]);
      return response.json().errors[field][0];
    };
    expect(await refused('view=summary&limit=0', 'limit')).toBe('The value must be at least 1.');
    expect(await refused('view=summary&limit=101', 'limit')).toBe('The value must be at most 100.');
    await refused('view=summary&limit=abc', 'limit');
    await refused('view=summary&limit=2.5', 'limit');
    await refused('view=summary&sort=yacht_name', 'sort');
    await refused('view=everything', 'view');
    await refused('view=summary&overlapping=abc', 'overlapping');
    const broken = await refused('view=summary&cursor=not-a-cursor', 'cursor');
    expect(broken).toBe('This page of the list can no longer be read; start again from the first page.');
    const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    await refused(`view=summary&cursor=${json({ s: 'embarkation_date:desc', k: 1, i: 'x' })}`, 'cursor');
    await refused(`view=summary&cursor=${json([1, 2])}`, 'cursor');
    // A cursor made for another sort.
    const { next_cursor } = await page('limit=1&sort=created_at:desc');
    await refused(`view=summary&sort=embarkation_date:asc&cursor=${next_cursor}`, 'cursor');
  });

  it('documents both views: their parameters, none of them required, and both answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = document.paths['/api/sailing-trips'].get;
    expect(list.description).toContain('view=summary');
    expect(
      list.parameters.map((parameter: { name: string; required: boolean }) => [
        parameter.name,
        parameter.required,
      ]),
    ).toEqual([
      ['view', false],
      ['limit', false],
      ['cursor', false],
      ['q', false],
      ['sort', false],
      ['registration_number', false],
      ['overlapping', false],
    ]);
    const answers = list.responses['200'].content['application/json'].schema.anyOf;
    expect(answers.map((answer: { properties: object }) => Object.keys(answer.properties).sort())).toEqual([
      ['message', 'next_cursor', 'sailing_trips', 'success', 'total'],
      ['message', 'sailing_trips', 'success'],
    ]);
    expect(Object.keys(answers[0].properties.sailing_trips.items.properties)).toContain('visited_port_names');
  });

  it('keeps the full answer without view, whatever else the query holds', async () => {
    for (const url of ['/api/sailing-trips', '/api/sailing-trips?limit=0&sort=whatever']) {
      const response = await call(t, 'GET', url, { token: captain.token });
      expect(response.statusCode, url).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['message', 'sailing_trips', 'success']);
      expect(body.sailing_trips).toHaveLength(7);
      expect(body.sailing_trips[0]).toHaveProperty('crew_members');
      expect(response.headers.etag).toEqual(expect.any(String));
    }
  });
});

describe('summary pages while trips are written', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  const ids = async (query: string) => {
    const response = await call(t, 'GET', `/api/sailing-trips?view=summary&${query}`, {
      token: captain.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };

  it('neither repeats nor skips a row when a trip is recorded between two pages', async () => {
    const june = (await createTrip(t, captain.token, dated('2026-06-10', '2026-06-12'))).id;
    const may = (await createTrip(t, captain.token, dated('2026-05-10', '2026-05-12'))).id;
    const april = (await createTrip(t, captain.token, dated('2026-04-10', '2026-04-12'))).id;
    const march = (await createTrip(t, captain.token, dated('2026-03-10', '2026-03-12'))).id;
    const first = await ids('limit=2');
    expect(first.sailing_trips.map((row) => row.id)).toEqual([june, may]);
    // One before the page already read (not shown again), one among the rows still to come (shown).
    await createTrip(t, captain.token, dated('2026-12-01', '2026-12-02'));
    const between = (await createTrip(t, captain.token, dated('2026-04-20', '2026-04-22'))).id;
    const second = await ids(`limit=2&cursor=${first.next_cursor}`);
    expect(second.sailing_trips.map((row) => row.id)).toEqual([between, april]);
    expect(second.total).toBe(6);
    const third = await ids(`limit=2&cursor=${second.next_cursor}`);
    expect(third.sailing_trips.map((row) => row.id)).toEqual([march]);
    expect(third.next_cursor).toBeNull();
  });

  it('finds a trip by what an edit wrote, and no longer by what it replaced', async () => {
    const created = await createTrip(
      t,
      captain.token,
      trip({ embarkation_port: 'Łeba', yacht_name: 'Rybitwa' }),
    );
    expect((await ids('q=leba')).sailing_trips.map((row) => row.id)).toEqual([created.id]);
    const edit = await call(t, 'PUT', `/api/sailing-trips/${created.id}`, {
      token: captain.token,
      payload: validTrip(trip({ embarkation_port: 'Władysławowo', yacht_name: 'Rybitwa' })),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await ids('q=leba')).total).toBe(0);
    expect((await ids('q=WLADYSLAWOWO')).sailing_trips.map((row) => row.id)).toEqual([created.id]);
  });
});
