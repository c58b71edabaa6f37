import { registerCaptainViaApi, storeCaptainLogin } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { expirePremium } from './support/premium.ts';
import { createTripViaApi, premiumCaptain } from './support/trips.ts';

const premiumHint = 'This feature requires a Premium account.';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a captain without Premium has an empty logbook, cannot add a trip and is sent back from the form', async ({
  page,
}) => {
  const captain = await registerCaptainViaApi();
  await storeCaptainLogin(page, captain);

  await page.goto('/sailing-trips');
  await expect(page.getByRole('heading', { level: 1, name: 'Trips (0)' })).toBeVisible();
  await expect(page.getByText('Your logbook is empty.', { exact: false })).toBeVisible();
  for (const name of ['Add trip', 'Add your first trip']) {
    const add = page.getByRole('button', { name, exact: true });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription(premiumHint);
  }
  await expect(page.getByRole('link', { name: 'Add trip', exact: true })).toHaveCount(0);

  await page.goto('/sailing-trips/new');
  await expect(page).toHaveURL(/\/sailing-trips\?error=premium_required$/);
  await expect(page.getByText('Premium required').first()).toBeVisible();
  await expect(page.getByText('This action needs an active Premium subscription.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Premium' }).first()).toHaveAttribute(
    'href',
    '/captain-profile?tab=premium',
  );
});

test('a captain whose Premium ended still sees the trips but cannot change them', async ({ page }) => {
  const captain = await premiumCaptain();
  const trip = await createTripViaApi(captain);
  expirePremium(captain.email);
  await storeCaptainLogin(page, captain);

  await page.goto('/sailing-trips');
  await expect(page.getByRole('heading', { level: 1, name: 'Trips (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add trip', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('link', { name: 'Open the trip on Zawisza Czarny, Gdynia → Świnoujście' }).click();
  await expect(page).toHaveURL(new RegExp(`/sailing-trips/${trip.id}$`));

  // Every section is there to read.
  await expect(page.getByRole('heading', { level: 1, name: 'Zawisza Czarny' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Yacht', exact: true })).toContainText('POL-1234');
  await expect(page.getByRole('region', { name: 'Captain', exact: true })).toContainText('Łukasz Żółć');
  await expect(page.getByRole('region', { name: 'Captain', exact: true })).toContainText(
    'Yacht Captain (PZŻ, kapitan jachtowy)',
  );
  await expect(page.getByRole('region', { name: 'Route', exact: true })).toContainText('7 days');
  await expect(page.getByRole('region', { name: 'Hours' })).toContainText('96 h');
  const ports = page.getByRole('region', { name: 'Visited ports' });
  await expect(ports.getByRole('listitem')).toHaveText([/Bornholm/, /Dover\s*Tidal/]);
  const crew = page.getByRole('region', { name: 'Crew and opinions' });
  const anna = crew.getByRole('listitem', { name: 'Anna Wiśniewska' });
  await expect(anna).toContainText('First officer');
  await expect(anna).toContainText('Very well');
  await expect(crew.getByRole('listitem', { name: 'Piotr Nowak' })).toContainText('Kuk');
  await expect(page.getByRole('region', { name: 'Notes and logbook' })).toContainText('LB/2099/7');

  // Edit and delete are disabled with the hint; the status cannot be changed either.
  const edit = page.getByRole('button', { name: 'Edit trip' });
  await expect(edit).toHaveAttribute('aria-disabled', 'true');
  await expect(edit).toHaveAccessibleDescription(premiumHint);
  await expect(page.getByRole('link', { name: 'Edit trip' })).toHaveCount(0);
  const remove = page.getByRole('button', { name: 'Delete trip' });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription(premiumHint);
  await expect(page.getByText('Planned', { exact: true })).toBeVisible();
  const status = page.getByRole('button', { name: 'Change status' });
  if ((await status.count()) > 0) {
    await expect(status).toHaveAttribute('aria-disabled', 'true');
    await expect(status).toHaveAccessibleDescription(premiumHint);
  }

  // The form is closed to them, the edit form too.
  await page.goto(`/sailing-trips/edit/${trip.id}`);
  await expect(page).toHaveURL(/\/sailing-trips\?error=premium_required$/);
  await expect(page.getByText('Premium required').first()).toBeVisible();
});
