import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captainInput, generousRateLimits, get, post } from '../testing/accounts.ts';
import { expectNoLeak, registerTestRoutes } from '../testing/error-test-routes.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTrip, newCaptain } from '../trips/test-support.ts';
import { tileImageSource } from './security.ts';

/** "default-src 'self';script-src 'self'" -> { 'default-src': ["'self'"], 'script-src': ["'self'"] } */
function parseCsp(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  const directives: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = values;
  }
  return directives;
}

describe('security headers and API documentation', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    // A web build, so pages are real HTML responses.
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head></html>',
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'export {};');
    t = await createTestApp({ webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('sends a strict Content-Security-Policy with every page', async () => {
    for (const url of ['/', '/cennik', '/contact']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      expect(csp['script-src'], url).not.toContain("'unsafe-inline'");
      expect(csp['script-src'], url).not.toContain("'unsafe-eval'");
      expect(csp['script-src-attr'], url).toEqual(["'none'"]);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['base-uri'], url).toEqual(["'self'"]);
      expect(csp['form-action'], url).toEqual(["'self'"]);
    }
  });

  it('sends the other hardening headers with pages and API responses', async () => {
    for (const url of ['/', '/api/subscriptions/plans', '/api/unknown']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
      expect(parseCsp(response.headers['content-security-policy'])['frame-ancestors'], url).toEqual([
        "'none'",
      ]);
    }
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Logbook API');
    const plans = document.paths['/api/subscriptions/plans'];
    expect(plans).toBeDefined();
    expect(plans.get.tags).toEqual(['subscriptions']);
    const schema = plans.get.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(['message', 'plans', 'success']);
    expect(Object.keys(schema.properties.plans.items.properties).sort()).toEqual([
      'amount',
      'currency',
      'duration_days',
      'id',
      'name',
    ]);
  });

  it('does not list its own documentation routes in the document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Swagger UI');
    // Swagger UI's own script files are served, so the page can actually load.
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });
});

describe('security headers on every kind of response', () => {
  let t: TestApp;
  let webDir: string;
  let token: string;
  let tripId: number;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head></head></html>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'export {};');
    t = await createTestApp({ webDir });
    registerTestRoutes(t);
    const captain = await newCaptain(t, true);
    token = captain.token;
    tripId = (await createTrip(t, token)).id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const requests = () =>
    [
      { label: 'SPA page', method: 'GET', url: '/login' },
      { label: 'static asset', method: 'GET', url: '/assets/app.js' },
      { label: 'JSON', method: 'GET', url: '/api/subscriptions/plans' },
      { label: 'authenticated JSON', method: 'GET', url: '/api/sailing-trips', token },
      { label: 'PDF', method: 'GET', url: `/api/sailing-trips/${tripId}/voyage-card-pdf`, token },
      { label: '401', method: 'GET', url: '/api/sailing-trips' },
      { label: '404', method: 'GET', url: '/api/nope' },
      { label: '400 bad URL', method: 'GET', url: '/api/%E0%A4%A' },
      { label: '422', method: 'POST', url: '/api/test/echo', payload: {} },
      { label: '500', method: 'GET', url: '/api/test/crash' },
      { label: '500 response schema', method: 'GET', url: '/api/test/bad-response' },
      { label: 'OpenAPI', method: 'GET', url: '/api/docs/json' },
    ] as const;

  it('sends CSP with frame-ancestors, nosniff, a referrer policy and no X-Powered-By on each', async () => {
    for (const request of requests()) {
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        ...('token' in request ? { headers: { authorization: `Bearer ${request.token}` } } : {}),
        ...('payload' in request ? { payload: request.payload } : {}),
      });
      const { label } = request;
      expect(response.headers['content-security-policy'], `${label}: no CSP`).toEqual(expect.any(String));
      // Swagger UI sends its own hash-pinned policy, which lets only the same origin frame it.
      expect(parseCsp(response.headers['content-security-policy'])['frame-ancestors'], label).toEqual([
        label === 'OpenAPI' ? "'self'" : "'none'",
      ]);
      expect(response.headers['x-content-type-options'], label).toBe('nosniff');
      expect(response.headers['referrer-policy'], label).toBe('no-referrer');
      expect(response.headers['x-powered-by'], label).toBeUndefined();
      // Plain HTTP, no trusted proxy: no HSTS.
      expect(response.headers['strict-transport-security'], label).toBeUndefined();
      if (response.statusCode >= 400) expectNoLeak(response);
    }
  });
});

