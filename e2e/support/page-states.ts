import { expect, type Page } from '@playwright/test';
import { translate } from '../../src/server/http/messages.ts';
import type { AccessibilityWorld } from './accessibility-world.ts';
import { type AccessibilityException, accessibilityViolations } from './axe.ts';
import { type Language, test } from './fixtures.ts';

/** What a state's steps work with: the page, the world it shows, and the catalogue's texts in its language. */
export interface StateContext {
  page: Page;
  world: AccessibilityWorld;
  language: Language;
  /** The catalogue's text for a key in the page's language, as the app shows it. */
  text: (key: string, params?: Record<string, unknown>) => string;
}

/**
 * One state of a page people see: the address to open (or none, to go on from the state before), then what to
 * do there (open a tab, a dialog, show an error) and what to wait for before the page is checked (its heading
 * and its data, not a fixed time).
 */
export interface PageState {
  name: string;
  /** Left out: the state goes on from where the one before it left the page. */
  path?: (world: AccessibilityWorld) => string;
  reach: (context: StateContext) => Promise<void>;
}

export function stateContext(page: Page, world: AccessibilityWorld, language: Language): StateContext {
  return { page, world, language, text: (key, params) => translate(language, key, params) };
}

// A page opened by address loads its area's code and texts first, which takes a while on a busy machine.
export const heading = ({ page }: StateContext, name: string) =>
  expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible({ timeout: 15_000 });

/** Opens a dialog with a button of the page and waits for it, by its title. */
export async function openDialog({ page }: StateContext, button: string, title: string) {
  await page.getByRole('main').getByRole('button', { name: button, exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
}

/** Closes the open dialog with Escape and waits until it is gone. */
export async function closeDialog({ page }: StateContext) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The trip form's steps: Next, then the new step's heading. */
export async function nextStep(context: StateContext, step: string) {
  await context.page.getByRole('button', { name: context.text('trips.wizard.next'), exact: true }).click();
  await expect(
    context.page.getByRole('heading', {
      level: 2,
      name: context.text(`trips.wizard.steps.${step}`),
      exact: true,
    }),
  ).toBeVisible();
}

/**
 * Waits until the page stands still: no skeleton or busy region left, no transition running (a dialog fading in
 * has text of a colour axe would misread). An animation that repeats for ever, a spinner's, is not waited for.
 */
async function settled(page: Page) {
  await expect(page.locator('.mantine-Skeleton-root, [aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Opens each state in turn and checks it with axe; the violations of all of them, each line led by the
 * state's name, so one run shows everything that is wrong.
 */
export async function violationsInStates(
  context: StateContext,
  states: readonly PageState[],
  exceptions: readonly AccessibilityException[] = [],
): Promise<string[]> {
  const found: string[] = [];
  for (const state of states) {
    await test.step(state.name, async () => {
      if (state.path) await context.page.goto(state.path(context.world));
      await state.reach(context);
      await settled(context.page);
      for (const line of await accessibilityViolations(context.page, exceptions)) {
        found.push(`${state.name}: ${line}`);
      }
    });
  }
  return found;
}
