import { storeCaptainLogin } from './support/accounts.ts';
import { blockingViolations } from './support/axe.ts';
import { expect, type Language, publicPages, test, useLanguage } from './support/fixtures.ts';
import { createTripViaApi, createYachtViaApi, premiumCaptain } from './support/trips.ts';

const authPages = [
  '/login',
  '/register',
  '/forgot-password',
  '/student/login',
  '/student/register',
  '/student/forgot-password',
].map((path) => ({ path }));

for (const language of ['en', 'pl'] as const satisfies Language[]) {
  for (const { path } of [...publicPages, ...authPages, { path: '/no-such-page' }]) {
    test(`${path} in ${language} has no serious or critical accessibility violations`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
}

// Captain's pages whose look changed recently: the trip's crew cards, the yachts table's row menu, and
// step 3 of the trip form with its bottom bar on a phone.
for (const language of ['en', 'pl'] as const satisfies Language[]) {
  test(`a trip's details, the yachts table with its row menu and step 3 on a phone in ${language} have no serious or critical accessibility violations`, async ({
    page,
  }) => {
    // Three pages, each analysed: more than one page's time.
    test.slow();
    const captain = await premiumCaptain({ profile: true });
    const trip = await createTripViaApi(captain);
    await createYachtViaApi(captain, {
      name: 'Zawisza Czarny',
      registration_number: 'POL-1234',
      home_port: 'Gdynia',
      hull_length: '42.7',
      engines_count: '1',
      engine_power: '220.5',
    });
    await storeCaptainLogin(page, captain);
    await useLanguage(page, language);
    const pl = language === 'pl';

    await page.goto(`/sailing-trips/${trip.id}`);
    // The first captain page of a fresh login loads the captain area's code and the trip.
    await expect(page.getByRole('listitem', { name: 'Piotr Nowak' })).toBeVisible({ timeout: 15_000 });
    expect(await blockingViolations(page)).toEqual([]);

    await page.goto('/yachts');
    await page.getByText(pl ? 'Tabela' : 'Table', { exact: true }).click();
    await page
      .getByRole('button', { name: pl ? 'Akcje dla jachtu Zawisza Czarny' : 'Actions for Zawisza Czarny' })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/sailing-trips/edit/${trip.id}`);
    const next = page.getByRole('button', { name: pl ? 'Dalej' : 'Next' });
    await next.click();
    await expect(page.getByRole('heading', { level: 2, name: pl ? 'Jacht' : 'Yacht' })).toBeVisible();
    await next.click();
    await expect(
      page.getByRole('heading', { level: 2, name: pl ? 'Szczegóły rejsu' : 'Cruise details' }),
    ).toBeVisible();
    await page.mouse.wheel(0, 800);
    expect(await blockingViolations(page)).toEqual([]);
  });
}
