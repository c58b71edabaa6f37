// Load on loopback against the production build, on a database seeded by bench/seed.ts: each route at 10 and
// 50 connections, next to a bare Fastify process that returns the same bytes from memory (the framework's
// ceiling, measured in the same run). Requests carry accept-encoding like a browser's.
// Usage: npm run bench [-- --seconds 5 --repeat 2 --connections 10,50 --only POST];
// BENCH_DATABASE_URL=postgres://.../logbook_bench runs the app on PostgreSQL (that database is emptied and
// seeded). Each figure is the median of --repeat runs.
import os from 'node:os';
import autocannon from 'autocannon';
import { rawRequest, startApp, startCeiling } from './bench-support.mjs';

const option = (name, fallback) => Number(process.argv[process.argv.indexOf(name) + 1]) || fallback;
const seconds = option('--seconds', 5);
const repeat = option('--repeat', 2);
const listOption = (name) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const connectionCounts = (listOption('--connections') ?? '10,50').split(',').map(Number);
// Only the routes whose name contains this text (e.g. --only POST), for a quick look at one route.
const only = listOption('--only');
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const json = { 'content-type': 'application/json' };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Cycles through values, one per request, across every connection. */
function rotating(values) {
  let next = 0;
  return () => values[next++ % values.length];
}

async function login(app, email) {
  const answer = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: app.seeded.password }),
  });
  if (!answer.ok) throw new Error(`login ${email}: ${answer.status}`);
  return (await answer.json()).token;
}

function tripBody(n) {
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
    embarkation_date: '2025-07-01',
    disembarkation_date: '2025-07-08',
    sailing_hours: 60,
    engine_hours: 10,
    mooring_hours: 40,
    tidal_hours: 3,
    logbook_number: `LB-${n}`,
    captain_notes: 'Rejs szkoleniowy.',
    crew_members: [1, 2, 3, 4, 5, 6].map(member),
  });
}

async function measure(url, connections, request = {}) {
  const { setupRequest, ...plain } = request;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    ...plain,
    ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const app = await startApp(databaseUrl);
const { heavy, others } = app.seeded;
const heavyAuth = { authorization: `Bearer ${await login(app, heavy.email)}` };
// Trip creates go round the 199 captains with room under the 350-trip limit; logins round all 200.
const otherTokens = [];
for (const email of others) otherTokens.push(`Bearer ${await login(app, email)}`);
const nextToken = rotating(otherTokens);
const nextEmail = rotating([heavy.email, ...others]);
let tripNumber = 0;
const nextTripNumber = () => {
  tripNumber += 1;
  return tripNumber;
};

const routes = [
  { name: 'GET /api/subscriptions/plans', route: '/api/subscriptions/plans', request: { headers: browser } },
  {
    name: 'GET /api/sailing-trips (350 trips)',
    route: '/api/sailing-trips',
    request: { headers: { ...browser, ...heavyAuth } },
  },
  {
    name: 'GET /api/sailing-trips/{id}',
    route: `/api/sailing-trips/${heavy.tripId}`,
    request: { headers: { ...browser, ...heavyAuth } },
  },
  {
    name: 'GET /api/sea-time (350 trips)',
    route: '/api/sea-time',
    request: { headers: { ...browser, ...heavyAuth } },
  },
  {
    name: 'GET /api/yachts (150 yachts)',
    route: '/api/yachts',
    request: { headers: { ...browser, ...heavyAuth } },
  },
  {
    name: 'POST /api/sailing-trips',
    route: '/api/sailing-trips',
    request: {
      method: 'POST',
      setupRequest: (req) => ({
        ...req,
        method: 'POST',
        headers: { ...browser, ...json, authorization: nextToken() },
        body: tripBody(nextTripNumber()),
      }),
    },
  },
  {
    name: 'POST /api/auth/login',
    route: '/api/auth/login',
    request: {
      method: 'POST',
      setupRequest: (req) => ({
        ...req,
        method: 'POST',
        headers: { ...browser, ...json },
        body: JSON.stringify({ email: nextEmail(), password: app.seeded.password }),
      }),
    },
  },
];

const rows = [];
try {
  for (const { name, route, request } of routes.filter((r) => !only || r.name.includes(only))) {
    const sample =
      request.method === 'POST'
        ? await rawRequest(`${app.url}${route}`, {
            method: 'POST',
            headers: request.setupRequest({}).headers,
            body: request.setupRequest({}).body,
          })
        : await rawRequest(`${app.url}${route}`, { headers: request.headers });
    if (sample.status >= 300) throw new Error(`${name}: ${sample.status} ${sample.body}`);
    const ceiling = await startCeiling(sample);
    const size = `${Math.round(sample.body.length / 1024)} KB${sample.headers['content-encoding'] ? ` ${sample.headers['content-encoding']}` : ''}`;
    try {
      for (const connections of connectionCounts) {
        const tops = [];
        const runs = [];
        for (let i = 0; i < repeat; i += 1) {
          tops.push(await measure(ceiling.url, connections, { headers: browser }));
          runs.push(await measure(`${app.url}${route}`, connections, request));
        }
        const rps = median(runs.map((run) => run.rps));
        const top = median(tops.map((run) => run.rps));
        rows.push({
          name: `${name}, ${size}`,
          connections,
          rps,
          p50: median(runs.map((run) => run.p50)),
          p99: median(runs.map((run) => run.p99)),
          ceiling: top,
          ratio: rps / top,
        });
        console.error(JSON.stringify(rows.at(-1)));
      }
    } finally {
      ceiling.stop();
    }
  }
} finally {
  app.stop();
}

const dialect = databaseUrl ? 'PostgreSQL' : 'SQLite';
console.log(
  `\n${dialect}, ${seconds} s per run, median of ${repeat}, Node ${process.version}, ${os.cpus().length} cores\n`,
);
console.log('| route | connections | req/s | p50 ms | p99 ms | ceiling req/s | of ceiling |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.connections} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${Math.round(row.ceiling)} | ${Math.round(row.ratio * 100)}% |`,
  );
}
