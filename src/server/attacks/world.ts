import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  accept,
  createInvitation,
  dayFromToday,
  newStudent,
  type Student,
} from '../invitations/test-support.ts';
import { createPlannedTrip, join } from '../planned-trips/test-support.ts';
import { generousRateLimits, strongPassword } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { previewImport, tripsCsv } from '../trip-import/test-support.ts';
import { type Captain, createTrip, newCaptain, validTrip } from '../trips/test-support.ts';
import { createYacht } from '../yachts/test-support.ts';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AppRoute {
  method: Method;
  path: string;
}

/**
 * Every route of the app, read from Fastify's own router (printRoutes), so a route added tomorrow shows up here
 * without anyone listing it. OPTIONS and the like are not served by this app; they would show up too.
 */
export function routesOf(app: FastifyInstance): AppRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: AppRoute[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    if (!match[3]) continue;
    const path = stack.join('');
    for (const method of match[3].split(',').map((m) => m.trim())) {
      routes.push({ method: method as Method, path });
    }
  }
  return routes;
}

/** The text markers the victim stores; the attacker's answers must never contain them. */
export const victimMarkers = {
  tripNotes: 'VICTIM-TRIP-NOTES-7f3a',
  yachtName: 'VICTIM-YACHT-7f3a',
  invitation: 'VICTIM-INVITATION-7f3a',
  plannedTrip: 'VICTIM-PLANNED-7f3a',
  enrolmentNotes: 'VICTIM-ENROLMENT-7f3a',
  deckLog: 'VICTIM-DECK-LOG-7f3a',
};

export interface World {
  t: TestApp;
  /** The victim: a premium captain with a trip (with crew), a yacht, an invitation, a planned trip. */
  victim: Captain & { email: string };
  /** The victim's student: connected through the invitation and enrolled in the planned trip. */
  victimStudent: Student;
  /** Another premium captain. */
  otherCaptain: Captain;
  /** A captain without premium. */
  freeCaptain: Captain;
  /** A student connected to nobody. */
  otherStudent: Student;
  tripId: number;
  crewId: number;
  yachtId: number;
  invitationId: number;
  invitationCode: string;
  plannedTripId: number;
  /** The victim's trip import waiting for its commit. */
  importId: string;
  enrolmentId: number;
  /** Tokens that must all get 401: expired, logged out, made up. */
  deadTokens: Record<
    'expired' | 'loggedOut' | 'expiredStudent' | 'loggedOutStudent' | 'madeUp' | 'overlong',
    string
  >;
}

/** A built web app as production has one, so a page path gets index.html rather than the "not built" 503. */
function builtWebDir(): string {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-attack-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  return webDir;
}

