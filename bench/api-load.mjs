// Load on loopback against the production build: each route at 10 and 50 connections, next to a bare Fastify
// process that returns the same body from memory (the framework's ceiling, measured in the same run).
// Usage: npm run bench [-- --seconds 5]; BENCH_DATABASE_URL=postgres://... runs the app on PostgreSQL.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 5;

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function startApp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/api/subscriptions/plans`);
  return {
    url,
    dataDir,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startCeiling(body) {
  const port = await freePort();
  // A file, not an environment variable: a trip list of 350 trips is larger than the environment may be.
  const bodyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-ceiling-')), 'body.json');
  fs.writeFileSync(bodyFile, body);
  const child = spawn(process.execPath, ['bench/ceiling-server.mjs'], {
    env: { ...process.env, PORT: String(port), CEILING_BODY_FILE: bodyFile },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}/ceiling`;
  await waitUntilAnswering(url);
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(path.dirname(bodyFile), { recursive: true, force: true });
    },
  };
}

/** A premium captain with `count` trips of 3 visited ports and 6 crew members each, made through the API. */
async function captainWithTrips(app, count) {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench password 1';
  const register = await fetch(`${app.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Captain',
      email,
      phone_register: '600',
      password,
      password_confirmation: password,
    }),
  });
  const { token } = await register.json();
  execFileSync(
    process.execPath,
    ['dist/server/admin.mjs', 'subscriptions:grant', '--email', email, '--days', '30'],
    {
      env: { ...process.env, DATA_DIR: app.dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
      stdio: 'pipe',
    },
  );
  const member = (n) => ({
    full_name: `Załogant ${n}`,
    email: `crew${n}@example.com`,
    phone: '+48 500 000 000',
    role: 'crew',
    license_type: 'pzz-zj',
    license_number: `ZJ-${n}`,
    captain_opinion: 'positive',
    performance: 'good',
    seasickness: 'none',
    resistance: 'good',
    captain_notes: 'Solidny członek załogi.',
  });
  let tripId = 0;
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${app.url}/api/sailing-trips`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        captain: {
          first_name: 'Łukasz',
          last_name: 'Żółć',
          email,
          phone: '600',
          license_type: 'pzz-kj',
          license_number: 'KJ-1',
        },
        yacht_name: `Jacht ${i}`,
        registration_number: `POL-${i}`,
        home_port: 'Gdynia',
        hull_length: 12.5,
        engines_count: 1,
        engine_power: 30,
        embarkation_port: 'Gdynia',
        disembarkation_port: 'Świnoujście',
        visited_ports: ['Hel', { name: 'Dover', is_tidal: true }, 'Bornholm'],
        distance: 250.5,
        embarkation_date: '2025-07-01',
        disembarkation_date: '2025-07-08',
        sailing_hours: 60,
        engine_hours: 10,
        mooring_hours: 40,
        tidal_hours: 3,
        logbook_number: `LB-${i}`,
        captain_notes: 'Rejs szkoleniowy.',
        crew_members: [1, 2, 3, 4, 5, 6].map(member),
      }),
    });
    if (response.status !== 201) throw new Error(`trip create: ${response.status} ${await response.text()}`);
    tripId = (await response.json()).sailing_trip.id;
  }
  return { token, tripId };
}

async function measure(url, connections, headers = {}) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const app = await startApp();
const captain = await captainWithTrips(app, 350);
const auth = { authorization: `Bearer ${captain.token}` };
const routes = [
  { name: 'GET /api/subscriptions/plans', route: '/api/subscriptions/plans', headers: {} },
  { name: 'GET /api/sailing-trips (350 trips)', route: '/api/sailing-trips', headers: auth },
  { name: 'GET /api/sailing-trips/{id}', route: `/api/sailing-trips/${captain.tripId}`, headers: auth },
  { name: 'GET / (index.html)', route: '/', headers: {} },
];
const rows = [];
try {
  for (const { name, route, headers } of routes) {
    const body = await (await fetch(`${app.url}${route}`, { headers })).text();
    const ceiling = await startCeiling(body);
    try {
      for (const connections of [10, 50]) {
        const top = await measure(ceiling.url, connections);
        const figures = await measure(`${app.url}${route}`, connections, headers);
        rows.push({
          name: `${name}, ${Math.round(body.length / 1024)} KB`,
          connections,
          ...figures,
          ratio: figures.rps / top.rps,
          ceiling: top.rps,
        });
      }
    } finally {
      ceiling.stop();
    }
  }
} finally {
  app.stop();
}

const dialect = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
console.log(`\n${dialect}, ${seconds} s per run, Node ${process.version}, ${os.cpus().length} cores\n`);
console.log('| route | connections | req/s | p50 ms | p99 ms | ceiling req/s | of ceiling |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.connections} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${Math.round(row.ceiling)} | ${Math.round(row.ratio * 100)}% |`,
  );
}
