import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { validTrip } from '../trips/test-support.ts';
import {
  buildServerBundle,
  freePort,
  notInPostgresProject,
  premiumCaptain,
  request,
  type ServerProcess,
  sleep,
  startServer,
  stopAllServers,
  tempDir,
  titled,
} from './support.ts';

const binDir = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user through runuser. */
function postgresUser(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    execFileSync('runuser', ['-u', 'postgres', '--', 'true']);
    return { uid, gid };
  } catch {
    return null;
  }
}

function whyNot(): string | null {
  if (notInPostgresProject) return notInPostgresProject;
  if (!fs.existsSync(path.join(binDir, 'initdb'))) return `no initdb in ${binDir} (set PG_BIN_DIR)`;
  if (isRoot && !postgresUser())
    return 'running as root and cannot run initdb as the postgres user (runuser)';
  return null;
}
const skipReason = whyNot();

/** A private cluster in a temporary directory on a free port: stopping it touches nobody else's tests. */
class PrivateCluster {
  readonly dir = tempDir('pg');
  readonly data = path.join(this.dir, 'data');
  port = 0;

  private run(program: string, args: string[]) {
    const command = path.join(binDir, program);
    if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  }

  async init() {
    const user = isRoot ? postgresUser() : null;
    if (user) fs.chownSync(this.dir, user.uid, user.gid);
    this.port = await freePort();
    this.run('initdb', ['-D', this.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  }

  start() {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.run('pg_ctl', ['-D', this.data, '-l', path.join(this.dir, 'log'), '-o', options, '-w', 'start']);
  }

  stop(mode: 'fast' | 'immediate' = 'fast') {
    this.run('pg_ctl', ['-D', this.data, '-m', mode, '-w', 'stop']);
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  remove() {
    try {
      this.stop('immediate');
    } catch {
      // not running
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

describe.skipIf(skipReason !== null)(titled('PostgreSQL restarted under load', skipReason), () => {
  let cluster: PrivateCluster;
  let dataDir: string;

  beforeAll(async () => {
    buildServerBundle();
    dataDir = tempDir('pg-app');
    cluster = new PrivateCluster();
    await cluster.init();
    cluster.start();
  }, 60_000);
  afterAll(async () => {
    await stopAllServers();
    cluster?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with a clear message while the database is down, and recovers by itself', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: cluster.url };
    const server: ServerProcess = await startServer(env);
    onTestFailed(async () => {
      await Promise.race([server.exited, sleep(1000)]);
      const notes = server
        .output()
        .split('\n')
        .filter((line) => !/^\{"level":(30|50)/.test(line));
      console.error(
        `server ${server.alive() ? 'alive' : 'exited'}; output besides info/error lines:\n${notes.join('\n').slice(-6000)}`,
      );
    });
    const captain = await premiumCaptain(server, env, 'pg-restart@example.com');
    const first = await request(server.url, '/api/sailing-trips', {
      body: validTrip(),
      token: captain.token,
    });
    expect(first.status, first.body).toBe(201);

    // Load: two readers and a writer, until told to stop; every answer is kept.
    const statuses: number[] = [];
    const unexpected: string[] = [];
    let stopped = false;
    const loop = async (write: boolean) => {
      for (let n = 0; !stopped; n++) {
        const answer = await request(server.url, '/api/sailing-trips', {
          ...(write ? { body: validTrip({ logbook_number: `PG/${n}` }) } : {}),
          token: captain.token,
        }).catch((error: NodeJS.ErrnoException) => {
          unexpected.push(`no answer: ${error.code ?? error.message}`);
          return null;
        });
        if (!answer) return;
        statuses.push(answer.status);
        if (![200, 201, 503].includes(answer.status)) unexpected.push(`${answer.status} ${answer.body}`);
        if (answer.status === 503) await sleep(20);
      }
    };
    const load = [loop(false), loop(false), loop(true)];
    while (statuses.length < 20) await sleep(10);

    cluster.stop('fast');
    const downRead = await request(server.url, '/api/sailing-trips', {
      token: captain.token,
      language: 'pl',
    });
    const downWrite = await request(server.url, '/api/sailing-trips', {
      body: validTrip(),
      token: captain.token,
    });
    expect(downRead.status, downRead.body).toBe(503);
    expect(downRead.headers['retry-after']).toBe('5');
    expect(downRead.json()).toEqual({
      success: false,
      message: 'Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
      request_id: expect.any(String),
    });
    expect(downWrite.status, downWrite.body).toBe(503);
    expect(downWrite.json()).toEqual({
      success: false,
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      request_id: expect.any(String),
    });
    expect(server.alive()).toBe(true);

    cluster.start();
    let recovered = 0;
    for (let i = 0; i < 300 && recovered !== 200; i++) {
      recovered = (await request(server.url, '/api/sailing-trips', { token: captain.token })).status;
      if (recovered !== 200) await sleep(100);
    }
    expect(recovered).toBe(200);
    const countBefore = statuses.length;
    while (statuses.length < countBefore + 20) await sleep(10);
    stopped = true;
    await Promise.all(load);

    expect(unexpected).toEqual([]);
    expect(statuses).toContain(503);
    expect(server.alive()).toBe(true);
    const after = await request(server.url, '/api/sailing-trips', {
      body: validTrip(),
      token: captain.token,
    });
    expect(after.status, after.body).toBe(201);
    // No stack traces went to the clients; the log names the cause.
    expect(server.output()).toContain('database unavailable');
    expect(server.output()).not.toContain('unhandled error');
    await server.stop();
  }, 90_000);
});
