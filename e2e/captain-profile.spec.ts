import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { toasts } from './support/toasts.ts';

interface Captain {
  email: string;
  password: string;
  user: unknown;
  token: string;
}

const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (the global setup starts the app)');
  return url;
};

async function postJson(pathname: string, body: unknown) {
  return fetch(`${baseUrl()}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A new captain account made through the API, as the register page would. */
async function registerCaptain(): Promise<Captain> {
  const email = `captain-${randomUUID()}@example.com`;
  const password = 'first password 1';
  const response = await postJson('/api/auth/register', {
    name: 'Jan Nowak',
    email,
    phone_register: '+48 500 600 700',
    password,
    password_confirmation: password,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = (await response.json()) as { user: unknown; token: string };
  return { email, password, user: body.user, token: body.token };
}

/** Opens pages already logged in: the session sits in local storage under the app's keys (token, user). */
async function logIn(page: Page, captain: Captain) {
  await page.addInitScript(
    ({ user, token }) => {
      window.localStorage.setItem('user', JSON.stringify(user));
      window.localStorage.setItem('token', token);
    },
    { user: captain.user, token: captain.token },
  );
}

/** A real 500x500 PNG on disk. */
async function squarePng(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-logo-'));
  const file = path.join(dir, 'logo.png');
  await sharp({ create: { width: 500, height: 500, channels: 3, background: { r: 11, g: 57, b: 84 } } })
    .png()
    .toFile(file);
  return file;
}

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a captain fills in the profile, keeps it after a reload, uploads and deletes a logo', async ({
  page,
}) => {
  const captain = await registerCaptain();
  await logIn(page, captain);
  await page.goto('/captain-profile');

  await expect(page.getByRole('heading', { level: 1, name: 'Captain profile' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveValue(captain.email);
  await expect(email).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Nationality' })).toHaveValue('POLAND');
  await expect(page.getByRole('textbox', { name: 'Languages' })).toHaveValue('POL / ENG / GER');

  await page.getByRole('textbox', { name: 'First name' }).fill('Jan');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Nowak');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+48 501 502 503');
  await page.getByRole('combobox', { name: 'Licence type' }).click();
  await page.getByRole('option', { name: 'Yacht Sea Skipper (PZŻ, jachtowy sternik morski)' }).click();
  await page.getByRole('textbox', { name: 'Licence number' }).fill('JSM 12345');
  await page.getByRole('textbox', { name: 'Languages' }).fill('POL / ENG');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/captain-profile') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save profile' }).click();
  expect((await saved).status()).toBe(200);
  await expect(toasts(page).filter({ hasText: /profile has been updated/i })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Jan');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Nowak');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+48 501 502 503');
  await expect(page.getByRole('combobox', { name: 'Licence type' })).toHaveValue(
    'Yacht Sea Skipper (PZŻ, jachtowy sternik morski)',
  );
  await expect(page.getByRole('textbox', { name: 'Licence number' })).toHaveValue('JSM 12345');
  await expect(page.getByRole('textbox', { name: 'Languages' })).toHaveValue('POL / ENG');

  // Logo: a real 500x500 PNG through the file input, then the preview from the public logo address.
  await expect(page.getByText('No logo yet')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(await squarePng());
  const preview = page.getByRole('img', { name: 'Your current logo' });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('img', { name: 'Your current logo' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete logo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your logo?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete logo' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'Your current logo' })).toHaveCount(0);
  await expect(page.getByText('No logo yet')).toBeVisible();

  await page.reload();
  await expect(page.getByText('No logo yet')).toBeVisible();
});

test('"Other" licence needs its name, and the tab is kept in the address', async ({ page }) => {
  const captain = await registerCaptain();
  await logIn(page, captain);
  await page.goto('/captain-profile?tab=profile');

  await page.getByRole('textbox', { name: 'First name' }).fill('Ewa');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Zielińska');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+48 700 800 900');
  await page.getByRole('combobox', { name: 'Licence type' }).click();
  await page.getByRole('option', { name: 'Other licence' }).click();
  await page.getByRole('textbox', { name: 'Licence number' }).fill('X-1');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Enter the name of your licence.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Your licence' }).fill('ISSA Inshore Skipper');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(toasts(page).filter({ hasText: /profile has been updated/i })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Your licence' })).toHaveValue('ISSA Inshore Skipper');

  await page.getByRole('tab', { name: 'Premium' }).click();
  await expect(page).toHaveURL(/[?&]tab=premium/);
  await expect(page.getByText('You do not have Premium yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Premium' })).toHaveAttribute('aria-selected', 'true');
});

test('the password tab changes the password; the new one logs in, the old one no longer does', async ({
  page,
}) => {
  const captain = await registerCaptain();
  await logIn(page, captain);
  await page.goto('/captain-profile?tab=password');

  await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
  // (A wrong current password is covered by the unit tests: the browser logs every 422 as a console error.)
  const current = page.getByLabel(/^Current password/);
  await current.fill(captain.password);
  await page.getByLabel(/^New password/).fill('second password 2');
  await page.getByLabel(/^Repeat the new password/).fill('second password 2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toasts(page).filter({ hasText: /password/i })).toBeVisible();
  await expect(current).toHaveValue('');

  const withNew = await postJson('/api/auth/login', { email: captain.email, password: 'second password 2' });
  expect(withNew.status).toBe(200);
  const withOld = await postJson('/api/auth/login', { email: captain.email, password: captain.password });
  expect(withOld.ok).toBe(false);
});
