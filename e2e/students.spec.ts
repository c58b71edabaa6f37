import type { Page } from '@playwright/test';
import { storeCaptainLogin, uniqueEmail } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { fillCrewMember, nextStep } from './support/trip-form.ts';
import {
  createYachtViaApi,
  premiumCaptain,
  stepHeading,
  uniqueRegistration,
  zawiszaCzarny,
} from './support/trips.ts';

/** The fixture watches the captain's page; the student's page, in its own browser context, is watched here. */
function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test('a captain invites a student, plans a trip the student joins, accepts them and turns the trip into a logbook entry', async ({
  page,
  browser,
}) => {
  // Two people's whole story in one test (about 30 s on a quiet machine).
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  const captain = await premiumCaptain({ profile: true });
  const registration = uniqueRegistration('POL');
  await createYachtViaApi(captain, zawiszaCzarny(registration));
  await storeCaptainLogin(page, captain);

  // The captain creates an invitation and copies its link.
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Students' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/invitations');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Rejs szkoleniowy, lato 2099');
  await page.getByRole('button', { name: 'Create invitation' }).click();
  await expect(page.getByRole('heading', { name: 'Your invitations (1)' })).toBeVisible();
  const link = await page
    .getByText(/\/student\/invitation\/\d+\?code=[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    .textContent();
  expect(link).toBeTruthy();
  const invitationPath = new URL(link ?? '').pathname + new URL(link ?? '').search;

  // A new student opens the link while logged out: the login page keeps the way back.
  const studentContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const student = await studentContext.newPage();
  const studentProblems = collectProblems(student);
  await useLanguage(student, 'en');
  await student.goto(invitationPath);
  await expect(student).toHaveURL(
    (url) => url.pathname === '/student/login' && url.searchParams.get('redirect') === invitationPath,
  );
  // The login page says whose invitation waits (from the public preview: the captain's name, nothing more).
  await expect(
    student.getByText("Log in or create an account to accept Ewa Żeglarska's invitation."),
  ).toBeVisible();
  await expect(student.getByText('Rejs szkoleniowy, lato 2099')).toBeHidden();
  // No account yet: from login to registration, and back to the invitation after registering.
  await student.getByRole('link', { name: 'Create a student account' }).click();
  await expect(student).toHaveURL((url) => url.pathname === '/student/register');
  await expect(
    student.getByText("Create an account or log in to accept Ewa Żeglarska's invitation."),
  ).toBeVisible();
  const studentEmail = uniqueEmail('student');
  await student.getByRole('textbox', { name: 'First name', exact: true }).fill('Jan');
  await student.getByRole('textbox', { name: 'Last name', exact: true }).fill('Żak');
  await student.getByRole('textbox', { name: 'E-mail', exact: true }).fill(studentEmail);
  await student.getByRole('textbox', { name: 'Password', exact: true }).fill('student password 1');
  await student.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('student password 1');
  await student.getByRole('button', { name: 'Create account' }).click();
  await expect(student).toHaveURL(invitationPath);
  await expect(student.getByText('Rejs szkoleniowy, lato 2099')).toBeVisible();
  await student.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(student.getByText(/You are connected to /)).toBeVisible();

  // The captain sees the student and the invitation's use.
  await page.reload();
  await expect(page.getByText('1 / unlimited')).toBeVisible();
  await page.getByRole('tab', { name: /Students/ }).click();
  await expect(page.getByText('Jan Żak')).toBeVisible();

  // The captain plans a trip.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Planned trips' })
    .click();
  await page.getByRole('link', { name: 'Plan a trip' }).first().click();
  await expect(page).toHaveURL('/planned-sailing-trips/new');
  await page.getByRole('textbox', { name: 'Trip name' }).fill('Bałtyk 2099');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Tydzień na Bałtyku, zmiany wachtowe.');
  await page.getByLabel('Start date').fill('2099-07-01');
  await page.getByLabel('End date').fill('2099-07-08');
  await page.getByRole('textbox', { name: 'Embarkation port', exact: true }).fill('Gdynia');
  await page.getByRole('textbox', { name: 'Disembarkation port' }).fill('Świnoujście');
  await page.getByRole('textbox', { name: 'Yacht name' }).fill('Zawisza Czarny');
  await page.getByRole('textbox', { name: 'Yacht type' }).fill('szkuner');
  await page.getByRole('spinbutton', { name: 'Maximum crew' }).fill('6');
  await page.getByRole('button', { name: 'Save planned trip' }).click();
  await expect(page).toHaveURL(/\/planned-sailing-trips\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bałtyk 2099' })).toBeVisible();
  const plannedTripUrl = page.url();

  // The student finds it among the available trips and joins with a note.
  await student
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Planned trips' })
    .click();
  await expect(student).toHaveURL('/student/planned-sailing-trips');
  await student.getByRole('link', { name: 'View details of Bałtyk 2099' }).click();
  await expect(student.getByRole('heading', { level: 1, name: 'Bałtyk 2099' })).toBeVisible();
  await expect(student.getByText('You have not joined this trip yet.')).toBeVisible();
  await student.getByRole('button', { name: 'Join trip' }).click();
  const joinDialog = student.getByRole('dialog', { name: 'Join this trip?' });
  await joinDialog.getByRole('textbox', { name: 'Notes for the captain' }).fill('Mam patent sternika.');
  await joinDialog.getByRole('button', { name: 'Join trip' }).click();
  await expect(joinDialog).toBeHidden();
  await expect(
    student.getByText('You have joined. The captain will accept or reject your enrolment.'),
  ).toBeVisible();

  // The captain sees the student waiting, with the note, and accepts them.
  await page.reload();
  const pending = page.getByRole('region', { name: /^Pending/ });
  await expect(pending).toContainText('Jan Żak');
  await expect(pending).toContainText('Mam patent sternika.');
  await pending.getByRole('button', { name: 'Accept' }).click();
  const acceptDialog = page.getByRole('dialog', { name: 'Accept the student?' });
  await acceptDialog.getByRole('button', { name: 'Accept student' }).click();
  await expect(acceptDialog).toBeHidden();
  await expect(page.getByRole('region', { name: /^Accepted/ })).toContainText('Jan Żak');

  // The student sees the enrolment accepted.
  await student
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My enrolments' })
    .click();
  await expect(student).toHaveURL('/student/enrolled-trips');
  const enrolment = student.getByRole('listitem').filter({ hasText: 'Bałtyk 2099' });
  await expect(enrolment).toContainText('Accepted');
  await expect(enrolment).toContainText('Mam patent sternika.');

  // The captain turns the planned trip into a trip: route, dates, yacht and the student as crew are filled in.
  await page.goto(plannedTripUrl);
  await page.getByRole('link', { name: 'Turn into a trip' }).click();
  await expect(page).toHaveURL(/\/planned-sailing-trips\/\d+\/trip$/);
  await expect(stepHeading(page, 'Captain')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Żółć');
  await nextStep(page, 'Yacht');
  await expect(page.getByRole('textbox', { name: 'Yacht name' })).toHaveValue('Zawisza Czarny');
  await expect(page.getByRole('textbox', { name: 'Registration number' })).toHaveValue(registration);
  await nextStep(page, 'Cruise details');
  await expect(page.getByRole('combobox', { name: 'Port of embarkation' })).toHaveValue('Gdynia');
  await expect(page.getByRole('combobox', { name: 'Port of disembarkation' })).toHaveValue('Świnoujście');
  await expect(page.getByLabel('Start date')).toHaveValue('01/07/2099');
  await expect(page.getByLabel('End date')).toHaveValue('08/07/2099');
  await page.getByRole('spinbutton', { name: 'Distance (NM)' }).fill('300');
  await page.getByRole('textbox', { name: 'Hours under sail (h)' }).fill('80');
  await page.getByRole('textbox', { name: 'Hours under engine (h)' }).fill('10');
  await nextStep(page, 'Crew');
  const crewMember = page.getByRole('region', { name: 'Crew member 1' });
  await expect(crewMember.getByRole('textbox', { name: 'Full name' })).toHaveValue('Jan Żak');
  await expect(crewMember.getByRole('textbox', { name: 'E-mail' })).toHaveValue(studentEmail);
  await fillCrewMember(crewMember, {
    role: 'Crew member',
    opinion: 'Positive',
    performance: 'Well',
  });
  await nextStep(page, 'Summary');
  await page.getByRole('button', { name: 'Save trip' }).click();
  await expect(page).toHaveURL(/\/sailing-trips\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zawisza Czarny' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Crew and opinions' })).toContainText('Jan Żak');
  const tripUrl = page.url();

  // The planned trip is now sailed: it links to the logged trip and offers no decisions any more.
  await page.goto(plannedTripUrl);
  await expect(page.getByRole('status').filter({ hasText: 'This trip has sailed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Turn into a trip' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: /^Accepted/ }).getByRole('button', { name: /Reject|Edit notes/ }),
  ).toHaveCount(0);
  await page.getByRole('link', { name: 'Open the logged trip' }).first().click();
  await expect(page).toHaveURL(tripUrl);

  // The student sees it sailed, among the enrolments and on the trip, with nothing left to change.
  await student.reload();
  const sailed = student.getByRole('listitem').filter({ hasText: 'Bałtyk 2099' });
  await expect(sailed).toContainText('Sailed');
  await expect(sailed).not.toContainText('Accepted');
  await sailed.getByRole('link', { name: 'View details of Bałtyk 2099' }).click();
  await expect(student.getByText(/This trip has sailed, with you in the crew/)).toBeVisible();
  await expect(student.getByRole('button', { name: /Leave trip|Edit my notes|Join trip/ })).toHaveCount(0);

  expect(studentProblems, 'the student page logged errors').toEqual([]);
  await studentContext.close();
});
