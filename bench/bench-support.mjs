// Processes and raw HTTP for bench/api-load.mjs: free ports, the app and the ceiling in their own processes,
// the database seeded by bench/seed.ts.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(url, authorization) {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(url, { headers: authorization ? { authorization } : {} })).status < 500) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Seeds a new SQLite file, or empties and seeds BENCH_DATABASE_URL; returns what bench/seed.ts printed. */
export function seed(dataDir, databaseUrl) {
  const out = execFileSync(
    'npx',
    ['tsx', 'bench/seed.ts', '--data-dir', dataDir, ...(databaseUrl ? ['--reset'] : [])],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(out.toString());
}

/**
 * The production bundle on a seeded database; rate limits raised so the login bench measures logins.
 * nodeArgs go before the bundle (e.g. --cpu-prof); `pid` is the server's own process (for /proc).
 */
export async function startApp(databaseUrl, nodeArgs = []) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-bench-'));
  const seeded = seed(dataDir, databaseUrl);
  const port = await freePort();
  const startedAt = Date.now();
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '10000',
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/api/subscriptions/plans`);
  return {
    url,
    seeded,
    pid: child.pid,
    startedAt,
    /** Resolves once the server has exited (a --cpu-prof profile is written by then). */
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One answer as sent on the wire (not decompressed): its status, headers and bytes. */
export function rawRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

// Set by the connection or by Fastify itself for the body it sends, so not copied to the ceiling.
const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** An answer as the ceiling replays it: status, every header the app sent but the per-connection ones, bytes. */
export function ceilingAnswer(answer, authorization) {
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !perConnection.has(name)),
  );
  return { authorization, status: answer.status, headers, body: answer.body.toString('base64') };
}

/**
 * Bare Fastify replaying the app's answers (from ceilingAnswer): one for every request, or one per
 * Authorization header when given several.
 */
export async function startCeiling(answers) {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-ceiling-'));
  const answersFile = path.join(dir, 'answers.json');
  fs.writeFileSync(answersFile, JSON.stringify(answers));
  const child = spawn(process.execPath, ['bench/ceiling-server.mjs'], {
    env: { ...process.env, PORT: String(port), CEILING_ANSWERS_FILE: answersFile },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/ceiling`, answers[0].authorization);
  return {
    url,
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A trip create body (JSON) numbered n, from 1 to 8 July of `year`. */
export function tripBody(n, year = 2025) {
  const member = (m) => ({
    full_name: `Załogant ${m}`,
    email: `crew${m}@example.com`,
    phone: '+48 500 000 000',
    role: 'crew',
    license_type: 'pzz-zj',
    license_number: `ZJ-${m}`,
    captain_opinion: 'positive',
    performance: 'good',
    seasickness: 'none',
    resistance: 'good',
    captain_notes: 'Solidny członek załogi.',
  });
  return JSON.stringify({
    captain: {
      first_name: 'Łukasz',
      last_name: 'Żółć',
      email: 'l@example.com',
      phone: '600',
      license_type: 'pzz-kj',
      license_number: 'KJ-1',
    },
    yacht_name: `Jacht ${n}`,
    registration_number: `POL-${n}`,
    home_port: 'Gdynia',
    hull_length: 12.5,
    engines_count: 1,
    engine_power: 30,
    embarkation_port: 'Gdynia',
    disembarkation_port: 'Świnoujście',
    visited_ports: ['Hel', { name: 'Dover', is_tidal: true }, 'Bornholm'],
    distance: 250.5,
    embarkation_date: `${year}-07-01`,
    disembarkation_date: `${year}-07-08`,
    sailing_hours: 60,
    engine_hours: 10,
    mooring_hours: 40,
    tidal_hours: 3,
    logbook_number: `LB-${n}`,
    captain_notes: 'Rejs szkoleniowy.',
    crew_members: [1, 2, 3, 4, 5, 6].map(member),
  });
}
