import type { Kysely } from 'kysely';

/**
 * A licence stored in another spelling becomes the list value it names, so every licence has one
 * value in the database (the API has stored list values only since then; docs/trips.md, "Licences"). The map
 * is written out here, not imported, so this migration keeps doing what it did when the list changes. The
 * captains whose trips change get a new trips revision (their cached lists are rendered again).
 * Down does nothing: which rows had the other spelling is not kept, and both read the same.
 */
const spellings: Record<string, string> = {
  jachtowy_sternik_morski: 'pzz-jsm',
  kapitan_jachtowy: 'pzz-kj',
  kapitan_motorowodny: 'pzmwinw-km',
  yacht_skipper: 'pzz-jsm',
  yacht_captain: 'pzz-kj',
  motorboat_skipper: 'pzmwinw-sm',
  motorboat_captain: 'pzmwinw-km',
};

// The tables as this migration sees them (the schema types follow the latest migration, not this one).
interface Tables {
  users: { id: number; trips_revision: number };
  trips: { id: number; user_id: number; captain_license_type: string };
  trip_crew_members: { trip_id: number; license_type: string };
  captain_profiles: { user_id: number; license_type: string };
}

export function licenceSpellingsMigration() {
  return {
    async up(unknownDb: Kysely<unknown>) {
      const db = unknownDb as unknown as Kysely<Tables>;
      const others = Object.keys(spellings);
      await db
        .updateTable('users')
        .set((eb) => ({ trips_revision: eb('trips_revision', '+', 1) }))
        .where((eb) =>
          eb.or([
            eb(
              'id',
              'in',
              eb
                .selectFrom('trips')
                .innerJoin('trip_crew_members', 'trip_crew_members.trip_id', 'trips.id')
                .select('trips.user_id')
                .where('trip_crew_members.license_type', 'in', others),
            ),
            eb(
              'id',
              'in',
              eb.selectFrom('trips').select('user_id').where('captain_license_type', 'in', others),
            ),
          ]),
        )
        .execute();
      for (const [other, listed] of Object.entries(spellings)) {
        await db
          .updateTable('trip_crew_members')
          .set({ license_type: listed })
          .where('license_type', '=', other)
          .execute();
        await db
          .updateTable('trips')
          .set({ captain_license_type: listed })
          .where('captain_license_type', '=', other)
          .execute();
        await db
          .updateTable('captain_profiles')
          .set({ license_type: listed })
          .where('license_type', '=', other)
          .execute();
      }
    },
    async down() {},
  };
}
