import { storeCaptainLogin } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { createTripViaApi, premiumCaptain } from './support/trips.ts';

/** The longest transition or animation on the element, in seconds, as the browser computed it. */
function longestMotion(element: Element) {
  const style = getComputedStyle(element);
  const seconds = (list: string) => Math.max(...list.split(',').map((value) => Number.parseFloat(value)));
  return Math.max(seconds(style.transitionDuration), seconds(style.animationDuration));
}

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`a captain who prefers ${reducedMotion} motion: cards and the delete dialog ${reducedMotion === 'reduce' ? 'do not move' : 'move'}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    const captain = await premiumCaptain({ profile: true });
    const trip = await createTripViaApi(captain);
    await storeCaptainLogin(page, captain);
    await page.goto('/sailing-trips');
    const card = page.getByRole('link', { name: new RegExp(trip.yacht_name) }).first();
    await expect(card).toBeVisible({ timeout: 15_000 });
    const cardMotion = await card.evaluate(longestMotion);

    await page.goto(`/sailing-trips/${trip.id}`);
    await page.getByRole('button', { name: 'Delete' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Mantine's modal fades and slides its content in, unless motion is reduced.
    const dialogMotion = await dialog.evaluate(longestMotion);

    if (reducedMotion === 'reduce') {
      expect(cardMotion).toBeLessThan(0.001);
      expect(dialogMotion).toBeLessThan(0.001);
    } else {
      expect(cardMotion).toBeGreaterThan(0.05);
      expect(dialogMotion).toBeGreaterThan(0.05);
    }
  });
}
