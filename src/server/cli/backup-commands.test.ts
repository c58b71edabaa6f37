import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFile } from '../db/sqlite-file.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain } from '../trips/test-support.ts';
import { runAdmin } from './run-admin.ts';
import { backupSqlite } from './sqlite-backup.ts';

interface Run {
  code: number;
  out: string;
  err: string;
}

async function admin(
  config: { databaseUrl: string | undefined; dataDir: string },
  ...argv: string[]
): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(
    argv,
    config,
    { log: (line) => out.push(line) },
    { log: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function tripIdsIn(file: string): number[] {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return (database.prepare('select id from trips order by id').all() as { id: number }[]).map(
      (row) => row.id,
    );
  } finally {
    database.close();
  }
}

function journalModeOf(file: string): unknown {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return database.pragma('journal_mode', { simple: true });
  } finally {
    database.close();
  }
}

/** A separate Node process that opens the database as the app does and keeps it open until released. */
async function holdOpen(file: string): Promise<{ release(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const db = new (require('better-sqlite3'))(process.argv[1]); db.pragma('journal_mode = WAL');
       db.prepare('select count(*) from trips').get(); console.log('open');
       process.stdin.on('end', () => { db.close(); process.exit(0); }); process.stdin.resume();`,
      file,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  await Promise.race([
    once(child.stdout, 'data'),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`the holder exited with ${code}`))),
  ]);
  return {
    async release() {
      child.stdin.end();
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

describe.skipIf(process.env.TEST_DB === 'postgres')('admin backup and restore on SQLite', () => {
  let t: TestApp;
  let captain: Captain;
  let folder: string;
  const acknowledged: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-backups-'));
    captain = await newCaptain(t, true);
    for (let i = 0; i < 5; i += 1) acknowledged.push((await createTrip(t, captain.token)).id);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('copies every trip acknowledged before it began while the app keeps creating trips', async () => {
    const before = [...acknowledged];
    let writing = true;
    const writes = (async () => {
      while (writing) acknowledged.push((await createTrip(t, captain.token)).id);
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const target = path.join(folder, 'during-writes.db');
    const run = await admin(t.config, 'backup', '--to', target);
    await new Promise((resolve) => setTimeout(resolve, 50));
    writing = false;
    await writes;

    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const copied = tripIdsIn(target);
    expect(copied).toEqual(expect.arrayContaining(before));
    expect(acknowledged.length).toBeGreaterThan(copied.length);
    expect(run.out).toBe(
      `Backed up to ${target}: ${fs.statSync(target).size} bytes, ${copied.length} trips, 1 captain and 0 student accounts.`,
    );
    // Standalone: a rollback-journal file with nothing beside it, no temporary name left over.
    expect(journalModeOf(target)).toBe('delete');
    expect(fs.readdirSync(folder)).toEqual(['during-writes.db']);
  });

  it('stays consistent when another connection writes between its steps', async () => {
    const live = sqliteFile(t.config.dataDir);
    const before = tripIdsIn(live);
    const writer = new SQLite(live, { timeout: 5000 });
    const columns = (writer.pragma('table_info(trips)') as { name: string }[])
      .map((column) => column.name)
      .filter((name) => name !== 'id')
      .join(', ');
    const copyTrip = writer.prepare(
      `insert into trips (${columns}) select ${columns} from trips where id = ?`,
    );
    let steps = 0;
    const target = path.join(folder, 'between-steps.db');
    try {
      await backupSqlite(live, target, {
        force: false,
        pagesPerStep: 1,
        // Writes on the first steps make SQLite restart the copy; later steps let it finish.
        betweenSteps: () => {
          steps += 1;
          if (steps <= 10) copyTrip.run(before[0]);
        },
      });
    } finally {
      writer.close();
    }
    expect(steps).toBeGreaterThan(10);
    expect(tripIdsIn(target)).toEqual(tripIdsIn(live));
    const copy = new SQLite(target, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    copy.close();
    acknowledged.push(...tripIdsIn(live).filter((id) => !acknowledged.includes(id)));
  });

  it('refuses to overwrite a file unless given --force', async () => {
    const target = path.join(folder, 'twice.db');
    fs.writeFileSync(target, 'something precious');
    expect(await admin(t.config, 'backup', '--to', target)).toEqual({
      code: 1,
      out: '',
      err: `${target} already exists; give --force to replace it.`,
    });
    expect(fs.readFileSync(target, 'utf8')).toBe('something precious');
    expect((await admin(t.config, 'backup', '--to', target, '--force')).code).toBe(0);
    expect(tripIdsIn(target)).toEqual(tripIdsIn(sqliteFile(t.config.dataDir)));
  });

  it('needs --to, and a folder that exists', async () => {
    expect(await admin(t.config, 'backup')).toEqual({
      code: 2,
      out: '',
      err: 'Missing required option --to.\nUsage: npm run admin -- backup --to FILE [--force]   (SQLite; safe while the app runs)',
    });
    expect(await admin(t.config, 'backup', '--to', folder, '--force')).toMatchObject({
      code: 1,
      err: `${folder} is a folder; give the name of the backup file.`,
    });
    const target = path.join(folder, 'missing', 'x.db');
    expect(await admin(t.config, 'backup', '--to', target)).toMatchObject({
      code: 1,
      err: `The folder ${path.dirname(target)} does not exist.`,
    });
  });

  it('refuses files that are not a backup of this app or come from a newer build, and leaves the database', async () => {
    const live = sqliteFile(t.config.dataDir);
    const text = path.join(folder, 'notes.txt');
    fs.writeFileSync(
      text,
      'not a database at all, just some words that fill more than a header would\n'.repeat(20),
    );
    const refusal = await admin(t.config, 'restore', '--from', text);
    expect(refusal.code).toBe(1);
    expect(refusal.err).toMatch(new RegExp(`^${text} is not a SQLite database: file is not a database`));

    expect(await admin(t.config, 'restore', '--from', live)).toMatchObject({
      code: 1,
      err: `${live} is the live database itself; give a backup made with the backup command.`,
    });

    const otherApp = path.join(folder, 'other-app.db');
    const other = new SQLite(otherApp);
    other.exec(
      "create table kysely_migration (name text primary key, timestamp text); insert into kysely_migration values ('001-invoices', '')",
    );
    other.close();
    expect(await admin(t.config, 'restore', '--from', otherApp)).toEqual({
      code: 1,
      out: '',
      err: `${otherApp} is not a Logbook database (none of its migrations is one of this app's).`,
    });

    const noMigrations = path.join(folder, 'plain.db');
    new SQLite(noMigrations).exec('create table notes (body text)');
    expect(await admin(t.config, 'restore', '--from', noMigrations)).toMatchObject({
      code: 1,
      err: `${noMigrations} is not a Logbook database (it has no migrations table).`,
    });

    const newer = path.join(folder, 'newer.db');
    expect((await admin(t.config, 'backup', '--to', newer)).code).toBe(0);
    const future = new SQLite(newer);
    future.exec("insert into kysely_migration (name, timestamp) values ('999-from-the-future', '')");
    future.close();
    expect(await admin(t.config, 'restore', '--from', newer)).toEqual({
      code: 1,
      out: '',
      err: `${newer} comes from a newer build of Logbook (migrations this build does not know: 999-from-the-future). Restore it with that build or a later one.`,
    });

    expect(fs.readdirSync(t.config.dataDir).filter((name) => name.includes('before-restore'))).toEqual([]);
    expect(tripIdsIn(live)).toEqual(acknowledged.toSorted((a, b) => a - b));
  });

  it('refuses while the app has the database open, and puts a backup back once it stopped', async () => {
    const backup = path.join(folder, 'to-restore.db');
    expect((await admin(t.config, 'backup', '--to', backup)).code).toBe(0);
    const inBackup = tripIdsIn(backup);
    expect(inBackup).toEqual(acknowledged.toSorted((a, b) => a - b));
    const later = await createTrip(t, captain.token);

    const appRunning = {
      code: 1,
      out: '',
      err: `${sqliteFile(t.config.dataDir)} is open in another process (the app, or an admin command). Stop the app first, then restore.`,
    };
    expect(await admin(t.config, 'restore', '--from', backup)).toEqual(appRunning);

    await t.app.close();
    // Another process with the database open in WAL mode, as a server started by systemd would have it.
    const holder = await holdOpen(sqliteFile(t.config.dataDir));
    try {
      expect(await admin(t.config, 'restore', '--from', backup)).toEqual(appRunning);
    } finally {
      await holder.release();
    }
    const run = await admin(t.config, 'restore', '--from', backup);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const live = sqliteFile(t.config.dataDir);
    const [keptAside] = fs
      .readdirSync(t.config.dataDir)
      .filter((name) => name.startsWith('logbook.db.before-restore-'));
    expect(keptAside).toMatch(/^logbook\.db\.before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    expect(run.out).toBe(
      [
        `Restored ${backup} to ${live}: ${fs.statSync(live).size} bytes, ${inBackup.length} trips, 1 captain and 0 student accounts.`,
        `The database that was there is kept as ${path.join(t.config.dataDir, keptAside ?? '')}.`,
      ].join('\n'),
    );
    expect(tripIdsIn(path.join(t.config.dataDir, keptAside ?? ''))).toContain(later.id);

    // The app started on the restored database serves every trip in the backup, and not the later one.
    const restarted = await createTestApp({ rateLimits: generousRateLimits, dataDir: t.config.dataDir });
    try {
      for (const id of inBackup) {
        expect(
          (await call(restarted, 'GET', `/api/sailing-trips/${id}`, { token: captain.token })).statusCode,
        ).toBe(200);
      }
      expect(
        (await call(restarted, 'GET', `/api/sailing-trips/${later.id}`, { token: captain.token })).statusCode,
      ).toBe(404);
    } finally {
      await restarted.app.close();
      await restarted.database.drop();
    }
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('admin backup and restore on PostgreSQL', () => {
  it('refuse and point at pg_dump', async () => {
    const config = { databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: os.tmpdir() };
    for (const [command, flag] of [
      ['backup', '--to'],
      ['restore', '--from'],
    ] as const) {
      expect(await admin(config, command, flag, path.join(os.tmpdir(), 'x.db'))).toEqual({
        code: 1,
        out: '',
        err: `${command} copies the SQLite database only; DATABASE_URL points at PostgreSQL. Use pg_dump and PostgreSQL's point-in-time recovery instead (docs/backups.md).`,
      });
    }
  });
});
