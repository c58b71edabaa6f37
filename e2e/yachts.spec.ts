import type { Page } from '@playwright/test';
import { registerCaptainViaApi, storeCaptainLogin } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { grantPremium } from './support/premium.ts';
import { createYachtViaApi, premiumCaptain } from './support/trips.ts';

interface YachtData {
  name: string;
  registration: string;
  port: string;
  length: string;
  engines: string;
  power: string;
}

/** A yacht as the API takes it, in the given name and registration. */
function yachtBody(name: string, registration: string) {
  return {
    name,
    registration_number: registration,
    home_port: 'Gdynia',
    hull_length: '42.7',
    engines_count: '1',
    engine_power: '220.5',
  };
}

async function fillYacht(page: Page, yacht: YachtData) {
  await page.getByRole('textbox', { name: 'Yacht name' }).fill(yacht.name);
  await page.getByRole('textbox', { name: 'Registration number' }).fill(yacht.registration);
  await page.getByRole('textbox', { name: 'Home port' }).fill(yacht.port);
  await page.getByRole('spinbutton', { name: 'Hull length (m)' }).fill(yacht.length);
  await page.getByRole('spinbutton', { name: 'Number of engines' }).fill(yacht.engines);
  await page.getByRole('spinbutton', { name: 'Engine power (kW)' }).fill(yacht.power);
}

async function addYacht(page: Page, yacht: YachtData) {
  await page.getByRole('link', { name: 'Add yacht' }).first().click();
  await expect(page).toHaveURL(/\/yachts\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add yacht' })).toBeVisible();
  await fillYacht(page, yacht);
  await page.getByRole('button', { name: 'Add yacht' }).click();
  await expect(page).toHaveURL(/\/yachts\?created=1$/);
  await expect(page.getByText('Your yacht has been added.')).toBeVisible();
}

test('a captain with Premium adds, edits, searches and deletes yachts', async ({ page }) => {
  const captain = await registerCaptainViaApi();
  grantPremium(captain.email);
  await storeCaptainLogin(page, captain);

  await page.goto('/yachts');
  await expect(page.getByRole('heading', { level: 1, name: 'Yachts (0)' })).toBeVisible();
  await expect(page.getByText('You have not added any yachts yet.', { exact: false })).toBeVisible();

  // Empty fields are flagged before anything is sent.
  await page.getByRole('link', { name: 'Add yacht' }).first().click();
  await page.getByRole('button', { name: 'Add yacht' }).click();
  await expect(page.getByText('Yacht name is required')).toBeVisible();
  await page.getByRole('link', { name: 'Back to yachts' }).click();

  await addYacht(page, {
    name: 'Zawisza Czarny',
    registration: 'POL-1234',
    port: 'Gdynia',
    length: '42.7',
    engines: '1',
    power: '250.5',
  });
  await addYacht(page, {
    name: 'Mazurek',
    registration: 'GIZ-77',
    port: 'Giżycko',
    length: '7.5',
    engines: '1',
    power: '4',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Yachts (2)' })).toBeVisible();
  const zawisza = page.getByRole('listitem', { name: 'Zawisza Czarny' });
  await expect(zawisza.getByText('42.7 m')).toBeVisible();
  await expect(zawisza.getByText('250.5 kW')).toBeVisible();

  // Edit
  await page.getByRole('link', { name: 'Edit Mazurek' }).click();
  await expect(page.getByRole('textbox', { name: 'Yacht name' })).toHaveValue('Mazurek');
  await page.getByRole('textbox', { name: 'Yacht name' }).fill('Mazurek II');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/yachts$/);
  await expect(page.getByRole('listitem', { name: 'Mazurek II' })).toBeVisible();

  // Search applies on Enter
  const search = page.getByRole('textbox', { name: 'Search yachts' });
  await search.fill('giz');
  await search.press('Enter');
  await expect(page.getByRole('listitem', { name: 'Zawisza Czarny' })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Mazurek II' })).toBeVisible();
  await search.fill('no such yacht');
  await search.press('Enter');
  await expect(page.getByText('No yachts match “no such yacht”.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).first().click();
  await expect(page.getByRole('listitem', { name: 'Zawisza Czarny' })).toBeVisible();

  // Table view on a wide screen
  await page.getByText('Table', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Your yachts' })).toBeVisible();
  await page.getByText('Cards', { exact: true }).click();

  // Details
  await page.getByRole('link', { name: 'Details of Zawisza Czarny' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zawisza Czarny' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trips on this yacht' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to yachts' }).click();

  // Delete
  await page.getByRole('button', { name: 'Delete Mazurek II' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this yacht?' });
  await expect(dialog.getByText('Mazurek II')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete yacht' }).click();
  await expect(page.getByText('Yacht deleted.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Mazurek II' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Yachts (1)' })).toBeVisible();
});

test('the yachts table keeps each row on one line: its actions are in a menu named after the yacht', async ({
  page,
}) => {
  const captain = await premiumCaptain();
  await createYachtViaApi(captain, yachtBody('Dar Młodzieży Szczecińskiej', 'POL-9876-XYZ'));
  await createYachtViaApi(captain, yachtBody('Zawisza Czarny', 'POL-1234'));
  await storeCaptainLogin(page, captain);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/yachts');
  await page.getByText('Table', { exact: true }).click();
  const table = page.getByRole('table', { name: 'Your yachts' });
  await expect(table.getByRole('button', { name: /^Actions for / })).toHaveCount(2);
  await expect(table.getByRole('button', { name: 'Delete Zawisza Czarny' })).toHaveCount(0);
  // At 1280 px the menu button fits its row's single line (three labelled buttons wrapped onto two).
  const trigger = table.getByRole('button', { name: 'Actions for Zawisza Czarny' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Actions for Zawisza Czarny' }) });
  const [rowBox, triggerBox] = [await row.boundingBox(), await trigger.boundingBox()];
  expect(rowBox && triggerBox && rowBox.height < 2 * triggerBox.height).toBe(true);

  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Details', 'Edit', 'Delete']);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await trigger.click();
  await menu.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Yacht name' })).toHaveValue('Zawisza Czarny');
  await page.goBack();

  await page.getByText('Table', { exact: true }).click();
  await table.getByRole('button', { name: 'Actions for Dar Młodzieży Szczecińskiej' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this yacht?' });
  await dialog.getByRole('button', { name: 'Delete yacht' }).click();
  await expect(page.getByText('Yacht deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Yachts (1)' })).toBeVisible();
});

test('a captain without Premium cannot add a yacht and is sent back from /yachts/add', async ({ page }) => {
  const captain = await registerCaptainViaApi();
  await storeCaptainLogin(page, captain);

  await page.goto('/yachts');
  await expect(page.getByRole('heading', { level: 1, name: 'Yachts (0)' })).toBeVisible();
  const add = page.getByRole('button', { name: 'Add yacht' }).first();
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await expect(add).toHaveAccessibleDescription('This feature requires a Premium account.');

  await page.goto('/yachts/add');
  await expect(page).toHaveURL(/\/yachts\?error=premium_required$/);
  await expect(page.getByText('Premium required', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Premium' }).first()).toHaveAttribute(
    'href',
    '/captain-profile?tab=premium',
  );
});
