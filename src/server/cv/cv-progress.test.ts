import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfinfo, pdftotext } from '../pdf/poppler.ts';
import type { TestApp } from '../testing/test-app.ts';
import {
  type Captain,
  captainWithProfile,
  createCvTestApp,
  cvPdf,
  generate,
  generatedLink,
  openLink,
  tripOn,
} from './test-support.ts';

/** pdftotext's layout as one line of single spaces (a row's cells are read left to right). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the licence progress under the CV totals', () => {
  let t: TestApp;
  let captain: Captain;
  const ids = { sea: 0, inland: 0, other: 0 };

  beforeAll(async () => {
    t = await createCvTestApp();
    captain = await captainWithProfile(t);
    const completed = { status: 'completed', visited_ports: [], tidal_hours: '0' };
    ids.sea = await tripOn(t, captain, { ...completed, sailing_hours: '100', engine_hours: '20.5' });
    ids.inland = await tripOn(t, captain, {
      ...completed,
      embarkation_date: '2025-08-01',
      disembarkation_date: '2025-08-03',
      waters: 'inland',
      sailing_hours: '30',
      engine_hours: '0',
    });
    ids.other = await tripOn(t, captain, {
      ...completed,
      embarkation_date: '2024-06-01',
      disembarkation_date: '2024-06-05',
      sailing_hours: '70',
      engine_hours: '9',
    });
  });
  afterAll(async () => t.close());

  it("measures only the CV's own trips against the chosen licence, by the sea-time rules", async () => {
    const { text } = await cvPdf(t, captain, { trip_ids: [ids.sea, ids.inland], scheme: 'pzz-jsm' }, 'pl');
    // Inland waters never count toward a sea licence; the third trip is not on this CV.
    expect(text.all).toContain('Postęp do patentu / Progress towards the licence');
    expect(text.all).toContain('Patent lub kurs / Licence or course PZŻ Jachtowy sternik morski');
    expect(text.all).toContain('Rejsy morskie 2 1 nie');
    expect(text.all).toContain('Godziny żeglugi 200 h 120,5 h nie');
    expect(text.all).toContain('Wszystkie wymagania spełnione / All requirements met nie');
    expect(text.all).toContain('Musisz mieć ukończone 18 lat');

    const all = await cvPdf(
      t,
      captain,
      { trip_ids: [ids.sea, ids.inland, ids.other], scheme: 'pzz-jsm' },
      'en',
    );
    expect(all.text.all).toContain('Sea cruises 2 2 yes');
    expect(all.text.all).toContain('Hours under way 200 h 199.5 h no');
  });

  it('prints no progress without a licence, or with null', async () => {
    for (const scheme of [undefined, null]) {
      const { text } = await cvPdf(t, captain, { trip_ids: [ids.sea], scheme }, 'en');
      expect(text.all).not.toContain('Progress towards the licence');
      expect(text.all).toContain('Totals / Podsumowanie');
    }
  });

  it('keeps the licence with the link: the PDF is the same each time it is opened', async () => {
    const url = await generatedLink(t, captain, { trip_ids: [ids.sea], scheme: 'rya-day-skipper' }, 'en');
    for (const _ of [1, 2]) {
      const response = await openLink(t, url);
      expect(response.statusCode).toBe(200);
      expect(flat(await pdftotext(response.rawPayload))).toContain('RYA Day Skipper');
    }
  });

  it('refuses a licence it does not know, on the field, in the language asked', async () => {
    const response = await generate(t, captain.token, { trip_ids: [ids.sea], scheme: 'pzz-admiral' }, 'pl');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ scheme: ['Wybierz jeden z patentów lub kursów.'] });
  });

  it('reads back with Poppler: NM in English, Mm in Polish with a decimal comma, and its metadata', async () => {
    const english = await cvPdf(t, captain, { trip_ids: [ids.sea, ids.other] }, 'en');
    const englishText = flat(await pdftotext(english.response.rawPayload));
    expect(englishText).toContain('412.5 NM');
    expect(englishText).toContain('825 NM');
    expect(englishText).not.toMatch(/\d Mm/);
    const polish = await cvPdf(t, captain, { trip_ids: [ids.sea, ids.other] }, 'pl');
    const polishText = flat(await pdftotext(polish.response.rawPayload));
    expect(polishText).toContain('412,5 Mm');
    expect(polishText).not.toMatch(/\d NM/);
    const info = await pdfinfo(polish.response.rawPayload);
    expect(info.Title).toBe('CV kapitana — Łukasz Żółć');
    expect(info.Author).toBe('Łukasz Żółć');
    expect(info.Creator).toBe('Logbook');
    // A4 on its side: thirteen columns of sea service.
    expect(info['Page size']).toMatch(/^841\.89 x 595\.28 pts/);
  });
});
