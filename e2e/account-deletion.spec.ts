import fs from 'node:fs';
import { registerCaptainViaApi, registerStudentViaApi } from './support/accounts.ts';
import { blockingViolations } from './support/axe.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';

/** Chromium logs each expected refusal as a failed resource; these are taken off the page's problems. */
function expectRefusals(pageProblems: string[], statuses: number[]) {
  for (const status of statuses) {
    const index = pageProblems.findIndex((problem) => problem.includes(`status of ${status}`));
    expect(index, `a ${status} in the console`).toBeGreaterThanOrEqual(0);
    pageProblems.splice(index, 1);
  }
}

test('a captain downloads their data, deletes the account, and cannot log in again', async ({
  page,
  pageProblems,
}) => {
  await useLanguage(page, 'en');
  const captain = await registerCaptainViaApi();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(captain.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(captain.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/captain-profile');
  const data = page.getByRole('region', { name: 'Your data' });
  const download = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^logbook-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync((await file.path()) ?? '', 'utf8'));
  expect(exported).toMatchObject({ format_version: expect.any(Number) });
  expect(JSON.stringify(exported)).toContain(captain.email);

  const zone = page.getByRole('region', { name: 'Danger zone' });
  await zone.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText(captain.email)).toBeVisible();
  await expect(dialog.getByText('all your trips with their crews and ports, deleted ones too')).toBeVisible();
  await expect(dialog.getByText(/Payment records are kept without your name/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Your password' })).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);

  // A wrong password changes nothing.
  const password = dialog.getByRole('textbox', { name: 'Your password' });
  await password.fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is not correct. Nothing was deleted.')).toBeVisible();

  await password.fill(captain.password);
  await password.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  // The old session is gone on the server, and the account with it.
  const user = await page.request.get('/api/auth/user', {
    headers: { authorization: `Bearer ${captain.token}` },
  });
  expect(user.status()).toBe(401);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(captain.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(captain.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Wrong e-mail or password.').first()).toBeVisible();
  await expect(page).toHaveURL('/login');

  expectRefusals(pageProblems, [422, 401]);
});

test('a student deletes their account in Polish, lands on the student login, and cannot log in again', async ({
  page,
  pageProblems,
}) => {
  await useLanguage(page, 'pl');
  const student = await registerStudentViaApi();
  await page.goto('/student/login');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(student.email);
  await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL('/student/dashboard');

  await page.goto('/student/account');
  const zone = page.getByRole('region', { name: 'Strefa niebezpieczna' });
  await zone.getByRole('button', { name: 'Usuń moje konto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Usunąć Twoje konto?' });
  await expect(
    dialog.getByText('Twoje zapisy na planowane rejsy: przyjęte miejsca zostaną zwolnione'),
  ).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Twoje hasło' }).fill(student.password);
  await dialog.getByRole('button', { name: 'Usuń moje konto' }).click();

  await expect(page).toHaveURL('/student/login');
  await expect(page.getByText('Twoje konto zostało usunięte.')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(student.email);
  await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('Nieprawidłowy e-mail lub hasło.').first()).toBeVisible();

  expectRefusals(pageProblems, [401]);
});
