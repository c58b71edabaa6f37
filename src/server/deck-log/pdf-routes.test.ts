import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../documents/read-pdf.ts';
import { newStudent, type Student } from '../invitations/test-support.ts';
import { readStrokes } from '../pdf/read-strokes.ts';
import { linkCrew } from '../student-logbook/test-support.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain } from '../trips/test-support.ts';
import { entry, postBatch, setCrewMayWrite } from './test-support.ts';

describe('deck log PDF: GET /api/sailing-trips/{id}/deck-log.pdf', () => {
  let t: TestApp;
  let captain: Captain;
  let tripId: number;
  let crew: Student;

  const pdfUrl = (id: number, query = '') => `/api/sailing-trips/${id}/deck-log.pdf${query}`;
  const wrong = entry({
    logged_at: '2026-07-01T11:00+02:00',
    position: { lat: 55.4, lon: 17.1 },
    text: 'Zła',
  });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    tripId = (await createTrip(t, captain.token)).id;
    crew = await newStudent(t, 'Zofia', 'Wachtowa');
    await linkCrew(t, tripId, 0, crew.id);
    // Not in time order (a correction only after what it corrects): the document orders them.
    const stored = await postBatch(t, tripId, captain, [
      entry({ logged_at: '2026-07-02T18:00+02:00', kind: 'arrival', text: 'Świnoujście', position: null }),
      wrong,
      entry({ logged_at: '2026-07-01T11:05+02:00', corrects: wrong.id, position: { lat: 54.6, lon: 18.4 } }),
      entry({ logged_at: '2026-07-01T09:00+02:00', kind: 'departure', text: 'Gdynia', position: null }),
    ]);
    expect(stored.json().results.map((result: { status: string }) => result.status)).toEqual([
      'created',
      'created',
      'created',
      'created',
    ]);
  });
  afterAll(async () => t.close());

  it("gives the trip's captain the log as a PDF in the request's language, corrections struck through", async () => {
    const response = await call(t, 'GET', pdfUrl(tripId), { token: captain.token, language: 'pl' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // Every answer to a session is no-store (http/security.ts), over sendPdf's private, no-store.
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="dziennik-jachtowy-zawisza-czarny-2026-07-01.pdf"; filename*=UTF-8''Dziennik-jachtowy-Zawisza-Czarny-2026-07-01.pdf`,
    );
    const { all, totalPages } = await readPdf(response.rawPayload);
    expect(totalPages).toBe(1);
    const order = [
      'DZIENNIK JACHTOWY',
      'Zawisza Czarny',
      '01.07 09:00 (+02:00)',
      'Wyjście z portu. Gdynia. Widzialność: dobra.',
      '01.07 11:00 (+02:00)',
      '55°24,0′N 017°06,0′E',
      'Poprawiony wpisem z 01.07 11:05',
      '01.07 11:05 (+02:00)',
      'Poprawia wpis z 01.07 11:00.',
      '02.07 18:00 (+02:00)',
      'Wejście do portu. Świnoujście. Widzialność: dobra.',
      'Podsumowanie',
      'Gdynia → Świnoujście',
      'Strona 1 z 1',
    ];
    let from = 0;
    for (const text of order) {
      const at = all.indexOf(text, from);
      expect(at, text).toBeGreaterThanOrEqual(0);
      from = at;
    }
    // The wrong entry's cells are struck through: nine columns (its remarks begin with its kind).
    const [strokes] = readStrokes(response.rawPayload);
    expect(
      strokes?.filter((stroke) => stroke.width < 1 && stroke.y1 === stroke.y2).length,
    ).toBeGreaterThanOrEqual(9);

    const english = await call(t, 'GET', pdfUrl(tripId, '?lang=en'), {
      token: captain.token,
      language: 'pl',
    });
    expect(english.headers['content-disposition']).toContain(
      'filename="deck-log-zawisza-czarny-2026-07-01.pdf"',
    );
    expect((await readPdf(english.rawPayload)).all).toContain('Corrected by the entry of 01/07 11:05');
  });

  it('is in the API description behind a login, in the deck log’s group, with its language parameter', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/sailing-trips/{id}/deck-log.pdf'].get;
    expect(operation.tags).toEqual(['deck-log']);
    expect(operation.security).toEqual([{ bearer: [] }]);
    expect(operation.summary).toContain('PDF');
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      'id',
      'lang',
    ]);
  });

  it('prints for a captain whose premium has ended, as the log is theirs to read', async () => {
    const lapsed = await newCaptain(t, true);
    const own = (await createTrip(t, lapsed.token)).id;
    await postBatch(t, own, lapsed, [entry({ text: 'Trawers Helu.' })]);
    await t.app.database.db
      .updateTable('users')
      .set({ premium_until: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', lapsed.id)
      .execute();
    const response = await call(t, 'GET', pdfUrl(own), { token: lapsed.token, language: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect((await readPdf(response.rawPayload)).all).toContain('Position. Trawers Helu. Visibility: good.');
  });

  it('answers another captain 404, as for a trip that does not exist, and asks for a login', async () => {
    const other = await newCaptain(t, true);
    const theirs = await call(t, 'GET', pdfUrl(tripId), { token: other.token });
    const missing = await call(t, 'GET', pdfUrl(999_999), { token: other.token });
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json().message).toBe(missing.json().message);
    for (const token of [undefined, 'made-up']) {
      expect((await call(t, 'GET', pdfUrl(tripId), { token })).statusCode).toBe(401);
    }
  });

  it('prints for a linked student only while the captain lets the crew write', async () => {
    expect((await call(t, 'GET', pdfUrl(tripId), { token: crew.token })).statusCode).toBe(404);
    await setCrewMayWrite(t, tripId, captain.token, true);
    const allowed = await call(t, 'GET', pdfUrl(tripId), { token: crew.token, language: 'pl' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await readPdf(allowed.rawPayload)).all).toContain(
      'Wejście do portu. Świnoujście. Widzialność: dobra.',
    );
    await setCrewMayWrite(t, tripId, captain.token, false);
    expect((await call(t, 'GET', pdfUrl(tripId), { token: crew.token })).statusCode).toBe(404);
  });
});
