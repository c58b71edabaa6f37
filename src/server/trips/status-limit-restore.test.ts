import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripStatuses } from '#domain/trip-enums.ts';
import { runAdmin } from '../cli/run-admin.ts';
import { generousRateLimits, validationErrors } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain, validTrip } from './test-support.ts';

const allowed = new Set([
  'planned>in_progress',
  'planned>cancelled',
  'in_progress>completed',
  'in_progress>cancelled',
]);

describe('trips: status, the 350 limit, soft delete and restore', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  async function tripWithStatus(status: string) {
    const trip = await createTrip(t, captain.token, {
      embarkation_date: '2099-01-01',
      disembarkation_date: '2099-01-02',
    });
    await t.app.database.db.updateTable('trips').set({ status }).where('id', '=', trip.id).execute();
    return trip.id;
  }
  const patch = (id: number, status: unknown, language?: string) =>
    call(t, 'PATCH', `/api/sailing-trips/${id}/status`, {
      token: captain.token,
      payload: { status },
      language,
    });

  it('allows exactly planned -> in_progress -> completed and planned/in_progress -> cancelled', async () => {
    for (const from of tripStatuses) {
      for (const to of tripStatuses) {
        const id = await tripWithStatus(from);
        const response = await patch(id, to);
        if (allowed.has(`${from}>${to}`)) {
          expect(response.statusCode, `${from} -> ${to}`).toBe(200);
          expect(response.json()).toMatchObject({
            success: true,
            sailing_trip: { id, status: to },
            message: 'Trip status changed.',
          });
        } else {
          expect(response.statusCode, `${from} -> ${to}`).toBe(422);
          const stored = (await call(t, 'GET', `/api/sailing-trips/${id}`, { token: captain.token })).json();
          expect(stored.sailing_trip.status).toBe(from);
        }
      }
    }
  });

  it('names both statuses in the refusal, in the user language, and refuses unknown statuses', async () => {
    const id = await tripWithStatus('completed');
    const refusedPl = await patch(id, 'planned', 'pl');
    expect(refusedPl.statusCode).toBe(422);
    expect(refusedPl.json()).toEqual({
      success: false,
      message: 'Rejs nie może przejść ze statusu „Zakończony” do „Planowany”.',
      errors: { status: ['Rejs nie może przejść ze statusu „Zakończony” do „Planowany”.'] },
      request_id: expect.any(String),
    });
    expect((await patch(id, 'planned')).json().message).toBe(
      'A trip cannot go from “Completed” to “Planned”.',
    );
    expect(validationErrors(await patch(id, 'sunk'))).toEqual({
      status: ['Choose one of: planned, in progress, completed, cancelled.'],
    });
    expect(
      validationErrors(
        await call(t, 'PATCH', `/api/sailing-trips/${id}/status`, { token: captain.token, payload: {} }),
      ),
    ).toEqual({
      status: ['Choose a status.'],
    });
  });

  it('keeps at most 350 trips per captain; deleted trips do not count', async () => {
    const full = await newCaptain(t, true);
    const first = await createTrip(t, full.token);
    const db = t.app.database.db;
    const row = await db.selectFrom('trips').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await db
      .insertInto('trips')
      .values(Array.from({ length: 349 }, () => copy))
      .execute();

    const refused = await call(t, 'POST', '/api/sailing-trips', {
      token: full.token,
      payload: validTrip(),
      language: 'pl',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Możesz mieć najwyżej 350 rejsów.',
      errors: { trip: ['Możesz mieć najwyżej 350 rejsów.'] },
      request_id: expect.any(String),
    });
    const list = (await call(t, 'GET', '/api/sailing-trips', { token: full.token })).json();
    expect(list.sailing_trips).toHaveLength(350);

    expect(
      (await call(t, 'DELETE', `/api/sailing-trips/${first.id}`, { token: full.token })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, 'POST', '/api/sailing-trips', { token: full.token, payload: validTrip() })).statusCode,
    ).toBe(201);
    // Another captain is not affected by this one's count.
    expect(
      (await call(t, 'POST', '/api/sailing-trips', { token: captain.token, payload: validTrip() }))
        .statusCode,
    ).toBe(201);
  });

  it('lets the operator list deleted trips and restore one with its ports and crew', async () => {
    const trip = await createTrip(t, captain.token, { yacht_name: 'Restored Yacht' });
    const deleted = await call(t, 'DELETE', `/api/sailing-trips/${trip.id}`, { token: captain.token });
    expect(deleted.statusCode).toBe(200);
    const email = (
      await t.app.database.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', captain.id)
        .executeTakeFirstOrThrow()
    ).email;

    const admin = async (...argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runAdmin(
        argv,
        { databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir },
        { log: (line) => out.push(line) },
        { log: (line) => err.push(line) },
      );
      return { code, out: out.join('\n'), err: err.join('\n') };
    };

    const listed = await admin('trips:deleted', '--email', email);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`${trip.id}  Restored Yacht  Gdynia -> Świnoujście  2026-07-01  deleted `);

    expect(await admin('trips:restore', String(trip.id))).toMatchObject({
      code: 0,
      out: `Restored trip ${trip.id}; it is back in its captain's logbook.`,
    });
    const back = (await call(t, 'GET', `/api/sailing-trips/${trip.id}`, { token: captain.token })).json();
    expect(back.sailing_trip).toEqual({ ...trip, updated_at: back.sailing_trip.updated_at });
    expect(back.sailing_trip.crew_members).toHaveLength(2);

    const again = await admin('trips:restore', String(trip.id));
    expect(again.code).not.toBe(0);
    expect(again.err).toContain(`No deleted trip has the id ${trip.id}.`);
    expect((await admin('trips:restore', 'abc')).err).toContain('Give the id of the deleted trip');
    expect((await admin('trips:deleted', '--email', 'nobody@example.com')).err).toContain(
      'No captain account',
    );
  });
});
