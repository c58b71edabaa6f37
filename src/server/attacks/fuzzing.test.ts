import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hostileBodies,
  hostileTexts,
  rawHostileBodies,
  tokenFor,
  urlFor,
  validBodyFor,
} from './fuzz-support.ts';
import { type AppRoute, buildWorld, routesOf, send, type World } from './world.ts';

/**
 * Routes whose body is not JSON or that must not be called with the fuzzer's session, and why. Every other
 * POST/PUT/PATCH the router knows is fuzzed, so a new JSON route is covered without anyone listing it.
 */
const notFuzzed: Record<string, string> = {
  'POST /api/auth/logout': 'reads no body and would end the session the fuzzer uses',
  'POST /api/student/logout': 'reads no body and would end the session the fuzzer uses',
  'POST /api/captain-profile/logo': 'multipart upload: see uploads.test.ts',
};

/** How many bodies each route gets; the whole file stays well under a minute on PostgreSQL too. */
const runsPerRoute = 20;

/** Every UTF-8 byte as %XX (encodeURIComponent throws on a lone surrogate; this sends what a client could). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

function pollutionKeys(): string[] {
  return Object.getOwnPropertyNames(Object.prototype).sort();
}

describe('fuzzing every JSON endpoint with hostile bodies', () => {
  let w: World;
  let routes: AppRoute[];
  const prototypeBefore = pollutionKeys();
  beforeAll(async () => {
    w = await buildWorld();
    await w.t.app.ready();
    routes = routesOf(w.t.app).filter(
      (route) =>
        ['POST', 'PUT', 'PATCH'].includes(route.method) && !(`${route.method} ${route.path}` in notFuzzed),
    );
  }, 60_000);
  afterAll(async () => w?.t.close());

  const inject = (route: AppRoute, payload: string) =>
    w.t.app.inject({
      method: route.method,
      url: urlFor(route, w),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenFor(route, w)}` },
      payload,
    });

  const expectClean = (route: AppRoute, status: number, body: string, sent: string) => {
    const label = `${route.method} ${route.path} <- ${sent.slice(0, 300)}`;
    expect(status, `${label}\n-> ${body.slice(0, 500)}`).toBeLessThan(500);
    expect(body, label).not.toMatch(/\bat .*\.(ts|js|mjs):\d+/);
    expect(body, label).not.toMatch(/SQLITE_|syntax error|violates|relation "|node_modules/i);
  };

  it('covers the JSON routes the app serves', () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain('PUT /api/sailing-trips/:id');
  });

  it('never answers 5xx to a structurally hostile raw body', async () => {
    for (const route of routes) {
      for (const payload of rawHostileBodies) {
        const response = await inject(route, payload);
        expectClean(route, response.statusCode, response.body, payload);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 60_000);

  it('never answers 5xx to generated hostile bodies, and Object.prototype stays clean', async () => {
    for (const route of routes) {
      const valid = validBodyFor(route, w);
      await fc.assert(
        fc.asyncProperty(hostileBodies(valid), async (body) => {
          const payload = JSON.stringify(body) ?? 'null';
          const response = await inject(route, payload);
          expectClean(route, response.statusCode, response.body, payload);
        }),
        { numRuns: runsPerRoute },
      );
    }
    expect(pollutionKeys()).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);

  it('never answers 5xx to hostile path parameters and query strings on any route', async () => {
    const all = routesOf(w.t.app).filter((route) => !(`${route.method} ${route.path}` in notFuzzed));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...all),
        fc.oneof(
          fc
            .oneof(
              fc.constantFrom(
                ...hostileTexts,
                '-1',
                '0',
                '1.5',
                '1e3',
                '9'.repeat(40),
                '0x10',
                '%',
                '..',
                '',
              ),
              fc.string({ unit: 'binary', maxLength: 20 }),
            )
            .map(percentEncoded),
          // Broken escapes: truncated, overlong, not UTF-8 at all.
          fc.constantFrom('%', '%E0%A4%A', '%C0%AF', '%FF%FE', '%zz', '%00'),
        ),
        async (route, value) => {
          const path = route.path.replace(/:[A-Za-z]+/g, value || 'x').replace('*', value || 'x');
          const url = `${path}?q=${value}&code=${value}&lang=${value}&page=${value}`;
          const response = await w.t.app.inject({
            method: route.method,
            url,
            headers: { authorization: `Bearer ${tokenFor(route, w)}` },
          });
          expectClean(route, response.statusCode, response.body, url);
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('is still healthy afterwards: public and authenticated reads answer 200', async () => {
    expect((await send(w.t, 'GET', '/api/subscriptions/plans', undefined)).statusCode).toBe(200);
    expect((await send(w.t, 'GET', '/api/sailing-trips', w.victim.token)).statusCode).toBe(200);
    expect((await send(w.t, 'GET', '/api/student/enrolments', w.victimStudent.token)).statusCode).toBe(200);
  });
});
