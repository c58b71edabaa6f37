import type { Page } from '@playwright/test';
import { registerStudentViaApi, storeCaptainLogin } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { opensPdf } from './support/pdf.ts';
import { completeTripFormValues, storeNewTripDraft } from './support/trip-draft.ts';
import { fillCrewMember, nextStep } from './support/trip-form.ts';
import { captainApi, chooseOption, premiumCaptain, stepHeading } from './support/trips.ts';

/** The fixture watches the captain's page; the student's page, in its own browser context, is watched here. */
function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** A JSON call to the app's API without a login, failing the test on any status but `expected`. */
async function publicApi<T>(pathname: string, body: unknown, expected: number, token?: string): Promise<T> {
  const response = await fetch(`${process.env.E2E_BASE_URL}${pathname}`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(response.status, `POST ${pathname}: ${await response.clone().text()}`).toBe(expected);
  return (await response.json()) as T;
}

test('a captain logs a trip with a student picked as crew; the student confirms it, downloads their opinion and sees the hours; the captain sees it confirmed', async ({
  page,
  browser,
}) => {
  // Two people's story in one test.
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  const captain = await premiumCaptain({ profile: true });

  // The student (Zofia Kowalczyk) is connected to the captain through an invitation, by the API.
  const student = await registerStudentViaApi();
  const { invitation } = await captainApi<{ invitation: { code: string } }>(
    captain,
    'POST',
    '/api/invitations',
    { description: 'Rejs szkoleniowy' },
    201,
  );
  const login = await publicApi<{ token: string }>(
    '/api/student/login',
    { email: student.email, password: student.password },
    200,
  );
  await publicApi('/api/student/invitations/accept', { code: invitation.code }, 200, login.token);

  // The captain has filled the trip in earlier (a kept draft of a trip that has ended) and adds the crew.
  await storeCaptainLogin(page, captain);
  await storeNewTripDraft(
    page,
    captain,
    completeTripFormValues({
      embarkationDate: '2026-06-01',
      disembarkationDate: '2026-06-08',
      sailingHours: '47',
      engineHours: '12',
    }),
  );
  await page.goto('/sailing-trips/new');
  await expect(stepHeading(page, 'Summary')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: /^Step 4: Crew/ }).click();
  await expect(stepHeading(page, 'Crew')).toBeVisible();
  await page.getByRole('button', { name: 'Add crew member' }).first().click();
  const member = page.getByRole('region', { name: 'Crew member 1' });
  await chooseOption(member, 'Pick from my students', `Zofia Kowalczyk (${student.email})`);
  await expect(member.getByRole('textbox', { name: 'Full name' })).toHaveValue('Zofia Kowalczyk');
  await expect(member.getByRole('textbox', { name: 'E-mail' })).toHaveValue(student.email);
  await fillCrewMember(member, { role: 'Crew member', opinion: 'Positive', performance: 'Well' });
  await nextStep(page, 'Summary');
  await page.getByRole('button', { name: 'Save trip' }).click();
  await expect(page).toHaveURL(/\/sailing-trips\/\d+$/);
  const tripUrl = page.url();
  const crew = page.getByRole('region', { name: 'Crew and opinions' });
  const zofia = crew.getByRole('listitem', { name: 'Zofia Kowalczyk' });
  await expect(zofia).toContainText('Student account');
  await expect(zofia).toContainText('Waiting for confirmation');

  // The student logs in and finds the trip in their logbook.
  const studentContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const studentPage = await studentContext.newPage();
  const studentProblems = collectProblems(studentPage);
  await useLanguage(studentPage, 'en');
  await studentPage.goto('/student/login');
  await studentPage.getByRole('textbox', { name: 'E-mail', exact: true }).fill(student.email);
  await studentPage.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
  await studentPage.getByRole('button', { name: 'Log in' }).click();
  await expect(studentPage).toHaveURL('/student/dashboard');
  await studentPage
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My logbook' })
    .click();
  await expect(studentPage).toHaveURL('/student/logbook');
  const entry = studentPage.getByRole('listitem', { name: 'Zawisza Czarny' });
  await expect(entry).toContainText('Awaiting confirmation');
  await entry.getByRole('link', { name: 'Open the trip on Zawisza Czarny' }).click();
  await expect(studentPage).toHaveURL(/\/student\/logbook\/\d+$/);

  // They confirm it.
  await studentPage.getByRole('button', { name: 'Confirm trip' }).click();
  const dialog = studentPage.getByRole('dialog', { name: 'Confirm this trip' });
  await dialog.getByRole('button', { name: 'Confirm trip' }).click();
  await expect(dialog).toBeHidden();
  await expect(studentPage.getByText(/^You confirmed this trip on /)).toBeVisible();

  // Their own crew opinion opens as a PDF.
  await opensPdf(studentPage, studentContext, '**/api/student/logbook/*/opinion-pdf**', () =>
    studentPage.getByRole('button', { name: 'Download my crew opinion (PDF)' }).click(),
  );

  // Their sea time counts the trip's hours under way (47 h under sail + 12 h under engine).
  await studentPage
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Sea time' })
    .click();
  await expect(studentPage).toHaveURL('/student/sea-time');
  await expect(studentPage.getByText('59 h').first()).toBeVisible();

  // The captain sees the confirmation on the trip page.
  await page.goto(tripUrl);
  await expect(zofia).toContainText(/Confirmed on \d\d\/\d\d\/\d{4}/);

  expect(studentProblems, 'the student page logged errors').toEqual([]);
  await studentContext.close();
});
