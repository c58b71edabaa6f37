import { storeCaptainLogin } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { nextStep } from './support/trip-form.ts';
import { premiumCaptain, stepHeading } from './support/trips.ts';

// The trip form keeps what the captain typed: a reload restores it where it was, and leaving
// it inside the app asks first.
test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a reload on step 3 of a new trip restores the draft with its notice; Discard clears it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const captain = await premiumCaptain({ profile: true });
  await storeCaptainLogin(page, captain);
  await page.goto('/sailing-trips/new');
  // The Premium check and the profile come first; a busy machine may take a while over them.
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Łukasz', { timeout: 15_000 });
  await nextStep(page, 'Yacht');
  await page.getByRole('textbox', { name: 'Yacht name' }).fill('Zawisza Czarny');
  await page.getByRole('textbox', { name: 'Registration number' }).fill('POL-1234');
  await page.getByRole('textbox', { name: 'Home port' }).fill('Gdynia');
  await page.getByRole('spinbutton', { name: 'Hull length (m)' }).fill('42.7');
  await nextStep(page, 'Cruise details');
  await page.getByRole('combobox', { name: 'Port of embarkation' }).fill('Gdynia');

  // The browser asks before the reload (the form has a draft); the captain goes on.
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(prompts).toEqual(['beforeunload']);

  await expect(page.getByRole('status', { name: /^Draft from \d\d:\d\d restored$/ })).toBeVisible();
  await expect(stepHeading(page, 'Cruise details')).toBeVisible();
  await expect(page.getByText('3 / 5')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Port of embarkation' })).toHaveValue('Gdynia');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('textbox', { name: 'Yacht name' })).toHaveValue('Zawisza Czarny');

  await page.getByRole('button', { name: 'Discard draft' }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard the draft?' });
  await confirm.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByRole('status', { name: /^Draft from/ })).toHaveCount(0);
  await expect(stepHeading(page, 'Captain')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Łukasz');
  await nextStep(page, 'Yacht');
  await expect(page.getByRole('textbox', { name: 'Yacht name' })).toHaveValue('');

  // Nothing typed since: a reload neither asks nor restores anything.
  await page.reload();
  await expect(stepHeading(page, 'Captain')).toBeVisible();
  await expect(page.getByRole('status', { name: /^Draft from/ })).toHaveCount(0);
  expect(prompts).toEqual(['beforeunload']);
});

test('back from step 2 asks "Leave the form?": Stay keeps the form, Leave goes and keeps the draft', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const captain = await premiumCaptain({ profile: true });
  await storeCaptainLogin(page, captain);
  await page.goto('/sailing-trips');
  await page.getByRole('link', { name: 'Add trip', exact: true }).click();
  await expect(page).toHaveURL(/\/sailing-trips\/new$/);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Łukasz', { timeout: 15_000 });
  await nextStep(page, 'Yacht');
  await page.getByRole('textbox', { name: 'Yacht name' }).fill('Zawisza Czarny');

  // The browser's Back button.
  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Leave the form?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your draft is kept');
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/sailing-trips\/new$/);
  await expect(page.getByRole('textbox', { name: 'Yacht name' })).toHaveValue('Zawisza Czarny');

  // A link of the navigation.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Yachts' })
    .click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/yachts$/);

  // Back to the form: it opens where the captain left it.
  await page.goto('/sailing-trips/new');
  await expect(page.getByRole('status', { name: /^Draft from \d\d:\d\d restored$/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Yacht name' })).toHaveValue('Zawisza Czarny');
});
