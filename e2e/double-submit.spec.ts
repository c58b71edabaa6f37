import type { Page } from '@playwright/test';
import { type ApiCaptain, storeCaptainLogin } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { toasts } from './support/toasts.ts';
import { storeNewTripDraft } from './support/trip-draft.ts';
import { captainApi, premiumCaptain, uniqueRegistration } from './support/trips.ts';

// A hurried captain double-clicks every button that sends something: each create makes one
// record, and the delete confirmation deletes without an error.
test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

/** Exactly one toast, the success message: no error toast came with it. */
async function onlySuccessToast(page: Page, message: string) {
  await expect(toasts(page).filter({ hasText: message })).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(1);
}

async function loggedIn(page: Page): Promise<ApiCaptain> {
  const captain = await premiumCaptain();
  await storeCaptainLogin(page, captain);
  return captain;
}

test('a double-click on Add yacht adds one yacht', async ({ page }) => {
  const captain = await loggedIn(page);
  await page.goto('/yachts/add');
  await page.getByRole('textbox', { name: 'Yacht name' }).fill('Mazurek');
  await page.getByRole('textbox', { name: 'Registration number' }).fill(uniqueRegistration('GIZ'));
  await page.getByRole('textbox', { name: 'Home port' }).fill('Giżycko');
  await page.getByRole('spinbutton', { name: 'Hull length (m)' }).fill('7.5');
  await page.getByRole('spinbutton', { name: 'Number of engines' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Engine power (kW)' }).fill('4');

  await page.getByRole('button', { name: 'Add yacht' }).dblclick();

  await expect(page).toHaveURL(/\/yachts\?created=1$/);
  await onlySuccessToast(page, 'Yacht added.');
  await expect(page.getByRole('heading', { level: 1, name: 'Yachts (1)' })).toBeVisible();
  const yachts = await captainApi<{ data: unknown[] }>(captain, 'GET', '/api/yachts', undefined, 200);
  expect(yachts.data).toHaveLength(1);
});

test('a double-click on Create invitation creates one invitation', async ({ page }) => {
  const captain = await loggedIn(page);
  await page.goto('/invitations');
  await page.getByRole('textbox', { name: 'Description' }).fill('Sezon 2099');

  await page.getByRole('button', { name: 'Create invitation' }).dblclick();

  await onlySuccessToast(page, 'Invitation created.');
  // The form stays for the next invitation, empty.
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  const answer = await captainApi<{ invitations: unknown[] }>(
    captain,
    'GET',
    '/api/invitations',
    undefined,
    200,
  );
  expect(answer.invitations).toHaveLength(1);
});

test('a double-click on Save planned trip creates one planned trip', async ({ page }) => {
  const captain = await loggedIn(page);
  await page.goto('/planned-sailing-trips/new');
  await page.getByRole('textbox', { name: 'Trip name' }).fill('Bałtyk 2099');
  await page.getByLabel('Start date').fill('2099-07-01');
  await page.getByLabel('End date').fill('2099-07-08');
  await page.getByRole('textbox', { name: 'Embarkation port', exact: true }).fill('Gdynia');
  await page.getByRole('textbox', { name: 'Disembarkation port' }).fill('Świnoujście');
  await page.getByRole('textbox', { name: 'Yacht name' }).fill('Zawisza Czarny');

  await page.getByRole('button', { name: 'Save planned trip' }).dblclick();

  await expect(page).toHaveURL(/\/planned-sailing-trips\/\d+$/);
  await onlySuccessToast(page, 'The planned trip has been saved!');
  const answer = await captainApi<{ planned_trips: unknown[] }>(
    captain,
    'GET',
    '/api/planned-sailing-trips',
    undefined,
    200,
  );
  expect(answer.planned_trips).toHaveLength(1);
});

test('a double-click on Save trip records one trip, and one on the delete confirmation deletes it without an error', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const captain = await loggedIn(page);
  await storeNewTripDraft(page, captain);
  await page.goto('/sailing-trips/new');
  // The Premium check comes first; a busy machine may take a while over it.
  await expect(page.getByRole('status', { name: /^Draft from \d\d:\d\d restored$/ })).toBeVisible({
    timeout: 15_000,
  });

  await page.getByRole('button', { name: 'Save trip' }).dblclick();

  await expect(page).toHaveURL(/\/sailing-trips\/\d+$/);
  await onlySuccessToast(page, 'The trip has been saved!');
  const trips = await captainApi<{ sailing_trips: { id: number }[] }>(
    captain,
    'GET',
    '/api/sailing-trips',
    undefined,
    200,
  );
  expect(trips.sailing_trips).toHaveLength(1);

  await page.getByRole('button', { name: 'Delete trip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this trip?' });
  await dialog.getByRole('button', { name: 'Delete trip' }).dblclick();

  await expect(page).toHaveURL(/\/sailing-trips$/);
  await expect(toasts(page).filter({ hasText: 'The trip has been deleted.' })).toHaveCount(1);
  await expect(toasts(page).filter({ hasText: /Failed|error/i })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Trips (0)' })).toBeVisible();
  const after = await captainApi<{ sailing_trips: unknown[] }>(
    captain,
    'GET',
    '/api/sailing-trips',
    undefined,
    200,
  );
  expect(after.sailing_trips).toHaveLength(0);
});