export async function buildWorld(): Promise<World> {
  const webDir = builtWebDir();
  const app = await createTestApp({ rateLimits: generousRateLimits, webDir });
  const t: TestApp = {
    ...app,
    async close() {
      await app.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    },
  };
  const victim = await newCaptain(t, true);
  const victimUser = await t.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { authorization: `Bearer ${victim.token}` },
  });
  const email = victimUser.json<{ user: { email: string } }>().user.email;
  const trip = await createTrip(t, victim.token, { captain_notes: victimMarkers.tripNotes });
  const yachtId = await createYacht(t, victim.token, { name: victimMarkers.yachtName });
  const invitation = await createInvitation(t, victim.token, { description: victimMarkers.invitation });
  const plannedTrip = await createPlannedTrip(t, victim.token, {
    name: victimMarkers.plannedTrip,
    start_date: dayFromToday(30),
    end_date: dayFromToday(37),
  });
  const victimStudent = await newStudent(t, 'Ofiara', 'Studentka');
  const accepted = await accept(t, victimStudent.token, { code: invitation.code });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const enrolmentId = await join(t, victimStudent.token, plannedTrip.id, victimMarkers.enrolmentNotes);
  // The victim's student sailed the victim's trip: linked on its first crew row, so their own logbook has it.
  const tripBody = validTrip({ captain_notes: victimMarkers.tripNotes });
  const [firstMember, ...otherMembers] = tripBody.crew_members;
  const linked = await t.app.inject({
    method: 'PUT',
    url: `/api/sailing-trips/${trip.id}`,
    headers: { authorization: `Bearer ${victim.token}` },
    payload: {
      ...tripBody,
      crew_members: [{ ...firstMember, student_id: victimStudent.id }, ...otherMembers],
    },
  });
  expect(linked.statusCode, linked.body).toBe(200);
  const crewId = linked.json<{ sailing_trip: { crew_members: { id: number }[] } }>().sailing_trip
    .crew_members[0]?.id;
  if (!crewId) throw new Error('the trip has no crew');
  // A deck log entry on the victim's trip, which its linked student may not read (the crew may not write).
  const logged = await t.app.inject({
    method: 'POST',
    url: `/api/sailing-trips/${trip.id}/log-entries`,
    headers: { authorization: `Bearer ${victim.token}` },
    payload: {
      id: '0f6e5d4c-3b2a-4190-8e7d-6c5b4a392817',
      logged_at: '2026-07-01T09:00+02:00',
      kind: 'departure',
      text: victimMarkers.deckLog,
    },
  });
  expect(logged.statusCode, logged.body).toBe(201);

  const otherCaptain = await newCaptain(t, true);
  const freeCaptain = await newCaptain(t, false);
  const otherStudent = await newStudent(t, 'Obca', 'Osoba');

  // An expired session of the victim: a real token whose expiry has passed.
  const login = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: strongPassword },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string }>().token;
  };
  const expired = await login();
  await t.app.database.db
    .updateTable('auth_tokens')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', await tokenIdOf(t, expired))
    .execute();
  const loggedOut = await login();
  const logout = await t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { authorization: `Bearer ${loggedOut}` },
  });
  expect(logout.statusCode, logout.body).toBe(200);

  // The same for the victim's student.
  const studentLogin = async () => {
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/student/profile',
      headers: { authorization: `Bearer ${victimStudent.token}` },
    });
    const studentEmail = profile.json<{ student: { email: string } }>().student.email;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/student/login',
      payload: { email: studentEmail, password: strongPassword },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string }>().token;
  };
  const expiredStudent = await studentLogin();
  await t.app.database.db
    .updateTable('auth_tokens')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', await tokenIdOf(t, expiredStudent))
    .execute();
  const loggedOutStudent = await studentLogin();
  const studentLogout = await t.app.inject({
    method: 'POST',
    url: '/api/student/logout',
    headers: { authorization: `Bearer ${loggedOutStudent}` },
  });
  expect(studentLogout.statusCode, studentLogout.body).toBe(200);

  return {
    t,
    victim: { ...victim, email },
    victimStudent,
    otherCaptain,
    freeCaptain,
    otherStudent,
    tripId: trip.id,
    crewId,
    yachtId,
    invitationId: invitation.id,
    invitationCode: invitation.code,
    plannedTripId: plannedTrip.id,
    importId: (await previewImport(t, victim.token, tripsCsv([{}]))).id,
    enrolmentId,
    deadTokens: {
      expired,
      loggedOut,
      expiredStudent,
      loggedOutStudent,
      madeUp: 'dGhpcy1pcy1ub3QtYS1yZWFsLXRva2VuLWF0LWFsbC0xMjM0NTY3',
      overlong: 'x'.repeat(5000),
    },
  };
}

async function tokenIdOf(t: TestApp, token: string): Promise<number> {
  const { hashSecret } = await import('../auth/tokens.ts');
  const row = await t.app.database.db
    .selectFrom('auth_tokens')
    .select('id')
    .where('token_hash', '=', hashSecret(token))
    .executeTakeFirstOrThrow();
  return row.id;
}

export function send(
  t: TestApp,
  method: Method,
  url: string,
  token: string | undefined,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Everything the victim captain and the victim's student can read, as they read it. */
export async function snapshotOf(w: World): Promise<Record<string, unknown>> {
  const captainReads = [
    '/api/auth/user',
    '/api/captain-profile',
    '/api/captain-profile/document-verification',
    '/api/sailing-trips',
    `/api/sailing-trips/${w.tripId}`,
    `/api/sailing-trips/${w.tripId}/log-entries`,
    '/api/yachts',
    `/api/yachts/${w.yachtId}`,
    '/api/invitations',
    '/api/planned-sailing-trips',
    `/api/planned-sailing-trips/${w.plannedTripId}`,
    '/api/captain/students',
    '/api/subscriptions',
    '/api/captain/cv/trips',
  ];
  const studentReads = [
    '/api/student/profile',
    '/api/student/captains',
    '/api/student/enrolments',
    '/api/student/planned-sailing-trips',
    `/api/student/planned-sailing-trips/${w.plannedTripId}`,
    '/api/student/logbook',
    `/api/student/logbook/${w.tripId}`,
    '/api/student/sea-time',
  ];
  const snapshot: Record<string, unknown> = {};
  for (const url of captainReads) {
    const response = await send(w.t, 'GET', url, w.victim.token);
    snapshot[`captain ${url}`] = { status: response.statusCode, body: response.body };
  }
  for (const url of studentReads) {
    const response = await send(w.t, 'GET', url, w.victimStudent.token);
    snapshot[`student ${url}`] = { status: response.statusCode, body: response.body };
  }
  // Their whole accounts, deleted trips and payments too; the file's moment and the logins' last use move on their own.
  for (const [url, token] of [
    ['/api/auth/export', w.victim.token],
    ['/api/student/export', w.victimStudent.token],
  ] as const) {
    const response = await send(w.t, 'GET', url, token);
    const { exported_at: _at, sessions: _sessions, ...file } = response.json<Record<string, unknown>>();
    snapshot[`export ${url}`] = { status: response.statusCode, body: file };
  }
  return snapshot;
}