describe('HSTS only behind HTTPS', () => {
  const hsts = 'max-age=31536000; includeSubDomains';
  let proxied: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: true });
    direct = await createTestApp({ trustProxy: false });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  it('sends HSTS when the trusted proxy says the request came over HTTPS, on answers and errors', async () => {
    for (const url of ['/api/subscriptions/plans', '/api/nope', '/api/sailing-trips', '/']) {
      const https = await proxied.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security'], url).toBe(hsts);
      const http = await proxied.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('ignores a forged X-Forwarded-Proto when no proxy is trusted', async () => {
    const response = await direct.app.inject({
      method: 'GET',
      url: '/api/subscriptions/plans',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('no secrets in responses or logs', () => {
  let t: TestApp;
  const output: string[] = [];
  const password = 'Sekretne-Haslo-Kapitana-42';
  beforeAll(async () => {
    t = await createTestApp(
      { logLevel: 'debug', rateLimits: generousRateLimits },
      { logger: true, logStream: { write: (line) => output.push(line) } },
    );
    registerTestRoutes(t);
  });
  afterAll(async () => t.close());

  it('never writes a password, a session token, a reset token or the database URL to the log', async () => {
    const email = 'sekret@example.com';
    const registered = await post(t, '/api/auth/register', captainInput({ email, password }));
    expect(registered.statusCode).toBe(201);
    const { token } = registered.json<{ token: string }>();
    const login = await post(t, '/api/auth/login', { email, password });
    const loginToken = login.json<{ token: string }>().token;
    await post(t, '/api/auth/login', { email, password: `${password}-wrong` });
    await post(t, '/api/auth/forgot-password', { email });
    const resetToken = 'reset-token-that-must-not-be-logged';
    await post(t, '/api/auth/reset-password', {
      email,
      token: resetToken,
      password: `${password}-new`,
      password_confirmation: `${password}-new`,
    });
    await post(
      t,
      '/api/captain-profile/change-password',
      {
        current_password: password,
        new_password: `${password}-2`,
        new_password_confirmation: `${password}-2`,
      },
      { token },
    );
    await get(t, `/api/sailing-trips?token=${loginToken}`, { token: loginToken });
    for (const url of ['/api/test/crash', '/api/test/database-down', '/api/test/bad-response']) {
      const response = await get(t, url, { token });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(500);
      expectNoLeak(response);
    }
    const log = output.join('\n');
    expect(output.length).toBeGreaterThan(10);
    expect(log).toContain('request completed');
    for (const secret of [password, token, loginToken, resetToken]) {
      expect(log, secret).not.toContain(secret);
    }
    if (t.config.databaseUrl) expect(log).not.toContain(t.config.databaseUrl);
  });
});

describe('map tiles in the Content-Security-Policy', () => {
  it('allows no foreign image, and says there are no tiles, without MAP_TILES_URL', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(parseCsp(response.headers['content-security-policy'])['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
      ]);
      expect(response.json()).toEqual({ success: true, map_tiles_url: null, map_tiles_attribution: null });
    } finally {
      await t.close();
    }
  });

  it('allows images from the tile host only, and tells the web app the address and credit', async () => {
    const url = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    const t = await createTestApp({ mapTiles: { url, attribution: '© OpenStreetMap contributors' } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/config' });
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(response.json()).toEqual({
        success: true,
        map_tiles_url: url,
        map_tiles_attribution: '© OpenStreetMap contributors',
      });
    } finally {
      await t.close();
    }
  });

  it('names the tile host by scheme and host, a {s} subdomain as a wildcard', () => {
    expect(tileImageSource('https://tiles.example.org:8443/osm/{z}/{x}/{y}.png?key=secret')).toBe(
      'https://tiles.example.org:8443',
    );
    expect(tileImageSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
  });
});
