// What the code that relies on libraries' internals gains: each variant of bench/without/register.mjs (WITHOUT=...)
// in its own process, the variants taking turns round after round, in-process (app.inject, no sockets), warm.
// API: one 350-trip captain with 150 yachts (bench/seed-captain.ts), each route asked `--requests` times in a row
// after 30 unmeasured. Documents: the voyage card and a CV of 350 trips (bench/documents.ts's), `--requests` renders
// each after 3. The figure is this process's CPU time (user + system) per request or render, which a busy machine
// skews far less than elapsed time (given too, as "wall median"), then the median over the rounds.
// Usage: npx tsx bench/reach-ins.ts api [--rounds 3] [--requests 300] [--variants ",statements,raw-rows,list-encodings,list-cache"]
//        BENCH_DATABASE_URL=postgres://.../logbook_bench npx tsx bench/reach-ins.ts api --variants ",list-encodings,list-cache"
//        npx tsx bench/reach-ins.ts documents [--rounds 3] [--requests 15]   (variants: with and WITHOUT=fonts)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';

const mode = process.argv[2] === 'documents' ? 'documents' : 'api';
const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : (process.argv[at + 1] ?? fallback);
};
const rounds = Number(option('--rounds', '3'));
const requests = Number(option('--requests', mode === 'api' ? '300' : '15'));
const variants = option(
  '--variants',
  mode === 'api' ? ',statements,raw-rows,list-encodings,list-cache' : ',fonts',
).split(',');
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const password = 'bench password 1';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** CPU time of this process since `since` (user and system), in ms: what a busy machine's waiting leaves out. */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

type Figures = Record<string, { ms: number; extra?: string }>;

async function measureApi(dataDir: string): Promise<Figures> {
  const { buildApp } = await import('../src/server/app.ts');
  const { loadConfig } = await import('../src/server/config.ts');
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      RATE_LIMIT_FACTOR: '10000',
    }),
    { logger: false },
  );
  try {
    const email = 'kapitan0@bench.example.com';
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const { token } = login.json<{ token: string }>();
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const list = await app.inject({
      method: 'GET',
      url: '/api/sailing-trips',
      headers: { authorization: headers.authorization },
    });
    const tripId = list.json<{ sailing_trips: { id: number }[] }>().sailing_trips[0]?.id;
    const routes = {
      'GET /api/sailing-trips (350 trips, br)': '/api/sailing-trips',
      'GET /api/sailing-trips/{id}': `/api/sailing-trips/${tripId}`,
      'GET /api/yachts (150 yachts)': '/api/yachts',
      'GET /api/subscriptions/plans': '/api/subscriptions/plans',
    };
    const figures: Figures = {};
    for (const [name, url] of Object.entries(routes)) {
      const times: number[] = [];
      let bytes = 0;
      let cpu = process.cpuUsage();
      for (let i = 0; i < 30 + requests; i += 1) {
        if (i === 30) cpu = process.cpuUsage();
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
        if (i >= 30) times.push(performance.now() - started);
        bytes = response.rawPayload.length;
      }
      figures[name] = {
        ms: cpuMs(cpu) / requests,
        extra: `wall median ${median(times).toFixed(2)}; ${Math.round(bytes / 1024)} KB sent`,
      };
    }
    return figures;
  } finally {
    await app.close();
  }
}

