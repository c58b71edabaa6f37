// The deck log page with 2,000 entries on a phone: the production build (node scripts/build.mjs) on a fresh SQLite
// database, a premium captain's trip whose log gets 2,000 full entries through the batch endpoint (4 batches of
// 500, every 40th entry corrected), then the log page in headless Chromium (the project's flags) at 390 x 844,
// scrolled from the top of the table to the bottom of the page with the mouse wheel, one wheel step per frame.
// Frame times come from requestAnimationFrame in the page; a frame longer than 1.5 frames (25 ms at 60 Hz)
// drops the frames it covers. The rows in the DOM are counted at every frame (the table is virtualised: it should
// stay a few dozen whatever the log's length). --throttle 4 slows the CPU four times (Chrome's mid-range phone).
// Usage: node scripts/build.mjs && node --import tsx bench/deck-log-scroll.mjs [--throttle 1,4] [--step 240]
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../playwright.config.ts';
import { validTrip } from '../src/server/trips/test-support.ts';
import { freePort } from './bench-support.mjs';

const option = (name, fallback) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback;
const throttles = option('--throttle', '1,4').split(',').map(Number);
const wheelStep = Number(option('--step', '240'));
const entriesCount = 2_000;
const batchSize = 500;
const viewport = { width: 390, height: 844 };

