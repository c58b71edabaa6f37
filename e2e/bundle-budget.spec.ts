import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// The web budget of the performance issue: the JavaScript the first page loads, gzip-compressed, at most 200 KB.
const budgetBytes = 200 * 1024;

/** The gzip size of every script the home page loads in this language, once each. */
async function firstPageScripts(page: Page, language: 'en' | 'pl') {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
    scripts.set(
      response.url(),
      response.body().then((body) => gzipSync(body).length),
    );
  });
  await page.addInitScript((chosen) => window.localStorage.setItem('i18n-language', chosen), language);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const sizes = await Promise.all(scripts.values());
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (process.env.BUNDLE_DETAIL) for (const [url, size] of scripts) console.log(url, await size);
  console.log(
    `first page JavaScript (${language}): ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzip`,
  );
  return { files: scripts.size, total };
}

for (const language of ['en', 'pl'] as const) {
  test(`the home page in ${language} loads at most 200 KB of gzip-compressed JavaScript`, async ({
    page,
  }) => {
    const { files, total } = await firstPageScripts(page, language);
    expect(files).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(budgetBytes);
  });
}
