import type { BrowserContext, Page } from '@playwright/test';
import { readPdf } from '../src/server/documents/read-pdf.ts';
import { storeCaptainLogin } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { captainApi, premiumCaptain, type ServedTrip, stepHeading } from './support/trips.ts';

// A browser that speaks American English: its own date inputs would show and expect mm/dd/yyyy.
test.use({ locale: 'en-US' });

/** The PDF a document button answers with, read back as text (the new tab gets a blob of the same bytes). */
async function pdfTextOf(page: Page, context: BrowserContext, apiPath: string, click: () => Promise<void>) {
  const bodies: Buffer[] = [];
  await page.route(apiPath, async (route) => {
    const response = await route.fetch();
    bodies.push(await response.body());
    await route.fulfill({ response });
  });
  const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
  await tab.waitForURL(/^blob:/);
  await tab.close();
  await page.unroute(apiPath);
  const [body] = bodies;
  if (!body) throw new Error(`no answer from ${apiPath}`);
  return (await readPdf(body)).all;
}

async function next(page: Page, button: string, step: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(stepHeading(page, step)).toBeVisible();
}

test('a Polish interface in an American browser takes 01.06.2025 as 1 June; the summary, the trip page, the voyage card and the CV count the same 8 days', async ({
  page,
  context,
}) => {
  // One walk through the form, the trip page and both documents.
  test.slow();
  await useLanguage(page, 'pl');
  const captain = await premiumCaptain({ profile: true });
  await storeCaptainLogin(page, captain);
  await page.goto('/sailing-trips/new');
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');

  await expect(stepHeading(page, 'Kapitan')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Imię' })).toHaveValue('Łukasz');
  await next(page, 'Dalej', 'Jacht');
  await page.getByRole('textbox', { name: 'Nazwa jachtu' }).fill('Mazurek');
  await page.getByRole('textbox', { name: 'Numer rejestracyjny' }).fill('GIZ-77');
  await page.getByRole('textbox', { name: 'Port macierzysty' }).fill('Giżycko');
  await page.getByRole('spinbutton', { name: 'Długość kadłuba (m)' }).fill('7.5');
  await page.getByRole('spinbutton', { name: 'Liczba silników' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Moc silnika (kW)' }).fill('4');
  await next(page, 'Dalej', 'Szczegóły rejsu');

  await page.getByRole('combobox', { name: 'Port zaokrętowania' }).fill('Gdynia');
  await page.getByRole('combobox', { name: 'Port wyokrętowania' }).fill('Hel');
  await page.getByRole('spinbutton', { name: 'Przebyta odległość (Mm)' }).fill('180');

  // Typed as Polish writes it, and shown so.
  const start = page.getByRole('textbox', { name: 'Data rozpoczęcia' });
  await expect(start).toHaveAttribute('placeholder', 'DD.MM.RRRR');
  await start.pressSequentially('01.06.2025');
  await start.blur();
  await expect(start).toHaveValue('01.06.2025');

  // The end date picked from the calendar with the keyboard alone: it opens on the start date.
  const end = page.getByRole('textbox', { name: 'Data zakończenia' });
  await end.focus();
  await page.keyboard.press('Tab');
  const endCalendarButton = page.getByRole('button', {
    name: 'Wybierz z kalendarza',
    description: /Data zakończenia/,
  });
  await expect(endCalendarButton).toBeFocused();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: /Data zakończenia/ });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByText('czerwiec 2025')).toBeVisible();
  await expect(calendar.getByRole('button', { name: '1 czerwca 2025', exact: true })).toBeFocused();
  await expect(calendar.getByRole('button', { name: '31 maja 2025', exact: true })).toBeDisabled();
  for (let day = 1; day < 8; day += 1) await page.keyboard.press('ArrowRight');
  await expect(calendar.getByRole('button', { name: '8 czerwca 2025', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(end).toHaveValue('08.06.2025');
  await expect(endCalendarButton).toBeFocused();

  // Hours as h:mm become decimal hours.
  const sailing = page.getByRole('textbox', { name: 'Godziny pod żaglami (h)' });
  await sailing.fill('12:15');
  await sailing.blur();
  await expect(sailing).toHaveValue('12.25');
  await next(page, 'Dalej', 'Załoga');
  await next(page, 'Dalej', 'Podsumowanie');

  const summary = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(summary('Trasa')).toContainText('Data rozpoczęcia01.06.2025');
  await expect(summary('Trasa')).toContainText('Data zakończenia08.06.2025');
  await expect(summary('Czas trwania')).toContainText('Liczba dni8 dni');
  await expect(summary('Czas trwania')).toContainText('Liczba nocy7 nocy');
  await expect(summary('Czas trwania')).toContainText('12,25 h');
  await page.getByRole('button', { name: 'Zapisz rejs' }).click();

  await expect(page).toHaveURL(/\/sailing-trips\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = await captainApi<{ sailing_trip: ServedTrip }>(
    captain,
    'GET',
    `/api/sailing-trips/${id}`,
    undefined,
    200,
  );
  expect(saved.sailing_trip).toMatchObject({
    embarkation_date: '2025-06-01',
    disembarkation_date: '2025-06-08',
    sailing_hours: 12.25,
  });

  await expect(page.getByText('01.06.2025 – 08.06.2025 · 8 dni')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trasa', exact: true })).toContainText('Liczba dni8 dni');

  const card = await pdfTextOf(page, context, '**/voyage-card-pdf', () =>
    page.getByRole('button', { name: 'Karta rejsu (PDF)' }).click(),
  );
  expect(card).toContain('01.06.2025');
  expect(card).toContain('08.06.2025');
  expect(card).toMatch(/Liczba dni \/ Number of days 8\b/);

  await page.goto('/captain-cv');
  await expect(page.getByRole('heading', { level: 1, name: 'CV kapitana' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Umieść w CV: Mazurek/ }).check();
  const row = page.getByRole('row', { name: /Mazurek/ });
  await expect(row).toContainText('01.06.2025 – 08.06.2025');
  await expect(row).toContainText('8 dni');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Generuj CV' }).click(),
  ]);
  await tab.waitForURL(/\/api\/captain\/cv\/pdf\/[^/]+$/);
  const answer = await fetch(tab.url());
  expect(answer.status).toBe(200);
  const cv = (await readPdf(Buffer.from(await answer.arrayBuffer()))).all;
  await tab.close();
  // The row's days, then the totals row's: 1 to 8 June is 8 days, both ends counted.
  expect(cv).toContain('1 Mazurek GIZ-77 · 7,5 m Gdynia → Hel 01.06.2025 – 08.06.2025 8 ');
  expect(cv).toContain('Podsumowanie / Totals 1 rejs 8 ');
});

test('in English, 01/06/2025 typed in an American browser means 1 June, and a same-day trip is 1 day and 0 nights', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  const captain = await premiumCaptain({ profile: true });
  await storeCaptainLogin(page, captain);
  await page.goto('/sailing-trips/new');
  await expect(stepHeading(page, 'Captain')).toBeVisible();
  await next(page, 'Next', 'Yacht');
  await page.getByRole('textbox', { name: 'Yacht name' }).fill('Mazurek');
  await page.getByRole('textbox', { name: 'Registration number' }).fill('GIZ-78');
  await page.getByRole('textbox', { name: 'Home port' }).fill('Giżycko');
  await page.getByRole('spinbutton', { name: 'Hull length (m)' }).fill('7.5');
  await next(page, 'Next', 'Cruise details');
  await page.getByRole('combobox', { name: 'Port of embarkation' }).fill('Gdynia');
  await page.getByRole('combobox', { name: 'Port of disembarkation' }).fill('Gdynia');

  const start = page.getByRole('textbox', { name: 'Start date' });
  await expect(start).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await start.pressSequentially('01/06/2025');
  const end = page.getByRole('textbox', { name: 'End date' });
  await end.pressSequentially('1/6/2025');
  await end.blur();
  await expect(start).toHaveValue('01/06/2025');
  await expect(end).toHaveValue('01/06/2025');
  // A date typed month first, as the browser's own field would take it, is no date here.
  await end.fill('06/13/2025');
  await end.blur();
  await expect(page.getByText('Enter a valid date.')).toBeVisible();
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await end.fill('01/06/2025');
  await expect(page.getByText('Enter a valid date.')).toHaveCount(0);
  await next(page, 'Next', 'Crew');
  await next(page, 'Next', 'Summary');

  const duration = page.getByRole('region', { name: 'Duration', exact: true });
  await expect(page.getByRole('region', { name: 'Route', exact: true })).toContainText(
    'Start date01/06/2025',
  );
  await expect(duration).toContainText('Days1 day');
  await expect(duration).toContainText('Nights0 nights');
  await page.getByRole('button', { name: 'Save trip' }).click();

  await expect(page).toHaveURL(/\/sailing-trips\/\d+$/);
  await expect(page.getByText('01/06/2025 – 01/06/2025 · 1 day')).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = await captainApi<{ sailing_trip: ServedTrip }>(
    captain,
    'GET',
    `/api/sailing-trips/${id}`,
    undefined,
    200,
  );
  expect(saved.sailing_trip).toMatchObject({
    embarkation_date: '2025-06-01',
    disembarkation_date: '2025-06-01',
  });
});
