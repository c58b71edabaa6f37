import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  printedCode,
  verificationCodeAlphabet,
  verificationCodeLength,
} from '#domain/document-verification.ts';
import { newStudent } from '../invitations/test-support.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain, validTrip } from '../trips/test-support.ts';
import { issuedRows, print, verify } from './test-support.ts';

type Crew = { id: number; full_name: string }[];

describe('GET /api/verify/{code}: what a printed document said and whether the logbook still says it', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits, appUrl: 'https://logbook.example' });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  const newTrip = async () => {
    const trip = await createTrip(t, captain.token);
    return { id: trip.id, crew: trip.crew_members as Crew };
  };
  const cardUrl = (tripId: number) => `/api/sailing-trips/${tripId}/voyage-card-pdf`;
  const opinionUrl = (tripId: number, crewId: number) =>
    `/api/sailing-trips/${tripId}/crew/${crewId}/opinion-pdf`;
  const statusOf = async (code: string) => (await verify(t, code)).json().document.status;

  it('issues a voyage card a code of the alphabet and answers valid with the facts it printed', async () => {
    const trip = await newTrip();
    const { newest, rows } = await print(t, captain, cardUrl(trip.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'voyage_card', trip_id: trip.id, crew_member_id: null });
    const code = String(newest);
    expect(code).toHaveLength(verificationCodeLength);
    for (const char of code) expect(verificationCodeAlphabet).toContain(char);

    const response = await verify(t, code);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      document: {
        kind: 'voyage_card',
        issued_at: rows[0]?.issued_at,
        status: 'valid',
        facts: {
          captain: {
            name: 'Łukasz Żółć',
            license_type: 'pzz-kj',
            other_license: '',
            license_number: 'KJ-1234',
          },
          trip: {
            yacht_name: 'Zawisza Czarny',
            registration_number: 'POL-1234',
            embarkation_date: '2026-07-01',
            disembarkation_date: '2026-07-08',
            embarkation_port: 'Gdynia',
            disembarkation_port: 'Świnoujście',
            visited_ports: ['Bornholm', 'Dover'],
            sailing_hours: 96,
            engine_hours: 12.5,
            tidal_hours: 6,
            mooring_hours: 40,
            distance: 412.5,
          },
        },
      },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    // As printed (dashes) and typed in lower case, the code is the same.
    expect(await statusOf(printedCode(code).toLowerCase())).toBe('valid');
  });

  it('gives a reprint of the same document the same code, first issued at its first printing', async () => {
    const trip = await newTrip();
    const first = await print(t, captain, cardUrl(trip.id));
    const again = await print(t, captain, cardUrl(trip.id));
    expect(again.rows).toEqual(first.rows);
    const anna = trip.crew[0];
    if (!anna) throw new Error('no crew');
    const opinion = await print(t, captain, opinionUrl(trip.id, anna.id));
    const reprinted = await print(t, captain, opinionUrl(trip.id, anna.id));
    expect(reprinted.rows).toEqual(opinion.rows);
    expect(opinion.rows).toHaveLength(first.rows.length + 1);
  });

  it('answers changed once the hours are edited, and a new print is a new, valid code', async () => {
    const trip = await newTrip();
    const old = String((await print(t, captain, cardUrl(trip.id))).newest);
    const edited = await call(t, 'PUT', `/api/sailing-trips/${trip.id}`, {
      token: captain.token,
      payload: validTrip({ sailing_hours: '97' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const response = await verify(t, old);
    expect(response.json().document).toMatchObject({
      status: 'changed',
      facts: { trip: { sailing_hours: 96 } },
    });

    const fresh = String((await print(t, captain, cardUrl(trip.id))).newest);
    expect(fresh).not.toBe(old);
    expect((await verify(t, fresh)).json().document).toMatchObject({
      status: 'valid',
      facts: { trip: { sailing_hours: 97 } },
    });
  });

  it('withdraws the documents of a deleted trip', async () => {
    const trip = await newTrip();
    const anna = trip.crew[0];
    if (!anna) throw new Error('no crew');
    const card = String((await print(t, captain, cardUrl(trip.id))).newest);
    const opinion = String((await print(t, captain, opinionUrl(trip.id, anna.id))).newest);
    const deleted = await call(t, 'DELETE', `/api/sailing-trips/${trip.id}`, { token: captain.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await statusOf(card)).toBe('withdrawn');
    expect(await statusOf(opinion)).toBe('withdrawn');
  });

  it("keeps a crew opinion valid through an edit that leaves its member as printed, and tells the member's confirmation", async () => {
    const trip = await newTrip();
    const anna = trip.crew[0];
    if (!anna) throw new Error('no crew');
    const code = String((await print(t, captain, opinionUrl(trip.id, anna.id))).newest);
    const response = await verify(t, code);
    expect(response.json().document).toMatchObject({
      kind: 'crew_opinion',
      status: 'valid',
      facts: { crew_member: { name: 'Anna Wiśniewska', confirmed: false } },
    });
    // The crew rows are written anew (new ids): the member is found again by name.
    const edited = await call(t, 'PUT', `/api/sailing-trips/${trip.id}`, {
      token: captain.token,
      payload: validTrip({ captain_notes: 'Inne uwagi.' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await statusOf(code)).toBe('valid');
  });

  it("reads changed once the member confirms the trip; the student's own print is the captain's document", async () => {
    const trip = await newTrip();
    const anna = trip.crew[0];
    if (!anna) throw new Error('no crew');
    const before = String((await print(t, captain, opinionUrl(trip.id, anna.id))).newest);
    const student = await newStudent(t, 'Anna', 'Wiśniewska');
    await t.app.database.db
      .updateTable('trip_crew_members')
      .set({ student_id: student.id, confirmation_status: 'confirmed', confirmation_at: '2026-07-10' })
      .where('id', '=', anna.id)
      .execute();
    expect(await statusOf(before)).toBe('changed');

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/student/logbook/${trip.id}/opinion-pdf`,
      headers: { authorization: `Bearer ${student.token}` },
    });
    expect(own.statusCode, own.body).toBe(200);
    const rows = await issuedRows(t, captain.id);
    const issued = String(rows.at(-1)?.code);
    expect(issued).not.toBe(before);
    expect((await verify(t, issued)).json().document).toMatchObject({
      status: 'valid',
      facts: { crew_member: { name: 'Anna Wiśniewska', confirmed: true } },
    });
    // The captain's reprint of the same opinion is the same document.
    expect((await print(t, captain, opinionUrl(trip.id, anna.id))).rows).toEqual(rows);
  });

  it('withdraws a crew opinion whose member is no longer on the trip', async () => {
    const trip = await newTrip();
    const anna = trip.crew[0];
    if (!anna) throw new Error('no crew');
    const code = String((await print(t, captain, opinionUrl(trip.id, anna.id))).newest);
    const withoutAnna = validTrip();
    withoutAnna.crew_members = withoutAnna.crew_members.slice(1);
    const edited = await call(t, 'PUT', `/api/sailing-trips/${trip.id}`, {
      token: captain.token,
      payload: withoutAnna,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await statusOf(code)).toBe('withdrawn');
  });

  it('answers 404 unknown for a code never issued and for one that cannot be a code, in both languages', async () => {
    for (const code of ['ABCD-EFGH-JKMN', 'not-a-code', 'ABCDEFGHJKM0', '%20']) {
      const response = await verify(t, code);
      expect(response.statusCode, code).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        reason: 'unknown',
        message: expect.any(String),
        request_id: expect.any(String),
      });
      expect(response.headers['cache-control'], code).toBe('no-store');
    }
    const pl = await t.app.inject({
      method: 'GET',
      url: '/api/verify/ABCDEFGHJKMN',
      headers: { 'accept-language': 'pl' },
    });
    expect(pl.json().message).toContain('Nie ma dokumentu');
  });

  it("shows neither the captain's nor the crew's e-mail or phone", async () => {
    const trip = await newTrip();
    const anna = trip.crew[0];
    if (!anna) throw new Error('no crew');
    const code = String((await print(t, captain, opinionUrl(trip.id, anna.id))).newest);
    const { body } = await verify(t, code);
    expect(body).toContain('Anna Wiśniewska');
    for (const secret of [
      'lukasz@example.com',
      '+48 600 100 200',
      'anna@example.com',
      '+48 500 000 001',
      '@',
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it("does not print another captain's documents", async () => {
    const trip = await newTrip();
    const anna = trip.crew[0];
    if (!anna) throw new Error('no crew');
    const other = await newCaptain(t, true);
    for (const url of [cardUrl(trip.id), opinionUrl(trip.id, anna.id)]) {
      const response = await call(t, 'GET', url, { token: other.token });
      expect(response.statusCode, url).toBe(404);
    }
    expect(await issuedRows(t, other.id)).toEqual([]);
  });

  it('documents its answers in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(paths['/api/verify/{code}'].get.responses)).toEqual(['200', '404']);
    expect(paths['/api/verify/{code}'].get.security).toBeUndefined();
    const setting = paths['/api/captain-profile/document-verification'];
    expect(Object.keys(setting.get.responses)).toEqual(['200']);
    expect(setting.put.requestBody.content['application/json'].schema.required).toEqual(['enabled']);
  });

  it('prints no code on the public trip card', async () => {
    const before = await t.app.database.db.selectFrom('issued_documents').select('id').execute();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/trip-card-pdf',
      payload: validTrip(),
    });
    expect(response.statusCode).toBe(200);
    const after = await t.app.database.db.selectFrom('issued_documents').select('id').execute();
    expect(after).toHaveLength(before.length);
  });
});
