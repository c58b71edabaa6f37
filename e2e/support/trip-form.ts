import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, stepHeading } from './trips.ts';

/** Fills one crew member's card of step 4 (the assessments are required; the rest as given). */
export async function fillCrewMember(
  member: Locator,
  data: { name?: string; role: string; otherRole?: string; opinion: string; performance: string },
) {
  if (data.name !== undefined) await member.getByRole('textbox', { name: 'Full name' }).fill(data.name);
  await chooseOption(member, 'Function on board', data.role);
  if (data.otherRole)
    await member.getByRole('textbox', { name: 'Describe the function' }).fill(data.otherRole);
  await chooseOption(member, 'Overall opinion', data.opinion);
  await chooseOption(member, 'Performance of duties', data.performance);
  await chooseOption(member, 'Seasickness', 'None');
  await chooseOption(member, 'Resistance in harsh conditions', 'Good');
}

/** Presses Next and waits for the trip form's next step. */
export async function nextStep(page: Page, step: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, step)).toBeVisible();
}