async function startApp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-scroll-'));
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_FACTOR: '10000',
  };
  const child = spawn(process.execPath, ['dist/server/main.mjs'], { env, stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${url}/api/subscriptions/plans`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 200) throw new Error('the app did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    grantPremium: (email) =>
      execFileSync(
        process.execPath,
        ['dist/server/admin.mjs', 'subscriptions:grant', '--email', email, '--days', '30'],
        { env, stdio: 'pipe' },
      ),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Entry n: five minutes after the one before from 1 July 00:00 (+02:00), a full set of readings. */
function entryAt(n, corrects = null) {
  const at = new Date(Date.UTC(2026, 5, 30, 22, n * 5));
  const shipTime = new Date(at.getTime() + 2 * 3_600_000).toISOString().slice(0, 16);
  return {
    id: randomUUID(),
    logged_at: `${shipTime}+02:00`,
    kind: n % 48 === 0 ? 'watch_change' : 'position',
    position: { lat: 54.5 + n / 5_000, lon: 18.6 + n / 4_000 },
    course_deg: (n * 7) % 360,
    sog_kn: 5 + (n % 30) / 10,
    log_nm: 1000 + n * 0.45,
    wind_dir_deg: 250,
    wind_bft: 4,
    sea_state: 3,
    pressure_hpa: 1012,
    visibility: 'good',
    sails: 'grot, genua',
    text: n % 3 === 0 ? `Wachta ${n % 4}: kurs utrzymany, bez zdarzeń.` : null,
    corrects,
  };
}

async function seedLog(app) {
  const send = async (method, route, body, token) => {
    const response = await fetch(`${app.url}${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${route}: ${response.status} ${text}`);
    return JSON.parse(text);
  };
  const email = `scroll-${randomUUID()}@example.com`;
  const password = 'correct horse battery';
  const registered = await send('POST', '/api/auth/register', {
    name: 'Ewa Żeglarska',
    email,
    phone_register: '+48 500 600 700',
    password,
    password_confirmation: password,
  });
  app.grantPremium(email);
  const { sailing_trip: trip } = await send('POST', '/api/sailing-trips', validTrip(), registered.token);
  // Every 40th entry is a correction of the one before it (it shows the struck-through line beside it).
  const entries = [];
  for (let n = 0; entries.length < entriesCount; n += 1) {
    const entry = entryAt(n);
    entries.push(entry);
    if (n % 40 === 39 && entries.length < entriesCount)
      entries.push({ ...entryAt(n, entry.id), id: randomUUID() });
  }
  const batchMs = [];
  for (let start = 0; start < entries.length; start += batchSize) {
    const t0 = performance.now();
    const { results } = await send(
      'POST',
      `/api/sailing-trips/${trip.id}/log-entries/batch`,
      { entries: entries.slice(start, start + batchSize) },
      registered.token,
    );
    batchMs.push(performance.now() - t0);
    if (results.some((result) => result.status !== 'created'))
      throw new Error('a batch entry was not created');
  }
  return { trip, user: registered.user, token: registered.token, batchMs };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function scrollOnce(browser, app, seeded, throttle) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 3, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${app.url}/`);
  await page.evaluate(
    ({ user, token }) => {
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('token', token);
      localStorage.setItem('i18n-language', 'en');
    },
    { user: seeded.user, token: seeded.token },
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const t0 = performance.now();
  await page.goto(`${app.url}/sailing-trips/${seeded.trip.id}/log`);
  await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
  const firstRowsMs = performance.now() - t0;
  const ariaRowCount = await page.getByRole('table').getAttribute('aria-rowcount');
  // Start at the table's top edge, then let the page settle.
  await page.evaluate(() => {
    const table = document.querySelector('table');
    window.scrollTo(0, (table?.getBoundingClientRect().top ?? 0) + window.scrollY);
  });
  await page.waitForTimeout(500);
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.evaluate(() => {
    const probe = { frames: [], rows: [], running: true };
    window.__scrollProbe = probe;
    const tick = (time) => {
      probe.frames.push(time);
      probe.rows.push(document.querySelectorAll('tbody tr').length);
      if (probe.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const atBottom = () =>
    page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
  const scrollStart = performance.now();
  let steps = 0;
  while (!(await atBottom())) {
    await page.mouse.wheel(0, wheelStep);
    // One wheel step a frame, as a finger or a trackpad flick delivers them.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    steps += 1;
    if (steps > 20_000) throw new Error('the page did not reach its bottom');
  }
  const scrollSeconds = (performance.now() - scrollStart) / 1000;
  const probe = await page.evaluate(() => {
    window.__scrollProbe.running = false;
    return window.__scrollProbe;
  });
  const lastRowTime = await page.locator('tbody tr').last().locator('td').first().textContent();
  await context.close();
  const deltas = probe.frames.slice(1).map((time, i) => time - probe.frames[i]);
  const frame = 1000 / 60;
  const dropped = deltas.reduce((sum, delta) => sum + Math.max(0, Math.round(delta / frame) - 1), 0);
  return {
    throttle,
    firstRowsMs,
    ariaRowCount,
    steps,
    scrollSeconds,
    frames: deltas.length,
    p50: percentile(deltas, 50),
    p95: percentile(deltas, 95),
    max: Math.max(...deltas),
    dropped,
    rowsMax: Math.max(...probe.rows),
    rowsMedian: percentile(probe.rows, 50),
    lastRowTime,
  };
}

const app = await startApp();
try {
  const seeded = await seedLog(app);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  const runs = [];
  try {
    for (const throttle of throttles) runs.push(await scrollOnce(browser, app, seeded, throttle));
  } finally {
    await browser.close();
  }
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  console.log(`${new Date().toISOString()}, node ${process.version}, ${os.cpus().length} CPUs, load ${load}`);
  console.log(
    `seeded ${entriesCount} entries in ${seeded.batchMs.length} batches: ${seeded.batchMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`,
  );
  console.log(
    '| CPU | first rows shown | wheel steps | scroll time | frames | frame p50 | p95 | max | dropped frames | rows in the DOM (median, max) | aria-rowcount |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const run of runs) {
    console.log(
      `| ${run.throttle === 1 ? 'unthrottled' : `${run.throttle}x slower`} | ${run.firstRowsMs.toFixed(0)} ms | ${run.steps} x ${wheelStep} px | ${run.scrollSeconds.toFixed(1)} s | ${run.frames} | ${run.p50.toFixed(1)} ms | ${run.p95.toFixed(1)} ms | ${run.max.toFixed(1)} ms | ${run.dropped} (${((100 * run.dropped) / (run.frames + run.dropped)).toFixed(1)} %) | ${run.rowsMedian}, ${run.rowsMax} | ${run.ariaRowCount} |`,
    );
  }
  for (const run of runs) console.error(`last row at the bottom (${run.throttle}x): ${run.lastRowTime}`);
} finally {
  await app.stop();
}
