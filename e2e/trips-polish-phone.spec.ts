import type { Page } from '@playwright/test';
import { storeCaptainLogin } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { createTripViaApi, premiumCaptain, stepHeading } from './support/trips.ts';

/** Whether the page fits the window's width (no sideways scrolling on a phone). */
function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test('in Polish the trip details show dd.mm.yyyy dates and placeholders, and the form speaks Polish', async ({
  page,
}) => {
  await useLanguage(page, 'pl');
  const captain = await premiumCaptain({ profile: true });
  await createTripViaApi(captain, { logbook_number: '' });
  await storeCaptainLogin(page, captain);

  await page.goto('/sailing-trips');
  await expect(page.getByRole('heading', { level: 1, name: 'Rejsy (1)' })).toBeVisible();
  await expect(page.getByText('1 rejs', { exact: true })).toBeVisible();
  // The card is a link named by what it shows: the yacht first, then the route among the rest.
  await page.getByRole('link', { name: /^Zawisza Czarny .*Gdynia → Świnoujście/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Zawisza Czarny' })).toBeVisible();
  await expect(page.getByText('01.07.2099 – 08.07.2099 · 8 dni')).toBeVisible();
  const route = page.getByRole('region', { name: 'Trasa', exact: true });
  await expect(route).toContainText('Data rozpoczęcia01.07.2099');
  await expect(route).toContainText('Data zakończenia08.07.2099');
  await expect(route).toContainText('Liczba dni8 dni');
  await expect(page.getByRole('region', { name: 'Kapitan', exact: true })).toContainText(
    'Kapitan jachtowy (PZŻ)',
  );
  await expect(page.getByRole('region', { name: 'Odwiedzone porty' })).toContainText('Pływowy');
  const crew = page.getByRole('region', { name: 'Załoga i opinie' });
  await expect(crew).toContainText('2 członków załogi');
  await expect(crew.getByRole('listitem', { name: 'Anna Wiśniewska' })).toContainText('Pierwszy oficer');
  await expect(crew.getByRole('listitem', { name: 'Anna Wiśniewska' })).toContainText('Bardzo dobrze');
  await expect(page.getByRole('region', { name: 'Notatki i dziennik' })).toContainText(
    'Numer dziennika jachtowegoNie podano',
  );
  await expect(page.getByText('Planowany', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edytuj rejs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Usuń rejs' })).toBeVisible();

  // The form: step 1 filled from the profile, step 2 typed by hand, step 3's dates checked in Polish.
  await page.getByRole('link', { name: 'Powrót do listy rejsów' }).click();
  await page.getByRole('link', { name: 'Dodaj rejs', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nowy rejs' })).toBeVisible();
  await expect(stepHeading(page, 'Kapitan')).toBeVisible();
  await expect(page.getByText('1 / 5')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Imię' })).toHaveValue('Łukasz');
  await expect(page.getByRole('textbox', { name: 'Nazwisko' })).toHaveValue('Żółć');
  await expect(page.getByRole('combobox', { name: 'Rodzaj patentu' })).toHaveValue('Kapitan jachtowy (PZŻ)');
  await page.getByRole('button', { name: 'Dalej' }).click();

  await expect(stepHeading(page, 'Jacht')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Znajdź swój jacht' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nazwa jachtu' }).fill('Mazurek');
  await page.getByRole('textbox', { name: 'Numer rejestracyjny' }).fill('GIZ-77');
  await page.getByRole('textbox', { name: 'Port macierzysty' }).fill('Giżycko');
  await page.getByRole('spinbutton', { name: 'Długość kadłuba (m)' }).fill('7.5');
  await page.getByRole('spinbutton', { name: 'Liczba silników' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Moc silnika (kW)' }).fill('4');
  await page.getByRole('button', { name: 'Dalej' }).click();

  await expect(stepHeading(page, 'Szczegóły rejsu')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Port zaokrętowania' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Port pływowy: Port wyokrętowania' })).toBeVisible();
  await page.getByLabel('Data rozpoczęcia').fill('2099-08-10');
  await page.getByLabel('Data zakończenia').fill('2099-08-01');
  await page.getByLabel('Data zakończenia').blur();
  await expect(
    page.getByText('Data zakończenia nie może być wcześniejsza niż data rozpoczęcia'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Porty pływowe', exact: true })).toHaveValue('0');
  await page.getByRole('button', { name: 'Wstecz' }).click();
  await expect(page.getByRole('textbox', { name: 'Nazwa jachtu' })).toHaveValue('Mazurek');
});

test('on a phone the trip list shows cards and the form’s first step fits the screen', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  const captain = await premiumCaptain({ profile: true });
  await createTripViaApi(captain);
  await storeCaptainLogin(page, captain);

  await page.goto('/sailing-trips');
  await expect(page.getByRole('heading', { level: 1, name: 'Trips (1)' })).toBeVisible();
  const card = page.getByRole('link', { name: /^Zawisza Czarny .*Gdynia → Świnoujście/ });
  await expect(card).toBeVisible();
  await expect(card).toContainText('8 days');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  // The table needs a wider screen: the cards stay.
  await page.getByText('Table', { exact: true }).click();
  await expect(page.getByText('The table needs a wider screen', { exact: false })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(card).toBeVisible();

  await page.getByRole('link', { name: 'Add trip', exact: true }).click();
  await expect(stepHeading(page, 'Captain')).toBeVisible();
  await expect(page.getByText('1 / 5')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Łukasz');
  for (const field of ['First name', 'Last name', 'E-mail', 'Phone', 'Licence number']) {
    await expect(page.getByRole('textbox', { name: field })).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: 'Licence type' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Yacht')).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});
