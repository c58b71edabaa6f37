import path from 'node:path';
import { storeCaptainLogin } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { completeTripFormValues, storeNewTripDraft } from './support/trip-draft.ts';
import { nextStep } from './support/trip-form.ts';
import { premiumCaptain, stepHeading } from './support/trips.ts';

/** Gdynia to Hel with a 40-minute stop at Jastarnia, 31 points with times (made by hand for these tests). */
const balticGpx = path.join(import.meta.dirname, 'fixtures', 'baltic.gpx');

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a captain fills a trip from a GPX file, saves it and sees its route drawn on the trip page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const captain = await premiumCaptain({ profile: true });
  await storeCaptainLogin(page, captain);
  // Every step filled but what the track knows: the route, the miles, the dates and the hours.
  const values = completeTripFormValues({
    embarkationPort: '',
    disembarkationPort: '',
    distance: '',
    embarkationDate: '',
    disembarkationDate: '',
    sailingHours: '',
  });
  await storeNewTripDraft(page, captain, values, 3);
  await page.goto('/sailing-trips/new');
  await expect(stepHeading(page, 'Cruise details')).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Fill from a GPX file' }).click();
  await page.getByLabel('Choose a GPX file').setInputFiles(balticGpx);
  await expect(page.getByText('What the track fills in')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Fill the ticked fields' }).click();
  await expect(page.getByText('Filled from the track.', { exact: false })).toBeVisible();
  // The first stop lies in Gdynia's harbour, which the bundled harbours name.
  await expect(page.getByRole('combobox', { name: 'Port of embarkation' })).toHaveValue('Gdynia');
  await expect(page.getByRole('spinbutton', { name: 'Distance (NM)' })).toHaveValue(/^1[89](\.\d+)?$/);

  await nextStep(page, 'Crew');
  await nextStep(page, 'Summary');
  await page.getByRole('button', { name: 'Save trip' }).click();

  await expect(page).toHaveURL(/\/sailing-trips\/\d+$/);
  const track = page.getByRole('region', { name: 'Track' });
  // About 18.5 Mm with the stop at Jastarnia; the ends are named as the form holds them.
  await expect(
    track.getByRole('img', { name: /^Route from Gdynia to .+, 1[89](\.\d)? NM, 1 stop$/ }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(track.getByRole('button', { name: 'Download track (GPX)' })).toBeVisible();

  // The whole track comes back as the GPX it was.
  const download = page.waitForEvent('download');
  await track.getByRole('button', { name: 'Download track (GPX)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.gpx$/);
});
