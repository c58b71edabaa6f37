import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday } from '../invitations/test-support.ts';
import { createPlannedTrip, validPlannedTrip } from '../planned-trips/test-support.ts';
import { createTrip, validTrip } from '../trips/test-support.ts';
import { validYacht } from '../yachts/test-support.ts';
import {
  type AppRoute,
  buildWorld,
  type Method,
  routesOf,
  send,
  snapshotOf,
  victimMarkers,
  type World,
} from './world.ts';

/**
 * Who may call what (SPEC sections 4 and 6). Every route the app serves must have an entry here: the first test
 * fails on a route without one (and on an entry whose route is gone), so a new route cannot be forgotten.
 *
 * - public: no login; `anonymous` is the status an anonymous, harmless request gets (never 401, never 5xx).
 * - captain / student: a session of that kind only. Anonymous and dead tokens -> 401, the other kind -> 403.
 * - premium: a captain without premium -> 403 premium_required.
 * - victimObject: the URL (or body) names the victim's object; the other captain (or a student not connected
 *   to the victim) -> 404, as if it did not exist.
 * HEAD follows its GET.
 */
type Rule =
  | { access: 'public'; url?: (w: World) => string; body?: (w: World) => unknown; anonymous: number }
  | {
      access: 'captain' | 'student';
      url?: (w: World) => string;
      body?: (w: World) => unknown;
      premium?: true;
      victimObject?: true;
      /** What the other captain or student gets on the victim's object, when not 404 (a 422 naming the field). */
      otherStatus?: number;
    };

const trip = (w: World) => `/api/sailing-trips/${w.tripId}`;
const planned = (w: World) => `/api/planned-sailing-trips/${w.plannedTripId}`;
const studentPlanned = (w: World) => `/api/student/planned-sailing-trips/${w.plannedTripId}`;
const hostileText = `<script>alert(1)</script>'; DROP TABLE users; --`;

const captainProfile = {
  first_name: 'Zły',
  last_name: 'Kapitan',
  phone: '+48 600 000 000',
  license_type: 'pzz-kj',
  license_number: 'KJ-666',
};

