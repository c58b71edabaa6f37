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
      expect(page, `page ${index + 1}`).toContain(
        'Lp. / No. Jacht, typ, długość / Yacht, type, length Trasa / Route Daty / Dates Dni / Days',
      );
      expect(page).toContain(`Strona / Page ${index + 1} / ${text.totalPages}`);
    });
    expect(text.pages[0]).toContain(
      '1 Zawisza Czarny POL-1234 · 42,7 m Gdynia → Świnoujście 2 odwiedzone porty 01.01.2020 – 03.01.2020 3 Kapitan (prowadzący jacht) Morskie, pływowe 10,5 Mm 96 12,5 108,5 0',
    );
    const last = isoDay('2020-01-01', 349 * 5)
      .split('-')
      .reverse()
      .join('.');
    expect(text.all).toContain(`350 Jacht 350 POL-1234 · 42,7 m`);
    expect(text.all).toContain(`${last} – `);
    for (let n = 1; n <= 350; n += 1)
      expect(text.all).toContain(` ${n} ${n === 1 ? 'Zawisza' : `Jacht ${n}`} `);
    const lastPage = text.pages.at(-1) ?? '';
    // 350 copies of 3 days, 10.5 Mm, 96 h under sail, 12.5 h under engine and 6 tidal hours, in command.
    expect(lastPage).toContain(
      'Podsumowanie / Totals 350 rejsów 1050 350 rejsów jako kapitan pływowe: 2100 h 3675 Mm 33 600 4375 37 975 0',
    );
  });
});
