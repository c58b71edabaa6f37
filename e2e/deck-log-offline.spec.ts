import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, chromium, expect, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import type { DeckLogResponse } from '../src/domain/deck-log.ts';
import { type ApiCaptain, storeCaptainLogin } from './support/accounts.ts';
import { useLanguage as chooseLanguage } from './support/fixtures.ts';
import { captainApi, createTripViaApi, premiumCaptain } from './support/trips.ts';

/**
 * Collects the problems the other browser tests fail on (errors logged or thrown, Content-Security-Policy
 * violations), but for the requests these tests cut off themselves: with the network gone, every request the page
 * still makes (the account, the Premium status) is logged by the browser as a failed resource, which is what
 * offline means, not a fault.
 */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    const cutOff = message.text().includes('net::ERR_INTERNET_DISCONNECTED');
    if (message.type() === 'error' && !cutOff) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction('reportPolicyViolation', (violation: string) =>
    problems.push(`CSP violation: ${violation}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (violation: string) => void })
        .reportPolicyViolation;
      report(`${event.violatedDirective} by ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return problems;
}

const test = base.extend<{ pageProblems: string[] }>({
  baseURL: process.env.E2E_BASE_URL,
  pageProblems: [
    async ({ page }, use) => {
      const problems = await watchProblems(page);
      await use(problems);
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

// These tests are about the service worker: the others run without one (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
test.beforeEach(async ({ page }) => chooseLanguage(page, 'en'));

/** A calendar day `days` from today, as the trip form writes dates. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Waits until the service worker controls the page: the app is precached and navigations are its to answer. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The trip's log as the server has it. */
function logOnServer(captain: ApiCaptain, tripId: number) {
  return captainApi<DeckLogResponse>(
    captain,
    'GET',
    `/api/sailing-trips/${tripId}/log-entries`,
    undefined,
    200,
  );
}

async function addNote(page: Page, remarks: string) {
  await page.getByRole('button', { name: 'Note', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Note' });
  await sheet.getByRole('textbox', { name: 'Remarks' }).fill(remarks);
  await sheet.getByRole('button', { name: 'Add to the log' }).click();
  await expect(sheet).toBeHidden();
}

test('a captain keeps the deck log offline: entries wait in the phone, survive a reload, and reach the server once', async ({
  page,
  context,
}) => {
  // Two page loads, one of them precaching the whole app, and a wait for the network's return.
  test.setTimeout(90_000);
  const captain = await premiumCaptain({ profile: true });
  // A trip at sea now: entries are written at the phone's current time, within the trip's dates.
  const trip = await createTripViaApi(captain, {
    embarkation_date: dayFromToday(-1),
    disembarkation_date: dayFromToday(1),
  });
  await storeCaptainLogin(page, captain);
  const logUrl = `/sailing-trips/${trip.id}/log`;

  await page.goto(logUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Deck log' })).toBeVisible();
  await expect(page.getByText('No entries yet. Start with the departure.')).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  const remarks = [
    'Cast off, motoring out of the harbour',
    'Main and genoa up, engine off',
    'Rain squall, 1st reef',
  ];
  for (const text of remarks) await addNote(page, text);
  await expect(page.getByRole('status').filter({ hasText: 'waiting' })).toHaveText(
    '3 entries waiting to send',
  );
  for (const text of remarks) await expect(page.getByText(text)).toBeVisible();

  // The reload comes from the service worker, the log from the phone's copy and its outbox.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Deck log' })).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'waiting' })).toHaveText(
    '3 entries waiting to send',
  );
  for (const text of remarks) await expect(page.getByText(text)).toBeVisible();
  const onServerWhileOffline = await logOnServer(captain, trip.id);
  expect(onServerWhileOffline.entries).toEqual([]);

  // The network returns: the outbox sends by itself, and the page says nothing waits any more.
  await context.setOffline(false);
  await expect(page.getByText('Offline', { exact: true })).toBeHidden();
  await expect(page.getByText(/waiting to send/)).toBeHidden({ timeout: 20_000 });
  await expect.poll(async () => (await logOnServer(captain, trip.id)).entries.length).toBe(3);

  // Once each, even after another load of the page online (which sends whatever it still thinks waits).
  await page.reload();
  for (const text of remarks) await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText(/waiting to send/)).toBeHidden();
  const onServer = await logOnServer(captain, trip.id);
  expect(
    onServer.entries
      .map(({ kind, text }) => ({ kind, text }))
      .sort((a, b) => (a.text ?? '').localeCompare(b.text ?? '')),
  ).toEqual(remarks.map((text) => ({ kind: 'note', text })).sort((a, b) => a.text.localeCompare(b.text)));
  expect(new Set(onServer.entries.map(({ id }) => id)).size).toBe(3);
  expect(onServer.entries.every(({ author }) => author.role === 'captain')).toBe(true);
});

test('an entry written offline survives the browser closing, and is sent after it opens again', async () => {
  test.setTimeout(90_000);
  const captain = await premiumCaptain({ profile: true });
  const trip = await createTripViaApi(captain, {
    embarkation_date: dayFromToday(-1),
    disembarkation_date: dayFromToday(1),
  });
  const logUrl = `/sailing-trips/${trip.id}/log`;
  // A browser profile on disk, as a phone's: the second launch is the browser after a restart.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-deck-log-profile-'));
  const launch = (offline: boolean) =>
    chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
      baseURL: process.env.E2E_BASE_URL,
      serviceWorkers: 'allow',
      offline,
    });
  try {
    const before = await launch(false);
    const page = before.pages()[0] ?? (await before.newPage());
    const problems = await watchProblems(page);
    await chooseLanguage(page, 'en');
    await storeCaptainLogin(page, captain);
    await page.goto(logUrl);
    await expect(page.getByText('No entries yet. Start with the departure.')).toBeVisible();
    await waitForServiceWorker(page);
    await before.setOffline(true);
    await addNote(page, 'Log streamed, barometer falling');
    await expect(page.getByRole('status').filter({ hasText: 'waiting' })).toHaveText(
      '1 entry waiting to send',
    );
    expect(problems, 'the page logged errors').toEqual([]);
    await before.close();

    // The browser starts again with no network: the app, the log and the waiting entry are all on the phone.
    const after = await launch(true);
    const reopened = after.pages()[0] ?? (await after.newPage());
    const problemsAfter = await watchProblems(reopened);
    await reopened.goto(logUrl);
    await expect(reopened.getByText('Log streamed, barometer falling')).toBeVisible();
    await expect(reopened.getByRole('status').filter({ hasText: 'waiting' })).toHaveText(
      '1 entry waiting to send',
    );
    expect((await logOnServer(captain, trip.id)).entries).toEqual([]);

    await after.setOffline(false);
    await expect(reopened.getByText(/waiting to send/)).toBeHidden({ timeout: 20_000 });
    await expect
      .poll(async () => (await logOnServer(captain, trip.id)).entries.map(({ text }) => text))
      .toEqual(['Log streamed, barometer falling']);
    expect(problemsAfter, 'the page logged errors').toEqual([]);
    await after.close();
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('the app is installable: a manifest with its icons, and a service worker at the root', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(manifestHref ?? '')).json();
  expect(manifest).toMatchObject({
    name: 'Logbook',
    short_name: 'Logbook',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b3954',
  });
  const purposes: string[] = [];
  for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
    purposes.push(`${icon.sizes} ${icon.purpose}`);
  }
  expect(purposes.sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});
