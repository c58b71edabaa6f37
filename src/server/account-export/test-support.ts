import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DeckLogEntry } from '#domain/deck-log.ts';
import type { Trip } from '#domain/trip.ts';
import { solidImage, uploadLogo } from '../captain-profile/test-support.ts';
import { createInvitation } from '../invitations/test-support.ts';
import { orderInput } from '../payments/testing/support.ts';
import { createPlannedTrip, decide, join } from '../planned-trips/test-support.ts';
import { premiumLedger } from '../subscriptions/premium.ts';
import { subscriptionsRepository } from '../subscriptions/repository.ts';
import {
  type RequestOptions,
  registerCaptain,
  registerStudent,
  strongPassword,
} from '../testing/accounts.ts';
import type { TestApp } from '../testing/test-app.ts';
import { call, validTrip } from '../trips/test-support.ts';
import { validYacht } from '../yachts/test-support.ts';

export interface Account {
  id: number;
  token: string;
  email: string;
}

/** Texts only one account's records carry: another account's export must never contain them. */
export const markers = {
  captainA: 'A-ONLY-5f1c',
  captainB: 'B-ONLY-9e2d',
  studentOne: 'S1-ONLY-77aa',
  studentTwo: 'S2-ONLY-31bc',
};

export const idempotencyKey = 'export-test-idempotency-key-4b9f0c2e';

export function getExport(t: TestApp, url: string, options: RequestOptions = {}) {
  return call(t, 'GET', url, options);
}

