import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// The web budget of the performance issues (9, then 21): the JavaScript the first page loads, gzip-compressed, at most
// 150 KB (decision records 006 and 011).
const budgetBytes = 150 * 1024;
// The interface's own font: what its files add to the first page, at most 60 KB (woff2 is compressed).
const fontBudgetBytes = 60 * 1024;

interface Downloads {
  files: number;
  total: number;
}

/**
 * What the home page loads in this language, each URL once: the gzip size of its scripts and the bytes of its
 * font files. Fonts are fetched only for the characters on the page, so Polish (ą, ę, ł...) loads more than
 * English.
 */
async function firstPage(page: Page, language: 'en' | 'pl') {
  const scripts = new Map<string, Promise<number>>();
  const fonts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    const url = response.url();
    if (kind === 'script' && !scripts.has(url)) {
      scripts.set(
        url,
        response.body().then((body) => gzipSync(body).length),
      );
    }
    if (kind === 'font' && !fonts.has(url)) {
      fonts.set(
        url,
        response.body().then((body) => body.length),
      );
    }
  });
  await page.addInitScript((chosen) => window.localStorage.setItem('i18n-language', chosen), language);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // Every face the page uses has finished loading (or failed) before the font requests are counted.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const sum = async (files: Map<string, Promise<number>>): Promise<Downloads> => {
    const sizes = await Promise.all(files.values());
    if (process.env.BUNDLE_DETAIL) for (const [url, size] of files) console.log(url, await size);
    return { files: files.size, total: sizes.reduce((all, size) => all + size, 0) };
  };
  const [script, font] = await Promise.all([sum(scripts), sum(fonts)]);
  console.log(
    `first page (${language}): JavaScript ${script.files} files, ${(script.total / 1024).toFixed(1)} KB gzip; ` +
      `fonts ${font.files} files, ${(font.total / 1024).toFixed(1)} KB`,
  );
  return { script, font };
}

for (const language of ['en', 'pl'] as const) {
  test(`the home page in ${language} loads at most 150 KB of gzip-compressed JavaScript`, async ({
    page,
  }) => {
    const { script } = await firstPage(page, language);
    expect(script.files).toBeGreaterThan(0);
    expect(script.total).toBeLessThanOrEqual(budgetBytes);
  });

  test(`the home page in ${language} uses its own font and loads at most 60 KB of it`, async ({ page }) => {
    const { font } = await firstPage(page, language);
    // Latin for English; Latin and Latin Extended for Polish, whose letters are in the second.
    expect(font.files).toBe(language === 'pl' ? 2 : 1);
    expect(font.total).toBeLessThanOrEqual(fontBudgetBytes);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCSS('font-family', /^"Public Sans Variable"/);
    // The browser decoded what it downloaded: the faces are loaded, not failed.
    const loaded = await page.evaluate(
      () =>
        [...document.fonts].filter((face) => face.family.includes('Public Sans') && face.status === 'loaded')
          .length,
    );
    expect(loaded).toBe(font.files);
  });
}
