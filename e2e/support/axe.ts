import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.1 A and AA violations of serious or critical impact on the page as it is now. */
export async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Every level A and AA success criterion of WCAG 2.0, 2.1 and 2.2 that axe can check. */
export const wcagAaTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe leaves its experimental rules out even when their tags are asked for; those that check a WCAG A or AA
 * criterion (label-content-name-mismatch among them: the visible text must be part of a control's name) are
 * switched on by name.
 */
const experimentalWcagRules = Object.fromEntries(
  axe
    .getRules(['experimental'])
    .filter((rule) => rule.tags.some((tag) => wcagAaTags.includes(tag)))
    .map((rule) => [rule.ruleId, { enabled: true }]),
);

/** A violation a test accepts, with the reason written down: the rule, the element (a CSS selector) and why. */
export interface AccessibilityException {
  rule: string;
  selector: string;
  reason: string;
}

/**
 * Every WCAG 2.0/2.1/2.2 A and AA violation on the page as it is now, whatever its impact, as readable lines
 * ("rule (impact) at target: what failed"), one per element, less the exceptions given.
 */
export async function accessibilityViolations(
  page: Page,
  exceptions: readonly AccessibilityException[] = [],
): Promise<string[]> {
  for (const exception of exceptions) {
    if (!exception.reason.trim()) throw new Error(`The exception for ${exception.rule} needs a reason.`);
  }
  const results = await runAxe(page, {
    runOnly: { type: 'tag', values: wcagAaTags },
    rules: experimentalWcagRules,
    resultTypes: ['violations'],
  });
  const lines: string[] = [];
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const target = node.target.join(' ');
      if (await isExcepted(page, violation.id, target, exceptions)) continue;
      const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
      lines.push(`${violation.id} (${violation.impact ?? 'no impact given'}) at ${target}: ${summary}`);
    }
  }
  return lines;
}

/**
 * axe run in the page itself, put there once per document: AxeBuilder injects axe again and opens a blank page
 * to finish every analysis, several times slower when one test checks forty states in a row.
 */
async function runAxe(page: Page, options: axe.RunOptions): Promise<axe.AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions),
    options,
  );
}

async function isExcepted(
  page: Page,
  rule: string,
  target: string,
  exceptions: readonly AccessibilityException[],
): Promise<boolean> {
  for (const exception of exceptions) {
    if (exception.rule !== rule) continue;
    const matches = await page.evaluate(
      ({ target, selector }) => document.querySelector(target)?.matches(selector) ?? false,
      { target, selector: exception.selector },
    );
    if (matches) return true;
  }
  return false;
}
