// Load on loopback against the production build, on a database seeded by bench/seed.ts, driven by wrk (a native
// generator; autocannon measured itself). Each route is compared with a bare Fastify process replaying the very
// bytes and headers the app sent (the ceiling), measured in the same run, right before the app.
// Scenarios: one captain (hot cache), 200 captains taking turns (cold), trip creates, and a mixed workload
// (70 % list and details, 20 % trip create or update, 10 % login).
// Usage: npm run bench [-- --seconds 5 --repeat 1 --connections 10,50 --threads 1 --only summary]
//   BENCH_DATABASE_URL=postgres://.../logbook_bench runs the app on PostgreSQL (that database is emptied and
//   seeded). --profile DIR runs the app under node --cpu-prof (profile written to DIR) without ceilings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ceilingAnswer, rawRequest, startApp, startCeiling, tripBody } from './bench-support.mjs';
import { requireWrk, rssMegabytes, runWrk, writeRequests } from './wrk-run.mjs';

requireWrk();
const listOption = (name) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const option = (name, fallback) => Number(listOption(name)) || fallback;
const seconds = option('--seconds', 5);
const repeat = option('--repeat', 1);
const threads = option('--threads', 1);
const hotConnections = (listOption('--connections') ?? '10,50').split(',').map(Number);
// Only the rows whose scenario and name contain one of these texts (e.g. --only 'hot GET /api/y|mixed'), for a quick look at one route.
const only = listOption('--only')?.split('|');
const profileDir = listOption('--profile');
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const dialect = databaseUrl ? 'PostgreSQL' : 'SQLite';
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const json = { 'content-type': 'application/json' };
const summaryPath = '/api/sailing-trips?view=summary&limit=50';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** An answer as sent, checked to be a success. */
async function send(app, { method = 'GET', path: route, headers = {}, body }) {
  const answer = await rawRequest(`${app.url}${route}`, { method, headers, body });
  if (answer.status >= 300) throw new Error(`${method} ${route}: ${answer.status} ${answer.body}`);
  return answer;
}

const decoded = (answer) => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body);
  if (encoding === 'deflate') return zlib.inflateSync(answer.body);
  if (encoding === 'zstd') throw new Error('zstd answer: decode it here');
  return answer.body;
};

