// How long storing a deck log batch of 500 entries takes (POST /api/sailing-trips/{id}/log-entries/batch), on
// SQLite and on PostgreSQL: the app (buildApp, as production builds it) listening on loopback, a premium captain,
// full entries (position, readings, text) as the offline outbox sends them. Each round posts a new batch to the
// same trip's log (it grows to --rounds x 500 entries, at most 5,000), then the same batch again (all 'exists':
// the replay after a lost answer). The figure is the median of the rounds, the whole HTTP exchange included.
// Usage: node --import tsx bench/deck-log-batch.mjs [--rounds 9]
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test adds PostgreSQL (a schema of its own, dropped after).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { premiumLedger } from '../src/server/subscriptions/premium.ts';
import { subscriptionsRepository } from '../src/server/subscriptions/repository.ts';
import { createTestDatabase } from '../src/server/testing/test-database.ts';
import { validTrip } from '../src/server/trips/test-support.ts';

const option = (name, fallback) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const rounds = Math.min(option('--rounds', 9), 9);
const batchSize = 500;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A full entry a minute after the one before, on the trip's second day, at sea off Gdynia. */
function entryAt(minute) {
  return {
    id: randomUUID(),
    logged_at: new Date(Date.UTC(2026, 6, 2, 0, minute)).toISOString().replace('.000Z', '+00:00'),
    kind: minute % 60 === 0 ? 'watch_change' : 'position',
    position: { lat: 54.5 + minute / 10_000, lon: 18.6 + minute / 20_000 },
    course_deg: minute % 360,
    heading_deg: (minute + 5) % 360,
    sog_kn: 5.4,
    stw_kn: 5.1,
    log_nm: 1000 + minute / 10,
    wind_dir_deg: 250,
    wind_bft: 4,
    sea_state: 3,
    pressure_hpa: 1012.5,
    visibility: 'good',
    sails: 'Grot, genua',
    engine_hours: 1234.5,
    text: `Wachta ${minute % 4}: kurs utrzymany, bez zdarzeń.`,
  };
}

async function measure(dialect) {
  if (dialect === 'PostgreSQL') process.env.TEST_DB = 'postgres';
  const database = await createTestDatabase();
  const config = {
    ...loadConfig({ RATE_LIMIT_FACTOR: '10000' }),
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    webDir: `${database.dataDir}/no-web-build`,
    logLevel: 'silent',
  };
  const app = await buildApp(config, { logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const send = async (method, path, body, token) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text);
  };
  try {
    const password = 'correct horse battery';
    const { user, token } = await send('POST', '/api/auth/register', {
      name: 'Anna Nowak',
      email: 'bench@example.com',
      phone_register: '+48 600 100 200',
      password,
      password_confirmation: password,
    });
    await premiumLedger(subscriptionsRepository(app.database.db)).grant(user.id, 30, 'grant');
    const { sailing_trip: trip } = await send('POST', '/api/sailing-trips', validTrip(), token);
    const url = `/api/sailing-trips/${trip.id}/log-entries/batch`;
    const created = [];
    const replayed = [];
    for (let round = 0; round < rounds; round++) {
      const entries = Array.from({ length: batchSize }, (_, i) => entryAt(round * batchSize + i));
      let t0 = performance.now();
      const first = await send('POST', url, { entries }, token);
      created.push(performance.now() - t0);
      if (first.results.some((result) => result.status !== 'created')) throw new Error('not all created');
      t0 = performance.now();
      const again = await send('POST', url, { entries }, token);
      replayed.push(performance.now() - t0);
      if (again.results.some((result) => result.status !== 'exists')) throw new Error('not all found');
    }
    const t0 = performance.now();
    const log = await send('GET', `/api/sailing-trips/${trip.id}/log-entries`, undefined, token);
    const readMs = performance.now() - t0;
    if (log.entries.length !== rounds * batchSize) throw new Error(`${log.entries.length} entries stored`);
    return { dialect, created, replayed, readMs, stored: log.entries.length };
  } finally {
    await app.close();
    await database.drop();
  }
}

const ms = (value) => `${value.toFixed(0)} ms`;
const results = [await measure('SQLite')];
if (process.env.TEST_DATABASE_URL) results.push(await measure('PostgreSQL'));
console.log(
  `${new Date().toISOString()}, node ${process.version}, ${os.cpus().length} CPUs, load ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')}`,
);
console.log(
  `| database | batch of ${batchSize}, created (median; min-max of ${rounds}) | the same batch again, all 'exists' | GET of the ${rounds * batchSize}-entry log |`,
);
console.log('| --- | --- | --- | --- |');
for (const { dialect, created, replayed, readMs } of results) {
  const range = (values) => `${ms(median(values))} (${ms(Math.min(...values))}-${ms(Math.max(...values))})`;
  console.log(`| ${dialect} | ${range(created)} | ${range(replayed)} | ${ms(readMs)} |`);
}
