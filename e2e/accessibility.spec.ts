import { accessibilityViolations } from './support/axe.ts';
import { expect, type Language, publicPages, test, useLanguage } from './support/fixtures.ts';

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
    test(`${path} in ${language} has no WCAG 2.2 A or AA violation`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }
}

// The pages behind a login: accessibility-captain.spec.ts and accessibility-student.spec.ts.
