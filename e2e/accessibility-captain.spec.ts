import { accessibilityViewports } from './support/accessibility-viewports.ts';
import { test } from './support/accessibility-world.ts';
import { storeCaptainLogin } from './support/accounts.ts';
import { captainStates, emptyCaptainStates } from './support/captain-page-states.ts';
import { expect, type Language, useLanguage } from './support/fixtures.ts';
import { stateContext, violationsInStates } from './support/page-states.ts';

for (const language of ['en', 'pl'] as const satisfies Language[]) {
  for (const viewport of accessibilityViewports) {
    test(`every captain page in ${language} at ${viewport.width} px has no WCAG 2.2 A or AA violation`, async ({
      page,
      world,
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
