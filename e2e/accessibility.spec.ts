import AxeBuilder from '@axe-core/playwright';
import { expect, type Language, publicPages, test, useLanguage } from './support/fixtures.ts';

const authPages = ['/login', '/register', '/forgot-password', '/student/login', '/student/register'].map(
  (path) => ({ path }),
);

for (const language of ['en', 'pl'] as const satisfies Language[]) {
  for (const { path } of [...publicPages, ...authPages, { path: '/no-such-page' }]) {
    test(`${path} in ${language} has no serious or critical accessibility violations`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      expect(blocking).toEqual([]);
    });
  }
}
