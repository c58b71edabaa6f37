import type { Locator, Page } from '@playwright/test';
import { readPdf } from '../src/server/documents/read-pdf.ts';
import { storeCaptainLogin } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import {
  createYachtViaApi,
  premiumCaptain,
  stepHeading,
  uniqueRegistration,
  zawiszaCzarny,
} from './support/trips.ts';

/*
 * Issue 24: a captain who uses only the keyboard records a trip, opens it and gets its voyage card. Nothing here
 * clicks, fills or focuses: every move is Tab, Shift+Tab, Enter, Space or an arrow key, and text is typed.
 */

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

/**
 * What could show an element's focus: the outline, shadow, border and background of the element, of its parent
 * and of its next sibling (a switch's track follows its hidden input).
 */
function lookOf(element: Element) {
  const parts = [element, element.parentElement, element.nextElementSibling];
  return JSON.stringify(
    parts.map((part) => {
      if (!part) return null;
      const style = getComputedStyle(part);
      return [
        style.outlineStyle,
        style.outlineWidth,
        style.outlineColor,
        style.boxShadow,
        style.borderTopColor,
        style.backgroundColor,
      ];
    }),
  );
}

/** Waits for the element's transitions (Mantine fades a border in) so that its look is the settled one. */
async function settledLookOf(target: Locator) {
  await target.evaluate(
    (element) =>
      Promise.all(
        [element, element.parentElement, element.nextElementSibling]
          .flatMap((part) => part?.getAnimations() ?? [])
          .map((animation) => animation.finished),
      ),
    undefined,
    { timeout: 10_000 },
  );
  return target.evaluate(lookOf);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (Shift+Tab going back) until the target has the focus, at most `max` times, and checks that the
 * focus shows: the target looks different focused than it did before.
 */
async function tabTo(page: Page, target: Locator, { max = 30, back = false } = {}) {
  const unfocused = await settledLookOf(target);
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      expect(await settledLookOf(target), 'the focus is visible').not.toBe(unfocused);
      return;
    }
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${target} not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; at ${focused}`);
}

/** A heading that took the focus shows a ring (the keyboard brought it there). */
async function expectFocusedHeading(heading: Locator) {
  await expect(heading).toBeFocused();
  const ring = await heading.evaluate((element) => ({
    visible: element.matches(':focus-visible'),
    outline: getComputedStyle(element).outlineStyle,
  }));
  expect(ring).toEqual({ visible: true, outline: 'solid' });
}

/** A Mantine select with the focus: opens it, walks its options with the arrow keys and picks with Enter. */
async function pickWithArrows(page: Page, select: Locator, option: string) {
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = page.getByRole('option', { name: option, exact: true });
  for (let presses = 0; presses < 20; presses += 1) {
    if ((await wanted.getAttribute('data-combobox-selected')) !== null) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(select).toHaveValue(option);
  await expect(select).toBeFocused();
}

async function pressNext(page: Page, step: string) {
  await tabTo(page, page.getByRole('button', { name: 'Next' }), { max: 60 });
  await page.keyboard.press('Enter');
  await expectFocusedHeading(stepHeading(page, step));
}

test('a captain records a trip, opens it and prints its voyage card with the keyboard alone', async ({
  page,
  context,
}) => {
  test.slow();
  const captain = await premiumCaptain({ profile: true });
  const registration = uniqueRegistration('POL');
  await createYachtViaApi(captain, zawiszaCzarny(registration));
  await storeCaptainLogin(page, captain);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first page keeps the browser's own focus.
  await expect(page.locator('body')).toBeFocused();

  // The header's Trips link, then the list's Add trip: each new page's heading takes the focus and names the tab.
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Trips', exact: true }));
  await page.keyboard.press('Enter');
  await expectFocusedHeading(page.getByRole('heading', { level: 1, name: 'Trips (0)' }));
  await expect(page).toHaveTitle('Trips (0) · Logbook');
  await tabTo(page, page.getByRole('link', { name: 'Add trip', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sailing-trips\/new$/);
  const formHeading = page.getByRole('heading', { level: 1 });
  await expectFocusedHeading(formHeading);
  await expect(page).toHaveTitle(`${await formHeading.textContent()} · Logbook`);

  // Step 1 comes filled in from the captain profile.
  await expect(page.getByRole('textbox', { name: 'Licence number' })).toHaveValue('KJ-1234');
  await pressNext(page, 'Yacht');

  // Step 2: the yacht search, its hit chosen with Enter.
  await tabTo(page, page.getByRole('textbox', { name: 'Find one of your yachts' }));
  await page.keyboard.type('zawisza');
  await tabTo(page, page.getByRole('button', { name: `Choose Zawisza Czarny (${registration})` }), {
    max: 3,
  });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Registration number' })).toHaveValue(registration);
  await pressNext(page, 'Cruise details');

  // Step 3, refused first: the focus goes to the first field that needs something, with its ring showing.
  await tabTo(page, page.getByRole('button', { name: 'Next' }), { max: 80 });
  await page.keyboard.press('Enter');
  const embarkation = page.getByRole('combobox', { name: 'Port of embarkation' });
  await expect(embarkation).toBeFocused();
  await expect(embarkation).toHaveAttribute('aria-invalid', 'true');
  expect(await embarkation.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');

  await page.keyboard.type('Gdynia');
  await tabTo(page, page.getByRole('combobox', { name: 'Port of disembarkation' }), { max: 4 });
  await page.keyboard.type('Świnoujście');
  await tabTo(page, page.getByRole('combobox', { name: 'Visited port 1' }));
  await page.keyboard.type('Bornholm');
  await tabTo(page, page.getByRole('checkbox', { name: 'Tidal port: Visited port 1' }), { max: 4 });
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Tidal port: Visited port 1' })).toBeChecked();
  await tabTo(page, page.getByRole('spinbutton', { name: 'Distance (NM)' }));
  await page.keyboard.type('180');

  // The start typed, the end picked from the calendar with the arrow keys.
  await tabTo(page, page.getByRole('textbox', { name: 'Start date' }));
  await page.keyboard.type('01/07/2025');
  const endCalendar = page.getByRole('button', { name: 'Choose from the calendar', description: /End date/ });
  await tabTo(page, endCalendar, { max: 6 });
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: /End date/ });
  await expect(calendar.getByRole('button', { name: '1 July 2025', exact: true })).toBeFocused();
  for (let day = 1; day < 8; day += 1) await page.keyboard.press('ArrowRight');
  await expect(calendar.getByRole('button', { name: '8 July 2025', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'End date' })).toHaveValue('08/07/2025');
  await expect(endCalendar).toBeFocused();

  await tabTo(page, page.getByRole('textbox', { name: 'Hours under sail (h)' }));
  await page.keyboard.type('40');
  await tabTo(page, page.getByRole('textbox', { name: 'Hours under engine (h)' }), { max: 3 });
  await page.keyboard.type('12');
  await tabTo(page, page.getByRole('textbox', { name: 'Hours on tidal waters (h)' }));
  await page.keyboard.type('3');
  await pressNext(page, 'Crew');

  // Step 4: a crew member; the new card's name field takes the focus.
  await tabTo(page, page.getByRole('button', { name: 'Add crew member' }));
  await page.keyboard.press('Enter');
  const member = page.getByRole('region', { name: 'Crew member 1' });
  await expect(member.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await page.keyboard.type('Anna Wiśniewska');
  for (const [label, option] of [
    ['Function on board', 'First officer'],
    ['Overall opinion', 'Positive'],
    ['Performance of duties', 'Very well'],
    ['Seasickness', 'None'],
    ['Resistance in harsh conditions', 'Good'],
  ] as const) {
    const select = member.getByRole('combobox', { name: label, exact: true });
    await tabTo(page, select);
    await pickWithArrows(page, select, option);
  }
  await pressNext(page, 'Summary');

  // Step 5: back to the crew with Shift+Tab and Previous, and on again.
  await expect(page.getByRole('region', { name: 'Crew', exact: true })).toContainText('Anna Wiśniewska');
  await tabTo(page, page.getByRole('button', { name: 'Previous' }), { max: 60 });
  await page.keyboard.press('Space');
  await expectFocusedHeading(stepHeading(page, 'Crew'));
  await pressNext(page, 'Summary');
  await tabTo(page, page.getByRole('button', { name: 'Save trip' }), { max: 60 });
  await page.keyboard.press('Enter');

  // Saved: the trip's page, its heading focused; back to the list and into the trip again.
  await expect(page).toHaveURL(/\/sailing-trips\/\d+$/);
  await expectFocusedHeading(page.getByRole('heading', { level: 1, name: 'Zawisza Czarny' }));
  await expect(page).toHaveTitle('Zawisza Czarny · Logbook');
  await tabTo(page, page.getByRole('link', { name: 'Back to trips' }), { max: 5, back: true });
  await page.keyboard.press('Enter');
  await expectFocusedHeading(page.getByRole('heading', { level: 1, name: 'Trips (1)' }));
  // The trip's card, by its list item (the yacht's name): the card's link is named by what it shows.
  await tabTo(page, page.getByRole('listitem', { name: 'Zawisza Czarny' }).getByRole('link'), { max: 40 });
  await page.keyboard.press('Enter');
  await expectFocusedHeading(page.getByRole('heading', { level: 1, name: 'Zawisza Czarny' }));

  // The voyage card, with Enter: its PDF opens in a new tab; read back, it is this trip's.
  const bodies: Buffer[] = [];
  await page.route('**/voyage-card-pdf', async (route) => {
    const response = await route.fetch();
    bodies.push(await response.body());
    await route.fulfill({ response });
  });
  await tabTo(page, page.getByRole('button', { name: 'Voyage card (PDF)' }));
  const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await tab.waitForURL(/^blob:/);
  await tab.close();
  const [body] = bodies;
  if (!body) throw new Error('no voyage card was asked for');
  const text = (await readPdf(body)).all;
  expect(text).toContain('Zawisza Czarny');
  expect(text).toContain(registration);
  expect(text).toContain('Anna Wiśniewska');
  expect(text).toContain('Świnoujście');
});
