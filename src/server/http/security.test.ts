import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

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
