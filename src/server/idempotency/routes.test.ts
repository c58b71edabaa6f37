import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderInput } from '../payments/testing/support.ts';
import { connect, createPlannedTrip, newStudent, validPlannedTrip } from '../planned-trips/test-support.ts';
import { generousRateLimits, get } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, newCaptain, validTrip } from '../trips/test-support.ts';
import { validYacht } from '../yachts/test-support.ts';
import { expectOneAnswerReplayed, newKey, seen, send } from './test-support.ts';

/** A POST that creates something, as the web client sends it, and the status of its success. */
interface CreateRoute {
  url: string;
  body: unknown;
  status: number;
}

describe('idempotent creates on every create route', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits, appUrl: 'http://localhost:3000' });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  const rows = async (table: 'yachts' | 'planned_trips' | 'invitations' | 'subscriptions', userId: number) =>
    (await t.app.database.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).length;

  /** Two repeats at the same moment and one after: one record, every answer the first one. */
  async function repeatTwice(route: CreateRoute, token: string) {
    const key = newKey();
    const post = () => send(t, 'POST', route.url, { token, key, payload: route.body });
    const first = expectOneAnswerReplayed(await Promise.all([post(), post()]));
    expect(first.statusCode, first.body).toBe(route.status);
    const later = await post();
    expect(seen(later)).toEqual(seen(first));
    expect(later.headers['idempotent-replayed']).toBe('true');
    return { key, first };
  }

  it('POST /api/yachts: one yacht', async () => {
    const before = await rows('yachts', captain.id);
    const { first } = await repeatTwice({ url: '/api/yachts', body: validYacht, status: 201 }, captain.token);
    expect(first.json()).toMatchObject({ data: { name: 'Zawisza', registration_number: 'POL-1234' } });
    expect(await rows('yachts', captain.id)).toBe(before + 1);
  });

  it('POST /api/planned-sailing-trips: one planned trip', async () => {
    const before = await rows('planned_trips', captain.id);
    const { first } = await repeatTwice(
      { url: '/api/planned-sailing-trips', body: validPlannedTrip(), status: 201 },
      captain.token,
    );
    expect(first.json()).toMatchObject({ success: true, planned_trip: { name: 'Bałtyk w lipcu' } });
    expect(await rows('planned_trips', captain.id)).toBe(before + 1);
  });

  it('POST /api/invitations: one invitation, the same code in every answer', async () => {
    const before = await rows('invitations', captain.id);
    const { first } = await repeatTwice(
      { url: '/api/invitations', body: { description: 'Rejs lipcowy' }, status: 201 },
      captain.token,
    );
    expect(first.json()).toMatchObject({ success: true, invitation: { description: 'Rejs lipcowy' } });
    expect(await rows('invitations', captain.id)).toBe(before + 1);
  });

  it('POST /api/subscriptions: one pending payment, the same payment page in every answer', async () => {
    const buyer = await newCaptain(t, false);
    const { first } = await repeatTwice(
      { url: '/api/subscriptions', body: orderInput(), status: 200 },
      buyer.token,
    );
    expect(first.json()).toMatchObject({ success: true, redirect_url: expect.any(String) });
    expect(await rows('subscriptions', buyer.id)).toBe(1);
  });

  it("POST a student's enrolment: joined once (not 'already joined'), and the key is bound to that trip", async () => {
    const student = await newStudent(t);
    await connect(t, captain.id, student.id);
    const planned = await createPlannedTrip(t, captain.token);
    const other = await createPlannedTrip(t, captain.token, { name: 'Inny rejs' });
    const url = (id: number) => `/api/student/planned-sailing-trips/${id}/enrolment`;
    const { key, first } = await repeatTwice(
      { url: url(planned.id), body: { student_notes: 'Mam patent żeglarza.' }, status: 201 },
      student.token,
    );
    expect(first.json()).toMatchObject({ success: true, enrolment: { status: 'pending' } });
    const enrolments = await t.app.database.db
      .selectFrom('enrolments')
      .select('planned_trip_id')
      .where('student_id', '=', student.id)
      .execute();
    expect(enrolments).toEqual([{ planned_trip_id: planned.id }]);

    // The same key on another trip's path is another request.
    const elsewhere = await send(t, 'POST', url(other.id), {
      token: student.token,
      key,
      payload: { student_notes: 'Mam patent żeglarza.' },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({ errors: { 'Idempotency-Key': [expect.any(String)] } });
    // Keys are per account: the student's key does not collide with the captain's.
    const captainsOwn = await send(t, 'POST', '/api/invitations', {
      token: captain.token,
      key,
      payload: { description: 'Ten sam klucz' },
    });
    expect(captainsOwn.statusCode, captainsOwn.body).toBe(201);
  });

  it('documents the header, the replay header and the 409 on exactly the create routes in /api/docs', async () => {
    const spec = (await get(t, '/api/docs/json')).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const creates = [
      ['/api/sailing-trips', '201'],
      ['/api/yachts', '201'],
      ['/api/planned-sailing-trips', '201'],
      ['/api/invitations', '201'],
      ['/api/student/planned-sailing-trips/{id}/enrolment', '201'],
      ['/api/subscriptions', '200'],
      ['/api/sailing-trips/import', '200'],
      ['/api/sailing-trips/import/{id}/commit', '200'],
    ] as const;
    for (const [path, status] of creates) {
      const operation = spec.paths[path]?.post;
      expect(operation, path).toBeDefined();
      expect(keyParameter(operation), path).toEqual({
        in: 'header',
        name: 'Idempotency-Key',
        required: false,
        description: expect.stringContaining('24 hours per account'),
        schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[!-~]+$' },
      });
      expect(operation?.responses[status]?.headers, path).toEqual({
        'Idempotent-Replayed': {
          description: expect.stringContaining('stored answer'),
          schema: { type: 'string', enum: ['true'] },
        },
      });
      expect(operation?.responses['409']?.description, path).toContain('still being processed');
      expect(operation?.description, path).toContain('Idempotent with the `Idempotency-Key` header');
    }
    for (const [path, method] of [
      ['/api/sailing-trips/{id}', 'put'],
      ['/api/sailing-trips/{id}', 'delete'],
      ['/api/auth/login', 'post'],
    ] as const) {
      const operation = spec.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(keyParameter(operation), `${method} ${path}`).toBeUndefined();
      expect(operation?.responses['409'], `${method} ${path}`).toBeUndefined();
    }
  });

  it('checks the trip body as before: a repeat of an invalid create is refused again, never replayed', async () => {
    const key = newKey();
    const invalid = validTrip({ embarkation_date: 'yesterday' });
    const answers = [
      await send(t, 'POST', '/api/sailing-trips', { token: captain.token, key, payload: invalid }),
      await send(t, 'POST', '/api/sailing-trips', { token: captain.token, key, payload: invalid }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(422);
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
      expect(answer.json().errors).toHaveProperty('embarkation_date');
    }
  });
});

interface Operation {
  description?: string;
  parameters?: { in: string; name: string }[];
  responses: Record<string, { description?: string; headers?: unknown }>;
}

const keyParameter = (operation: Operation | undefined) =>
  operation?.parameters?.find(
    (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
  );
