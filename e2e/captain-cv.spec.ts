import { storeCaptainLogin } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { createTripViaApi, premiumCaptain } from './support/trips.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a captain chooses trips for the CV and the PDF opens in a new tab without a login', async ({
  page,
  context,
}) => {
  const captain = await premiumCaptain({ profile: true });
  await createTripViaApi(captain, { yacht_name: 'Zawisza Czarny' });
  await createTripViaApi(captain, { yacht_name: 'Dar Pomorza' });
  await storeCaptainLogin(page, captain);

  await page.goto('/captain-cv');
  await expect(page.getByRole('heading', { level: 1, name: "Captain's CV" })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nationality' })).toHaveValue('POLAND');
  const generate = page.getByRole('button', { name: 'Generate CV' });
  await expect(generate).toBeDisabled();

  await page.getByRole('button', { name: 'Select all' }).click();
  await expect(page.getByText('Selected: 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(generate).toBeDisabled();
  await page.getByRole('checkbox', { name: /List Zawisza Czarny/ }).check();
  await expect(generate).toBeEnabled();

  const [tab] = await Promise.all([context.waitForEvent('page'), generate.click()]);
  await tab.waitForURL(/\/api\/captain\/cv\/pdf\/[^/]+$/);
  await expect(page.getByText('Your CV opened in a new tab.')).toBeVisible();
  // The link works on its own: no Authorization header, a PDF.
  const answer = await fetch(tab.url());
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  expect(
    Buffer.from(await answer.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
