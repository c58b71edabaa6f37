import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The installable app's files as the web build writes them (scripts/pwa-plugin.ts): the service worker and its
// Workbox runtime at the root, and the web manifest. A browser checks sw.js for a new version on every visit, so
// it must never come from an HTTP cache (docs/deck-log.md, "Offline at sea").
const serviceWorker = 'self.addEventListener("fetch", () => {});';
const manifest = JSON.stringify({ name: 'Logbook', start_url: '/', display: 'standalone' });

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><body>Logbook</body></html>');
  fs.writeFileSync(path.join(root, 'sw.js'), serviceWorker);
  fs.writeFileSync(path.join(root, 'workbox-9c191d2f.js'), serviceWorker);
  fs.writeFileSync(path.join(root, 'manifest.webmanifest'), manifest);
  t = await createTestApp({ webDir: root });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

it('serves the service worker as JavaScript that is checked again on every visit', async () => {
  for (const url of ['/sw.js', '/workbox-9c191d2f.js']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control'], url).toBe('no-cache');
    expect(response.body, url).toBe(serviceWorker);
  }
});

it('serves the web manifest with its media type', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.json()).toEqual(JSON.parse(manifest));
});

it('lets the page load the worker and the manifest from its own origin only', async () => {
  const policy = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
  const directive = (name: string) =>
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));
  expect(directive('worker-src')).toBe("worker-src 'self' blob:");
  expect(directive('manifest-src')).toBe("manifest-src 'self'");
});
