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