const rules: Record<string, Rule> = {
  // Public.
  'GET /api/docs': { access: 'public', anonymous: 200 },
  'GET /api/docs/': { access: 'public', anonymous: 200 },
  'GET /api/docs/static/index.html': { access: 'public', anonymous: 302 },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', anonymous: 200 },
  'GET /api/docs/*': { access: 'public', url: () => '/api/docs/static/swagger-ui.css', anonymous: 200 },
  'GET /api/docs/json': { access: 'public', anonymous: 200 },
  'GET /api/docs/yaml': { access: 'public', anonymous: 200 },
  'GET /api/subscriptions/plans': { access: 'public', anonymous: 200 },
  'POST /api/auth/register': { access: 'public', body: () => ({}), anonymous: 422 },
  'POST /api/auth/login': {
    access: 'public',
    body: (w) => ({ email: w.victim.email, password: 'wrong password' }),
    anonymous: 401,
  },
  'POST /api/auth/forgot-password': { access: 'public', body: () => ({}), anonymous: 422 },
  'POST /api/auth/reset-password': {
    access: 'public',
    body: (w) => ({
      email: w.victim.email,
      token: 'guessed',
      password: 'new password 123',
      password_confirmation: 'new password 123',
    }),
    anonymous: 422,
  },
  'POST /api/student/register': { access: 'public', body: () => ({}), anonymous: 422 },
  'POST /api/student/login': { access: 'public', body: () => ({ email: 'x@example.com' }), anonymous: 422 },
  'POST /api/public/trip-card-pdf': { access: 'public', body: () => ({}), anonymous: 422 },
  // The random key or token in the path is the permission: a guessed one finds nothing.
  'GET /api/logos/:key': { access: 'public', url: () => '/api/logos/guessed-key', anonymous: 404 },
  'GET /api/captain/cv/pdf/:token': {
    access: 'public',
    url: () => '/api/captain/cv/pdf/guessed-token',
    anonymous: 404,
  },
  // PayU's webhook: only a correctly signed notification is acted upon.
  'POST /api/payments/payu/notify': {
    access: 'public',
    body: () => ({ order: { orderId: 'X', extOrderId: '1', status: 'COMPLETED' } }),
    anonymous: 400,
  },
  // The built-in sandbox checkout (absent with real PayU): an unknown order is not found.
  'GET /sandbox/payu/:extOrderId': { access: 'public', url: () => '/sandbox/payu/guessed', anonymous: 404 },
  'POST /sandbox/payu/:extOrderId/pay': {
    access: 'public',
    url: () => '/sandbox/payu/guessed/pay',
    anonymous: 404,
  },
  'POST /sandbox/payu/:extOrderId/cancel': {
    access: 'public',
    url: () => '/sandbox/payu/guessed/cancel',
    anonymous: 404,
  },

  // Captain: account, profile, subscription.
  'POST /api/auth/logout': { access: 'captain' },
  'GET /api/auth/user': { access: 'captain' },
  'GET /api/captain-profile': { access: 'captain' },
  'POST /api/captain-profile': { access: 'captain', body: () => captainProfile },
  'POST /api/captain-profile/change-password': {
    access: 'captain',
    body: () => ({
      current_password: 'correct horse battery',
      new_password: 'stolen password 123',
      new_password_confirmation: 'stolen password 123',
    }),
  },
  'POST /api/captain-profile/logo': { access: 'captain' },
  'GET /api/captain-profile/logo': { access: 'captain' },
  'DELETE /api/captain-profile/logo': { access: 'captain' },
  'GET /api/subscriptions': { access: 'captain' },
  'POST /api/subscriptions': { access: 'captain', body: () => ({}) },
  'POST /api/discount-codes/redeem': { access: 'captain', body: () => ({ code: 'FREE' }) },
  'GET /api/captain/cv/trips': { access: 'captain' },
  'POST /api/captain/cv/generate': {
    access: 'captain',
    body: (w) => ({ trip_ids: [w.tripId] }),
    victimObject: true,
    // The same 422 "not in your logbook" as for an id that does not exist (checked below).
    otherStatus: 422,
  },

  // Captain: trips and their documents.
  'GET /api/sailing-trips': { access: 'captain' },
  'POST /api/sailing-trips': { access: 'captain', premium: true, body: () => validTrip() },
  'GET /api/sailing-trips/:id': { access: 'captain', url: trip, victimObject: true },
  'PUT /api/sailing-trips/:id': {
    access: 'captain',
    url: trip,
    premium: true,
    victimObject: true,
    body: () => validTrip({ captain_notes: hostileText }),
  },
  'DELETE /api/sailing-trips/:id': { access: 'captain', url: trip, premium: true, victimObject: true },
  'PATCH /api/sailing-trips/:id/status': {
    access: 'captain',
    url: (w) => `${trip(w)}/status`,
    premium: true,
    victimObject: true,
    body: () => ({ status: 'cancelled' }),
  },
  'GET /api/sailing-trips/:id/voyage-card-pdf': {
    access: 'captain',
    url: (w) => `${trip(w)}/voyage-card-pdf`,
    victimObject: true,
  },
  'GET /api/sailing-trips/:id/crew/:crewId/opinion-pdf': {
    access: 'captain',
    url: (w) => `${trip(w)}/crew/${w.crewId}/opinion-pdf`,
    victimObject: true,
  },

  // Captain: yachts.
  'GET /api/yachts': { access: 'captain' },
  'GET /api/yachts/search': { access: 'captain', url: () => '/api/yachts/search?q=VICTIM' },
  'POST /api/yachts': { access: 'captain', premium: true, body: () => validYacht },
  'GET /api/yachts/:id': { access: 'captain', url: (w) => `/api/yachts/${w.yachtId}`, victimObject: true },
  'PUT /api/yachts/:id': {
    access: 'captain',
    url: (w) => `/api/yachts/${w.yachtId}`,
    premium: true,
    victimObject: true,
    body: () => ({ ...validYacht, name: hostileText }),
  },
  'DELETE /api/yachts/:id': {
    access: 'captain',
    url: (w) => `/api/yachts/${w.yachtId}`,
    victimObject: true,
  },

  // Captain: planned trips, enrolments, invitations, students.
  'GET /api/planned-sailing-trips': { access: 'captain' },
  'POST /api/planned-sailing-trips': { access: 'captain', premium: true, body: () => validPlannedTrip() },
  'GET /api/planned-sailing-trips/:id': { access: 'captain', url: planned, victimObject: true },
  'PUT /api/planned-sailing-trips/:id': {
    access: 'captain',
    url: planned,
    victimObject: true,
    body: () => validPlannedTrip({ name: hostileText, start_date: '2099-07-01', end_date: '2099-07-08' }),
  },
  'DELETE /api/planned-sailing-trips/:id': { access: 'captain', url: planned, victimObject: true },
  'PATCH /api/planned-sailing-trips/:id/enrolments/:enrolmentId': {
    access: 'captain',
    url: (w) => `${planned(w)}/enrolments/${w.enrolmentId}`,
    victimObject: true,
    body: () => ({ status: 'rejected', captain_notes: hostileText }),
  },
  'GET /api/invitations': { access: 'captain' },
  'POST /api/invitations': { access: 'captain', body: () => ({ description: 'Mine' }) },
  'PATCH /api/invitations/:id': {
    access: 'captain',
    url: (w) => `/api/invitations/${w.invitationId}`,
    victimObject: true,
    body: () => ({ description: hostileText, is_active: false }),
  },
  'DELETE /api/invitations/:id': {
    access: 'captain',
    url: (w) => `/api/invitations/${w.invitationId}`,
    victimObject: true,
  },
  'GET /api/captain/students': { access: 'captain' },
  'DELETE /api/captain/students/:studentId': {
    access: 'captain',
    url: (w) => `/api/captain/students/${w.victimStudent.id}`,
    victimObject: true,
  },

  // Student.
  'POST /api/student/logout': { access: 'student' },
  'GET /api/student/profile': { access: 'student' },
  'GET /api/student/planned-sailing-trips': { access: 'student' },
  'GET /api/student/planned-sailing-trips/:id': {
    access: 'student',
    url: studentPlanned,
    victimObject: true,
  },
  'POST /api/student/planned-sailing-trips/:id/enrolment': {
    access: 'student',
    url: (w) => `${studentPlanned(w)}/enrolment`,
    victimObject: true,
    body: () => ({ student_notes: hostileText }),
  },
  'PATCH /api/student/planned-sailing-trips/:id/enrolment': {
    access: 'student',
    url: (w) => `${studentPlanned(w)}/enrolment`,
    victimObject: true,
    body: () => ({ student_notes: hostileText }),
  },
  'DELETE /api/student/planned-sailing-trips/:id/enrolment': {
    access: 'student',
    url: (w) => `${studentPlanned(w)}/enrolment`,
    victimObject: true,
  },
  'GET /api/student/enrolments': { access: 'student' },
  // Any student holding the code may read and accept an invitation: that is what an invitation is for.
  'POST /api/student/invitations/accept': { access: 'student', body: (w) => ({ code: w.invitationCode }) },
  'GET /api/student/invitations/:id': {
    access: 'student',
    url: (w) => `/api/student/invitations/${w.invitationId}?code=${w.invitationCode}`,
  },
  'GET /api/student/captains': { access: 'student' },
  'DELETE /api/student/captains/:captainId': {
    access: 'student',
    url: (w) => `/api/student/captains/${w.victim.id}`,
    victimObject: true,
  },
};

