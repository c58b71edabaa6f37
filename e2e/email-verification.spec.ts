import { newestVerificationLink, uniqueEmail } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a captain registers, opens the link from the confirmation e-mail, and the banner goes away', async ({
  page,
}) => {
  const email = uniqueEmail('captain');
  const password = 'sailing password 1';

  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Hanna Potwierdzona');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('+48 600 700 800');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // The account works at once; the banner asks to confirm the address, under the header.
  await expect(page).toHaveURL('/dashboard');
  const banner = page.getByRole('region', { name: 'E-mail address confirmation' });
  await expect(banner).toContainText(`Please confirm your e-mail address ${email}`);
  const header = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
  const bannerBox = await banner.boundingBox();
  expect(bannerBox?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);

  // "Send again" mails a new link; the first one stops working.
  await banner.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('We have sent you a new confirmation link. Check your inbox.')).toBeVisible();
  const link = await newestVerificationLink(email);
  expect(link).toMatch(/^\/verify-email\/[A-Za-z0-9_-]{43}\?email=/);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your e-mail address is confirmed. Thank you!',
  );
  await page.getByRole('main').getByRole('link', { name: 'Go to the dashboard' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome aboard, Hanna Potwierdzona!');
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome aboard, Hanna Potwierdzona!');
  await expect(banner).toHaveCount(0);

  // The link worked once: opened again, it only says the address is confirmed.
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your e-mail address is already confirmed.',
  );
});
