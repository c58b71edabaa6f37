import { chromium } from 'playwright-core';
const [,, url, lang, w, h, out] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: +w, height: +h } });
await ctx.addInitScript((l) => localStorage.setItem('i18n-language', l), lang);
const page = await ctx.newPage();
await page.goto(url, { waitUntil: 'networkidle' });
if (process.env.CLICK) { await page.getByRole('button', { name: process.env.CLICK }).click(); await page.waitForTimeout(400); }
await page.screenshot({ path: out });
await browser.close();
