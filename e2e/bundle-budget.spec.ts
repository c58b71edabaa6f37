import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// The web budget of the performance issue: the JavaScript the first page loads, gzip-compressed, at most 200 KB.
const budgetBytes = 200 * 1024;
// Until the page fits the budget, it may not grow past what it loads today (277 KB on 2026-11-23).
const ceilingTodayBytes = 285 * 1024;

/** The gzip size of every script the home page loads, once each. */
async function firstPageScripts(page: Page) {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
    scripts.set(
      response.url(),
      response.body().then((body) => gzipSync(body).length),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts.values());
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (process.env.BUNDLE_DETAIL) for (const [url, size] of scripts) console.log(url, await size);
  console.log(`first page JavaScript: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzip`);
  return { files: scripts.size, total };
}

test('the home page loads no more gzip-compressed JavaScript than today', async ({ page }) => {
  const { files, total } = await firstPageScripts(page);
  expect(files).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(ceilingTodayBytes);
});

test('the home page loads at most 200 KB of gzip-compressed JavaScript', async ({ page }) => {
  // Known over budget (277 KB on 2026-11-23, bench/README.md): this expected failure turns into a reported
  // failure the day the page fits, and then this line goes.
  test.fail(true, 'the first page loads about 277 KB of gzip JavaScript, over the 200 KB budget');
  const { total } = await firstPageScripts(page);
  expect(total).toBeLessThanOrEqual(budgetBytes);
});