/** Logs every captain in, four at a time (scrypt); returns their Authorization values in seed order. */
async function logInAll(app, emails) {
  const tokens = [];
  for (let i = 0; i < emails.length; i += 4) {
    const batch = emails.slice(i, i + 4).map(async (email) => {
      const answer = await send(app, {
        method: 'POST',
        path: '/api/auth/login',
        headers: json,
        body: JSON.stringify({ email, password: app.seeded.password }),
      });
      return `Bearer ${JSON.parse(answer.body).token}`;
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

/** The summary route answers 200 with next_cursor once it exists (today's list route ignores the query). */
async function summaryRoute(app, authorization) {
  const answer = await rawRequest(`${app.url}${summaryPath}`, { headers: { ...browser, authorization } });
  if (answer.status === 404 || answer.status === 422) return `answers ${answer.status}`;
  if (answer.status !== 200) throw new Error(`${summaryPath}: ${answer.status} ${answer.body}`);
  return 'next_cursor' in JSON.parse(decoded(answer).toString())
    ? undefined
    : 'answers the full list (no next_cursor)';
}

const app = await startApp(databaseUrl, profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []);
const startedAt = new Date();
const loadBefore = load();
const rows = [];
const notes = [];
const memory = [];
// Seconds after the app's start when each load ran: profile-top.mjs --window keeps those samples only.
const windows = [];
try {
  const { heavy, others } = app.seeded;
  const emails = [heavy.email, ...others];
  // --only hot...: the one captain alone, so a profile is not filled with 200 logins and 199 creates.
  const hotOnly = only?.every((text) => text.startsWith('hot'));
  const tokens = await logInAll(app, hotOnly ? [heavy.email] : emails);
  const heavyAuth = tokens[0];
  const otherTokens = tokens.slice(1);
  const as = (authorization, extra = {}) => ({ ...browser, authorization, ...extra });
  // One trip for each of the 199 other captains: what the mixed workload reads in details and edits.
  const ownTrips = [];
  let tripNumber = 0;
  let createAnswer;
  for (const authorization of hotOnly ? [] : otherTokens) {
    tripNumber += 1;
    createAnswer = await send(app, {
      method: 'POST',
      path: '/api/sailing-trips',
      headers: as(authorization, json),
      body: tripBody(tripNumber),
    });
    ownTrips.push({ authorization, id: JSON.parse(decoded(createAnswer).toString()).sailing_trip.id });
  }
  const summaryMissing = await summaryRoute(app, heavyAuth);
  memory.push(`app RSS after start, logins and setup: ${rssMegabytes(app.pid)?.toFixed(0)} MB`);
  if (summaryMissing) notes.push(`GET ${summaryPath} skipped: it ${summaryMissing}.`);
  // Creates go round the 199 other captains (the 350-trip captain is full), each body a new trip.
  const creates = Array.from({ length: 2000 }, (_, i) => ({
    kind: 'write',
    method: 'POST',
    path: '/api/sailing-trips',
    headers: as(otherTokens[i % otherTokens.length], json),
    body: tripBody(10_000 + i),
  }));
  const get = (route, authorization, kind = 'read') => ({ kind, path: route, headers: as(authorization) });

  // ceiling: 'same' replays the one answer; 'per-token' the answer each captain got; 'representative' one
  // answer for every request (creates: the body differs only by the new trip's id and names).
  const scenarios = [
    {
      scenario: 'hot',
      name: 'GET /api/subscriptions/plans',
      requests: [{ path: '/api/subscriptions/plans', headers: browser }],
    },
    {
      scenario: 'hot',
      name: 'GET /api/sailing-trips (350 trips)',
      requests: [get('/api/sailing-trips', heavyAuth)],
    },
    ...(summaryMissing
      ? []
      : [{ scenario: 'hot', name: 'GET summary page (limit 50)', requests: [get(summaryPath, heavyAuth)] }]),
    {
      scenario: 'hot',
      name: 'GET /api/sailing-trips/{id}',
      requests: [get(`/api/sailing-trips/${heavy.tripId}`, heavyAuth)],
    },
    { scenario: 'hot', name: 'GET /api/yachts (150 yachts)', requests: [get('/api/yachts', heavyAuth)] },
    {
      scenario: 'hot',
      name: 'GET /api/captain/cv/trips (350 trips)',
      requests: [get('/api/captain/cv/trips', heavyAuth)],
    },
    {
      scenario: '200 captains',
      name: 'GET /api/sailing-trips (20-350 trips)',
      requests: tokens.map((token) => get('/api/sailing-trips', token)),
      ceiling: 'per-token',
    },
    ...(summaryMissing
      ? []
      : [
          {
            scenario: '200 captains',
            name: 'GET summary page (limit 50)',
            requests: tokens.map((token) => get(summaryPath, token)),
            ceiling: 'per-token',
          },
        ]),
    {
      scenario: '199 captains',
      name: 'POST /api/sailing-trips',
      requests: creates,
      ceiling: 'representative',
    },
    { scenario: 'mixed', name: mixedName(summaryMissing), requests: mixed(), ceiling: 'none' },
  ];

  function mixedName(missing) {
    return `70 % ${missing ? 'list' : 'list, summary'} and details, 20 % create or edit, 10 % login`;
  }

  function mixed() {
    const reads = ownTrips.flatMap(({ authorization, id }) => [
      get('/api/sailing-trips', authorization),
      ...(summaryMissing ? [] : [get(summaryPath, authorization)]),
      get(`/api/sailing-trips/${id}`, authorization),
    ]);
    const writes = ownTrips.flatMap(({ authorization, id }, i) => [
      creates[i],
      {
        kind: 'write',
        method: 'PUT',
        path: `/api/sailing-trips/${id}`,
        headers: as(authorization, json),
        body: tripBody(20_000 + i),
      },
    ]);
    const logins = emails.map((email) => ({
      kind: 'login',
      method: 'POST',
      path: '/api/auth/login',
      headers: { ...browser, ...json },
      body: JSON.stringify({ email, password: app.seeded.password }),
    }));
    return [...reads, ...writes, ...logins];
  }

  const selected = scenarios.filter(
    (s) => !only || only.some((text) => `${s.scenario} ${s.name}`.includes(text)),
  );
  for (const { scenario, name, requests, ceiling: kind = 'same' } of selected) {
    const requestsFile = writeRequests(requests);
    const isMixed = kind === 'none';
    let ceiling;
    let size = '';
    if (!isMixed) {
      // The answers as the app sends them now (the list's cache is warm for the hot routes after this).
      const sampled = kind === 'per-token' ? requests : requests.slice(0, 1);
      const answers = [];
      for (const request of sampled)
        answers.push(
          kind === 'representative' ? createAnswer : await send(app, { ...request, body: request.body }),
        );
      const average = answers.reduce((sum, answer) => sum + answer.body.length, 0) / answers.length;
      const encoding = answers[0].headers['content-encoding'];
      size = `${kind === 'per-token' ? 'mean ' : ''}${(average / 1024).toFixed(1)} KB${encoding ? ` ${encoding}` : ''}`;
      if (!profileDir)
        ceiling = await startCeiling(
          answers.map((answer, i) => ceilingAnswer(answer, sampled[i].headers.authorization)),
        );
    }
    const connectionCounts = scenario === 'hot' ? hotConnections : [10];
    try {
      for (const connections of connectionCounts) {
        const tops = [];
        const runs = [];
        const mix = isMixed ? 'read=70,write=20,login=10' : '';
        for (let i = 0; i < repeat; i += 1) {
          if (ceiling)
            tops.push(
              await runWrk({
                url: ceiling.url,
                requestsFile,
                connections,
                seconds,
                threads,
                serverPid: ceiling.pid,
              }),
            );
          const from = (Date.now() - app.startedAt) / 1000;
          runs.push(
            await runWrk({
              url: app.url,
              requestsFile,
              mix,
              connections,
              seconds,
              threads,
              serverPid: app.pid,
            }),
          );
          windows.push(
            `${name} at ${connections}: ${from.toFixed(1)},${((Date.now() - app.startedAt) / 1000).toFixed(1)}`,
          );
        }
        for (const run of [...tops, ...runs])
          if (run.socketErrors && /[1-9]/.test(run.socketErrors))
            notes.push(`${name} at ${connections}: wrk socket errors: ${run.socketErrors}.`);
        const failed = runs.reduce((sum, run) => sum + run.failed, 0);
        if (failed > 0) notes.push(`${name} at ${connections}: ${failed} answers were not 2xx/3xx.`);
        const pick = (list, field) => median(list.map((run) => run[field]));
        const row = {
          scenario,
          name: size ? `${name}, ${size}` : name,
          connections,
          rps: pick(runs, 'rps'),
          p50: pick(runs, 'p50'),
          p99: pick(runs, 'p99'),
          serverCpu: pick(runs, 'serverCpu'),
          wrkCpu: pick(runs, 'wrkCpu'),
          rss: Math.max(...runs.map((run) => run.peakRss)),
          ceiling: tops.length ? pick(tops, 'rps') : undefined,
          ceilingP99: tops.length ? pick(tops, 'p99') : undefined,
          ceilingWrkCpu: tops.length ? pick(tops, 'wrkCpu') : undefined,
        };
        rows.push(row);
        console.error(JSON.stringify(row));
      }
    } finally {
      await ceiling?.stop();
    }
  }
  memory.push(`app peak RSS over the whole run (VmHWM): ${rssMegabytes(app.pid, 'VmHWM')?.toFixed(0)} MB`);
} finally {
  // Requests wrk left in flight (a login hashing) finish before the database closes under them.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await app.stop();
}

const round = (value, digits = 0) => (value === undefined ? '-' : value.toFixed(digits));
const ms = (value) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const percent = (value) => `${Math.round(value * 100)}%`;
console.log(
  `\n${dialect}, ${startedAt.toISOString()}, wrk -t${threads}, ${seconds} s per run, median of ${repeat}, Node ${process.version}, ${os.cpus().length} cores; load average ${loadBefore} before, ${load()} after\n`,
);
console.log(
  '| scenario | route | conn. | req/s | p50 ms | p99 ms | ceiling req/s | ceiling p99 ms | of ceiling | app CPU | wrk CPU (app / ceiling) | app peak RSS MB |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.scenario} | ${row.name} | ${row.connections} | ${round(row.rps)} | ${ms(row.p50)} | ${ms(row.p99)} | ${round(row.ceiling)} | ${row.ceilingP99 === undefined ? '-' : ms(row.ceilingP99)} | ${row.ceiling ? percent(row.rps / row.ceiling) : '-'} | ${percent(row.serverCpu)} | ${percent(row.wrkCpu)} / ${row.ceilingWrkCpu === undefined ? '-' : percent(row.ceilingWrkCpu)} | ${round(row.rss)} |`,
  );
}

// The issue's targets, as ratios and p99 in this run (recorded, never asserted in tests).
const find = (scenario, text, connections = 10) =>
  rows.find((row) => row.scenario === scenario && row.name.includes(text) && row.connections === connections);
const verdict = (ok) => (ok ? 'met' : 'not met');
const targets = [];
const summary = find('200 captains', 'summary page');
if (summary?.ceiling)
  targets.push(
    `summary page, 200 captains, 10 connections: ${percent(summary.rps / summary.ceiling)} of ceiling (>= 40%: ${verdict(summary.rps / summary.ceiling >= 0.4)}${dialect === 'SQLite' ? '' : '; the target is for SQLite'}), p99 ${ms(summary.p99)} ms (< 10 ms: ${verdict(summary.p99 < 10)})`,
  );
const details = find('hot', '{id}');
if (details?.ceiling)
  targets.push(
    `trip details, 10 connections: ${percent(details.rps / details.ceiling)} of ceiling (>= 25%: ${verdict(details.rps / details.ceiling >= 0.25)})`,
  );
const create = find('199 captains', 'POST');
const createLimit = dialect === 'SQLite' ? 30 : 50;
if (create)
  targets.push(
    `trip create, 10 connections: p99 ${ms(create.p99)} ms (< ${createLimit} ms: ${verdict(create.p99 < createLimit)})`,
  );
const mixedRow = rows.find((row) => row.scenario === 'mixed');
if (mixedRow)
  targets.push(
    `mixed workload: peak RSS ${round(mixedRow.rss)} MB (< 300 MB: ${verdict(mixedRow.rss < 300)})`,
  );
if (targets.length) console.log(`\nTargets (${dialect}):\n${targets.map((t) => `- ${t}`).join('\n')}`);
console.log(`\nMemory: ${memory.join('; ')}.`);
if (notes.length) console.log(`\nNotes:\n${notes.map((n) => `- ${n}`).join('\n')}`);
if (profileDir)
  console.log(
    `\nProfile: ${fs
      .readdirSync(profileDir)
      .filter((file) => file.endsWith('.cpuprofile'))
      .map((file) => path.join(profileDir, file))
      .join(
        ', ',
      )}\nLoad windows (s after the app started, for bench/profile-top.mjs --window):\n${windows.join('\n')}`,
  );
