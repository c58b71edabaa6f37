import { expect, type Language, publicPages, test, useLanguage } from './support/fixtures.ts';

for (const language of ['en', 'pl'] as const satisfies Language[]) {
  test.describe(`public pages in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    for (const { path, heading } of publicPages) {
      test(`${path} shows its content, navigation and footer`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[language]);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const footer = page.getByRole('contentinfo');
        await expect(
          footer.getByRole('link', { name: language === 'pl' ? 'Regulamin' : 'Terms of service' }),
        ).toBeVisible();
        await expect(
          footer.getByRole('link', { name: language === 'pl' ? 'Polityka prywatności' : 'Privacy policy' }),
        ).toBeVisible();
      });
    }
  });
}

test('the home page shows the yearly price and days from the API, and the plans', async ({ page }) => {
  await useLanguage(page, 'pl');
  await page.goto('/');
  await expect(page.getByTestId('hero-price')).toHaveText(/49,00\s*zł\s*za 365 dni Premium/);
  await expect(page.getByRole('heading', { name: 'Premium roczny' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Premium miesięczny' })).toBeVisible();
  await expect(page.getByText('Premium — dostęp roczny')).toBeVisible();
  await expect(page.getByText(/9,99\s*zł/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wygeneruj kartę rejsu — za darmo' })).toHaveAttribute(
    'href',
    '/public-trip-card',
  );
  await expect(page.getByRole('link', { name: 'Logowanie kursanta' })).toHaveAttribute(
    'href',
    '/student/login',
  );
});

test('the home page falls back to 49 zł when the plans cannot be loaded', async ({ page, pageProblems }) => {
  await useLanguage(page, 'en');
  await page.route('**/api/subscriptions/plans', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/');
  await expect(page.getByTestId('hero-price')).toHaveText(/PLN\s*49\.00\s*for 365 days of Premium/);
  await expect(page.getByText('We could not load the plans')).toBeVisible();
  // The failed request is expected here; the browser reports it as a console error.
  pageProblems.splice(0, pageProblems.length);
});

test('the pricing page names plans and durations and formats prices for the language', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/cennik');
  await expect(page.getByRole('heading', { name: 'Yearly premium' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Monthly premium' })).toBeVisible();
  await expect(page.getByText('Premium — yearly access')).toBeVisible();
  await expect(page.getByText('PLN 49.00')).toBeVisible();
  await expect(page.getByText('PLN 9.99')).toBeVisible();
});

test('the contact page shows opening hours, the yearly price box and legal links', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/contact');
  await expect(page.getByText('Monday–Friday, 09:00–17:00 (GMT+2)')).toBeVisible();
  // The price box quotes the yearly plan, as the pricing page does (the standard 19 EUR only when no plan loads).
  await expect(page.getByTestId('contact-price')).toHaveText(/PLN\s*49\.00\s*\/ year/);
  await expect(page.getByText('EUR 19.00')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Terms of service' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
});

test('the legal pages state the complaint and withdrawal periods and link the cookie policy', async ({
  page,
}) => {
  await useLanguage(page, 'pl');
  await page.goto('/terms-of-service');
  await expect(page.getByText(/14 dni roboczych/).first()).toBeVisible();
  await expect(page.getByText(/14 dni/).first()).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByText(/\/polityka-cookies/).first()).toBeVisible();
});

test('/home redirects to the home page', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('hero-price')).toBeVisible();
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('header links navigate between public pages without a reload', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('the API documentation is served', async ({ page }) => {
  const response = await page.goto('/api/docs/json');
  expect(response?.status()).toBe(200);
  expect(await response?.json()).toMatchObject({ paths: { '/api/subscriptions/plans': {} } });
});

test('Swagger UI renders the API description without breaking its security policy', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('/api/subscriptions/plans')).toBeVisible();
});
