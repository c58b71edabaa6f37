import { readPdf } from '../src/server/documents/read-pdf.ts';
import { storeCaptainLogin } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { chooseOption, createTripViaApi, premiumCaptain } from './support/trips.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a captain chooses trips for the CV and the PDF opens in a new tab without a login', async ({
  page,
  context,
}) => {
  const captain = await premiumCaptain({ profile: true });
  await createTripViaApi(captain, { yacht_name: 'Zawisza Czarny' });
  await createTripViaApi(captain, { yacht_name: 'Dar Pomorza' });
  await storeCaptainLogin(page, captain);

  await page.goto('/captain-cv');
  await expect(page.getByRole('heading', { level: 1, name: "Captain's CV" })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nationality' })).toHaveValue('POLAND');
  const generate = page.getByRole('button', { name: 'Generate CV' });
  await expect(generate).toBeDisabled();

  await page.getByRole('button', { name: 'Select all' }).click();
  await expect(page.getByText('Selected: 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(generate).toBeDisabled();
  await page.getByRole('checkbox', { name: /List Zawisza Czarny/ }).check();
  await expect(generate).toBeEnabled();
  // The row and the totals show what the CV prints for the trip (tripBody: 96 h under sail, 12.5 under engine).
  const row = page.getByRole('row', { name: /Zawisza Czarny/ });
  await expect(row).toContainText('412.5 NM');
  await expect(row).toContainText('108.5 h');
  const totals = page.getByRole('region', { name: 'Totals of the selected trips, as the CV prints them' });
  await expect(totals).toContainText('Distance412.5 NM');
  await expect(totals).toContainText('Hours under way108.5 h');

  // No goal was chosen on the sea-time page: no progress until the captain picks a licence for this CV.
  await expect(page.getByRole('combobox', { name: 'Licence progress on the CV', exact: true })).toHaveValue(
    'None',
  );
  await chooseOption(page, 'Licence progress on the CV', 'RYA Yachtmaster Offshore');

  const [tab] = await Promise.all([context.waitForEvent('page'), generate.click()]);
  await tab.waitForURL(/\/api\/captain\/cv\/pdf\/[^/]+$/);
  await expect(page.getByText('Your CV opened in a new tab.')).toBeVisible();
  // The link works on its own: no Authorization header, a PDF.
  const answer = await fetch(tab.url());
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  const pdf = Buffer.from(await answer.arrayBuffer());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = (await readPdf(pdf)).all;
  expect(text).toContain('412.5 NM');
  expect(text).toContain('RYA Yachtmaster Offshore');
});
