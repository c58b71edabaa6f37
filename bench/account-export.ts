// "Download my data" of a big account, in-process and warm: a captain with 2,000 trips (3 visited ports and 6
// crew members each) and 150 yachts, seeded into a fresh database; the median time of GET /api/auth/export,
// the file's size, the queries one export sends and the memory it takes.
// Usage: npx tsx bench/account-export.ts [--trips 2000] [--runs 7]
//        BENCH_DATABASE_URL=postgres://.../logbook_bench npx tsx bench/account-export.ts   (emptied first)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { type KyselyPlugin, sql } from 'kysely';
import { accountExportService } from '../src/server/account-export/service.ts';
import { buildApp } from '../src/server/app.ts';
import { hashPassword } from '../src/server/auth/passwords.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrateToLatest, openDatabase } from '../src/server/db/database.ts';
import { seedCaptain } from './seed-captain.ts';

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
};
const tripCount = argument('--trips', 2000);
const runs = argument('--runs', 7);
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-export-bench-'));
const password = 'bench password 1';

if (databaseUrl) {
  if (!new URL(databaseUrl).pathname.includes('bench')) throw new Error('only on a *bench* database');
  const handle = openDatabase({ databaseUrl, dataDir });
  await sql`drop schema public cascade`.execute(handle.db);
  await sql`create schema public`.execute(handle.db);
  await handle.close();
}
const seeding = openDatabase({ databaseUrl, dataDir });
await migrateToLatest(seeding);
const { email } = await seedCaptain(
  seeding.db,
  0,
  { password, passwordHash: await hashPassword(password) },
  tripCount,
  150,
);
await seeding.close();

const app = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    RATE_LIMIT_FACTOR: '10000',
  }),
  { logger: false },
);
try {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const { token, user } = login.json<{ token: string; user: { id: number } }>();
  const exportOnce = async () => {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/export',
      // As a browser asks: the file comes compressed (brotli).
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    if (response.statusCode !== 200) throw new Error(`export answered ${response.statusCode}`);
    return {
      ms: performance.now() - started,
      sent: response.rawPayload,
      encoding: response.headers['content-encoding'],
    };
  };

  let peakRss = 0;
  const baseRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 1);
  const first = await exportOnce();
  const file = brotliDecompressSync(first.sent);
  const trips = (JSON.parse(file.toString()) as { trips: unknown[] }).trips.length;
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push((await exportOnce()).ms);
  clearInterval(sampler);

  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await accountExportService(app.database.db.withPlugin(counter)).captain(user.id, 'en');

  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  console.log(
    JSON.stringify({
      database: databaseUrl ? 'postgres' : 'sqlite',
      trips,
      first_ms: Math.round(first.ms),
      median_ms: Math.round(median),
      runs: times.map(Math.round),
      file_mb: Number((file.length / 1024 / 1024).toFixed(1)),
      sent_mb: Number((first.sent.length / 1024 / 1024).toFixed(2)),
      encoding: first.encoding,
      queries,
      peak_rss_mb_above_start: Math.round((peakRss - baseRss) / 1024 / 1024),
    }),
  );
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
