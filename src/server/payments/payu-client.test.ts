import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PayuRejectedError, PayuUnavailableError, payuClient } from './payu-client.ts';
import { type PayuDouble, startPayuDouble } from './testing/payu-double.ts';
import { payuOrder as order } from './testing/support.ts';

const log = Fastify({ logger: false }).log;

describe('PayU client against the loopback double', () => {
  let payu: PayuDouble;
  beforeEach(async () => {
    payu = await startPayuDouble({ timeoutMs: 300 });
  });
  afterEach(async () => {
    await payu.close();
  });

  it('reads orderId and redirectUri from the 302 without following it, and from a 201', async () => {
    const client = payuClient(payu.config, log);
    const first = await client.createOrder(order('lb-1'));
    expect(first.orderId).toMatch(/GUEST000P01$/);
    expect(first.redirectUri).toMatch(/^https:\/\/merch-prod\.snd\.payu\.com\/pay\//);
    expect(payu.requests.filter((r) => r.path === '/pay/')).toHaveLength(0);

    payu.setMode('created');
    expect((await client.createOrder(order('lb-2'))).orderId).toMatch(/GUEST000P01$/);
  });

  it('sends the OAuth form and a Bearer token, adds merchantPosId, and reuses the token', async () => {
    const client = payuClient(payu.config, log);
    await client.createOrder(order('lb-1'));
    await client.createOrder(order('lb-2'));
    const tokenRequests = payu.tokenRequests();
    expect(tokenRequests).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(tokenRequests[0]!.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: payu.config.clientId,
      client_secret: payu.config.clientSecret,
    });
    const orders = payu.orders();
    expect(orders).toHaveLength(2);
    expect(orders[0]).toMatchObject({
      merchantPosId: payu.config.posId,
      totalAmount: '4900',
      extOrderId: 'lb-1',
    });
    const orderRequest = payu.requests.find((r) => r.path === '/api/v2_1/orders')!;
    expect(orderRequest.headers.authorization).toMatch(/^Bearer [0-9a-f-]{36}$/);
    expect(orderRequest.headers['content-type']).toBe('application/json');
  });

  it('fetches a new token when the cached one is about to expire', async () => {
    let clock = 1_000_000;
    const client = payuClient(payu.config, log, { now: () => clock });
    await client.createOrder(order('lb-1'));
    clock += 43_199_000 - 120_000;
    await client.createOrder(order('lb-2'));
    expect(payu.tokenRequests()).toHaveLength(1);
    clock += 90_000;
    await client.createOrder(order('lb-3'));
    expect(payu.tokenRequests()).toHaveLength(2);
  });

  it('shares one token request between concurrent orders', async () => {
    const client = payuClient(payu.config, log);
    await Promise.all([client.createOrder(order('lb-1')), client.createOrder(order('lb-2'))]);
    expect(payu.tokenRequests()).toHaveLength(1);
  });

  it('gets a fresh token once when PayU no longer accepts the cached one', async () => {
    const client = payuClient(payu.config, log);
    await client.createOrder(order('lb-1'));
    payu.revokeTokens();
    await client.createOrder(order('lb-2'));
    expect(payu.tokenRequests()).toHaveLength(2);
  });

  it('reports ORDER_NOT_UNIQUE for a repeated extOrderId', async () => {
    const client = payuClient(payu.config, log);
    await client.createOrder(order('lb-1'));
    const error = await client.createOrder(order('lb-1')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayuRejectedError);
    expect(error).toMatchObject({ httpStatus: 400, code: 'ORDER_NOT_UNIQUE' });
  });

  it('reports bad credentials as a refusal', async () => {
    const client = payuClient({ ...payu.config, clientSecret: 'wrong' }, log);
    const error = await client.createOrder(order('lb-1')).catch((e: unknown) => e);
    expect(error).toMatchObject({ httpStatus: 401, code: 'invalid_client' });
    expect(payu.orders()).toHaveLength(0);
  });

  it('reports a 500 as a refusal, a slow PayU and a refused connection as unavailable', async () => {
    const client = payuClient(payu.config, log);
    payu.setMode('error');
    await expect(client.createOrder(order('lb-1'))).rejects.toBeInstanceOf(PayuRejectedError);
    payu.setMode('slow');
    await expect(client.createOrder(order('lb-2'))).rejects.toBeInstanceOf(PayuUnavailableError);
    await payu.close();
    await expect(client.createOrder(order('lb-3'))).rejects.toBeInstanceOf(PayuUnavailableError);
  });
});
