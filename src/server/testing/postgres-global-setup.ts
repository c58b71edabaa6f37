import os from 'node:os';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL databases of this test run, one per worker slot (VITEST_POOL_ID 1..n). */
    postgresWorkerDatabases: string[];
  }
}

const prefix = (base: string) => `${base}_run`;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Makes one database per worker slot before any server-postgres file runs, one after another (CREATE DATABASE
 * copies template1 and refuses while another copy runs). Kysely's migrator reads the catalog of every schema of
 * its database, so a file whose neighbour drops a schema in the same database meanwhile fails; with a database
 * per worker, files running side by side never share one. Named after this run's process, so two runs on one
 * server keep apart; databases of runs that are gone are dropped here, this run's at the end.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('server-postgres needs TEST_DATABASE_URL');
  const base = decodeURIComponent(new URL(baseUrl).pathname.slice(1)) || 'postgres';
  const workers = Math.max(1, os.availableParallelism());
  const names = Array.from({ length: workers }, (_, slot) => `${prefix(base)}${process.pid}_w${slot + 1}`);

  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const dropAll = async (databases: string[]) => {
    for (const name of databases) await admin.query(`drop database if exists "${name}" with (force)`);
  };
  try {
    const existing = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix(base)],
    );
    const abandoned = existing.rows
      .map((row) => row.datname)
      .filter((name) => {
        const pid = Number(/_run(\d+)_w\d+$/.exec(name)?.[1]);
        return pid > 0 && !processAlive(pid);
      });
    await dropAll(abandoned);
    await dropAll(names);
    for (const name of names) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  project.provide('postgresWorkerDatabases', names);

  return async () => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      for (const name of names) await client.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await client.end();
    }
  };
}
