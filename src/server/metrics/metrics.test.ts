import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, post, registerCaptain } from '../testing/accounts.ts';
import { type SmtpCapture, startSmtpCapture } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { newCaptain, validTrip } from '../trips/test-support.ts';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus' text format (# lines skipped); label values here never hold commas or quotes. */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The value of one sample, 0 when the series does not exist yet. */
function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return found?.value ?? 0;
}

function urlOf(address: AddressInfo | null | undefined): string {
  if (!address) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

describe('metrics on their own port', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: string;
  let metricsUrl: string;

  async function scrape(): Promise<Sample[]> {
    const response = await fetch(`${metricsUrl}/metrics`);
    expect(response.status).toBe(200);
    return samplesOf(await response.text());
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({
      smtpUrl: smtp.url,
      rateLimits: generousRateLimits,
      metrics: { port: 0, host: '127.0.0.1' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    api = urlOf(t.app.server.address() as AddressInfo);
    metricsUrl = urlOf(await t.app.metricsListener.listening());
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('serves GET /metrics in the Prometheus text format on the metrics port only', async () => {
    const response = await fetch(`${metricsUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect((await fetch(`${metricsUrl}/other`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
    const onPublicPort = await fetch(`${api}/metrics`);
    expect(onPublicPort.status).toBe(404);
    expect(await onPublicPort.text()).not.toContain('logbook_http_requests_total');
  });

  it('counts and times requests by route pattern, method and status, never by id or token', async () => {
    const captain = await newCaptain(t, true);
    const auth = { authorization: `Bearer ${captain.token}`, 'content-type': 'application/json' };
    const created = await fetch(`${api}/api/sailing-trips`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(validTrip()),
    });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { sailing_trip: { id: number } }).sailing_trip;
    const before = await scrape();
    const route = { route: '/api/sailing-trips/:id', method: 'GET', status: '200' };
    expect(sampleValue(before, 'logbook_http_requests_total', route)).toBe(0);

    expect((await fetch(`${api}/api/sailing-trips/${id}`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${api}/api/sailing-trips/${id}`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${api}/api/sailing-trips/${id + 1000}`, { headers: auth })).status).toBe(404);
    expect((await fetch(`${api}/api/no-such-thing/${captain.token}`)).status).toBe(404);

    const after = await scrape();
    expect(sampleValue(after, 'logbook_http_requests_total', route)).toBe(2);
    expect(sampleValue(after, 'logbook_http_request_duration_seconds_count', route)).toBe(2);
    expect(sampleValue(after, 'logbook_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(
      sampleValue(after, 'logbook_http_requests_total', { ...route, status: '404' }),
      'a trip not found counts under its route',
    ).toBe(1);
    expect(
      sampleValue(after, 'logbook_http_requests_total', {
        route: 'unmatched',
        method: 'GET',
        status: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(after, 'logbook_http_requests_total', {
        route: '/api/sailing-trips',
        method: 'POST',
        status: '201',
      }),
    ).toBe(1);
    const labelValues = after.flatMap((sample) => Object.values(sample.labels));
    for (const value of labelValues) {
      expect(value).not.toContain(captain.token);
      expect(value).not.toMatch(new RegExp(`/${id}(/|$)`));
    }
  });

  it('counts the mails sent and failed', async () => {
    const before = sampleValue(await scrape(), 'logbook_mails_total', { result: 'sent' });
    const mailsBefore = smtp.messages.length;
    const response = await fetch(`${api}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody-yet@example.com' }),
    });
    expect(response.status).toBeLessThan(300);
    await newCaptain(t, false);
    const sent = smtp.messages.length - mailsBefore;
    expect(sent).toBeGreaterThanOrEqual(1);
    const after = await scrape();
    expect(sampleValue(after, 'logbook_mails_total', { result: 'sent' })).toBe(before + sent);
    expect(sampleValue(after, 'logbook_mails_total', { result: 'failed' })).toBe(0);

    const email = 'mail-fails@example.com';
    await registerCaptain(t, { email });
    const port = Number(new URL(smtp.url).port);
    await smtp.close();
    const down = await post(t, '/api/auth/forgot-password', { email });
    expect(down.statusCode, down.body).toBe(503);
    smtp = await startSmtpCapture(port);
    const failed = await scrape();
    expect(sampleValue(failed, 'logbook_mails_total', { result: 'failed' })).toBe(1);
    expect(sampleValue(failed, 'logbook_mails_total', { result: 'sent' })).toBe(before + sent + 1);
  });

  it('times each PDF rendered by document', async () => {
    const captain = await newCaptain(t, true);
    const auth = { authorization: `Bearer ${captain.token}`, 'content-type': 'application/json' };
    const created = await fetch(`${api}/api/sailing-trips`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(validTrip()),
    });
    const { id } = ((await created.json()) as { sailing_trip: { id: number } }).sailing_trip;
    const card = await fetch(`${api}/api/sailing-trips/${id}/voyage-card-pdf`, { headers: auth });
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('application/pdf');

    const samples = await scrape();
    const voyageCard = { document: 'voyage_card' };
    expect(sampleValue(samples, 'logbook_pdf_render_duration_seconds_count', voyageCard)).toBe(1);
    expect(sampleValue(samples, 'logbook_pdf_render_duration_seconds_sum', voyageCard)).toBeGreaterThan(0);
    expect(
      sampleValue(samples, 'logbook_pdf_render_duration_seconds_bucket', { ...voyageCard, le: '+Inf' }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'logbook_pdf_render_duration_seconds_count', { document: 'crew_opinion' }),
    ).toBe(0);
  });

  it('reports the database connections, the event-loop delay and the memory of the process', async () => {
    const samples = await scrape();
    const names = new Set(samples.map((sample) => sample.name));
    if (t.app.database.dialect === 'postgres') {
      const total = sampleValue(samples, 'logbook_db_pool_connections');
      expect(total).toBeGreaterThanOrEqual(1);
      expect(total).toBeLessThanOrEqual(10);
      expect(sampleValue(samples, 'logbook_db_pool_idle_connections')).toBeLessThanOrEqual(total);
      expect(names).toContain('logbook_db_pool_waiting_queries');
    } else {
      expect(sampleValue(samples, 'logbook_db_pool_connections')).toBe(1);
      expect(names).not.toContain('logbook_db_pool_idle_connections');
    }
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('metrics listener lifecycle', () => {
  it('starts no listener without METRICS_PORT', async () => {
    const t = await createTestApp();
    try {
      expect(t.config.metrics).toBeNull();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      expect(t.app.hasDecorator('metricsListener')).toBe(false);
      const api = urlOf(t.app.server.address() as AddressInfo);
      expect((await fetch(`${api}/metrics`)).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('serves the app without metrics when the metrics port is taken, and says why', async () => {
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', () => resolve()));
    const { port } = taken.address() as AddressInfo;
    const t = await createTestApp({ metrics: { port, host: '127.0.0.1' } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      await expect(t.app.metricsListener.listening()).rejects.toMatchObject({ code: 'EADDRINUSE' });
      expect(t.app.metricsListener.address()).toBeNull();
      const api = urlOf(t.app.server.address() as AddressInfo);
      expect((await fetch(`${api}/api/subscriptions/plans`)).status).toBe(200);
    } finally {
      await t.close();
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('starts only once the app listens, and closes with the app', async () => {
    const t = await createTestApp({ metrics: { port: 0, host: '127.0.0.1' } });
    let closed = false;
    try {
      expect(t.app.metricsListener.address()).toBeNull();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const metricsUrl = urlOf(await t.app.metricsListener.listening());
      expect(urlOf(t.app.metricsListener.address())).toBe(metricsUrl);
      expect((await fetch(`${metricsUrl}/metrics`)).status).toBe(200);
      await t.close();
      closed = true;
      await expect(fetch(`${metricsUrl}/metrics`)).rejects.toThrow();
    } finally {
      if (!closed) await t.close();
    }
  });
});
