// The logbook's export and import at their heaviest, in-process (app.inject, no socket): one premium captain with
// 350 trips (10 visited ports and 12 crew members each) and 150 yachts (bench/seed-captain.ts) in a fresh SQLite
// database. Each step runs in a process of its own, so its memory figures are its own: the export in json, csv and
// xlsx (as a browser asks, accept-encoding included), the preview of each of those files read back, and the commit of
// each preview into an empty premium account (a fresh one per run). One unmeasured first run, then `--runs` measured:
// median, min and max of the elapsed time, the median of the process's CPU time, the RSS peak of the process
// (getrusage's maxRSS) and the heap's peak (the largest heap a garbage collection found, or the heap at the end).
// Usage: npx tsx bench/transfer.ts [--runs 5] [--data-dir DIR (kept, seeded when empty)] [--only export-xlsx]
//        One step alone (after a run with --data-dir), e.g. under the profiler:
//        TRANSFER_CHILD=DIR node --cpu-prof --import tsx bench/transfer.ts export xlsx
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GCProfiler } from 'node:v8';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : (process.argv[at + 1] ?? fallback);
};
const runs = Number(option('--runs', '5'));
const password = 'bench password 1';
const formats = ['json', 'csv', 'xlsx'] as const;
type Format = (typeof formats)[number];
const owner = 'kapitan0@bench.example.com';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

interface StepFigures {
  step: string;
  first_ms: number;
  median_ms: number;
  min_ms: number;
  max_ms: number;
  cpu_median_ms: number;
  rss_before_mb: number;
  rss_peak_mb: number;
  heap_before_mb: number;
  heap_peak_mb: number;
  file_kb?: number;
  sent_kb?: number;
  rows?: number;
}

async function seed(dataDir: string) {
  const { hashPassword } = await import('../src/server/auth/passwords.ts');
  const { migrateToLatest, openDatabase } = await import('../src/server/db/database.ts');
  const { seedCaptain } = await import('./seed-captain.ts');
  const handle = openDatabase({ databaseUrl: undefined, dataDir });
  await migrateToLatest(handle);
  const credentials = { password, passwordHash: await hashPassword(password) };
  await seedCaptain(handle.db, 0, credentials, 350, 150, { ports: 10, crew: 12 });
  await handle.close();
}

