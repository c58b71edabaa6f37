import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvitation, newStudent } from '../invitations/test-support.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTrip, newCaptain } from '../trips/test-support.ts';

/**
 * An answer to a request that carries credentials (a valid session, or an Authorization
 * header that is refused) is `Cache-Control: no-store`, whatever its route or status; public answers keep
 * the caching they had.
 */
describe('Cache-Control on answers to logged-in requests', () => {
  let t: TestApp;
  let webDir: string;
  let captain: string;
  let student: string;
  let tripId: number;
  let invitationId: number;

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head></head></html>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-1a2b3c4d.js'), 'export {};');
    t = await createTestApp({ webDir });
    captain = (await newCaptain(t, true)).token;
    student = (await newStudent(t)).token;
    tripId = (await createTrip(t, captain)).id;
    invitationId = (await createInvitation(t, captain)).id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    authorization?: string,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url,
      headers: authorization === undefined ? {} : { authorization },
      ...(payload ? { payload } : {}),
    });

  it('is no-store on every answer with a valid session, whatever the route set', async () => {
    const bearer = (token: string) => `Bearer ${token}`;
    const answers = [
      { label: 'current user', status: 200, answer: await send('GET', '/api/auth/user', bearer(captain)) },
      // The list sends its own ETag; it used to be private, no-cache.
      { label: 'trip list', status: 200, answer: await send('GET', '/api/sailing-trips', bearer(captain)) },
      {
        label: 'one trip',
        status: 200,
        answer: await send('GET', `/api/sailing-trips/${tripId}`, bearer(captain)),
      },
      { label: 'yachts', status: 200, answer: await send('GET', '/api/yachts', bearer(captain)) },
      { label: 'invitations', status: 200, answer: await send('GET', '/api/invitations', bearer(captain)) },
      {
        label: 'voyage card PDF',
        status: 200,
        answer: await send('GET', `/api/sailing-trips/${tripId}/voyage-card-pdf`, bearer(captain)),
      },
      {
        label: 'subscription status',
        status: 200,
        answer: await send('GET', '/api/subscriptions', bearer(captain)),
      },
      {
        label: 'student profile',
        status: 200,
        answer: await send('GET', '/api/student/profile', bearer(student)),
      },
      {
        label: "student's captains",
        status: 200,
        answer: await send('GET', '/api/student/captains', bearer(student)),
      },
      {
        label: 'validation error',
        status: 422,
        answer: await send('POST', '/api/yachts', bearer(captain), { name: '' }),
      },
      {
        label: "someone else's object",
        status: 404,
        answer: await send('GET', '/api/sailing-trips/999999', bearer(captain)),
      },
      {
        label: 'wrong kind of account',
        status: 403,
        answer: await send('GET', '/api/sailing-trips', bearer(student)),
      },
      {
        label: 'unknown API route',
        status: 404,
        answer: await send('GET', '/api/no-such-thing', bearer(captain)),
      },
      {
        label: 'a write',
        status: 200,
        answer: await send('PATCH', `/api/invitations/${invitationId}`, bearer(captain), {
          description: 'Autumn crew',
        }),
      },
    ];
    for (const { label, status, answer } of answers) {
      expect(answer.statusCode, `${label}: ${answer.body.slice(0, 200)}`).toBe(status);
      expect(answer.headers['cache-control'], label).toBe('no-store');
    }
  });

  it('is no-store on refusals of a request that sent an Authorization header', async () => {
    for (const authorization of ['Bearer not-a-real-token', 'Basic YWxhZGRpbjpvcGVuc2VzYW1l', 'Bearer', '']) {
      const refused = await send('GET', '/api/sailing-trips', authorization);
      expect(refused.statusCode, authorization).toBe(401);
      expect(refused.headers['cache-control'], authorization).toBe('no-store');
    }
    // An Authorization header on a public route: the answer may be meant for that user, so it is not kept.
    const plans = await send('GET', '/api/subscriptions/plans', 'Bearer not-a-real-token');
    expect(plans.statusCode).toBe(200);
    expect(plans.headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers as they were', async () => {
    const plans = await send('GET', '/api/subscriptions/plans');
    expect(plans.statusCode).toBe(200);
    expect(plans.headers['cache-control']).toBeUndefined();

    const page = await send('GET', '/login');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');

    const asset = await send('GET', '/assets/app-1a2b3c4d.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Not logged in: a 401 has nothing personal to keep, and is left alone too.
    const anonymous = await send('GET', '/api/sailing-trips');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });
});
