import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payuClient } from '../payments/payu-client.ts';
import { type PayuDouble, startPayuDouble } from '../payments/testing/payu-double.ts';
import { payuOrder as order } from '../payments/testing/support.ts';
import { createMetrics } from './metrics.ts';

const log = Fastify({ logger: false }).log;

describe('PayU calls in the metrics (the loopback double)', () => {
  let payu: PayuDouble;
  beforeEach(async () => {
    payu = await startPayuDouble({ timeoutMs: 300 });
  });
  afterEach(async () => {
    await payu.close();
  });

  it('counts each HTTP call to PayU by operation and result', async () => {
    const metrics = createMetrics();
    const client = payuClient(payu.config, log, { recordCall: metrics.payuCall });
    await client.createOrder(order('lb-1'));
    payu.revokeTokens();
    await client.createOrder(order('lb-2'));
    payu.setMode('error');
    await expect(client.createOrder(order('lb-3'))).rejects.toThrow();
    payu.setMode('slow');
    await expect(client.createOrder(order('lb-4'))).rejects.toThrow();

    const text = await metrics.registry.metrics();
    const calls = text.split('\n').filter((line) => line.startsWith('logbook_payu_calls_total{'));
    expect(calls.sort()).toEqual([
      'logbook_payu_calls_total{operation="order",result="ok"} 2',
      // The revoked token's 401, then PayU's 500.
      'logbook_payu_calls_total{operation="order",result="refused"} 2',
      'logbook_payu_calls_total{operation="order",result="unavailable"} 1',
      'logbook_payu_calls_total{operation="token",result="ok"} 2',
    ]);
  });

  it('counts a refused token request as refused', async () => {
    const metrics = createMetrics();
    const client = payuClient({ ...payu.config, clientSecret: 'wrong' }, log, {
      recordCall: metrics.payuCall,
    });
    await expect(client.createOrder(order('lb-1'))).rejects.toThrow();
    const text = await metrics.registry.metrics();
    expect(text).toContain('logbook_payu_calls_total{operation="token",result="refused"} 1');
    expect(text).not.toContain('operation="order"');
  });
});
