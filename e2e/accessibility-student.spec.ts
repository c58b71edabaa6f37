import { accessibilityViewports } from './support/accessibility-viewports.ts';
import { test } from './support/accessibility-world.ts';
import { storeStudentLogin } from './support/accounts.ts';
import { expect, type Language, useLanguage } from './support/fixtures.ts';
import { stateContext, violationsInStates } from './support/page-states.ts';
import { studentStates } from './support/student-page-states.ts';

for (const language of ['en', 'pl'] as const satisfies Language[]) {
  for (const viewport of accessibilityViewports) {
    test(`every student page in ${language} at ${viewport.width} px has no WCAG 2.2 A or AA violation`, async ({
      page,
      world,
    }) => {
      // Some fifteen page states, each opened and analysed in turn.
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await useLanguage(page, language);
      await storeStudentLogin(page, world.student);
      expect(await violationsInStates(stateContext(page, world, language), studentStates)).toEqual([]);
    });
  }
}
