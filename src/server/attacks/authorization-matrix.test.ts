import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday } from '../invitations/test-support.ts';
import { createPlannedTrip } from '../planned-trips/test-support.ts';
import { createTrip, validTrip } from '../trips/test-support.ts';
import { ruleKey, rules } from './authorization-rules.ts';
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
        // A route the trip's linked crew may use answers every student 404 on a log they may not write.
        const [studentStatus, studentCheck] = rule.crew ? [404, noVictimData] : [403, undefined];
        for (const [name, student] of [
          ["victim's student", w.victimStudent],
          ['other student', w.otherStudent],
        ] as const) {
          await expectStatus(
            `${label} ${name}`,
            method,
            url,
            student.token,
            body,
            studentStatus,
            studentCheck,
          );
        }
        if (rule.premium) {
          await expectStatus(
            `${label} captain without premium`,
            method,
            url,
            w.freeCaptain.token,
            body,
            403,
            // A HEAD answer has no body to read the reason from (the premium GET's twin).
            method === 'HEAD' ? undefined : premiumRequired,
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

  it("never lists the victim's trips in the summary view, whatever the query names", async () => {
    const summary = (query: string) => `/api/sailing-trips?view=summary&limit=100${query}`;
    const rowIds = (body: string) =>
      (JSON.parse(body) as { sailing_trips: { id: number }[] }).sailing_trips.map((row) => row.id);
    const own = await send(w.t, 'GET', summary(''), w.victim.token);
    expect(rowIds(own.body)).toContain(w.tripId);
    for (const query of [
      '',
      `&overlapping=${w.tripId}`,
      '&q=zawisza',
      '&registration_number=POL-1234',
      '&sort=created_at:desc',
      '&sort=embarkation_date:asc',
    ]) {
      const url = summary(query);
      expect((await send(w.t, 'GET', url, undefined)).statusCode, url).toBe(401);
      expect((await send(w.t, 'GET', url, w.victimStudent.token)).statusCode, url).toBe(403);
      const theirs = await send(w.t, 'GET', url, w.otherCaptain.token);
      expect(theirs.statusCode, url).toBe(200);
      expect(rowIds(theirs.body), url).not.toContain(w.tripId);
      for (const marker of Object.values(victimMarkers)) expect(theirs.body, url).not.toContain(marker);
    }
  });

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
