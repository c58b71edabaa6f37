import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, get, post, registerCaptain } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { startPayuDouble } from './testing/payu-double.ts';
import {
  dayMs,
  type OrderResponse,
  orderInput,
  payment,
  premiumUntil,
  storedNotifications,
} from './testing/support.ts';

const appUrl = 'http://localhost:3000';

describe('the built-in sandbox checkout (no PAYU_* settings)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ appUrl, rateLimits: generousRateLimits });
  });
  afterAll(async () => t.close());

  async function order(email: string, language = 'en') {
    const captain = await registerCaptain(t, { email });
    const response = await post(t, '/api/subscriptions', orderInput(), { token: captain.token, language });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<OrderResponse>();
    const row = await payment(t, body.subscription_id);
    return { captain, body, row };
  }

  const form = (url: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': language },
      payload: '',
    });

  it('order -> sandbox page -> Pay -> 303 to continueUrl -> premium active', async () => {
    const { captain, body, row } = await order('sandbox-pay@example.com');
    expect(body.redirect_url).toBe(`/sandbox/payu/${row.ext_order_id}`);
    expect(row.provider_order_id).toMatch(/^SBX[0-9A-F]+$/);

    const page = await get(t, body.redirect_url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body.toLowerCase()).toContain('sandbox');
    expect(page.body).toContain('no real money');
    expect(page.body).toContain('Yearly premium');
    expect(page.body).not.toContain('Premium roczny');
    expect(page.body).toContain('49.00');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain(`action="/sandbox/payu/${row.ext_order_id}/pay"`);
    expect(page.body).toContain(`action="/sandbox/payu/${row.ext_order_id}/cancel"`);

    const paid = await form(`${body.redirect_url}/pay`);
    expect(paid.statusCode, paid.body).toBe(303);
    // Back on our own origin by path, whichever host name the browser used.
    expect(paid.headers.location).toBe(`/captain-profile?tab=premium&payment=${body.subscription_id}`);
    expect((await payment(t, body.subscription_id)).status).toBe('completed');
    const until = await premiumUntil(t, captain.user.id);
    expect(Math.abs(Date.parse(until!) - (Date.now() + 365 * dayMs))).toBeLessThan(60_000);

    // The same signed notifications PayU would send went through the webhook.
    const notes = (await storedNotifications(t)).filter((n) => n.ext_order_id === row.ext_order_id);
    expect(notes.map((n) => [n.status, n.signature_valid, n.outcome])).toEqual([
      ['PENDING', 1, 'no_change'],
      ['COMPLETED', 1, 'completed'],
    ]);
    expect(JSON.parse(notes[1]!.body)).toMatchObject({
      order: { extOrderId: row.ext_order_id, totalAmount: '4900', currencyCode: 'PLN', status: 'COMPLETED' },
    });

    // Paying again: a clear page, nothing extended twice.
    const again = await form(`${body.redirect_url}/pay`);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('already been paid');
    expect(await premiumUntil(t, captain.user.id)).toBe(until);
    const pageAfter = await get(t, body.redirect_url);
    expect(pageAfter.statusCode).toBe(409);
  });

  it('Cancel: 303 back, the payment canceled, no premium; in Polish', async () => {
    const { captain, body } = await order('sandbox-cancel@example.com', 'pl');
    const page = await get(t, body.redirect_url, { language: 'pl' });
    expect(page.body).toContain('Płatność testowa (sandbox)');
    expect(page.body).toContain('Zapłać');
    expect(page.body).toContain('49,00');
    const canceled = await form(`${body.redirect_url}/cancel`, 'pl');
    expect(canceled.statusCode).toBe(303);
    expect((await payment(t, body.subscription_id)).status).toBe('canceled');
    expect(await premiumUntil(t, captain.user.id)).toBeNull();
    const payAfterCancel = await form(`${body.redirect_url}/pay`, 'pl');
    expect(payAfterCancel.statusCode).toBe(409);
    expect(payAfterCancel.body).toContain('anulowane');
  });

  it('an unknown order gets a clear page', async () => {
    const page = await get(t, '/sandbox/payu/lb-unknown');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Order not found');
    expect((await form('/sandbox/payu/lb-unknown/pay')).statusCode).toBe(404);
  });

  it('escapes what it shows', async () => {
    await t.app.database.db
      .updateTable('plans')
      .set({ name_en: '<b>Year</b>', name_pl: '<b>Rok</b>' })
      .where('id', '=', 1)
      .execute();
    try {
      const { body } = await order('sandbox-escape@example.com');
      const page = await get(t, body.redirect_url);
      expect(page.body).toContain('&lt;b&gt;Year&lt;/b&gt;');
      expect(page.body).not.toContain('<b>Year</b>');
    } finally {
      await t.app.database.db
        .updateTable('plans')
        .set({ name_en: 'Yearly premium', name_pl: 'Premium roczny' })
        .where('id', '=', 1)
        .execute();
    }
  });
});

describe('sandbox next to the built web app', () => {
  it('is not swallowed by the SPA fallback', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root">SPA</div>');
    const t = await createTestApp({ webDir, rateLimits: generousRateLimits });
    try {
      const captain = await registerCaptain(t);
      const response = await post(t, '/api/subscriptions', orderInput(), { token: captain.token });
      const page = await get(t, response.json<OrderResponse>().redirect_url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('SANDBOX');
      expect(page.body).not.toContain('id="root"');
      expect((await get(t, '/captain-profile')).body).toContain('id="root"');
    } finally {
      await t.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});

describe('with real PayU configured', () => {
  it('has no sandbox routes', async () => {
    const payu = await startPayuDouble();
    const t = await createTestApp({ payu: payu.config, rateLimits: generousRateLimits });
    try {
      const captain = await registerCaptain(t);
      const response = await post(t, '/api/subscriptions', orderInput(), { token: captain.token });
      const row = await payment(t, response.json<OrderResponse>().subscription_id);
      const page = await get(t, `/sandbox/payu/${row.ext_order_id}`);
      expect(page.body.toLowerCase()).not.toContain('sandbox');
      const pay = await t.app.inject({
        method: 'POST',
        url: `/sandbox/payu/${row.ext_order_id}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(pay.statusCode).toBe(404);
      expect(row.status).toBe('pending');
    } finally {
      await t.close();
      await payu.close();
    }
  });
});
