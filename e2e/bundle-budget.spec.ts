import { gzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures.ts';

// The web budget of the performance issue: the JavaScript the first page loads, gzip-compressed, at most 200 KB.
const budgetBytes = 200 * 1024;

test('the home page loads at most 200 KB of gzip-compressed JavaScript', async ({ page }) => {
  // Known over budget (277 KB on 2026-11-23, bench/README.md): this expected failure turns into a reported
  // failure the day the page fits, and then this line goes.
  test.fail(true, 'the first page loads about 277 KB of gzip JavaScript, over the 200 KB budget');
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
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(budgetBytes);
});
