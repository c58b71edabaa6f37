import { storeCaptainLogin } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { nextStep } from './support/trip-form.ts';
import { createTripViaApi, premiumCaptain, stepHeading } from './support/trips.ts';

/**
 * Leaving a crew member's name empty by clicking the function's dropdown revealed the name's
 * message between the press and the release; it pushed the dropdown down and the first click missed it. The
 * wizard now keeps its messages still from a press until its click has been handled.
 */
for (const { width, height, label } of [
  { width: 1280, height: 900, label: 'at 1280 px' },
  { width: 390, height: 844, label: 'on a phone' },
]) {
  test(`the crew function's dropdown opens on the first click after the name is left empty, ${label}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await useLanguage(page, 'en');
    const captain = await premiumCaptain({ profile: true });
    const trip = await createTripViaApi(captain, { crew_members: [] });
    await storeCaptainLogin(page, captain);

    await page.goto(`/sailing-trips/edit/${trip.id}`);
    await expect(stepHeading(page, 'Captain')).toBeVisible();
    await nextStep(page, 'Yacht');
    await nextStep(page, 'Cruise details');
    await nextStep(page, 'Crew');
    await page.getByRole('button', { name: 'Add crew member' }).first().click();
    const member = page.getByRole('region', { name: 'Crew member 1' });
    const name = member.getByRole('textbox', { name: 'Full name' });
    const role = member.getByRole('combobox', { name: 'Function on board' });

    await role.scrollIntoViewIfNeeded();
    await name.click();
    await expect(name).toBeFocused();
    await expect(member.getByText('Full name is required')).toHaveCount(0);
    const before = await role.boundingBox();
    // One click, as a hurried user gives it.
    await role.click();

    await expect(page.getByRole('option', { name: 'Engineer', exact: true })).toBeVisible();
    await expect(role).toHaveAttribute('aria-expanded', 'true');
    // The name's message did appear (after the click) and moved the dropdown: the case that lost the click.
    await expect(member.getByText('Full name is required')).toBeVisible();
    const after = await role.boundingBox();
    expect(after?.y ?? 0).toBeGreaterThan(before?.y ?? 0);

    await page.getByRole('option', { name: 'Engineer', exact: true }).click();
    await expect(role).toHaveValue('Engineer');
  });
}
