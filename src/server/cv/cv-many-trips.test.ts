import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app.ts';
import { call, captainWithProfile, createCvTestApp, cvPdf, tripOn, tripsUrl } from './test-support.ts';

const day = 86_400_000;
const isoDay = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * day).toISOString().slice(0, 10);

describe('a CV of 350 trips', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createCvTestApp();
  });
  afterAll(async () => t.close());

  it('runs over several pages, the table header on each, with every row and the right totals', async () => {
    const captain = await captainWithProfile(t);
    const first = await tripOn(t, captain, {
      embarkation_date: '2020-01-01',
      disembarkation_date: '2020-01-03',
      distance: '10.5',
    });
    const db = t.app.database.db;
    const row = await db.selectFrom('trips').selectAll().where('id', '=', first).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await db
      .insertInto('trips')
      .values(
        Array.from({ length: 349 }, (_, i) => ({
          ...copy,
          yacht_name: `Jacht ${i + 2}`,
          embarkation_date: isoDay('2020-01-01', (i + 1) * 5),
          disembarkation_date: isoDay('2020-01-01', (i + 1) * 5 + 2),
        })),
      )
      .execute();
    const trips = (await call(t, 'GET', tripsUrl, { token: captain.token })).json().trips;
    expect(trips).toHaveLength(350);

    const ids = trips.map((trip: { id: number }) => trip.id);
    const { text } = await cvPdf(t, captain, { trip_ids: ids }, 'pl');
    expect(text.totalPages).toBeGreaterThanOrEqual(5);
    text.pages.forEach((page, index) => {
      expect(page, `page ${index + 1}`).toContain('Lp. / No. Jacht / Yacht Trasa / Route Daty / Dates');
      expect(page).toContain(`Strona / Page ${index + 1} / ${text.totalPages}`);
    });
    expect(text.pages[0]).toContain(
      '1 Zawisza Czarny POL-1234 Gdynia → Świnoujście 2 odwiedzone porty 01.01.2020 – 03.01.2020 3 10,5 Mm',
    );
    const last = isoDay('2020-01-01', 349 * 5)
      .split('-')
      .reverse()
      .join('.');
    expect(text.all).toContain(`350 Jacht 350 POL-1234`);
    expect(text.all).toContain(`${last} – `);
    for (let n = 1; n <= 350; n += 1)
      expect(text.all).toContain(` ${n} ${n === 1 ? 'Zawisza' : `Jacht ${n}`} `);
    const lastPage = text.pages.at(-1) ?? '';
    expect(lastPage).toContain('Rejsy / Trips 350');
    expect(lastPage).toContain('Dni / Days 1050');
    expect(lastPage).toContain('Mile morskie / Nautical miles 3675 Mm');
  });
});
