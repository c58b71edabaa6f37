import { expect, test } from './support/fixtures.ts';

test('English is the default and the Polish choice persists across a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Every mile logged. Every document ready.',
  );

  await page.getByRole('radiogroup', { name: 'Language' }).getByText('PL').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Każda mila zapisana. Każdy dokument gotowy.',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  expect(await page.evaluate(() => window.localStorage.getItem('i18n-language'))).toBe('pl');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Każda mila zapisana. Każdy dokument gotowy.',
  );
  await expect(
    page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Cennik' }),
  ).toBeVisible();

  await page.getByRole('radiogroup', { name: 'Język' }).getByText('EN').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Every mile logged. Every document ready.',
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Every mile logged. Every document ready.',
  );
});

test('the chosen language is sent to the API as Accept-Language', async ({ page }) => {
  // The first page's own plans call must be done, or it could be taken for the one after the reload.
  const firstAnswer = page.waitForResponse('**/api/subscriptions/plans');
  await page.goto('/');
  await firstAnswer;
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('PL').click();
  const request = page.waitForRequest('**/api/subscriptions/plans');
  await page.reload();
  expect((await (await request).allHeaders())['accept-language']).toBe('pl');
});

test('a legal page loads its texts with the page and again in the language switched to', async ({ page }) => {
  const legalScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/legal-[\w-]{8}\.js$/.test(request.url())) legalScripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Every mile logged. Every document ready.',
  );
  expect(legalScripts).toHaveLength(0);

  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logbook Terms of Service');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('§ 1. General provisions');
  expect(legalScripts).toHaveLength(1);

  await page.getByRole('radiogroup', { name: 'Language' }).getByText('PL').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regulamin serwisu Logbook');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('§ 1. Postanowienia ogólne');
  expect(legalScripts).toHaveLength(2);
});