/** A GET through the API that must answer 200; its JSON. */
export async function served<T>(t: TestApp, url: string, options: RequestOptions): Promise<T> {
  const response = await call(t, 'GET', url, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function captain(t: TestApp, email: string): Promise<Account> {
  // Both captains have the same name, so an export cannot tell them apart by it.
  const { user, token } = await registerCaptain(t, { name: 'Anna Nowak', email });
  await premiumLedger(subscriptionsRepository(t.app.database.db)).grant(user.id, 30, 'grant');
  return { id: user.id, token, email };
}

async function student(t: TestApp, email: string): Promise<Account> {
  // Both students have the same name too.
  const { student: row, token } = await registerStudent(t, {
    first_name: 'Jan',
    last_name: 'Kowalski',
    email,
  });
  return { id: row.id, token, email };
}

function expectCreated(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

async function createTrip(t: TestApp, token: string, overrides: Record<string, unknown>): Promise<Trip> {
  const response = expectCreated(
    await call(t, 'POST', '/api/sailing-trips', { token, payload: validTrip(overrides) }),
  );
  return response.json<{ sailing_trip: Trip }>().sailing_trip;
}

/** Writes a note in a trip's deck log; the entry as served, with its trip. */
async function logEntry(t: TestApp, token: string, tripId: number, loggedAt: string, text: string) {
  const response = expectCreated(
    await call(t, 'POST', `/api/sailing-trips/${tripId}/log-entries`, {
      token,
      payload: { id: randomUUID(), logged_at: loggedAt, kind: 'note', text },
    }),
  );
  return { ...response.json<{ entry: DeckLogEntry }>().entry, trip_id: tripId };
}

/** Pays a yearly plan through the built-in sandbox checkout (no PayU settings in tests), company invoice. */
async function buyPremium(t: TestApp, token: string, marker: string) {
  const order = await call(t, 'POST', '/api/subscriptions', {
    token,
    payload: orderInput({
      invoice_type: 'osoba_prawna',
      company_name: `Żagle ${marker} sp. z o.o.`,
      nip: '5260250274',
    }),
  });
  expect(order.statusCode, order.body).toBe(200);
  const { redirect_url: redirect } = order.json<{ redirect_url: string }>();
  const paid = await t.app.inject({
    method: 'POST',
    url: `${redirect}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(paid.statusCode, paid.body).toBe(303);
}

export interface World {
  captainA: Account;
  captainB: Account;
  studentOne: Account;
  studentTwo: Account;
  /** Captain A's trip deleted after it was read. */
  deletedTrip: Trip;
  /** Student one's enrolment in captain B's trip, as served before student one disconnected from B. */
  enrolmentWithB: { id: number; status: string; student_notes: string; captain_notes: string };
  /** The PNG captain A uploaded as the logo. */
  logoPng: Buffer;
  /** Both captains' deck log entries as served when written, with their trip (one on A's deleted trip). */
  deckLog: (DeckLogEntry & { trip_id: number })[];
}

/**
 * Two captains and two students with the same names, connections and enrolments crossing over, and every kind
 * of record: captain A has a profile, logo, yachts, trips (one deleted), planned trips with enrolments,
 * invitations, students, a grant, a paid order, a password reset link and an idempotency key; student one
 * is connected to A and was connected to B (an enrolment with B is left behind).
 */
export async function seedWorld(t: TestApp): Promise<World> {
  const captainA = await captain(t, 'anna.a@example.com');
  const captainB = await captain(t, 'anna.b@example.com');
  const studentOne = await student(t, 'jan.one@example.com');
  const studentTwo = await student(t, 'jan.two@example.com');

  const profile = await call(t, 'POST', '/api/captain-profile', {
    token: captainA.token,
    payload: {
      first_name: 'Anna',
      last_name: `Nowak ${markers.captainA}`,
      phone: '+48 501 502 503',
      license_type: 'pzz-kj',
      license_number: 'KJ-777',
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const logoPng = await solidImage(500, 500).png().toBuffer();
  expect((await uploadLogo(t, captainA.token, logoPng)).statusCode).toBe(200);

  expectCreated(
    await t.app.inject({
      method: 'POST',
      url: '/api/yachts',
      headers: { authorization: `Bearer ${captainA.token}`, 'idempotency-key': idempotencyKey },
      payload: {
        ...validYacht,
        name: `Zawisza ${markers.captainA}`,
        type: 'Bavaria Cruiser 46',
        owner_name: `Armator ${markers.captainA}`,
        owner_address: 'ul. Portowa 1\n81-350 Gdynia',
      },
    }),
  );
  const deckLog: World['deckLog'] = [];
  for (const [token, marker] of [
    [captainA.token, markers.captainA],
    [captainB.token, markers.captainB],
  ] as const) {
    expectCreated(
      await call(t, 'POST', '/api/yachts', {
        token,
        payload: { ...validYacht, registration_number: marker },
      }),
    );
    const first = await createTrip(t, token, {
      captain_notes: `First ${marker}`,
      yacht_type: 'Bavaria Cruiser 46',
      yacht_owner_name: `Armator ${marker}`,
      yacht_owner_address: 'ul. Portowa 1\n81-350 Gdynia',
    });
    deckLog.push(await logEntry(t, token, first.id, '2026-07-01T10:00+02:00', `Log ${marker}`));
    await createTrip(t, token, { visited_ports: [], crew_members: [], logbook_number: marker });
  }
  const deletedTrip = await createTrip(t, captainA.token, {
    embarkation_date: '2025-05-01',
    disembarkation_date: '2025-05-03',
    captain_notes: `Deleted ${markers.captainA}`,
  });
  // Written before the trip was deleted: the file keeps the deleted trip's log with it.
  deckLog.push(
    await logEntry(t, captainA.token, deletedTrip.id, '2025-05-02T12:00Z', `Deleted log ${markers.captainA}`),
  );
  expect(
    (await call(t, 'DELETE', `/api/sailing-trips/${deletedTrip.id}`, { token: captainA.token })).statusCode,
  ).toBe(200);

  // Both students join both captains through the captains' own invitations.
  const invitationA = await createInvitation(t, captainA.token, { description: `Crew ${markers.captainA}` });
  const invitationB = await createInvitation(t, captainB.token, { description: `Crew ${markers.captainB}` });
  await createInvitation(t, captainA.token, { description: 'Unused', max_uses: 3 });
  for (const who of [studentOne, studentTwo]) {
    for (const invitation of [invitationA, invitationB]) {
      const accepted = await call(t, 'POST', '/api/student/invitations/accept', {
        token: who.token,
        payload: { invitation_id: invitation.id, code: invitation.code },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
  }

  const plannedA = await createPlannedTrip(t, captainA.token, { name: `Bałtyk ${markers.captainA}` });
  await createPlannedTrip(t, captainA.token, { name: 'Nobody joined', is_active: false });
  const plannedB = await createPlannedTrip(t, captainB.token, { name: `Bałtyk ${markers.captainB}` });
  const oneInA = await join(t, studentOne.token, plannedA.id, `Notes ${markers.studentOne}`);
  const twoInA = await join(t, studentTwo.token, plannedA.id, `Notes ${markers.studentTwo}`);
  const oneInB = await join(t, studentOne.token, plannedB.id, `With B ${markers.studentOne}`);
  await join(t, studentTwo.token, plannedB.id, `With B ${markers.studentTwo}`);
  expect(
    (await decide(t, captainA.token, plannedA.id, oneInA, { status: 'accepted', captain_notes: 'Good' }))
      .statusCode,
  ).toBe(200);
  expect((await decide(t, captainA.token, plannedA.id, twoInA, { status: 'rejected' })).statusCode).toBe(200);
  expect(
    (
      await decide(t, captainB.token, plannedB.id, oneInB, {
        status: 'accepted',
        captain_notes: 'Welcome aboard',
      })
    ).statusCode,
  ).toBe(200);
  const enrolmentsOfOne = await served<{
    enrolments: { id: number; status: string; student_notes: string; captain_notes: string }[];
  }>(t, '/api/student/enrolments', { token: studentOne.token });
  const withB = enrolmentsOfOne.enrolments.find((enrolment) => enrolment.id === oneInB);
  expect(withB).toBeDefined();
  expect(
    (await call(t, 'DELETE', `/api/student/captains/${captainB.id}`, { token: studentOne.token })).statusCode,
  ).toBe(200);

  await buyPremium(t, captainA.token, markers.captainA);
  await buyPremium(t, captainB.token, markers.captainB);
  // A reset link waiting to be used: its hash is stored and must stay out of the export.
  const forgot = await call(t, 'POST', '/api/auth/forgot-password', { payload: { email: captainA.email } });
  expect(forgot.statusCode, forgot.body).toBe(200);
  // A second login of each account (their sessions are in the file, without tokens).
  for (const [url, account] of [
    ['/api/auth/login', captainA],
    ['/api/student/login', studentOne],
  ] as const) {
    const login = await call(t, 'POST', url, {
      payload: { email: account.email, password: strongPassword, remember: true },
    });
    expect(login.statusCode, login.body).toBe(200);
  }

  const { id, status, student_notes, captain_notes } = withB!;
  return {
    captainA,
    captainB,
    studentOne,
    studentTwo,
    deletedTrip,
    enrolmentWithB: { id, status, student_notes, captain_notes },
    logoPng,
    deckLog,
  };
}

/** Every stored secret of the database: password, token and other hashes, idempotency keys, order ids. */
export async function storedSecrets(t: TestApp): Promise<string[]> {
  const db = t.app.database.db;
  const [users, students, tokens, resets, keys, payments] = await Promise.all([
    db.selectFrom('users').select('password_hash').execute(),
    db.selectFrom('students').select('password_hash').execute(),
    db.selectFrom('auth_tokens').select('token_hash').execute(),
    db.selectFrom('password_resets').select('token_hash').execute(),
    db.selectFrom('idempotency_keys').select(['idempotency_key', 'request_hash']).execute(),
    db.selectFrom('subscriptions').select('ext_order_id').where('ext_order_id', 'is not', null).execute(),
  ]);
  const secrets = [
    ...users.map((row) => row.password_hash),
    ...students.map((row) => row.password_hash),
    ...tokens.map((row) => row.token_hash),
    ...resets.map((row) => row.token_hash),
    ...keys.flatMap((row) => [row.idempotency_key, row.request_hash]),
    ...payments.map((row) => row.ext_order_id ?? ''),
  ];
  expect(resets.length).toBeGreaterThan(0);
  expect(keys.map((row) => row.idempotency_key)).toContain(idempotencyKey);
  return secrets;
}

/** Keys that name a secret, anywhere in a JSON value. */
export function secretKeysIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => secretKeysIn(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(/hash|token|password|secret|signature|idempotency|ext_order|code_hash/i.test(key)
      ? [`${path}.${key}`]
      : []),
    ...secretKeysIn(inner, `${path}.${key}`),
  ]);
}
