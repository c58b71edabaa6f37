import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { registerCaptainViaApi, storeCaptainLogin } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { toasts } from './support/toasts.ts';

/** A discount code made with the operator command, as an operator would (same database as the app). */
function createDiscountCode(days: number): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (the global setup starts the app)');
  const code = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
  execFileSync(
    process.execPath,
    ['dist/server/admin.mjs', 'discount-codes:create', '--code', code, '--days', String(days)],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'pipe' },
  );
  return code;
}

const storedHasPremium = (page: Page) => page.evaluate(() => window.localStorage.getItem('hasPremium'));

test('a captain without Premium is invited to it, redeems a discount code and has Premium', async ({
  page,
  pageProblems,
}) => {
  const captain = await registerCaptainViaApi();
  await storeCaptainLogin(page, captain);
  const code = createDiscountCode(30);

  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Unlock Premium' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Learn more' }).click();
  await expect(page).toHaveURL(/\/captain-profile\?tab=premium$/);

  const status = page.getByRole('region', { name: 'Your subscription' });
  await expect(status.getByText('You do not have Premium yet.')).toBeVisible();
  await expect.poll(() => storedHasPremium(page)).toBe('false');

  await page.getByRole('button', { name: 'Redeem code' }).click();
  await expect(page.getByText('Enter a discount code.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await page.getByRole('button', { name: 'Redeem code' }).click();
  await expect(toasts(page).filter({ hasText: 'discount code' }).first()).toBeVisible();
  await expect(status.getByText('Premium is active on your account.')).toBeVisible();
  await expect(status.getByText('30 days remaining')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Discount code' })).toHaveValue('');
  await expect.poll(() => storedHasPremium(page)).toBe('true');
  await expect(page.getByRole('table').getByText(`Discount code (${code})`)).toBeVisible();

  // The same code twice: the server says why, under the field.
  await page.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await page.getByRole('button', { name: 'Redeem code' }).click();
  await expect(page.getByText('You have already used this discount code.')).toBeVisible();
  // Chromium logs the expected 422 answer as a failed resource; nothing else may be logged.
  const expected422 = pageProblems.findIndex((problem) => problem.includes('status of 422'));
  expect(expected422).toBeGreaterThanOrEqual(0);
  pageProblems.splice(expected422, 1);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Unlock Premium' })).toHaveCount(0);
});

test('a captain buys the yearly plan through the sandbox checkout and comes back with Premium', async ({
  page,
}) => {
  const captain = await registerCaptainViaApi();
  await storeCaptainLogin(page, captain);
  await page.goto('/captain-profile?tab=premium');

  const order = page.getByRole('button', { name: 'Order and pay' });
  await expect(order).toBeDisabled();
  await page.getByRole('radio', { name: /Yearly premium/ }).click();
  await page.getByRole('radio', { name: /PayU/ }).click();
  await expect(page.getByRole('heading', { name: 'Invoice details' })).toBeVisible();

  await page.getByRole('radio', { name: 'Company' }).click();
  await page.getByLabel('First name').fill('Ewa');
  await page.getByLabel('Last name').fill('Żeglarska');
  await page.getByLabel('Company name').fill('Żagle sp. z o.o.');
  await page.getByLabel('NIP (tax ID)').fill('1234567890');
  await page.getByLabel('Street and number').fill('Długa 1');
  await page.getByLabel('Postal code').fill('80-831');
  await page.getByLabel('City').fill('Gdańsk');
  await order.click();
  await expect(page.getByText('This NIP is not valid; check its 10 digits', { exact: true })).toBeVisible();

  await page.getByLabel('NIP (tax ID)').fill('5260250274');
  await order.click();

  await expect(page).toHaveURL(/\/sandbox\/payu\/[\w-]+$/);
  await expect(page.getByText('SANDBOX', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/captain-profile\?tab=premium&payment=\d+$/);
  await expect(page.getByText('Payment received')).toBeVisible();
  const status = page.getByRole('region', { name: 'Your subscription' });
  await expect(status.getByText('Premium is active on your account.')).toBeVisible();
  await expect(status.getByText('365 days remaining')).toBeVisible();
  await expect(status.getByText('Paid with PayU')).toBeVisible();
  await expect.poll(() => storedHasPremium(page)).toBe('true');
  const row = page.getByRole('row').filter({ hasText: 'Payment' });
  await expect(row.getByText('Completed')).toBeVisible();
  await expect(row.getByText('PLN 49.00')).toBeVisible();
});
