import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../cli/run-admin.ts';
import { newStudent, type Student } from '../invitations/test-support.ts';
import { linkCrew } from '../student-logbook/test-support.ts';
import { generousRateLimits, strongPassword } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain } from '../trips/test-support.ts';
import {
  batchUrl,
  entriesOf,
  entry,
  logUrl,
  postBatch,
  postEntry,
  readLog,
  setCrewMayWrite,
  settingsUrl,
} from './test-support.ts';

describe('deck log: who reads and writes', () => {
  let t: TestApp;
  let captain: Captain;
  let tripId: number;
  let crew: Student;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    tripId = (await createTrip(t, captain.token)).id;
    crew = await newStudent(t, 'Zofia', 'Wachtowa');
    await linkCrew(t, tripId, 0, crew.id);
  });
  afterAll(async () => t.close());

  const premiumUntil = (userId: number, until: string | null) =>
    t.app.database.db.updateTable('users').set({ premium_until: until }).where('id', '=', userId).execute();

  it('asks for a login: no token or a made-up one is 401', async () => {
    for (const token of [undefined, 'made-up']) {
      expect((await call(t, 'GET', logUrl(tripId), { token })).statusCode).toBe(401);
      expect((await call(t, 'POST', logUrl(tripId), { token, payload: entry() })).statusCode).toBe(401);
      expect((await call(t, 'POST', batchUrl(tripId), { token, payload: { entries: [] } })).statusCode).toBe(
        401,
      );
    }
  });

  it("answers another captain 404 on the trip's log, reading or writing, as for a trip that does not exist", async () => {
    const other = await newCaptain(t, true);
    const missing = await readLog(t, 999_999, other);
    expect(missing.statusCode).toBe(404);
    const theirs = await readLog(t, tripId, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(missing.json().message);
    expect((await postEntry(t, tripId, other, entry())).statusCode).toBe(404);
    expect((await postBatch(t, tripId, other, [entry()])).statusCode).toBe(404);
    const settings = await call(t, 'PUT', settingsUrl(tripId), {
      token: other.token,
      payload: { crew_may_write: true },
    });
    expect(settings.statusCode).toBe(404);
  });

  it('lets a linked student read and write only while the captain lets the crew write', async () => {
    expect((await readLog(t, tripId, crew)).statusCode).toBe(404);
    expect((await postEntry(t, tripId, crew, entry())).statusCode).toBe(404);
    expect((await postBatch(t, tripId, crew, [entry()])).statusCode).toBe(404);

    await setCrewMayWrite(t, tripId, captain.token, true);
    const written = entry({ kind: 'watch_change', text: 'Wachta II' });
    const created = await postEntry(t, tripId, crew, written);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().entry.author).toEqual({ role: 'crew', name: 'Zofia Wachtowa' });
    const batch = await postBatch(t, tripId, crew, [written, entry()]);
    expect(batch.json().results.map((r: { status: string }) => r.status)).toEqual(['exists', 'created']);
    const read = await readLog(t, tripId, crew);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ crew_may_write: true, can_write: true });
    // The captain reads what the crew wrote, with its author.
    const byCaptain = await entriesOf(t, tripId, captain);
    expect(byCaptain.find((e) => e.id === written.id)?.author).toEqual({
      role: 'crew',
      name: 'Zofia Wachtowa',
    });

    // Turned off again: the crew's entries stay, the crew is out.
    await setCrewMayWrite(t, tripId, captain.token, false);
    expect((await readLog(t, tripId, crew)).statusCode).toBe(404);
    expect((await postEntry(t, tripId, crew, entry())).statusCode).toBe(404);
    expect(await entriesOf(t, tripId, captain)).toHaveLength(2);
    const captains = await readLog(t, tripId, captain);
    expect(captains.json()).toMatchObject({ crew_may_write: false, can_write: true });
  });

  it('answers a student who is not linked to the trip 404, even while the crew may write', async () => {
    const stranger = await newStudent(t, 'Obcy', 'Student');
    const own = (await createTrip(t, captain.token)).id;
    await setCrewMayWrite(t, own, captain.token, true);
    expect((await readLog(t, own, stranger)).statusCode).toBe(404);
    expect((await postEntry(t, own, stranger, entry())).statusCode).toBe(404);
    // Linked on another trip of the same captain is not linked on this one.
    expect((await readLog(t, own, crew)).statusCode).toBe(404);
  });

  it("lets only the trip's captain with premium change who may write", async () => {
    const asStudent = await call(t, 'PUT', settingsUrl(tripId), {
      token: crew.token,
      payload: { crew_may_write: true },
    });
    expect(asStudent.statusCode).toBe(403);
    const bad = await call(t, 'PUT', settingsUrl(tripId), {
      token: captain.token,
      payload: { crew_may_write: 'yes' },
    });
    expect(bad.statusCode).toBe(422);
    const set = await call(t, 'PUT', settingsUrl(tripId), {
      token: captain.token,
      payload: { crew_may_write: true },
    });
    expect(set.json()).toEqual({ success: true, crew_may_write: true });
    await setCrewMayWrite(t, tripId, captain.token, false);
  });

  it("needs the captain's premium to write, never to read, for the captain and the crew alike", async () => {
    const lapsed = await newCaptain(t, true);
    const own = (await createTrip(t, lapsed.token)).id;
    const kept = entry();
    expect((await postEntry(t, own, lapsed, kept)).statusCode).toBe(201);
    const student = await newStudent(t, 'Jan', 'Załoga');
    await linkCrew(t, own, 1, student.id);
    await setCrewMayWrite(t, own, lapsed.token, true);
    await premiumUntil(lapsed.id, '2020-01-01T00:00:00.000Z');

    for (const who of [lapsed, student]) {
      const refused = await postEntry(t, own, who, entry());
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, error: 'premium_required' });
      expect((await postBatch(t, own, who, [entry()])).json()).toMatchObject({ error: 'premium_required' });
      const read = await readLog(t, own, who);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ can_write: false, crew_may_write: true });
      expect(read.json().entries.map((e: { id: string }) => e.id)).toEqual([kept.id]);
    }
    const settings = await call(t, 'PUT', settingsUrl(own), {
      token: lapsed.token,
      payload: { crew_may_write: false },
    });
    expect(settings.json()).toMatchObject({ error: 'premium_required' });
  });

  it("keeps what a student wrote, with their name, when the student's account is deleted", async () => {
    const own = (await createTrip(t, captain.token)).id;
    const leaving = await newStudent(t, 'Ewa', 'Odchodząca');
    await linkCrew(t, own, 1, leaving.id);
    await setCrewMayWrite(t, own, captain.token, true);
    const written = entry({ text: 'Ostatnia wachta' });
    expect((await postEntry(t, own, leaving, written)).statusCode).toBe(201);
    const deleted = await call(t, 'POST', '/api/student/delete-account', {
      token: leaving.token,
      payload: { password: strongPassword },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [kept] = await entriesOf(t, own, captain);
    expect(kept).toMatchObject({
      id: written.id,
      text: 'Ostatnia wachta',
      author: { role: 'crew', name: 'Ewa Odchodząca' },
    });
    const row = await t.app.database.db
      .selectFrom('deck_log_entries')
      .select(['author_student_id'])
      .where('trip_id', '=', own)
      .executeTakeFirstOrThrow();
    expect(row.author_student_id).toBeNull();
  });

  it('hides the log of a deleted trip from everyone, and the restored trip has it back', async () => {
    const own = (await createTrip(t, captain.token)).id;
    await linkCrew(t, own, 0, crew.id);
    await setCrewMayWrite(t, own, captain.token, true);
    const first = entry();
    await postBatch(t, own, captain, [first, entry({ logged_at: '2026-07-02T10:00+02:00' })]);
    const before = await readLog(t, own, captain);
    expect((await call(t, 'DELETE', `/api/sailing-trips/${own}`, { token: captain.token })).statusCode).toBe(
      200,
    );

    for (const who of [captain, crew]) {
      expect((await readLog(t, own, who)).statusCode).toBe(404);
      expect((await postEntry(t, own, who, entry())).statusCode).toBe(404);
      expect((await postBatch(t, own, who, [entry()])).statusCode).toBe(404);
    }
    expect((await postEntry(t, own, captain, first)).statusCode).toBe(404);
    const settings = await call(t, 'PUT', settingsUrl(own), {
      token: captain.token,
      payload: { crew_may_write: false },
    });
    expect(settings.statusCode).toBe(404);

    const restored = await runAdmin(
      ['trips:restore', String(own)],
      { databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir },
      { log: () => {} },
      { log: () => {} },
    );
    expect(restored).toBe(0);
    const after = await readLog(t, own, captain);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(before.json());
    expect((await readLog(t, own, crew)).statusCode).toBe(200);
  });
});
