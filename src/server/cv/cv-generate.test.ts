import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../auth/tokens.ts';
import { registerStudent, unauthorized, validationErrors, wrongKind } from '../testing/accounts.ts';
import type { TestApp } from '../testing/test-app.ts';
import {
  type Captain,
  call,
  captainWithProfile,
  createCvTestApp,
  generate,
  generatedLink,
  generateUrl,
  newCaptain,
  openLink,
  tripOn,
} from './test-support.ts';

const linkPattern = /^\/api\/captain\/cv\/pdf\/([A-Za-z0-9_-]{43})$/;
const tokenOf = (url: string) => linkPattern.exec(url)?.[1] ?? '';

describe('POST /api/captain/cv/generate and the CV link', () => {
  let t: TestApp;
  let captain: Captain;
  let mine: number[];

  beforeAll(async () => {
    t = await createCvTestApp();
    captain = await captainWithProfile(t);
    mine = [await tripOn(t, captain), await tripOn(t, captain)];
  });
  afterAll(async () => t.close());

  it('answers with a relative link that opens the PDF without a login, as often as needed', async () => {
    const response = await generate(t, captain.token, { trip_ids: mine, nationality: 'POLAND' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      pdf_url: expect.stringMatching(linkPattern),
      message: 'Your CV is ready.',
    });
    for (let i = 0; i < 3; i += 1) {
      const pdf = await openLink(t, body.pdf_url);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toContain('no-store');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('names the file after the captain, in the language of the request', async () => {
    const polish = await openLink(t, await generatedLink(t, captain, { trip_ids: mine }, 'pl'));
    expect(polish.headers['content-disposition']).toBe(
      `inline; filename="cv-kapitana-lukasz-zolc.pdf"; filename*=UTF-8''${encodeURIComponent('CV-kapitana-Łukasz-Żółć.pdf')}`,
    );
    const english = await openLink(t, await generatedLink(t, captain, { trip_ids: mine }, 'en'));
    expect(english.headers['content-disposition']).toMatch(
      /^inline; filename="captain-cv-lukasz-zolc\.pdf";/,
    );
    // ?lang= outranks Accept-Language, as for the other documents.
    const asked = await call(t, 'POST', `${generateUrl}?lang=pl`, {
      token: captain.token,
      payload: { trip_ids: mine },
      language: 'en',
    });
    const byQuery = await openLink(t, asked.json().pdf_url);
    expect(byQuery.headers['content-disposition']).toMatch(
      /^inline; filename="cv-kapitana-lukasz-zolc\.pdf";/,
    );
  });

  it('keeps only the SHA-256 of the token, with the request and a 10-minute expiry', async () => {
    const before = Date.now();
    const token = tokenOf(
      await generatedLink(t, captain, { trip_ids: [mine[1]], nationality: ' NORWAY ', languages: '' }, 'pl'),
    );
    const row = await t.app.database.db
      .selectFrom('cv_links')
      .selectAll()
      .where('token_hash', '=', hashSecret(token))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: captain.id,
      trip_ids: JSON.stringify([mine[1]]),
      nationality: 'NORWAY',
      languages: 'POL / ENG / GER',
      language: 'pl',
    });
    const lifetime = Date.parse(row.expires_at) - before;
    expect(lifetime).toBeGreaterThan(9.9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 1000);
    const stored = await t.app.database.db.selectFrom('cv_links').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('answers 404 in the language of the request for an expired, unknown or malformed link', async () => {
    const url = await generatedLink(t, captain, { trip_ids: mine });
    await t.app.database.db
      .updateTable('cv_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashSecret(tokenOf(url)))
      .execute();
    const expired = await openLink(t, url, 'pl');
    expect(expired.statusCode).toBe(404);
    expect(expired.headers['content-type']).toMatch(/^application\/json/);
    expect(expired.json()).toEqual({
      success: false,
      message: 'Ten link do CV wygasł lub jest nieprawidłowy. Wygeneruj CV ponownie.',
      request_id: expect.any(String),
    });
    const unknown = await openLink(t, `/api/captain/cv/pdf/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This CV link has expired or is not valid. Generate the CV again.');
    for (const bad of ['short', '%00', 'x'.repeat(100), 'a'.repeat(101)]) {
      expect((await openLink(t, `/api/captain/cv/pdf/${bad}`)).statusCode, bad).toBeGreaterThanOrEqual(400);
      expect((await openLink(t, `/api/captain/cv/pdf/${bad}`)).statusCode, bad).toBeLessThan(500);
    }
  });

  it('sweeps expired links when a new one is made', async () => {
    const db = t.app.database.db;
    await db
      .updateTable('cv_links')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .execute();
    await generatedLink(t, captain, { trip_ids: mine });
    const rows = await db.selectFrom('cv_links').select('expires_at').execute();
    expect(rows).toHaveLength(1);
    expect(Date.parse(rows[0]!.expires_at)).toBeGreaterThan(Date.now());
  });

  it("refuses another captain's, deleted and unknown trips with 422 on trip_ids", async () => {
    const other = await newCaptain(t, true);
    const foreign = await tripOn(t, other);
    const deleted = await tripOn(t, captain);
    await call(t, 'DELETE', `/api/sailing-trips/${deleted}`, { token: captain.token });

    const refused = await generate(t, captain.token, { trip_ids: [mine[0], foreign, deleted, 99999999] });
    expect(refused.statusCode).toBe(422);
    const message = `These trips are not in your logbook: ${foreign}, ${deleted}, 99999999.`;
    expect(refused.json()).toEqual({
      success: false,
      message,
      errors: { trip_ids: [message] },
      request_id: expect.any(String),
    });

    const polish = await generate(t, captain.token, { trip_ids: [foreign] }, 'pl');
    expect(polish.json().errors.trip_ids).toEqual([`Tych rejsów nie ma w Twoim dzienniku: ${foreign}.`]);
    // An id beyond what an integer column holds names no trip either (and must not break PostgreSQL).
    const huge = await generate(t, captain.token, { trip_ids: [2_147_483_648] });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ trip_ids: ['These trips are not in your logbook: 2147483648.'] });
    expect(await t.app.database.db.selectFrom('cv_links').select('id').execute()).toHaveLength(1);
  });

  it('needs at least one trip, each once, at most 350, and short texts', async () => {
    expect(validationErrors(await generate(t, captain.token, { trip_ids: [] }))).toEqual({
      trip_ids: ['Choose at least one trip.'],
    });
    expect(validationErrors(await generate(t, captain.token, {}))).toEqual({
      trip_ids: ['Choose at least one trip.'],
    });
    expect(validationErrors(await generate(t, captain.token, { trip_ids: [] }, 'pl'), 'pl')).toEqual({
      trip_ids: ['Wybierz co najmniej jeden rejs.'],
    });
    expect(validationErrors(await generate(t, captain.token, { trip_ids: [mine[0], mine[0]] }))).toEqual({
      trip_ids: ['Each trip can be chosen only once.'],
    });
    const tooMany = Array.from({ length: 351 }, (_, i) => i + 1);
    expect(validationErrors(await generate(t, captain.token, { trip_ids: tooMany }))).toEqual({
      trip_ids: ['A CV can list at most 350 trips.'],
    });
    expect(Object.keys(validationErrors(await generate(t, captain.token, { trip_ids: 'all' })))).toEqual([
      'trip_ids',
    ]);
    expect(
      Object.keys(validationErrors(await generate(t, captain.token, { trip_ids: [mine[0], 'x', -1, 1.5] }))),
    ).toEqual(['trip_ids.1', 'trip_ids.2', 'trip_ids.3']);
    const long = validationErrors(
      await generate(t, captain.token, {
        trip_ids: mine,
        nationality: 'N'.repeat(61),
        languages: 'L'.repeat(101),
      }),
    );
    expect(Object.keys(long).sort()).toEqual(['languages', 'nationality']);
    expect(validationErrors(await generate(t, captain.token, { trip_ids: mine, extra: 1 }))).toHaveProperty(
      'extra',
    );
    expect(
      (await generate(t, captain.token, { trip_ids: mine, nationality: 'N'.repeat(60), languages: null }))
        .statusCode,
    ).toBe(200);
  });

  it('needs a captain login: none 401, a student 403 (before the body is read)', async () => {
    const none = await generate(t, undefined, { trip_ids: mine });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauthorized);
    const { token } = await registerStudent(t, { email: 'cv-generate-student@example.com' });
    const student = await generate(t, token, { trip_ids: [] });
    expect(student.statusCode).toBe(403);
    expect(student.json()).toEqual(wrongKind);
  });
});
