// Lighthouse 12 against the production build in Debian's Chromium: /, /login and /dashboard (logged in as the
// seeded 350-trip captain, the way the app remembers a login), mobile (Lighthouse's default, simulated
// throttling) and desktop presets. Prints a table of the category scores. Not part of the test suite.
// Usage: node scripts/build.mjs && node bench/lighthouse.mjs [--details]   (CHROMIUM_PATH overrides /usr/bin/chromium;
// --details lists the audits that cost points)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { startApp } from './bench-support.mjs';

const app = await startApp(undefined);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const rows = [];
try {
  const login = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: app.seeded.heavy.email, password: app.seeded.password }),
  });
  const { user, token } = await login.json();
  // /dashboard as the logged-in captain; / and /login as a visitor (logged in, /login leads to the dashboard).
  async function remember(login) {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(app.url);
    await page.evaluate(
      (u, t) => {
        window.localStorage.clear();
        if (!u) return;
        window.localStorage.setItem('user', JSON.stringify(u));
        window.localStorage.setItem('token', t);
      },
      login ? user : null,
      token,
    );
    await page.close();
    browser.disconnect();
  }
  for (const [form, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ]) {
    for (const path of ['/', '/login', '/dashboard']) {
      await remember(path === '/dashboard');
      const result = await lighthouse(
        `${app.url}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
        config,
      );
      const { categories, finalDisplayedUrl } = result.lhr;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      rows.push({
        path,
        form,
        landed: new URL(finalDisplayedUrl).pathname,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: Math.round(result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbt: Math.round(result.lhr.audits['total-blocking-time']?.numericValue ?? 0),
        error: result.lhr.runtimeError?.code ?? '',
      });
      console.error(JSON.stringify(rows.at(-1)));
      if (process.argv.includes('--details')) {
        // The audits that cost points, worst first, with what Lighthouse measured.
        const audits = Object.values(result.lhr.audits)
          .filter(
            (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
          )
          .sort((a, b) => a.score - b.score);
        for (const audit of audits) {
          console.error(`   ${audit.score.toFixed(2)} ${audit.id}: ${audit.displayValue ?? ''}`);
          // Which elements moved, by how much.
          if (audit.id === 'layout-shifts')
            for (const item of audit.details?.items ?? [])
              console.error(
                `        ${item.score?.toFixed(3)} ${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`,
              );
        }
      }
    }
  }
} finally {
  await chrome.kill();
  app.stop();
}

console.log(
  '| page | form | landed on | performance | accessibility | best practices | SEO | LCP ms | TBT ms | error |',
);
console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const r of rows) {
  console.log(
    `| ${r.path} | ${r.form} | ${r.landed} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.error} |`,
  );
}
