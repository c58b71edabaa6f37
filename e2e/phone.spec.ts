import { expect, publicPages, test, useLanguage } from './support/fixtures.ts';

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
