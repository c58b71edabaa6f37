import {
  newestResetLink,
  registerCaptainViaApi,
  storeCaptainLogin,
  uniqueEmail,
} from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a captain registers, logs out, is sent to log in from a captain page and comes back to it', async ({
  page,
}) => {
  const email = uniqueEmail('captain');
  const password = 'sailing password 1';

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Create account' })
    .click();
  await expect(page).toHaveURL('/register');
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Marta Kapitańska');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('+48 600 700 800');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome aboard, Marta Kapitańska!');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Marta Kapitańska')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Captain profile' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('hasPremium'))).toBe('false');

  await nav.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(
    await page.evaluate(() => ['user', 'token', 'hasPremium'].map((key) => window.localStorage.getItem(key))),
  ).toEqual([null, null, null]);

  await page.goto('/captain-profile?tab=password');
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/login' && url.searchParams.get('redirect') === '/captain-profile?tab=password',
  );
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL('/captain-profile?tab=password');
  await expect(page.getByRole('heading', { level: 1, name: 'Captain profile' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
});

test('a forgotten password is reset with the link from the e-mail, then the new one logs in', async ({
  page,
}) => {
  const captain = await registerCaptainViaApi();
  const newPassword = 'a brand new password';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  const emailInput = page.getByRole('textbox', { name: 'E-mail', exact: true });
  await emailInput.fill(captain.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();

  const waiting = page.getByRole('button', { name: /^Wait to resend \(\d+s\)$/ });
  await expect(waiting).toBeDisabled();
  await expect(emailInput).toBeDisabled();
  await expect(page.getByRole('main').getByRole('status')).toContainText('we have sent a link');

  const link = await newestResetLink(captain.email);
  expect(link).toMatch(/^\/reset-password\/[^?]+\?email=/);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been changed.');
  await expect(page).toHaveURL('/login', { timeout: 5000 });

  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(captain.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome aboard, Ewa Żeglarska!');
});

test('the guest pages send a logged-in captain to the dashboard; the student pages do not', async ({
  page,
}) => {
  const captain = await registerCaptainViaApi();
  await storeCaptainLogin(page, captain);

  for (const path of [
    '/login',
    '/register',
    '/forgot-password',
    `/reset-password/abc?email=${captain.email}`,
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL('/dashboard');
  }
  await page.goto('/student/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Student login' })).toBeVisible();
});

test('a reset link without a token or e-mail says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password/some-token');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This password reset link is invalid' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set new password' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('registration messages show in English and follow a switch to Polish', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('other');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText('E-mail is required.')).toBeVisible();
  await expect(page.getByText('Phone number is required.')).toBeVisible();
  await expect(page.getByText('The password must have at least 8 characters.')).toBeVisible();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await page.getByRole('radiogroup', { name: 'Language' }).getByText('PL').click();
  await expect(page.getByText('Imię i nazwisko są wymagane.')).toBeVisible();
  await expect(page.getByText('E-mail jest wymagany.')).toBeVisible();
  await expect(page.getByText('Numer telefonu jest wymagany')).toBeVisible();
  await expect(page.getByText('Hasło musi mieć co najmniej 8 znaków.')).toBeVisible();
  await expect(page.getByText('Hasła nie są identyczne.')).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['en', 'pl'] as const) {
    test(`the login page fits without sideways scrolling (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('a logged-in captain finds the navigation, the name and logout in the menu', async ({ page }) => {
    const captain = await registerCaptainViaApi();
    await storeCaptainLogin(page, captain);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Captain profile' })).toBeVisible();
    await expect(drawer.getByText('Ewa Żeglarska')).toBeVisible();
    await drawer.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});
