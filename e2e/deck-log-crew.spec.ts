import type { DeckLogResponse } from '../src/domain/deck-log.ts';
import { connectedStudent, studentCrewMember } from './support/accessibility-world.ts';
import { storeCaptainLogin, storeStudentLogin } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { captainApi, createTripViaApi, premiumCaptain } from './support/trips.ts';

/** YYYY-MM-DD `days` from today. */
function dayFromToday(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test("the captain lets the crew write: a student linked to the trip opens its deck log from their logbook, adds a note, and the captain's log shows it under the student's name", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en');
  const captain = await premiumCaptain({ profile: true });
  const { invitation } = await captainApi<{ invitation: { code: string } }>(
    captain,
    'POST',
    '/api/invitations',
    { description: 'Rejs szkoleniowy' },
    201,
  );
  const student = await connectedStudent(invitation.code);
  const trip = await createTripViaApi(captain, {
    embarkation_date: dayFromToday(-1),
    disembarkation_date: dayFromToday(1),
    crew_members: [studentCrewMember(student)],
  });

  // Until the captain lets the crew write, the student's trip offers no deck log.
  const studentContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const studentPage = await studentContext.newPage();
  await useLanguage(studentPage, 'en');
  await storeStudentLogin(studentPage, student);
  await studentPage.goto(`/student/logbook/${trip.id}`);
  await expect(studentPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(studentPage.getByRole('link', { name: 'Open the deck log' })).toHaveCount(0);

  await storeCaptainLogin(page, captain);
  await page.goto(`/sailing-trips/${trip.id}`);
  const crewMayWrite = page.getByRole('switch', { name: 'Crew may write in the deck log' });
  await expect(crewMayWrite).toBeEnabled();
  // A click, not check(): the switch follows the saved setting, which a loaded machine may show a moment later.
  await crewMayWrite.click();
  await expect(crewMayWrite).toBeChecked();
  await expect
    .poll(
      async () =>
        (
          await captainApi<DeckLogResponse>(
            captain,
            'GET',
            `/api/sailing-trips/${trip.id}/log-entries`,
            undefined,
            200,
          )
        ).crew_may_write,
    )
    .toBe(true);

  await studentPage.reload();
  await studentPage.getByRole('link', { name: 'Open the deck log' }).click();
  await expect(studentPage.getByRole('heading', { level: 1, name: 'Deck log' })).toBeVisible();
  await studentPage.getByRole('button', { name: 'Note', exact: true }).click();
  const sheet = studentPage.getByRole('dialog', { name: 'Note' });
  await sheet.getByRole('textbox', { name: 'Remarks' }).fill('Bosman: fender lost off the port quarter');
  await sheet.getByRole('button', { name: 'Add to the log' }).click();
  await expect(sheet).toBeHidden();
  await expect(studentPage.getByText('Bosman: fender lost off the port quarter')).toBeVisible();

  const studentName = `${student.student.first_name} ${student.student.last_name}`;
  await expect
    .poll(async () => {
      const log = await captainApi<DeckLogResponse>(
        captain,
        'GET',
        `/api/sailing-trips/${trip.id}/log-entries`,
        undefined,
        200,
      );
      return log.entries.map((entry) => [entry.text, entry.author.role, entry.author.name]);
    })
    .toEqual([['Bosman: fender lost off the port quarter', 'crew', studentName]]);

  await page.goto(`/sailing-trips/${trip.id}/log`);
  await expect(page.getByText('Bosman: fender lost off the port quarter')).toBeVisible();
  await expect(page.getByText(studentName).first()).toBeVisible();
  await studentContext.close();
});
