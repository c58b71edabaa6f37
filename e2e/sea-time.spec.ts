import { storeCaptainLogin } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { opensPdf } from './support/pdf.ts';
import { createTripViaApi, premiumCaptain } from './support/trips.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

/** Three completed sea cruises of 120 h, 90 h and 35 h under way: 245 h in all. */
async function captainWithThreeTrips() {
  const captain = await premiumCaptain();
  const cruises = [
    { start: '2024-06-01', end: '2024-06-10', sail: '100', engine: '20', night: '30' },
    { start: '2025-07-01', end: '2025-07-07', sail: '80', engine: '10', night: '20' },
    { start: '2025-09-01', end: '2025-09-03', sail: '30', engine: '5', night: '6' },
  ];
  for (const cruise of cruises) {
    await createTripViaApi(captain, {
      embarkation_date: cruise.start,
      disembarkation_date: cruise.end,
      sailing_hours: cruise.sail,
      engine_hours: cruise.engine,
      night_hours: cruise.night,
      tidal_hours: '0',
    });
  }
  return captain;
}

test('a captain with three trips sees JSM met, what Kapitan jachtowy still needs, and downloads the statement', async ({
  page,
  context,
}) => {
  const captain = await captainWithThreeTrips();
  await storeCaptainLogin(page, captain);
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Sea time' }).first().click();
  await expect(page).toHaveURL(/\/sea-time$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sea time' })).toBeVisible();
  await expect(page.getByText('245 h').first()).toBeVisible();

  // The first licence not yet met is the goal until one is chosen: first, and open.
  const kj = page.getByRole('button', { name: /PZŻ Kapitan jachtowy/ });
  await expect(kj).toHaveAttribute('aria-expanded', 'true');
  const kjPanel = page.getByRole('region', { name: /PZŻ Kapitan jachtowy/ });
  const missing = kjPanel.getByText(/^You still need /);
  await expect(missing).toContainText('3 more sea cruises');
  await expect(missing).toContainText('955 more hours under way');
  await expect(missing).toContainText('cruise of over 100 h in tidal waters calling at 2 tidal ports');

  // The trips that count toward a requirement, on demand.
  await kjPanel.getByRole('button', { name: /Sea cruises/ }).click();
  await expect(kjPanel.getByRole('link', { name: /Zawisza Czarny/ })).toHaveCount(3);

  const jsm = page.getByRole('button', { name: /PZŻ Jachtowy sternik morski/ });
  await expect(jsm).toContainText('Met');
  await jsm.click();
  const jsmPanel = page.getByRole('region', { name: /PZŻ Jachtowy sternik morski/ });
  await expect(jsmPanel.getByText('You meet every requirement the logbook can check.')).toBeVisible();

  // A chosen goal is remembered: after a reload it comes first, and open.
  await page.getByRole('combobox', { name: 'My goal' }).click();
  await page.getByRole('option', { name: 'RYA Day Skipper' }).click();
  await page.reload();
  const first = page.getByRole('button', { name: /^(PZŻ|RYA)/ }).first();
  await expect(first).toContainText('RYA Day Skipper');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(kj).toHaveAttribute('aria-expanded', 'false');

  await kj.click();
  const statement = await opensPdf(page, context, '**/api/sea-time/statement-pdf?scheme=pzz-kj', () =>
    kjPanel.getByRole('button', { name: 'Sea-time statement (PDF)' }).click(),
  );
  expect(statement.headers['content-disposition']).toContain('.pdf');
});

test('a new logbook shows the empty state', async ({ page }) => {
  const captain = await premiumCaptain();
  await storeCaptainLogin(page, captain);
  await page.goto('/sea-time');
  await expect(page.getByText('No completed trips in your logbook yet.', { exact: false })).toBeVisible();
});
