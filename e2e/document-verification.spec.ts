import type { Browser, BrowserContext, Page } from '@playwright/test';
import { readPdf } from '../src/server/documents/read-pdf.ts';
import { storeCaptainLogin } from './support/accounts.ts';
import { blockingViolations } from './support/axe.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { opensPdf } from './support/pdf.ts';
import { createTripViaApi, premiumCaptain } from './support/trips.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

/** The verification link a PDF prints beside its QR code (the text may break anywhere inside the link). */
async function printedVerificationLink(pdf: Buffer) {
  const text = (await readPdf(pdf)).all;
  const code = text.match(/\b([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4})\b/)?.[1] ?? '';
  expect(code, `a printed code in: ${text}`).not.toBe('');
  const link = text.replace(/\s+/g, '').match(/https?:\/\/[^/]+\/verify\/[2-9A-Z]{12}/)?.[0] ?? '';
  expect(new URL(link).pathname, `the printed link in: ${text}`).toBe(`/verify/${code.replaceAll('-', '')}`);
  return { code, link };
}

/** A browser with no login and nothing stored: someone who has only the paper. */
async function freshVisitor(browser: Browser, language: 'en' | 'pl') {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  // The language a returning visitor chose (the app's stored choice), before any page script runs.
  await context.addInitScript((lang) => window.localStorage.setItem('i18n-language', lang), language);
  return { context, page: await context.newPage() };
}

/** Prints the crew opinion of the trip's first crew member from its page and reads its verification link. */
async function printCrewOpinion(page: Page, context: BrowserContext) {
  await page.getByRole('button', { name: 'Crew opinion (PDF)' }).click();
  const opinion = await opensPdf(page, context, '**/opinion-pdf', () =>
    page.getByRole('menuitem', { name: 'Crew opinion (PDF): Anna Wiśniewska' }).click(),
  );
  return printedVerificationLink(opinion.body);
}

/** Sets the hours under sail in the trip's edit form and saves. */
async function editSailingHours(page: Page, tripId: number, hours: string) {
  await page.goto(`/sailing-trips/${tripId}`);
  await page.getByRole('link', { name: 'Edit trip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit trip' })).toBeVisible();
  await page.getByRole('button', { name: /^Step 3: Cruise details/ }).click();
  const sailing = page.getByRole('textbox', { name: 'Hours under sail (h)' });
  await expect(sailing).toHaveValue('96');
  await sailing.fill(hours);
  await page.getByRole('button', { name: /^Step 5: Summary/ }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/sailing-trips\/\d+$/);
  await expect(page.getByText('The trip has been updated!').first()).toBeVisible();
}

test('a printed crew opinion checks out in a fresh browser, and says the trip changed after the captain edits its hours', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const captain = await premiumCaptain({ profile: true });
  const trip = await createTripViaApi(captain);
  await storeCaptainLogin(page, captain);
  await page.goto(`/sailing-trips/${trip.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zawisza Czarny' })).toBeVisible();

  const { code, link } = await printCrewOpinion(page, context);

  const visitor = await freshVisitor(browser, 'en');
  await visitor.page.goto(link);
  const main = visitor.page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Document verification' })).toBeVisible();
  await expect(main.getByRole('status')).toContainText('This document matches our records');
  await expect(visitor.page).toHaveTitle('Document verification · Logbook');
  const documentCard = main.getByRole('region', { name: 'Document' });
  await expect(documentCard).toContainText('Crew opinion');
  await expect(documentCard).toContainText(code);
  await expect(main.getByRole('region', { name: 'Crew member' })).toContainText('Anna Wiśniewska');
  await expect(main.getByRole('region', { name: 'Captain' })).toContainText('Łukasz Żółć');
  await expect(main.getByRole('region', { name: 'Yacht' })).toContainText('POL-1234');
  await expect(main.getByRole('region', { name: 'Hours and distance' })).toContainText('96 h');
  // What the page may show of people is what the document printed: no e-mail, no phone.
  await expect(main).not.toContainText('@example.com');
  await expect(main).not.toContainText('+48');
  expect(await blockingViolations(visitor.page)).toEqual([]);

  await editSailingHours(page, trip.id, '98');

  await visitor.page.reload();
  const issued = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  await expect(main.getByRole('status')).toContainText(
    `The trip changed after this document was issued on ${issued}`,
  );
  // The page still shows what the paper says.
  await expect(main.getByRole('region', { name: 'Hours and distance' })).toContainText('96 h');

  // The same page in Polish.
  const polish = await freshVisitor(browser, 'pl');
  await polish.page.goto(link);
  await expect(polish.page.getByRole('heading', { level: 1, name: 'Weryfikacja dokumentu' })).toBeVisible();
  await expect(polish.page.getByRole('main').getByRole('status')).toContainText(
    'Dane rejsu zmieniono po wystawieniu tego dokumentu dnia',
  );
  await polish.context.close();
  await visitor.context.close();
});

test('a captain who switches verification off in the profile makes the printed codes not verifiable until it is on again', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const captain = await premiumCaptain({ profile: true });
  const trip = await createTripViaApi(captain);
  await storeCaptainLogin(page, captain);
  await page.goto(`/sailing-trips/${trip.id}`);
  const { link } = await printCrewOpinion(page, context);

  await page.goto('/captain-profile');
  const verification = page.getByRole('switch', { name: 'Print verification codes on my documents' });
  await expect(verification).toBeChecked();
  await verification.click();
  await expect(page.getByText('Verification is switched off', { exact: false }).first()).toBeVisible();
  await expect(verification).not.toBeChecked();
  await page.reload();
  await expect(verification).not.toBeChecked();

  const visitor = await freshVisitor(browser, 'en');
  await visitor.page.goto(link);
  await expect(visitor.page.getByText('This document is not verifiable')).toBeVisible();
  await expect(visitor.page.getByRole('region', { name: 'Captain' })).toHaveCount(0);

  await verification.click();
  await expect(verification).toBeChecked();
  await visitor.page.reload();
  await expect(visitor.page.getByRole('main').getByRole('status')).toContainText(
    'This document matches our records',
  );
  await visitor.context.close();
});

test('a visitor types a code from the paper; an unknown one belongs to no document, in Polish too', async ({
  page,
  pageProblems,
}) => {
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Document verification' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill('zzzz-2222-3333');
  await page.getByRole('button', { name: 'Check document' }).click();
  await expect(page).toHaveURL(/\/verify\/ZZZZ22223333$/);
  await expect(page.getByText('No document has this code')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Verification code' })).toHaveValue('ZZZZ-2222-3333');
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('radiogroup', { name: 'Language' }).getByText('PL').click();
  await expect(page.getByText('Żaden dokument nie ma tego kodu')).toBeVisible();
  // The browser logs the API's 404 for the unknown code; it is the answer the page shows, and the only one.
  expect(pageProblems.filter((problem) => problem.includes('status of 404'))).toHaveLength(1);
  pageProblems.splice(0, pageProblems.length);
});
