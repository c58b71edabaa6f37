// Load on loopback against the production build: each route at 10 and 50 connections, next to a bare Fastify
// process that returns the same body from memory (the framework's ceiling, measured in the same run).
// Usage: npm run bench [-- --seconds 5]; BENCH_DATABASE_URL=postgres://... runs the app on PostgreSQL.
import { spawn } from 'node:child_process';
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
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startCeiling(body) {
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/ceiling-server.mjs'], {
    env: { ...process.env, PORT: String(port), CEILING_BODY: body },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}/ceiling`;
  await waitUntilAnswering(url);
  return { url, stop: () => child.kill('SIGTERM') };
}

async function measure(url, connections) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const app = await startApp();
const plansBody = await (await fetch(`${app.url}/api/subscriptions/plans`)).text();
const ceiling = await startCeiling(plansBody);
const rows = [];
try {
  for (const connections of [10, 50]) {
    const top = await measure(ceiling.url, connections);
    rows.push({ name: 'bare Fastify, same JSON (ceiling)', connections, ...top, ratio: 1 });
    for (const [name, route] of [
      ['GET /api/subscriptions/plans', '/api/subscriptions/plans'],
      ['GET / (index.html)', '/'],
    ]) {
      const figures = await measure(`${app.url}${route}`, connections);
      rows.push({ name, connections, ...figures, ratio: figures.rps / top.rps });
    }
  }
} finally {
  app.stop();
  ceiling.stop();
}

const dialect = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
console.log(`\n${dialect}, ${seconds} s per run, Node ${process.version}, ${os.cpus().length} cores\n`);
console.log('| route | connections | req/s | p50 ms | p99 ms | of ceiling |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.connections} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${Math.round(row.ratio * 100)}% |`,
  );
}
