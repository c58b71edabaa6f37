import type { Page } from '@playwright/test';
import { registerCaptainViaApi, storeCaptainLogin } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { expirePremium } from './support/premium.ts';
import { createTripViaApi, premiumCaptain } from './support/trips.ts';

const premiumHint = 'This feature requires a Premium account.';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

/** The dashboard's Premium tiles are shown but disabled, each saying why. */
async function expectGatedTilesDisabled(page: Page) {
  for (const name of ['Record a cruise', 'Plan a trip']) {
    const tile = page.getByRole('link', { name });
    await expect(tile).toHaveAttribute('aria-disabled', 'true');
    await expect(tile).toHaveAccessibleDescription(new RegExp(premiumHint));
  }
  await expect(page.getByRole('link', { name: 'Sailing trips' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
}

test('a captain without Premium has an empty logbook, cannot add a trip and is sent back from the form', async ({
  page,
}) => {
  const captain = await registerCaptainViaApi();
  await storeCaptainLogin(page, captain);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome aboard, Ewa Żeglarska!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Unlock Premium' })).toBeVisible();
  const latest = page.getByRole('region', { name: 'Latest trips' });
  await expect(latest.getByText('You have not recorded any trips yet.')).toBeVisible();
  await expect(latest.getByRole('button', { name: 'Add your first trip' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectGatedTilesDisabled(page);

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

test('a captain whose Premium ended sees the latest trips on the dashboard and reads a trip but cannot change it', async ({
  page,
}) => {
  const captain = await premiumCaptain();
  for (const number of [1, 2, 3, 4, 5]) {
    await createTripViaApi(captain, {
      yacht_name: `Mazurek ${number}`,
      registration_number: `GIZ-${number}`,
      visited_ports: [],
      crew_members: [],
    });
  }
  const trip = await createTripViaApi(captain);
  expirePremium(captain.email);
  await storeCaptainLogin(page, captain);

  // The dashboard: the five trips recorded last, newest first; a click on a row opens the trip.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Unlock Premium' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your five latest trips' });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('row').nth(1)).toContainText(
    'Zawisza CzarnyPOL-1234Gdynia → Świnoujście01/07/2099 – 08/07/2099',
  );
  await expect(table.getByRole('row').nth(5)).toContainText('Mazurek 2');
  await expect(table.getByText('Mazurek 1', { exact: true })).toHaveCount(0);
  await expectGatedTilesDisabled(page);
  await table.getByRole('cell', { name: 'POL-1234' }).click();
  await expect(page).toHaveURL(new RegExp(`/sailing-trips/${trip.id}$`));

  // Every section is there to read.
  await expect(page.getByRole('heading', { level: 1, name: 'Zawisza Czarny' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Yacht', exact: true })).toContainText('POL-1234');
  await expect(page.getByRole('region', { name: 'Captain', exact: true })).toContainText('Łukasz Żółć');
  await expect(page.getByRole('region', { name: 'Captain', exact: true })).toContainText(
    'Yacht Captain (PZŻ, kapitan jachtowy)',
  );
  await expect(page.getByRole('region', { name: 'Route', exact: true })).toContainText('8 days');
  await expect(page.getByRole('region', { name: 'Hours' })).toContainText('96 h');
  const ports = page.getByRole('region', { name: 'Visited ports' });
  await expect(ports.getByRole('listitem')).toHaveText([/Bornholm/, /Dover\s*Tidal/]);
  const crew = page.getByRole('region', { name: 'Crew and opinions' });
  const anna = crew.getByRole('listitem', { name: 'Anna Wiśniewska' });
  await expect(anna).toContainText('First officer');
  await expect(anna).toContainText('Very well');
  await expect(crew.getByRole('listitem', { name: 'Piotr Nowak' })).toContainText('Kuk');
  await expect(page.getByRole('region', { name: 'Notes and logbook' })).toContainText('LB/2099/7');

  // Edit, delete and the status change are disabled with the hint.
  await expect(page.getByText('Planned', { exact: true })).toBeVisible();
  for (const name of ['Edit trip', 'Delete trip', 'Change status']) {
    const action = page.getByRole('button', { name });
    await expect(action).toHaveAttribute('aria-disabled', 'true');
    await expect(action).toHaveAccessibleDescription(premiumHint);
  }
  await expect(page.getByRole('link', { name: 'Edit trip' })).toHaveCount(0);

  // The list still has every trip; the forms are closed to them.
  await page.getByRole('link', { name: 'Back to trips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trips (6)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add trip', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.goto(`/sailing-trips/edit/${trip.id}`);
  await expect(page).toHaveURL(/\/sailing-trips\?error=premium_required$/);
  await expect(page.getByText('Premium required').first()).toBeVisible();
});
