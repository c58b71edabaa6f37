import { uniqueEmail } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';

test('a student registers, is kept off the guest pages, logs out, and logs back in to the page asked for', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  const email = uniqueEmail('student');
  const password = 'student password 1';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Student registration' }).click();
  await expect(page).toHaveURL('/student/register');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Jan');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Żak');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/student/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Jan!');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Jan Żak')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('studentToken'))).toBeTruthy();

  for (const path of ['/student/login', '/student/register']) {
    await page.goto(path);
    await expect(page).toHaveURL('/student/dashboard');
  }

  await nav.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/student/login');
  expect(
    await page.evaluate(() => [
      window.localStorage.getItem('student'),
      window.localStorage.getItem('studentToken'),
    ]),
  ).toEqual([null, null]);

  await page.goto('/student/dashboard');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/student/login' && url.searchParams.get('redirect') === '/student/dashboard',
  );
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/student/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Jan!');
});

test('the student login links to student registration and the captain pages, in Polish too', async ({
  page,
}) => {
  await useLanguage(page, 'pl');
  await page.goto('/student/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logowanie kursanta');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('E-mail jest wymagany.')).toBeVisible();
  await expect(page.getByText('Hasło jest wymagane.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Załóż konto kursanta' })).toHaveAttribute(
    'href',
    '/student/register',
  );
  await expect(page.getByRole('link', { name: 'Logowanie kapitana' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('main').getByRole('link', { name: 'Załóż konto kapitana' })).toHaveAttribute(
    'href',
    '/register',
  );
});
