import type { Page } from '@playwright/test';
import { registerCaptainViaApi, storeCaptainLogin } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { opensPdf } from './support/pdf.ts';
import { expirePremium, grantPremium } from './support/premium.ts';
import { toasts } from './support/toasts.ts';
import { chooseOption, createTripViaApi, stepHeading } from './support/trips.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a captain opens the voyage card and a crew opinion of a trip as PDFs in new tabs', async ({
  page,
  context,
}) => {
  const captain = await registerCaptainViaApi();
  grantPremium(captain.email);
  const trip = await createTripViaApi(captain);
  await storeCaptainLogin(page, captain);
  await page.goto(`/sailing-trips/${trip.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zawisza Czarny' })).toBeVisible();

  const voyageCard = page.getByRole('button', { name: 'Voyage card (PDF)' });
  const card = await opensPdf(page, context, '**/voyage-card-pdf', () => voyageCard.click());
  expect(card.request.headers['accept-language']).toBe('en');
  expect(card.request.headers.authorization).toBe(`Bearer ${captain.token}`);
  expect(card.headers['content-disposition']).toContain(
    'filename="captains-certificate-of-passage-zawisza-czarny',
  );
  await expect(voyageCard).toBeEnabled();

  await page.getByRole('button', { name: 'Crew opinion (PDF)' }).click();
  await expect(page.getByRole('menuitem')).toHaveCount(2);
  const opinion = await opensPdf(page, context, '**/opinion-pdf', () =>
    page.getByRole('menuitem', { name: 'Crew opinion (PDF): Piotr Nowak' }).click(),
  );
  expect(opinion.headers['content-disposition']).toContain('filename="crew-opinion-piotr-nowak');
  await expect(toasts(page)).toHaveCount(0);
});

test('a captain whose Premium ended still opens the voyage card, in Polish; without crew there is no opinion', async ({
  page,
  context,
}) => {
  const captain = await registerCaptainViaApi();
  grantPremium(captain.email);
  const trip = await createTripViaApi(captain, { crew_members: [] });
  expirePremium(captain.email);
  await storeCaptainLogin(page, captain);
  await page.evaluate(() => window.localStorage.setItem('i18n-language', 'pl'));
  await page.goto(`/sailing-trips/${trip.id}`);
  await expect(page.getByRole('button', { name: 'Usuń rejs' })).toHaveAttribute('aria-disabled', 'true');

  const opinions = page.getByRole('button', { name: 'Opinia z rejsu (PDF)' });
  await expect(opinions).toHaveAttribute('aria-disabled', 'true');
  await expect(opinions).toHaveAccessibleDescription('Ten rejs nie ma załogi, której można wystawić opinię.');
  const card = await opensPdf(page, context, '**/voyage-card-pdf', () =>
    page.getByRole('button', { name: 'Karta rejsu (PDF)' }).click(),
  );
  expect(card.request.headers['accept-language']).toBe('pl');
  expect(card.headers['content-disposition']).toContain('filename="karta-rejsu-zawisza-czarny');
});

async function next(page: Page, step: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, step)).toBeVisible();
}

/** A visitor fills the public form's four steps and arrives at the summary. */
async function fillPublicTripCard(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Generate a trip card — free' }).click();
  await expect(page).toHaveURL(/\/public-trip-card$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Free trip card' })).toBeVisible();
  await expect(page.getByText('Nothing you enter is saved')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
    'href',
    '/register',
  );

  await expect(stepHeading(page, 'Captain')).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Łukasz');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Żółć');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+48 600 100 200');
  await chooseOption(page, 'Licence type', 'Yacht Captain (PZŻ, kapitan jachtowy)');
  await page.getByRole('textbox', { name: 'Licence number' }).fill('KJ-1234');
  await next(page, 'Yacht');

  // No login, so no search among saved yachts.
  await expect(page.getByRole('textbox', { name: 'Find one of your yachts' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Yacht name' }).fill('Zawisza Czarny');
  await page.getByRole('textbox', { name: 'Registration number' }).fill('POL-1234');
  await page.getByRole('textbox', { name: 'Home port' }).fill('Gdynia');
  await page.getByRole('spinbutton', { name: 'Hull length (m)' }).fill('42.7');
  await page.getByRole('spinbutton', { name: 'Number of engines' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Engine power (kW)' }).fill('220.5');
  await next(page, 'Cruise details');

  await page.getByRole('combobox', { name: 'Port of embarkation' }).fill('Gdynia');
  await page.getByRole('combobox', { name: 'Port of disembarkation' }).fill('Świnoujście');
  await page.getByRole('combobox', { name: 'Visited port 1' }).fill('Bornholm');
  await page.getByRole('spinbutton', { name: 'Distance (NM)' }).fill('180');
  await page.getByLabel('Start date').fill('2026-07-01');
  await page.getByLabel('End date').fill('2026-07-08');
  await page.getByRole('textbox', { name: 'Hours under sail (h)' }).fill('40');
  await page.getByRole('textbox', { name: 'Hours under engine (h)' }).fill('12');
  await next(page, 'Crew');
  await next(page, 'Summary');
  await expect(page.getByRole('region', { name: 'Route', exact: true })).toContainText('Świnoujście');
}

test('a visitor fills the public trip card form and the PDF opens in a new tab', async ({
  page,
  context,
}) => {
  await fillPublicTripCard(page);
  const submit = page.getByRole('button', { name: 'Generate trip card (PDF)' });
  const response = await opensPdf(page, context, '**/api/public/trip-card-pdf', () => submit.click());
  expect(response.request.headers.authorization).toBeUndefined();
  expect(response.request.json).toMatchObject({
    yacht_name: 'Zawisza Czarny',
    disembarkation_port: 'Świnoujście',
    visited_ports: [{ name: 'Bornholm', is_tidal: false }],
    crew_members: [],
  });
  await expect(page.getByText('Your trip card opened in a new tab.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/public-trip-card$/);
  await expect(submit).toBeEnabled();
});

test('a refused public trip card shows why, and so does a lost connection', async ({
  page,
  context,
  pageProblems,
}) => {
  await fillPublicTripCard(page);
  const submit = page.getByRole('button', { name: 'Generate trip card (PDF)' });
  const closedTabs: Page[] = [];
  context.on('page', (tab) => closedTabs.push(tab));

  // The server itself refuses a body whose yacht has no name (the form would not send one).
  await page.route('**/api/public/trip-card-pdf', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, yacht_name: '' }) });
  });
  const refused = page.waitForResponse('**/api/public/trip-card-pdf');
  await submit.click();
  expect((await refused).status()).toBe(422);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The trip card could not be generated');
  await expect(alert).toContainText('Yacht name: Yacht name is required');
  // The form opens the refused field's step with the server's message on the field.
  await expect(stepHeading(page, 'Yacht')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Yacht name' })).toHaveAttribute('aria-invalid', 'true');

  // No answer at all (back to the summary first).
  await page.unroute('**/api/public/trip-card-pdf');
  await page.route('**/api/public/trip-card-pdf', (route) => route.abort('connectionfailed'));
  for (const step of ['Cruise details', 'Crew', 'Summary']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, step)).toBeVisible();
  }
  await submit.click();
  await expect(alert).toContainText('Could not connect to the server. Please try again.');

  // The waiting tabs were closed again.
  await expect.poll(() => closedTabs.every((tab) => tab.isClosed())).toBe(true);
  expect(closedTabs).toHaveLength(2);
  // The browser reports the refused and the aborted request as console errors; both are expected here.
  pageProblems.splice(0, pageProblems.length);
});
