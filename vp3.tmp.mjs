import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3000';
const reg = await (await fetch(base + '/api/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Zofia Żeglarska', email: `z${Date.now()}@example.com`, phone_register: '+48 600 100 200', password: 'secret123', password_confirmation: 'secret123' }) })).json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [w, h, tag] of [[1280, 900, 'desk'], [390, 844, 'phone']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  await ctx.addInitScript(([u, t]) => { localStorage.setItem('i18n-language', 'pl'); localStorage.setItem('user', JSON.stringify(u)); localStorage.setItem('token', t); }, [reg.user, reg.token]);
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  for (const p of ['/captain-profile', '/captain-profile?tab=premium', '/dashboard']) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/shots/${p.replace(/[/?=]/g, '_')}-${tag}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
