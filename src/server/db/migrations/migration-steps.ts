import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { DatabaseHandle } from '../database.ts';
import { migrationsFor } from './index.ts';

/**
 * For the tests of a migration over existing rows: a migrator that knows only the migrations named before
 * `upTo`, so a test can stop before the migration it checks, fill rows in, and go on.
 */
export async function migratorBefore(handle: DatabaseHandle, upTo: string): Promise<Migrator> {
  const db = handle.db as unknown as Kysely<unknown>;
  const some: Record<string, Migration> = Object.fromEntries(
    Object.entries(migrationsFor(handle.dialect)).filter(([name]) => name < upTo),
  );
  const migrationTableSchema =
    handle.dialect === 'postgres'
      ? ((await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema ??
        undefined)
      : undefined;
  return new Migrator({ db, provider: { getMigrations: async () => some }, migrationTableSchema });
}

/** Runs a migrator's step and throws its error (the Migrator returns it instead). */
export async function runStep(step: Promise<{ error?: unknown }>): Promise<void> {
  const { error } = await step;
  if (error) throw error;
}

/**
 * A captain (users row) with one trip, both with the given id, written as the columns stood before migration
 * 018 (every later column has a default), for the tests of a migration over existing trips.
 */
export async function insertCaptainWithTrip(db: Kysely<unknown>, id: number, stamp: string) {
  // A two-day trip beginning on the stamp's day.
  const day = stamp.slice(0, 10);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await sql`
    insert into users (id, name, email, email_normalized, phone, password_hash, created_at, updated_at)
    values (${id}, 'Anna', ${`anna${id}@example.com`}, ${`anna${id}@example.com`}, '+48 600 000 000', 'x', ${stamp},
      ${stamp})
  `.execute(db);
  await sql`
    insert into trips (id, user_id, status, captain_first_name, captain_last_name, captain_email, captain_phone,
      captain_license_type, captain_license_number, captain_other_license, yacht_name, registration_number,
      home_port, hull_length, engines_count, engine_power, embarkation_port, is_embarkation_tidal_port,
      disembarkation_port, is_disembarkation_tidal_port, distance, embarkation_date, disembarkation_date,
      sailing_hours, engine_hours, mooring_hours, tidal_hours, logbook_number, captain_notes, created_at,
      updated_at)
    values (${id}, ${id}, 'completed', 'Anna', 'Kowalska', '', '+48 600 000 000', 'pzz-kj', 'KJ-1', '', 'Mewa',
      'POL-1', 'Gdynia', 12.5, 1, 30, 'Gdynia', 0, 'Hel', 0, 40, ${day}, ${next}, 8, 2, null, 0, '', '', ${stamp},
      ${stamp})
  `.execute(db);
}
