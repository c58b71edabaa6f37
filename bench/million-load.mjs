// wrk at 10 connections against the production build on the million-trip PostgreSQL seed (bench/README.md,
// "PostgreSQL at a million trips"): 200 of the 3,000 captains taking turns on the summary page, a search, trip
// details and trip creates, each beside a bare-Fastify ceiling replaying the same answers (not for creates).
// The seed is not changed: the trips the creates write are deleted at the end.
// Usage: npm run build, then BENCH_DATABASE_URL=postgres://.../logbook_bench_million node bench/million-load.mjs
//        [--seconds 8 --captains 200 --profile DIR]
// --profile DIR: the app under node --cpu-prof (profile written to DIR), the summary page alone, no ceiling; the
// load window (seconds after the app's start) is printed for bench/profile-top.mjs --window.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ceilingAnswer, freePort, rawRequest, startCeiling, tripBody } from './bench-support.mjs';
import { requireWrk, runWrk, writeRequests } from './wrk-run.mjs';

requireWrk();
const option = (name, fallback) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const seconds = option('--seconds', 8);
const captainCount = option('--captains', 200);
const profileDir = process.argv.includes('--profile')
  ? process.argv[process.argv.indexOf('--profile') + 1]
  : undefined;
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl?.includes('bench')) throw new Error('BENCH_DATABASE_URL must name a *bench* database');
const password = 'bench password 1';
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const json = { 'content-type': 'application/json' };
/** CPU seconds (user + system) all PostgreSQL processes have used so far. */
function postgresCpuSeconds() {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function send(url, { method = 'GET', path: route, headers = {}, body }) {
  const answer = await rawRequest(`${url}${route}`, { method, headers, body });
  if (answer.status >= 300) throw new Error(`${method} ${route}: ${answer.status} ${answer.body}`);
  return answer;
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
// Captains spread over the whole seed (kapitan0, 15, 30, ...), each with one of their trips for details.
const step = Math.floor(3000 / captainCount);
const { rows: captains } = await client.query(
  `select u.email, max(t.id) as trip_id from users u join trips t on t.user_id = u.id
   where u.email = any($1) and t.deleted_at is null group by u.email order by u.email`,
  [Array.from({ length: captainCount }, (_, i) => `kapitan${i * step}@bench.example.com`)],
);
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-million-'));
const appStarted = Date.now();
const app = spawn(
  process.execPath,
  [...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []), 'dist/server/main.mjs'],
  {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '10000',
    },
    stdio: 'inherit',
  },
);
const url = `http://127.0.0.1:${port}`;
const startedAt = new Date().toISOString();
try {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${url}/api/subscriptions/plans`)).ok) break;
    } catch {
      if (i > 300) throw new Error('the app did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const tokens = [];
  for (let i = 0; i < captains.length; i += 4)
    tokens.push(
      ...(await Promise.all(
        captains.slice(i, i + 4).map(async ({ email }) => {
          const answer = await send(url, {
            method: 'POST',
            path: '/api/auth/login',
            headers: json,
            body: JSON.stringify({ email, password }),
          });
          return `Bearer ${JSON.parse(answer.body).token}`;
        }),
      )),
    );
  const as = (authorization, extra = {}) => ({ ...browser, authorization, ...extra });
  const summary = '/api/sailing-trips?view=summary&limit=50';
  // Each captain keeps 333 trips of 350: 17 creates each at most, so the creates stop at 15 a captain.
  const scenarios = [
    {
      name: 'GET summary page (limit 50)',
      requests: tokens.map((token) => ({ path: summary, headers: as(token) })),
    },
    {
      name: 'GET summary page, second page (cursor)',
      requests: [],
      cursor: true,
    },
    {
      name: 'GET summary search q=swinouj',
      requests: tokens.map((token) => ({ path: `${summary}&q=swinouj`, headers: as(token) })),
    },
    {
      name: 'GET summary search q=pol (every trip)',
      requests: tokens.map((token) => ({ path: `${summary}&q=pol`, headers: as(token) })),
    },
    {
      name: 'GET /api/sailing-trips/{id}',
      requests: tokens.map((token, i) => ({
        path: `/api/sailing-trips/${captains[i].trip_id}`,
        headers: as(token),
      })),
    },
    {
      name: 'POST /api/sailing-trips',
      requests: Array.from({ length: tokens.length * 15 }, (_, i) => ({
        method: 'POST',
        path: '/api/sailing-trips',
        headers: as(tokens[i % tokens.length], json),
        body: tripBody(i, 2030),
      })),
      create: true,
    },
  ];
  console.log(
    `app on ${databaseUrl.replace(/\/\/[^@]*@/, '//')}, ${tokens.length} captains, ${seconds} s runs`,
  );
  console.log(
    '| route | req/s | p50 ms | p99 ms | non-2xx | app CPU | PostgreSQL CPU | ceiling req/s | ceiling p99 ms | % of ceiling | load |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const scenario of profileDir ? scenarios.slice(0, 1) : scenarios) {
    if (scenario.cursor) {
      for (const [i, token] of tokens.entries()) {
        const first = JSON.parse(
          (await send(url, { path: summary, headers: { authorization: token } })).body,
        );
        scenario.requests.push({
          path: `${summary}&cursor=${encodeURIComponent(first.next_cursor)}`,
          headers: as(tokens[i]),
        });
      }
    }
    const requestsFile = writeRequests(scenario.requests);
    let ceiling;
    if (!scenario.create && !profileDir) {
      const answers = [];
      for (const request of scenario.requests) answers.push(await send(url, request));
      ceiling = await startCeiling(
        answers.map((answer, i) => ceilingAnswer(answer, scenario.requests[i].headers.authorization)),
      );
    }
    try {
      const top = ceiling
        ? await runWrk({ url: ceiling.url, requestsFile, connections: 10, seconds, serverPid: ceiling.pid })
        : undefined;
      const loadNow = load();
      const postgresBefore = postgresCpuSeconds();
      const from = (Date.now() - appStarted) / 1000;
      const run = await runWrk({ url, requestsFile, connections: 10, seconds, serverPid: app.pid });
      if (profileDir)
        console.log(
          `load window: --window ${from.toFixed(1)},${((Date.now() - appStarted) / 1000).toFixed(1)}`,
        );
      const postgresCpu = (postgresCpuSeconds() - postgresBefore) / seconds;
      console.log(
        `| ${scenario.name} | ${run.rps.toFixed(0)} | ${run.p50.toFixed(2)} | ${run.p99.toFixed(2)} | ${run.failed} | ${(100 * run.serverCpu).toFixed(0)} % | ${(100 * postgresCpu).toFixed(0)} % | ${
          top ? top.rps.toFixed(0) : '-'
        } | ${top ? top.p99.toFixed(2) : '-'} | ${top ? ((100 * run.rps) / top.rps).toFixed(0) : '-'} | ${loadNow} |`,
      );
    } finally {
      await ceiling?.stop();
    }
  }
  // In-flight answers finish before the app stops.
  await new Promise((resolve) => setTimeout(resolve, 2000));
} finally {
  const exited = new Promise((resolve) => app.once('exit', resolve));
  app.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
  // The creates' trips go again, so the seed keeps its 999,000 trips.
  const removed = await client.query('delete from trips where created_at > $1', [startedAt]);
  console.log(`removed the ${removed.rowCount} trips the creates wrote; load ${load()}`);
  await client.end();
}
