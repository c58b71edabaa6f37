import { newestResetLink, registerStudentViaApi } from './support/accounts.ts';
import { blockingViolations } from './support/axe.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';

test('a student resets a forgotten password with the link from the e-mail, then logs in with the new one', async ({
  page,
  pageProblems,
}) => {
  await useLanguage(page, 'en');
  const student = await registerStudentViaApi();
  const newPassword = 'a brand new password';

  await page.goto('/student/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/student/forgot-password');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(student.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('we have sent a link');

  const link = await newestResetLink(student.email);
  expect(link).toMatch(/^\/student\/reset-password\/[^?]+\?email=/);
  await page.goto(link);
  await expect(page.getByText(`Account: ${student.email}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been changed.');
  await expect(page).toHaveURL('/student/login', { timeout: 5000 });

  // The old password no longer works; the new one does.
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(student.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Wrong e-mail or password.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/student/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Zofia!');

  // The link was single-use.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page).toHaveURL('/student/login');
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('yet another password');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('yet another password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This password reset link is invalid' }).first(),
  ).toBeVisible();

  // Chromium logs the two expected refusals (the old password's 401, the used link's 422) as failed resources;
  // nothing else may be logged.
  for (const status of ['status of 401', 'status of 422']) {
    const expected = pageProblems.findIndex((problem) => problem.includes(status));
    expect(expected, status).toBeGreaterThanOrEqual(0);
    pageProblems.splice(expected, 1);
  }
});

test('a student opens My account from the name in the header and changes their details, in Polish', async ({
  page,
}) => {
  await useLanguage(page, 'pl');
  const student = await registerStudentViaApi();
  await page.goto('/student/login');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(student.email);
  await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL('/student/dashboard');

  const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
  await nav.getByRole('button', { name: /Zofia Kowalczyk/ }).click();
  await page.getByRole('menuitem', { name: 'Moje konto' }).click();
  await expect(page).toHaveURL('/student/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Moje konto' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Zmiana hasła' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await blockingViolations(page)).toEqual([]);
  await nav.getByRole('button', { name: /Zofia Kowalczyk/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  const details = page.getByRole('region', { name: 'Dane osobowe' });
  await expect(details.getByRole('textbox', { name: 'E-mail' })).toHaveValue(student.email);
  await details.getByRole('textbox', { name: 'Imię' }).fill('Zosia');
  await details.getByRole('textbox', { name: 'Telefon' }).fill('+48 601 602 603');
  await details.getByRole('button', { name: 'Zapisz dane' }).click();
  await expect(page.getByText('Twoje dane zostały zapisane.').first()).toBeVisible();
  await expect(nav.getByText('Zosia Kowalczyk')).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Dane osobowe' }).getByRole('textbox', { name: 'Telefon' }),
  ).toHaveValue('+48 601 602 603');
});