function ruleKey(route: AppRoute): string {
  return `${route.method === 'HEAD' ? 'GET' : route.method} ${route.path}`;
}

describe('authorization matrix over every route', () => {
  let w: World;
  let routes: AppRoute[];
  beforeAll(async () => {
    w = await buildWorld();
    await w.t.app.ready();
    routes = routesOf(w.t.app);
  }, 60_000);
  afterAll(async () => w?.t.close());

  it('knows every route the app serves, and only those', () => {
    expect(routes.length).toBeGreaterThan(50);
    const served = new Set(routes.map(ruleKey));
    const missing = [...served].filter((key) => !(key in rules));
    expect(missing, 'routes without an entry in the authorization table').toEqual([]);
    const stale = Object.keys(rules).filter((key) => !served.has(key));
    expect(stale, 'entries whose route no longer exists').toEqual([]);
    // Every HEAD is the automatic twin of a GET.
    for (const route of routes.filter((r) => r.method === 'HEAD')) {
      expect(served.has(`GET ${route.path}`), route.path).toBe(true);
    }
  });

  it('answers every attack with the right refusal and leaves the victim unchanged', async () => {
    const before = await snapshotOf(w);
    // Sanity: the snapshot is the victim's real data.
    expect(JSON.stringify(before)).toContain(victimMarkers.tripNotes);
    expect(JSON.stringify(before)).toContain(victimMarkers.enrolmentNotes);
    const failures: string[] = [];
    const expectStatus = async (
      label: string,
      method: Method,
      url: string,
      token: string | undefined,
      payload: unknown,
      status: number,
      check?: (body: string) => string | null,
    ) => {
      const response = await send(w.t, method, url, token, method === 'HEAD' ? undefined : payload);
      if (response.statusCode !== status) {
        failures.push(
          `${label}: ${method} ${url} -> ${response.statusCode} (want ${status}) ${response.body}`,
        );
        return;
      }
      const problem = check?.(response.body);
      if (problem) failures.push(`${label}: ${method} ${url} -> ${problem}`);
    };
    const noVictimData = (body: string) =>
      Object.values(victimMarkers).some((marker) => body.includes(marker)) ? 'leaks victim data' : null;
    const premiumRequired = (body: string) =>
      JSON.parse(body).error === 'premium_required' ? null : `not premium_required: ${body}`;

    for (const route of routes) {
      const rule = rules[ruleKey(route)];
      if (!rule) continue;
      const url = rule.url ? rule.url(w) : route.path;
      const body = rule.body?.(w);
      const { method } = route;
      const label = `${method} ${route.path}`;

      if (rule.access === 'public') {
        await expectStatus(`${label} anonymous`, method, url, undefined, body, rule.anonymous);
        // A dead token on a public route changes nothing either.
        await expectStatus(`${label} expired token`, method, url, w.deadTokens.expired, body, rule.anonymous);
        continue;
      }

      for (const [name, token] of [['anonymous', undefined], ...Object.entries(w.deadTokens)] as const) {
        await expectStatus(`${label} ${name}`, method, url, token, body, 401);
      }
      // A malformed Authorization header is no session either.
      const malformed = await w.t.app.inject({
        method,
        url,
        headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      });
      if (malformed.statusCode !== 401) failures.push(`${label} basic auth -> ${malformed.statusCode}`);

      if (rule.access === 'captain') {
        await expectStatus(`${label} victim's student`, method, url, w.victimStudent.token, body, 403);
        await expectStatus(`${label} other student`, method, url, w.otherStudent.token, body, 403);
        if (rule.premium) {
          await expectStatus(
            `${label} captain without premium`,
            method,
            url,
            w.freeCaptain.token,
            body,
            403,
            premiumRequired,
          );
        }
        if (rule.victimObject) {
          await expectStatus(
            `${label} other captain`,
            method,
            url,
            w.otherCaptain.token,
            body,
            rule.otherStatus ?? 404,
            noVictimData,
          );
        } else if (method === 'GET') {
          const response = await send(w.t, method, url, w.otherCaptain.token);
          if (response.statusCode >= 500) failures.push(`${label} other captain -> ${response.statusCode}`);
          const leak = noVictimData(response.body);
          if (leak) failures.push(`${label} other captain: ${leak}`);
        }
      } else {
        await expectStatus(`${label} victim captain`, method, url, w.victim.token, body, 403);
        await expectStatus(`${label} other captain`, method, url, w.otherCaptain.token, body, 403);
        if (rule.victimObject) {
          await expectStatus(
            `${label} other student`,
            method,
            url,
            w.otherStudent.token,
            body,
            404,
            noVictimData,
          );
        } else if (method === 'GET') {
          const response = await send(w.t, method, url, w.otherStudent.token);
          if (response.statusCode >= 500) failures.push(`${label} other student -> ${response.statusCode}`);
          const leak = url.includes('/invitations/') ? null : noVictimData(response.body);
          if (leak) failures.push(`${label} other student: ${leak}`);
        }
      }

      const after = await snapshotOf(w);
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        failures.push(`${label}: the victim's data changed`);
        expect(after, label).toEqual(before);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("refuses mixed ids: the attacker's own parent object with the victim's child id", async () => {
    const before = await snapshotOf(w);
    const attacker = w.otherCaptain.token;
    const ownTrip = await createTrip(w.t, attacker);
    const ownPlanned = await createPlannedTrip(w.t, attacker, {
      start_date: dayFromToday(40),
      end_date: dayFromToday(45),
    });
    const opinion = await send(
      w.t,
      'GET',
      `/api/sailing-trips/${ownTrip.id}/crew/${w.crewId}/opinion-pdf`,
      attacker,
    );
    expect(opinion.statusCode, opinion.body).toBe(404);
    const decision = await send(
      w.t,
      'PATCH',
      `/api/planned-sailing-trips/${ownPlanned.id}/enrolments/${w.enrolmentId}`,
      attacker,
      { status: 'rejected', captain_notes: 'mine now' },
    );
    expect(decision.statusCode, decision.body).toBe(404);
    // A trip edit cannot adopt the victim's crew member or port rows by sending their ids.
    const crew = (validTrip().crew_members as Record<string, unknown>[]).map((member) => ({
      ...member,
      id: w.crewId,
    }));
    const edit = await send(w.t, 'PUT', `/api/sailing-trips/${ownTrip.id}`, attacker, {
      ...validTrip(),
      crew_members: crew,
    });
    expect(edit.statusCode, edit.body).toBeLessThan(500);
    expect(await snapshotOf(w)).toEqual(before);
  });

  it("answers the victim's trip in a CV request exactly as a trip that does not exist", async () => {
    const generate = (tripId: number) =>
      send(w.t, 'POST', '/api/captain/cv/generate', w.otherCaptain.token, { trip_ids: [tripId] });
    const victims = await generate(w.tripId);
    const missing = await generate(999_999);
    expect(victims.statusCode).toBe(422);
    expect(missing.statusCode).toBe(422);
    expect(victims.json().message.replace(String(w.tripId), 'N')).toBe(
      missing.json().message.replace('999999', 'N'),
    );
  });
});
