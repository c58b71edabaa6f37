import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body>Logbook</body></html>';
const appJs = 'console.log("logbook");';
/** A script large enough for scripts/precompress.mjs to write its .br and .gz copies. */
const bigJs = `${'console.log("a sailing logbook");\n'.repeat(200)}`;

/** A fake web build: index.html, a hashed asset and a file at the root such as a favicon. */
function writeWebBuild(webDir: string) {
  fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), appJs);
  fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(webDir, 'assets', 'big.js'), bigJs);
  fs.writeFileSync(path.join(webDir, 'assets', 'big.js.br'), zlib.brotliCompressSync(bigJs));
  fs.writeFileSync(path.join(webDir, 'assets', 'big.js.gz'), zlib.gzipSync(bigJs));
}

describe('SPA with a web build', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-web-'));
    writeWebBuild(root);
    t = await createTestApp({ webDir: root });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html at / and never lets it be cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(indexHtml);
  });

  it('serves index.html for client routes, with or without a query string', async () => {
    for (const url of ['/some/client/route', '/cennik', '/contact?tab=premium', '/home/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('serves index.html itself with no-cache too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(appJs);
  });

  it('does not cache files outside assets/ forever, since their names do not change', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build-time brotli or gzip copy of an asset to a client that accepts it', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigJs);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(bigJs);

    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigJs);
  });

  it('sends the page itself compressed when the client accepts it', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/cennik',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(indexHtml);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(indexHtml);
  });

  it('answers 404 JSON for a missing asset instead of the HTML page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      success: false,
      message: 'Not found.',
      request_id: expect.any(String),
    });
  });

  it('answers 404 JSON for unknown API routes', async () => {
    for (const url of ['/api/unknown', '/api', '/api/subscriptions/plans/7', '/api/unknown?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({
        success: false,
        message: 'Not found.',
        request_id: expect.any(String),
      });
    }
  });

  it('does not treat paths that only start like /api as API routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/apiary' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });

  it('answers 404 JSON, translated, for other methods on page paths', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/some/client/route',
        headers: { 'accept-language': 'pl' },
      });
      expect(response.statusCode, method).toBe(404);
      expect(response.json(), method).toEqual({
        success: false,
        message: 'Nie znaleziono.',
        request_id: expect.any(String),
      });
    }
  });

  it('does not serve files outside the web build', async () => {
    fs.writeFileSync(path.join(path.dirname(root), `${path.basename(root)}-secret.txt`), 'secret');
    try {
      for (const url of [
        `/../${path.basename(root)}-secret.txt`,
        `/%2e%2e/${path.basename(root)}-secret.txt`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.body, url).not.toContain('secret');
      }
    } finally {
      fs.rmSync(path.join(path.dirname(root), `${path.basename(root)}-secret.txt`), { force: true });
    }
  });
});

describe('SPA served from a directory whose own path contains "assets"', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-web-'));
    const webDir = path.join(root, 'assets', 'web');
    writeWebBuild(webDir);
    t = await createTestApp({ webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('still caches only the files under the build’s assets/ forever', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('SPA without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers 503 JSON for a page, saying the web app is not built', async () => {
    for (const url of ['/', '/some/client/route']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({
        success: false,
        message: 'The web application has not been built yet. Run npm start.',
        request_id: expect.any(String),
      });
    }
  });

  it('still answers the API and its 404s', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/subscriptions/plans' })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Not found.', request_id: expect.any(String) });
  });
});