async function measureDocuments(): Promise<Figures> {
  const { renderVoyageCard } = await import('../src/server/documents/voyage-card.ts');
  const { renderCaptainCv } = await import('../src/server/cv/cv-document.ts');
  const { unsavedTrip } = await import('../src/server/trips/service.ts');
  const { validTrip } = await import('../src/server/trips/test-support.ts');
  const { tripRequestSchema } = await import('#domain/trip-request.ts');
  const { cvOf350Trips } = await import('./sample-cv.ts');
  const trip = unsavedTrip(
    tripRequestSchema.parse(
      validTrip({
        visited_ports: ['Hel', 'Bornholm', 'Dover', 'Visby'].map((name) => ({
          name,
          is_tidal: name === 'Dover',
        })),
      }),
    ),
  );
  const cv = cvOf350Trips();
  const documents: Record<string, () => Promise<Buffer>> = {
    'voyage card (4 ports, 2 crew)': () => renderVoyageCard(trip, { language: 'pl' }),
    'CV of 350 trips': () => renderCaptainCv(cv, 'pl'),
  };
  const figures: Figures = {};
  const rssBefore = process.memoryUsage().rss;
  for (const [name, render] of Object.entries(documents)) {
    const cpu = process.cpuUsage();
    await render();
    figures[`${name}, first of the process`] = { ms: cpuMs(cpu) };
  }
  for (const [name, render] of Object.entries(documents)) {
    for (let i = 0; i < 3; i += 1) await render();
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let peakHeap = heapBefore;
    const sampler = setInterval(() => {
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    }, 1);
    const times: number[] = [];
    const cpu = process.cpuUsage();
    for (let i = 0; i < requests; i += 1) {
      const started = performance.now();
      await render();
      times.push(performance.now() - started);
      await new Promise((resolve) => setImmediate(resolve));
    }
    figures[name] = {
      ms: cpuMs(cpu) / requests,
      extra: `wall median ${median(times).toFixed(1)}; peak heap +${((peakHeap - heapBefore) / 1024 / 1024).toFixed(0)} MB`,
    };
    clearInterval(sampler);
  }
  figures['rss after all, MB above start'] = {
    ms: Math.round((process.memoryUsage().rss - rssBefore) / 1024 / 1024),
  };
  return figures;
}

if (process.env.REACH_IN_CHILD) {
  const figures = mode === 'api' ? await measureApi(process.env.REACH_IN_CHILD) : await measureDocuments();
  console.log(JSON.stringify(figures));
} else {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-reach-ins-'));
  try {
    if (mode === 'api') {
      const { migrateToLatest, openDatabase } = await import('../src/server/db/database.ts');
      const { hashPassword } = await import('../src/server/auth/passwords.ts');
      const { seedCaptain } = await import('./seed-captain.ts');
      if (databaseUrl) {
        if (!new URL(databaseUrl).pathname.includes('bench')) throw new Error('only on a *bench* database');
        const handle = openDatabase({ databaseUrl, dataDir });
        await sql`drop schema public cascade`.execute(handle.db);
        await sql`create schema public`.execute(handle.db);
        await handle.close();
      }
      const seeding = openDatabase({ databaseUrl, dataDir });
      await migrateToLatest(seeding);
      await seedCaptain(seeding.db, 0, { password, passwordHash: await hashPassword(password) }, 350, 150);
      await seeding.close();
    }
    const results = new Map<string, Figures[]>(variants.map((variant) => [variant, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const variant of variants) {
        const output = execFileSync(
          process.execPath,
          [
            '--expose-gc',
            '--import',
            'tsx',
            '--import',
            './bench/without/register.mjs',
            'bench/reach-ins.ts',
            mode,
            '--requests',
            String(requests),
          ],
          { env: { ...process.env, WITHOUT: variant, REACH_IN_CHILD: dataDir }, encoding: 'utf8' },
        );
        results.get(variant)?.push(JSON.parse(output.trim().split('\n').at(-1) ?? '{}'));
        process.stderr.write(`round ${round + 1}, ${variant || 'as is'}: done\n`);
      }
    }
    const names = Object.keys(results.get(variants[0] ?? '')?.[0] ?? {});
    console.log(
      `| ${mode === 'api' ? 'route, ms per request' : 'document, ms'} | ${variants.map((v) => (v ? `without ${v}` : 'as is')).join(' | ')} |`,
    );
    console.log(`| --- |${variants.map(() => ' ---: |').join('')}`);
    for (const name of names) {
      const cells = variants.map((variant) => {
        const runs = results.get(variant) ?? [];
        const ms = median(runs.map((figures) => figures[name]?.ms ?? 0));
        const extra = runs[0]?.[name]?.extra;
        return `${ms.toFixed(2)}${extra ? ` (${extra})` : ''}`;
      });
      console.log(`| ${name} | ${cells.join(' | ')} |`);
    }
    const where = mode === 'api' ? `${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ` : '';
    console.log(
      `(${where}${rounds} rounds, ${requests} ${mode === 'api' ? 'requests per route' : 'renders each'} per round)`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
