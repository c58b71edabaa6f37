import fs from 'node:fs/promises';
import { storeCaptainLogin } from './support/accounts.ts';
import { blockingViolations } from './support/axe.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { premiumCaptain } from './support/trips.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

/** Three trips as a spreadsheet saves them; the second ends before it starts. */
const logbookCsv = [
  'Yacht,Registration,Home port,Length,Engines,Power,From,To,Start,End,Miles,Sail hours,Motor hours',
  'Selma,POL-77,Gdynia,12.5,1,20,Hel,Jastarnia,2025-06-01,2025-06-03,24.5,10,2',
  'Mazurek,GIZ-12,Giżycko,8.5,1,6,Giżycko,Mikołajki,2025-07-10,2025-07-05,30,8,1',
  'Zjawa IV,PZŻ 555,Szczecin,14.2,1,40,Szczecin,Świnoujście,2025-08-01,2025-08-04,62,20,4',
].join('\n');

test('a captain imports a CSV with one bad row: the good rows go into the logbook, the bad one is named', async ({
  page,
}) => {
  // Two pages analysed for accessibility besides the import itself.
  test.slow();
  const captain = await premiumCaptain({ profile: true });
  await storeCaptainLogin(page, captain);
  await page.goto('/sailing-trips');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'JSON (full backup)' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Import trips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import trips' })).toBeVisible({
    timeout: 15_000,
  });

  await page.getByLabel('Choose a file to import').setInputFiles({
    name: 'logbook.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(logbookCsv, 'utf8'),
  });
  await expect(page.getByText('Row 3: End date: End date must be after start date')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('2 ready to import')).toBeVisible();
  await expect(page.getByText('1 with errors')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Column “From”' })).toHaveValue('Port of embarkation');
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Import 2 trips' }).click();
  await expect(page).toHaveURL(/\/sailing-trips$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trips (2)' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Selma' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Zjawa IV' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Mazurek' })).toHaveCount(0);

  // And out again: the JSON backup holds the two trips, under the server's file name.
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'JSON (full backup)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^logbook-trips-\d{4}-\d{2}-\d{2}\.json$/);
  const backup = JSON.parse(await fs.readFile(await file.path(), 'utf8')) as {
    sailing_trips: { yacht_name: string }[];
  };
  expect(backup.sailing_trips.map((trip) => trip.yacht_name).sort()).toEqual(['Selma', 'Zjawa IV']);
});
