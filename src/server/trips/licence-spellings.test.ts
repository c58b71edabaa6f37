import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addListCheck, dropListCheck } from '../db/list-checks.ts';
import { licenceSpellingsMigration } from '../db/migrations/012-licence-spellings.ts';
import { listedColumns } from '../db/migrations/017-listed-values.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain, validTrip } from './test-support.ts';

/** A crew member of the test trip with the given licence. */
function crewWithLicence(license_type: string) {
  const [anna, piotr] = validTrip().crew_members;
  return [{ ...anna, license_type }, piotr];
}

describe('licences in another spelling', () => {
  let t: TestApp;
  let captain: Captain;
  let other: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    other = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  it('stores the list value when a trip is created or edited with another spelling', async () => {
    const created = await call(t, 'POST', '/api/sailing-trips', {
      token: captain.token,
      payload: validTrip({
        captain: { ...validTrip().captain, license_type: 'yacht_captain' },
        crew_members: crewWithLicence('jachtowy_sternik_morski'),
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const trip = created.json().sailing_trip;
    expect(trip.captain.license_type).toBe('pzz-kj');
    expect(trip.crew_members.map((member: { license_type: string }) => member.license_type)).toEqual([
      'pzz-jsm',
      '',
    ]);

    const edited = await call(t, 'PUT', `/api/sailing-trips/${trip.id}`, {
      token: captain.token,
      payload: validTrip({ crew_members: crewWithLicence('kapitan_motorowodny') }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().sailing_trip.crew_members[0].license_type).toBe('pzmwinw-km');
  });

  it('migration 012 rewrites stored rows to the list value and renews the lists of the captains concerned', async () => {
    const { db, dialect } = t.app.database;
    const mine = await createTrip(t, captain.token);
    const theirs = await createTrip(t, other.token);
    // The rows as they were before migration 017, which refuses another spelling.
    const licenceColumns = listedColumns.filter(
      (listed) => listed.table.startsWith('trip') && listed.column.endsWith('license_type'),
    );
    for (const listed of licenceColumns) await dropListCheck(db as never, dialect, listed);
    await db
      .updateTable('trip_crew_members')
      .set({ license_type: 'kapitan_jachtowy' })
      .where('trip_id', '=', mine.id)
      .where('position', '=', 0)
      .execute();
    await db
      .updateTable('trips')
      .set({ captain_license_type: 'yacht_skipper' })
      .where('id', '=', mine.id)
      .execute();
    const revision = async (userId: number) =>
      Number(
        (
          await db
            .selectFrom('users')
            .select('trips_revision')
            .where('id', '=', userId)
            .executeTakeFirstOrThrow()
        ).trips_revision,
      );
    const before = { mine: await revision(captain.id), theirs: await revision(other.id) };

    await licenceSpellingsMigration().up(db as never);
    for (const listed of licenceColumns) await addListCheck(db as never, dialect, listed);

    const read = await call(t, 'GET', `/api/sailing-trips/${mine.id}`, { token: captain.token });
    expect(read.json().sailing_trip.captain.license_type).toBe('pzz-jsm');
    expect(read.json().sailing_trip.crew_members[0].license_type).toBe('pzz-kj');
    const list = await call(t, 'GET', '/api/sailing-trips', { token: captain.token });
    const listed = list.json().sailing_trips.find((trip: { id: number }) => trip.id === mine.id);
    expect(listed.crew_members[0].license_type).toBe('pzz-kj');
    expect(await revision(captain.id)).toBe(before.mine + 1);
    // Another captain's rows had nothing to change: their list stays as rendered.
    expect(await revision(other.id)).toBe(before.theirs);
    const untouched = await call(t, 'GET', `/api/sailing-trips/${theirs.id}`, { token: other.token });
    expect(untouched.json().sailing_trip.crew_members[0].license_type).toBe('pzz-jsm');
  });
});
