import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PayuDouble, startPayuDouble } from '../payments/testing/payu-double.ts';
import { orderInput, premiumUntil } from '../payments/testing/support.ts';
import { generousRateLimits, post, registerCaptain } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { freePort } from './support.ts';

type Mode = 'refuse' | 'hang' | 'up';

/**
 * PayU's address as the app knows it: nothing listening (refuse), a socket that takes the request and never
 * answers (hang), or a TCP relay to the PayU double (up). Every switch drops the open connections, so a kept-
 * alive connection cannot carry the app past the fault.
 */
async function payuAddress(target: number) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let mode: Mode = 'refuse';
  let server: net.Server | null = null;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => {});
        if (mode === 'hang') return;
        const upstream = net.connect(target, '127.0.0.1');
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  const unlisten = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async set(next: Mode) {
      for (const socket of sockets) socket.destroy();
      mode = next;
      if (next === 'refuse') await unlisten();
      else if (!server) await listen();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await unlisten();
    },
  };
}

describe('PayU down or hanging when a captain orders Premium', () => {
  let t: TestApp;
  let payu: PayuDouble;
  let address: Awaited<ReturnType<typeof payuAddress>>;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    payu = await startPayuDouble();
    address = await payuAddress(Number(new URL(payu.config.baseUrl).port));
    t = await createTestApp({
      payu: { ...payu.config, baseUrl: address.baseUrl, timeoutMs: 1000 },
      appUrl: 'https://logbook.example.com',
      rateLimits: generousRateLimits,
    });
    const captain = await registerCaptain(t, { email: 'payu-down@example.com' });
    token = captain.token;
    userId = captain.user.id;
  });
  afterAll(async () => {
    await t?.close();
    await address?.close();
    await payu?.close();
  });

  const payments = () =>
    t.app.database.db
      .selectFrom('subscriptions')
      .select(['status', 'provider_order_id'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  it('refused and hanging PayU: a clear 503 in the user’s language, nothing pending or active; then the order goes through', async () => {
    await address.set('refuse');
    const refused = await post(t, '/api/subscriptions', orderInput(), { token, language: 'pl' });
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toEqual({
      success: false,
      error: 'payment_provider_unavailable',
      message:
        'Wystąpił błąd podczas tworzenia subskrypcji: serwis płatności nie odpowiada. Nic nie zostało pobrane; spróbuj ponownie za chwilę.',
      request_id: expect.any(String),
    });

    // The connection is taken, the request sent, and no answer ever comes: the client's timeout ends it.
    await address.set('hang');
    const hanging = await post(t, '/api/subscriptions', orderInput(), { token });
    expect(hanging.statusCode, hanging.body).toBe(503);
    expect(hanging.json()).toMatchObject({
      success: false,
      error: 'payment_provider_unavailable',
      message: expect.stringContaining('the payment service is not responding. Nothing was charged'),
      request_id: expect.any(String),
    });

    expect(await payments()).toEqual([
      { status: 'canceled', provider_order_id: null },
      { status: 'canceled', provider_order_id: null },
    ]);
    expect(await premiumUntil(t, userId)).toBeNull();
    expect(payu.orders()).toEqual([]);

    // PayU is back: the same app (no restart) places the order.
    await address.set('up');
    const placed = await post(t, '/api/subscriptions', orderInput(), { token });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json<{ redirect_url: string }>().redirect_url).toMatch(
      /^https:\/\/merch-prod\.snd\.payu\.com\//,
    );
    const rows = await payments();
    expect(rows.map((row) => row.status)).toEqual(['canceled', 'canceled', 'pending']);
    expect(rows[2]?.provider_order_id).toMatch(/GUEST000P01$/);
    expect(payu.orders()).toHaveLength(1);
    // Premium starts only with PayU's notification of the payment, not with the order.
    expect(await premiumUntil(t, userId)).toBeNull();
  });
});