/** One step, in this process: `export <format>`, `preview <format>` or `commit <format>`. */
async function step(dataDir: string, kind: string, format: Format): Promise<StepFigures> {
  const { buildApp } = await import('../src/server/app.ts');
  const { loadConfig } = await import('../src/server/config.ts');
  const { multipartBody } = await import('../src/server/captain-profile/test-support.ts');
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_FACTOR: '10000' }), {
    logger: false,
  });
  try {
    const login = async (email: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      return `Bearer ${response.json<{ token: string }>().token}`;
    };
    const fileName = path.join(dataDir, `logbook.${format}`);
    const preview = async (authorization: string) => {
      const body = multipartBody([
        {
          field: 'file',
          filename: `logbook.${format}`,
          contentType: 'application/octet-stream',
          data: fs.readFileSync(fileName),
        },
      ]);
      const response = await app.inject({
        method: 'POST',
        url: '/api/sailing-trips/import',
        headers: { authorization, ...body.headers },
        payload: body.payload,
      });
      if (response.statusCode !== 200)
        throw new Error(`preview answered ${response.statusCode}: ${response.body}`);
      return response.json<{ import: { id: string; valid: number; invalid: number; rows: unknown[] } }>()
        .import;
    };
    const extra: Partial<StepFigures> = {};
    let once: (run: number) => Promise<void>;
    let prepare: (run: number) => Promise<void> = async () => {};
    if (kind === 'export') {
      const authorization = await login(owner);
      once = async () => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/sailing-trips/export?format=${format}`,
          headers: { authorization, 'accept-encoding': 'gzip, deflate, br, zstd' },
        });
        if (response.statusCode !== 200) throw new Error(`export answered ${response.statusCode}`);
        const sent = response.rawPayload;
        const encoding = response.headers['content-encoding'];
        const file =
          encoding === 'br' ? brotliDecompressSync(sent) : encoding === 'gzip' ? gunzipSync(sent) : sent;
        fs.writeFileSync(fileName, file);
        extra.file_kb = Math.round(file.length / 1024);
        extra.sent_kb = Math.round(sent.length / 1024);
      };
    } else if (kind === 'preview') {
      const authorization = await login(owner);
      once = async () => {
        const read = await preview(authorization);
        extra.rows = read.rows.length;
        if (read.invalid > 0) throw new Error(`${read.invalid} rows of the ${format} file are invalid`);
      };
    } else {
      const { hashPassword } = await import('../src/server/auth/passwords.ts');
      const { seedCaptain } = await import('./seed-captain.ts');
      const credentials = { password, passwordHash: await hashPassword(password) };
      let pending: { authorization: string; id: string } | undefined;
      // Each commit into a new empty premium account, unmeasured (so a kept data directory can be run again).
      prepare = async () => {
        const { count } = await app.database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        const { email } = await seedCaptain(app.database.db, 1000 + Number(count), credentials, 0, 0);
        const authorization = await login(email);
        pending = { authorization, id: (await preview(authorization)).id };
      };
      once = async () => {
        if (!pending) throw new Error('no preview to commit');
        const response = await app.inject({
          method: 'POST',
          url: `/api/sailing-trips/import/${pending.id}/commit`,
          headers: { authorization: pending.authorization },
          payload: {},
        });
        if (response.statusCode !== 200)
          throw new Error(`commit answered ${response.statusCode}: ${response.body}`);
        extra.rows = response.json<{ created: number }>().created;
      };
    }

    await prepare(0);
    globalThis.gc?.();
    const before = process.memoryUsage();
    const profiler = new GCProfiler();
    profiler.start();
    let started = performance.now();
    await once(0);
    const first = performance.now() - started;
    const times: number[] = [];
    const cpu: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      await prepare(run);
      // Each run's garbage collected before the next, so the heap's peak is one run's.
      globalThis.gc?.();
      const cpuBefore = process.cpuUsage();
      started = performance.now();
      await once(run);
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
    }
    const gcs = profiler.stop()?.statistics ?? [];
    const heapPeak = Math.max(
      process.memoryUsage().heapUsed,
      ...gcs.map((gc) => gc.beforeGC.heapStatistics.usedHeapSize),
    );
    return {
      step: `${kind} ${format}`,
      first_ms: Math.round(first),
      median_ms: Math.round(median(times)),
      min_ms: Math.round(Math.min(...times)),
      max_ms: Math.round(Math.max(...times)),
      cpu_median_ms: Math.round(median(cpu)),
      rss_before_mb: mb(before.rss),
      rss_peak_mb: mb(process.resourceUsage().maxRSS * 1024),
      heap_before_mb: mb(before.heapUsed),
      heap_peak_mb: mb(heapPeak),
      ...extra,
    };
  } finally {
    await app.close();
  }
}

const childDir = process.env.TRANSFER_CHILD;
if (childDir) {
  const [kind = '', format = 'json'] = process.argv.slice(2).filter((word) => !word.startsWith('--'));
  console.log(JSON.stringify(await step(childDir, kind, format as Format)));
} else {
  const kept = option('--data-dir', '');
  const dataDir = kept || fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-transfer-bench-'));
  const only = option('--only', '');
  try {
    if (!fs.existsSync(path.join(dataDir, 'logbook.db'))) {
      const seeding = performance.now();
      await seed(dataDir);
      process.stderr.write(`seeded in ${Math.round(performance.now() - seeding)} ms\n`);
    }
    const steps = ['export', 'preview', 'commit'].flatMap((kind) => formats.map((format) => [kind, format]));
    const results: StepFigures[] = [];
    for (const [kind = '', format = ''] of steps) {
      // The preview and commit read the file the export step wrote: an export without its file runs anyway.
      const needed = kind === 'export' && !fs.existsSync(path.join(dataDir, `logbook.${format}`));
      if (only && only !== `${kind}-${format}` && !needed) continue;
      const output = execFileSync(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', 'bench/transfer.ts', kind, format, '--runs', String(runs)],
        { env: { ...process.env, TRANSFER_CHILD: dataDir }, encoding: 'utf8' },
      );
      const figures = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as StepFigures;
      results.push(figures);
      process.stderr.write(`${JSON.stringify(figures)}\n`);
    }
    console.log(
      '| step | first ms | median ms | min-max ms | CPU median ms | RSS before → peak MB | heap before → peak MB | file |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const r of results) {
      const file =
        r.file_kb !== undefined
          ? `${r.file_kb} KB (sent ${r.sent_kb} KB)`
          : `${r.rows} ${r.step.startsWith('commit') ? 'trips written' : 'rows'}`;
      console.log(
        `| ${r.step} | ${r.first_ms} | ${r.median_ms} | ${r.min_ms}-${r.max_ms} | ${r.cpu_median_ms} | ${r.rss_before_mb} → ${r.rss_peak_mb} | ${r.heap_before_mb} → ${r.heap_peak_mb} | ${file} |`,
      );
    }
    console.log(
      `${runs} measured runs after one unmeasured; load: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
