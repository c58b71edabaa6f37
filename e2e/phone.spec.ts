import { storeCaptainLogin } from './support/accounts.ts';
import { expect, publicPages, test, useLanguage } from './support/fixtures.ts';
import { nextStep } from './support/trip-form.ts';
import { createTripViaApi, premiumCaptain } from './support/trips.ts';

test.use({ viewport: { width: 390, height: 844 } });

for (const { path } of publicPages) {
  test(`${path} fits a 390 px wide phone without sideways scrolling`, async ({ page }) => {
    await useLanguage(page, 'pl');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // No button cuts its own text off (Mantine's labels do not wrap by themselves).
    await page.waitForLoadState('networkidle');
    const cutLabels = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.mantine-Button-label')]
        .filter((label) => label.scrollWidth > label.clientWidth + 1)
        .map((label) => label.textContent),
    );
    expect(cutLabels).toEqual([]);
  });
}

test('on a phone the header collapses into a menu with navigation, language and account links', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Create account' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('on a phone the trip form keeps Previous and Next in a bar at the bottom while step 3 scrolls', async ({
  page,
}) => {
  const captain = await premiumCaptain({ profile: true });
  const trip = await createTripViaApi(captain);
  await storeCaptainLogin(page, captain);
  await useLanguage(page, 'en');
  // Edit mode opens any step; the same steps as a new trip.
  await page.goto(`/sailing-trips/edit/${trip.id}`);
  await nextStep(page, 'Yacht');
  await nextStep(page, 'Cruise details');
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  const screenHeight = page.viewportSize()?.height ?? 844;

  /** The bar's top edge, and that it lies at the bottom of the screen. */
  const barAtBottom = async () => {
    await expect(previous).toBeInViewport();
    await expect(next).toBeInViewport();
    const box = await next.boundingBox();
    expect(box && box.y + box.height).toBeGreaterThan(screenHeight - 80);
    // The top of the pinned bar around the buttons.
    return next.evaluate((button) => {
      let bar: Element | null = button;
      while (bar && getComputedStyle(bar).position !== 'sticky') bar = bar.parentElement;
      if (!bar) throw new Error('the buttons are not in a pinned bar');
      return bar.getBoundingClientRect().top;
    });
  };

  // The step is longer than the screen, and the buttons are in reach from its top...
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2 * screenHeight);
  await barAtBottom();
  // ...and while it scrolls.
  for (let turn = 0; turn < 3; turn++) {
    await page.mouse.wheel(0, 500);
    await barAtBottom();
  }
  // Tabbing to a field under the bar scrolls it out from behind the bar (scroll-padding), as a keyboard user
  // needs: "Add port" sits just above the bar, the distance field right under it.
  const add = page.getByRole('button', { name: 'Add port' });
  await add.focus();
  const addBox = await add.boundingBox();
  const barTopBefore = await barAtBottom();
  await page.evaluate(
    (by) => window.scrollBy(0, by),
    (addBox?.y ?? 0) + (addBox?.height ?? 0) - barTopBefore + 4,
  );
  const distance = page.getByRole('spinbutton', { name: 'Distance (NM)' });
  await page.keyboard.press('Tab');
  await expect(distance).toBeFocused();
  const barTop = await barAtBottom();
  const field = await distance.boundingBox();
  expect(field && field.y + field.height).toBeLessThanOrEqual(barTop);
  // At the end of the form the bar takes its own place: the last field is above it, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const notes = await page.getByRole('textbox', { name: "Captain's notes" }).boundingBox();
  const barBox = await next.boundingBox();
  expect(notes && barBox && notes.y + notes.height).toBeLessThanOrEqual(barBox?.y ?? 0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
