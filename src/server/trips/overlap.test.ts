import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain, validTrip } from './test-support.ts';

/** Trips far in the future: planned, so one can still be cancelled. */
const dates = (embarkation_date: string, disembarkation_date: string) => ({
  embarkation_date,
  disembarkation_date,
});

describe('trips that overlap: saved, with warnings', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  const post = (body: Record<string, unknown>, token = captain.token) =>
    call(t, 'POST', '/api/sailing-trips', { token, payload: validTrip(body) });
  const put = (id: number, body: Record<string, unknown>) =>
    call(t, 'PUT', `/api/sailing-trips/${id}`, { token: captain.token, payload: validTrip(body) });

  it('names every overlapping trip on create and edit, earliest first; a changeover day is no overlap', async () => {
    const june = await createTrip(t, captain.token, dates('2031-06-01', '2031-06-08'));
    const changeover = await post(dates('2031-06-08', '2031-06-15'));
    expect(changeover.statusCode, changeover.body).toBe(201);
    expect(changeover.json()).toMatchObject({ success: true, warnings: [] });
    const second = changeover.json().sailing_trip;

    const across = await post(dates('2031-06-05', '2031-06-10'));
    expect(across.statusCode, across.body).toBe(201);
    const acrossTrip = across.json().sailing_trip;
    expect(across.json().warnings).toEqual([
      { code: 'overlap', trip_id: june.id },
      { code: 'overlap', trip_id: second.id },
    ]);
    // Saved all the same, with the dates sent.
    const read = await call(t, 'GET', `/api/sailing-trips/${acrossTrip.id}`, { token: captain.token });
    expect(read.json().sailing_trip).toMatchObject(dates('2031-06-05', '2031-06-10'));

    const moved = await put(acrossTrip.id, dates('2031-06-14', '2031-06-20'));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      success: true,
      message: 'The trip has been updated!',
      warnings: [{ code: 'overlap', trip_id: second.id }],
    });
    const apart = await put(acrossTrip.id, dates('2031-06-15', '2031-06-20'));
    expect(apart.json().warnings).toEqual([]);

    // A day sail on the changeover day shares only a changeover with each: no overlap either.
    const daySail = await post(dates('2031-06-08', '2031-06-08'));
    expect(daySail.json().warnings).toEqual([]);
    // A day sail in the middle of a trip does overlap it.
    const inside = await post(dates('2031-06-03', '2031-06-03'));
    expect(inside.json().warnings).toEqual([{ code: 'overlap', trip_id: june.id }]);
  });

  it('never names a cancelled or deleted trip, or another captain’s', async () => {
    const other = await newCaptain(t, true);
    await createTrip(t, other.token, dates('2032-03-01', '2032-03-31'));
    const cancelled = await createTrip(t, captain.token, dates('2032-03-01', '2032-03-10'));
    const deleted = await createTrip(t, captain.token, dates('2032-03-11', '2032-03-20'));
    const kept = await createTrip(t, captain.token, dates('2032-03-21', '2032-03-31'));
    const status = await call(t, 'PATCH', `/api/sailing-trips/${cancelled.id}/status`, {
      token: captain.token,
      payload: { status: 'cancelled' },
    });
    expect(status.statusCode, status.body).toBe(200);
    const removed = await call(t, 'DELETE', `/api/sailing-trips/${deleted.id}`, { token: captain.token });
    expect(removed.statusCode).toBe(200);

    const march = await post(dates('2032-03-02', '2032-03-30'));
    expect(march.json().warnings).toEqual([{ code: 'overlap', trip_id: kept.id }]);

    // The cancelled trip itself, edited, overlaps nothing: it never sailed.
    const edited = await put(cancelled.id, dates('2032-03-01', '2032-03-31'));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().warnings).toEqual([]);
  });

  it('documents the warnings of create and edit in the OpenAPI description', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const path = response.json().paths['/api/sailing-trips'];
    const created = path.post.responses['201'].content['application/json'].schema;
    expect(created.required).toContain('warnings');
    expect(created.properties.warnings.items.properties).toEqual({
      code: { type: 'string', enum: ['overlap'] },
      trip_id: expect.objectContaining({ type: 'integer' }),
    });
    const edit =
      response.json().paths['/api/sailing-trips/{id}'].put.responses['200'].content['application/json']
        .schema;
    expect(edit.properties.warnings).toEqual(created.properties.warnings);
    expect(path.post.description).toContain('changeover day');
  });
});
