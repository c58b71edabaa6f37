import { accessibilityViewports } from './support/accessibility-viewports.ts';
import { type AccessibilityWorld, buildAccessibilityWorld } from './support/accessibility-world.ts';
import { storeCaptainLogin } from './support/accounts.ts';
import { expect, type Language, test, useLanguage } from './support/fixtures.ts';
import {
  captainStates,
  emptyCaptainStates,
  stateContext,
  violationsInStates,
} from './support/page-states.ts';

let world: AccessibilityWorld;

test.beforeAll(async () => {
  // Two captains, three students, twenty-two trips and two planned trips, all through the API.
  test.setTimeout(60_000);
  world = await buildAccessibilityWorld();
});

for (const language of ['en', 'pl'] as const satisfies Language[]) {
  for (const viewport of accessibilityViewports) {
    test(`every captain page in ${language} at ${viewport.width} px has no WCAG 2.2 A or AA violation`, async ({
      page,
    }) => {
      // Some forty page states, each opened and analysed in turn.
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      await useLanguage(page, language);
      await storeCaptainLogin(page, world.captain);
      const found = await violationsInStates(stateContext(page, world, language), captainStates);
      await storeCaptainLogin(page, world.emptyCaptain);
      found.push(...(await violationsInStates(stateContext(page, world, language), emptyCaptainStates)));
      expect(found).toEqual([]);
    });
  }
}
