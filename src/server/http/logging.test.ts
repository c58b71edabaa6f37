import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { redactUrl } from './logging.ts';

describe('redactUrl', () => {
  it('hides the token in a password reset path', () => {
    expect(redactUrl('/reset-password/abc123')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/api/auth/reset-password/abc123')).toBe('/api/auth/reset-password/[redacted]');
    expect(redactUrl('/api/auth/reset-password/abc123?lang=pl')).toBe(
      '/api/auth/reset-password/[redacted]?lang=pl',
    );
    expect(redactUrl('/api/auth/reset-password/abc123/confirm')).toBe(
      '/api/auth/reset-password/[redacted]/confirm',
    );
    expect(redactUrl('/Reset-Password/abc123')).toBe('/Reset-Password/[redacted]');
  });

  it('hides the token of a CV link', () => {
    expect(redactUrl('/api/captain/cv/pdf/abc123')).toBe('/api/captain/cv/pdf/[redacted]');
    expect(redactUrl('/api/captain/cv/pdf/abc123?lang=pl')).toBe('/api/captain/cv/pdf/[redacted]?lang=pl');
    expect(redactUrl('/api/captain/cv/trips')).toBe('/api/captain/cv/trips');
  });

  it('hides the code of a verifiable document, on the API and on the page', () => {
    expect(redactUrl('/api/verify/ABCD-EFGH-JKMN')).toBe('/api/verify/[redacted]');
    expect(redactUrl('/verify/ABCDEFGHJKMN?lang=pl')).toBe('/verify/[redacted]?lang=pl');
    expect(redactUrl('/verify-email/abc')).toBe('/verify-email/[redacted]');
  });

  it('hides token, code, key and secret query parameters wherever they are', () => {
    expect(redactUrl('/verify?token=abc123')).toBe('/verify?token=[redacted]');
    expect(redactUrl('/payments/return?code=xyz&status=ok')).toBe(
      '/payments/return?code=[redacted]&status=ok',
    );
    expect(redactUrl('/x?page=2&token=abc&sort=name')).toBe('/x?page=2&token=[redacted]&sort=name');
    expect(redactUrl('/x?key=k1&secret=s1')).toBe('/x?key=[redacted]&secret=[redacted]');
    expect(redactUrl('/x?TOKEN=abc')).toBe('/x?TOKEN=[redacted]');
    expect(redactUrl('/x?token=')).toBe('/x?token=[redacted]');
  });

  it('hides every copy of a repeated parameter', () => {
    expect(redactUrl('/x?token=a&token=b')).toBe('/x?token=[redacted]&token=[redacted]');
  });

  it('hides both the path token and query secrets in one URL', () => {
    expect(redactUrl('/reset-password/abc?token=def')).toBe('/reset-password/[redacted]?token=[redacted]');
  });

  it('leaves URLs without secrets alone', () => {
    for (const url of [
      '/',
      '/api/subscriptions/plans',
      '/api/trips?page=2&sort=date',
      '/api/trips?tokens=5',
      '/api/trips?barcode=5',
      '/token/abc',
      '/reset-password',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

interface LogLine {
  level: number;
  msg: string;
  req?: Record<string, unknown>;
  reqId?: string;
  [key: string]: unknown;
}

describe('request logging', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  const output: string[] = [];
  const lines = () => output.map((line) => JSON.parse(line) as LogLine);
  const secrets = [
    'bearer-secret-1',
    'cookie-secret-2',
    'query-secret-3',
    'path-secret-4',
    'password-secret-5',
  ];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = {
      ...loadConfig({}),
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      webDir: path.join(database.dataDir, 'no-web-build'),
      logLevel: 'info' as const,
    };
    app = await buildApp(config, { logStream: { write: (line) => output.push(line) } });
    // Code that carelessly logs a whole header set or body must still not leak secrets.
    app.post('/api/test/careless', async (request) => {
      request.log.info({ headers: request.headers, body: request.body }, 'careless log');
      return { success: true };
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('logs requests without the Authorization header, cookies or secrets in the URL', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/subscriptions/plans?token=query-secret-3',
      headers: { authorization: 'Bearer bearer-secret-1', cookie: 'session=cookie-secret-2' },
    });
    expect(response.statusCode).toBe(200);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/auth/reset-password/path-secret-4',
      headers: { authorization: 'Bearer bearer-secret-1' },
    });
    expect(missing.statusCode).toBe(404);

    await vi.waitFor(() =>
      expect(lines().filter((line) => line.msg === 'request completed')).toHaveLength(2),
    );
    const incoming = lines().filter((line) => line.msg === 'incoming request');
    expect(incoming.map((line) => line.req)).toEqual([
      { method: 'GET', url: '/api/subscriptions/plans?token=[redacted]', remoteAddress: '127.0.0.1' },
      { method: 'GET', url: '/api/auth/reset-password/[redacted]', remoteAddress: '127.0.0.1' },
    ]);
    const text = output.join('');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('redacts the Authorization header, cookies and passwords when code logs them itself', async () => {
    output.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/careless',
      headers: { authorization: 'Bearer bearer-secret-1', cookie: 'session=cookie-secret-2' },
      payload: { email: 'ann@example.com', password: 'password-secret-5' },
    });
    expect(response.statusCode).toBe(200);
    const careless = lines().find((line) => line.msg === 'careless log');
    expect(careless?.headers).toMatchObject({ authorization: '[redacted]', cookie: '[redacted]' });
    expect(careless?.body).toEqual({ email: 'ann@example.com', password: '[redacted]' });
    const text = output.join('');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
