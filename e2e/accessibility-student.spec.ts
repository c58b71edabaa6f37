import { accessibilityViewports } from './support/accessibility-viewports.ts';
import {
  type AccessibilityWorld,
  buildAccessibilityWorld,
  storeStudentLogin,
} from './support/accessibility-world.ts';
import { expect, type Language, test, useLanguage } from './support/fixtures.ts';
import { stateContext, studentStates, violationsInStates } from './support/page-states.ts';

let world: AccessibilityWorld;

test.beforeAll(async () => {
  // The student sees the captain's world from the other side, so it is made whole.
  test.setTimeout(60_000);
  world = await buildAccessibilityWorld();
});

for (const language of ['en', 'pl'] as const satisfies Language[]) {
  for (const viewport of accessibilityViewports) {
    test(`every student page in ${language} at ${viewport.width} px has no WCAG 2.2 A or AA violation`, async ({
      page,
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
