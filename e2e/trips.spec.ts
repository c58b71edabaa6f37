import { storeCaptainLogin } from './support/accounts.ts';
import { expect, test, useLanguage } from './support/fixtures.ts';
import { fillCrewMember, nextStep as next } from './support/trip-form.ts';
import {
  createTripViaApi,
  createYachtViaApi,
  premiumCaptain,
  stepHeading,
  uniqueRegistration,
  zawiszaCzarny,
} from './support/trips.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a premium captain records a trip in five steps, finds, edits, moves on and deletes it', async ({
  page,
}) => {
  // One captain's whole journey (about 20 s): the default 30 s leaves too little room on a busy machine.
  test.setTimeout(60_000);
  const captain = await premiumCaptain({ profile: true });
  const registration = uniqueRegistration('POL');
  await createYachtViaApi(captain, zawiszaCzarny(registration));
  // Another trip, so the search has something to leave out.
  await createTripViaApi(captain, {
    yacht_name: 'Mazurek',
    registration_number: 'GIZ-77',
    embarkation_port: 'Giżycko',
    disembarkation_port: 'Mikołajki',
    visited_ports: [],
    crew_members: [],
  });
  await storeCaptainLogin(page, captain);

  await page.goto('/sailing-trips');
  await expect(page.getByRole('heading', { level: 1, name: 'Trips (1)' })).toBeVisible();
  await page.getByRole('link', { name: 'Add trip', exact: true }).click();
  await expect(page).toHaveURL(/\/sailing-trips\/new$/);

  // Step 1: filled in from the captain profile; the account e-mail is offered.
  await expect(stepHeading(page, 'Captain')).toBeVisible();
  await expect(page.getByText('1 / 5')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress of the trip form' })).toHaveAttribute(
    'aria-valuenow',
    '20',
  );
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Before you save' })).toContainText(
    'accuracy and truthfulness',
  );
  await expect(page.getByText('Filled in from your captain profile.', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Łukasz');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Żółć');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(captain.email);
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+48 600 100 200');
  await expect(page.getByRole('combobox', { name: 'Licence type' })).toHaveValue(
    'Yacht Captain (PZŻ, kapitan jachtowy)',
  );
  await expect(page.getByRole('textbox', { name: 'Licence number' })).toHaveValue('KJ-1234');
  await next(page, 'Yacht');

  // Step 2: the yacht search fills the six fields from the captain's yacht.
  await expect(page.getByText('2 / 5')).toBeVisible();
  await page.getByRole('textbox', { name: 'Find one of your yachts' }).fill('zawisza');
  await page.getByRole('button', { name: `Choose Zawisza Czarny (${registration})` }).click();
  await expect(page.getByRole('textbox', { name: 'Yacht name' })).toHaveValue('Zawisza Czarny');
  await expect(page.getByRole('textbox', { name: 'Registration number' })).toHaveValue(registration);
  await expect(page.getByRole('textbox', { name: 'Home port' })).toHaveValue('Gdynia');
  await expect(page.getByRole('spinbutton', { name: 'Hull length (m)' })).toHaveValue('42.7');
  await expect(page.getByRole('spinbutton', { name: 'Engine power (kW)' })).toHaveValue('220.5');
  await next(page, 'Cruise details');

  // Step 3: route with two visited ports, one tidal; the tidal count follows the ticks.
  await page.getByRole('combobox', { name: 'Port of embarkation' }).fill('Gdynia');
  await page.getByRole('combobox', { name: 'Port of disembarkation' }).fill('Świnoujście');
  await page.getByRole('combobox', { name: 'Visited port 1' }).fill('Bornholm');
  await page.getByRole('button', { name: 'Add port' }).click();
  await page.getByRole('combobox', { name: 'Visited port 2' }).fill('Dover');
  const tidalCount = page.getByRole('textbox', { name: 'Tidal ports', exact: true });
  await expect(tidalCount).toHaveValue('0');
  await page.getByRole('checkbox', { name: 'Tidal port: Visited port 2' }).check();
  await expect(tidalCount).toHaveValue('1');
  await expect(tidalCount).not.toBeEditable();
  const disembarkationTidal = page.getByRole('checkbox', { name: 'Tidal port: Port of disembarkation' });
  await disembarkationTidal.check();
  await expect(tidalCount).toHaveValue('2');
  await disembarkationTidal.uncheck();
  await expect(tidalCount).toHaveValue('1');
  await page.getByRole('spinbutton', { name: 'Distance (NM)' }).fill('412.5');
  // An end before the start is refused.
  await page.getByLabel('Start date').fill('2099-07-10');
  await page.getByLabel('End date').fill('2099-07-05');
  await page.getByLabel('End date').blur();
  await expect(page.getByText('End date must be after start date')).toBeVisible();
  await expect(page.getByLabel('End date')).toHaveAttribute('aria-invalid', 'true');
  // Next stays focusable while refused, so a keyboard user can press it and hear why.
  const nextButton = page.getByRole('button', { name: 'Next' });
  await expect(nextButton).toHaveAttribute('aria-disabled', 'true');
  await nextButton.press('Enter');
  await expect(page.getByText('Fill in the highlighted fields to go on.')).toBeVisible();
  await expect(stepHeading(page, 'Cruise details')).toBeVisible();
  await page.getByLabel('End date').fill('2099-07-17');
  await expect(page.getByText('End date must be after start date')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Hours under sail (h)' }).fill('96');
  await page.getByRole('textbox', { name: 'Hours under engine (h)' }).fill('12.5');
  await page.getByRole('textbox', { name: 'Hours moored (h)' }).fill('40');
  await page.getByRole('textbox', { name: 'Hours on tidal waters (h)' }).fill('6');
  await page.getByRole('textbox', { name: 'Logbook number' }).fill('LB/2099/7');
  await page.getByRole('textbox', { name: "Captain's notes" }).fill('Sztorm 8°B na Ławicy Słupskiej.');
  await next(page, 'Crew');

  // Step 4: two crew members, one with a function of its own.
  await expect(page.getByText('Crew is optional', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Add crew member' }).first().click();
  await fillCrewMember(page.getByRole('region', { name: 'Crew member 1' }), {
    name: 'Anna Wiśniewska',
    role: 'First officer',
    opinion: 'Positive',
    performance: 'Very well',
  });
  await page.getByRole('button', { name: 'Add crew member' }).last().click();
  await fillCrewMember(page.getByRole('region', { name: 'Crew member 2' }), {
    name: 'Piotr Nowak',
    role: 'Other function',
    otherRole: 'Kuk',
    opinion: 'Positive',
    performance: 'Well',
  });
  await expect(page.getByText('2 crew members')).toBeVisible();
  await next(page, 'Summary');

  // Step 5: the summary's blocks.
  await expect(page.getByText('5 / 5')).toBeVisible();
  const summary = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(summary('Captain')).toContainText('Żółć');
  await expect(summary('Captain')).toContainText('Yacht Captain (PZŻ, kapitan jachtowy)');
  await expect(summary('Yacht')).toContainText('Zawisza Czarny');
  await expect(summary('Yacht')).toContainText(registration);
  await expect(summary('Route')).toContainText('Świnoujście');
  await expect(summary('Route')).toContainText('Dover (tidal)');
  await expect(summary('Route')).toContainText('Bornholm');
  // 10 to 17 July: eight calendar days, as the trip page and the documents count them, and seven nights.
  await expect(summary('Duration')).toContainText('Days8 days');
  await expect(summary('Duration')).toContainText('Nights7 nights');
  await expect(summary('Tides')).toContainText('1');
  await expect(summary('Crew')).toContainText('Anna Wiśniewska');
  await expect(summary('Crew')).toContainText('First officer');
  await expect(summary('Crew')).toContainText('Piotr Nowak');
  await expect(summary('Crew')).toContainText('Kuk');
  await page.getByRole('button', { name: 'Save trip' }).click();

  // Saved: the trip's details, with the message.
  await expect(page).toHaveURL(/\/sailing-trips\/\d+$/);
  await expect(page.getByText('The trip has been saved!').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Zawisza Czarny' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Visited ports' })).toContainText('Dover');
  await expect(page.getByRole('region', { name: 'Crew and opinions' })).toContainText('2 crew members');

  // The list finds it by a port in lower case and by its registration number.
  await page.getByRole('link', { name: 'Back to trips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trips (2)' })).toBeVisible();
  const search = page.getByRole('textbox', { name: 'Search trips' });
  // A trip's card is a link named by what it shows: the yacht first, then the route among the rest.
  const ourTrip = page.getByRole('link', { name: /^Zawisza Czarny .*Gdynia → Świnoujście/ });
  const otherTrip = page.getByRole('listitem', { name: 'Mazurek' });
  await search.fill('świnoujście');
  await search.press('Enter');
  await expect(page.getByText('1 trip matches “świnoujście”')).toBeVisible();
  await expect(ourTrip).toBeVisible();
  await expect(otherTrip).toHaveCount(0);
  await search.fill(registration.toLowerCase());
  await search.press('Enter');
  await expect(page.getByText(`1 trip matches “${registration.toLowerCase()}”`)).toBeVisible();
  await expect(ourTrip).toBeVisible();
  await search.fill('no such trip');
  await search.press('Enter');
  await expect(page.getByText('No trips match “no such trip”.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).first().click();
  await expect(page.getByText('2 trips', { exact: true })).toBeVisible();
  await expect(otherTrip).toBeVisible();

  // Edit: rename the yacht and add a port.
  await ourTrip.click();
  await page.getByRole('link', { name: 'Edit trip' }).click();
  await expect(page).toHaveURL(/\/sailing-trips\/edit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit trip' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Łukasz');
  await page.getByRole('button', { name: /^Step 2: Yacht/ }).click();
  await page.getByRole('textbox', { name: 'Yacht name' }).fill('Zawisza Czarny II');
  await page.getByRole('button', { name: /^Step 3: Cruise details/ }).click();
  await expect(page.getByRole('combobox', { name: 'Visited port 2' })).toHaveValue('Dover');
  await page.getByRole('button', { name: 'Add port' }).click();
  await page.getByRole('combobox', { name: 'Visited port 3' }).fill('Helgoland');
  await page.getByRole('button', { name: /^Step 5: Summary/ }).click();
  await expect(page.getByRole('region', { name: 'Route', exact: true })).toContainText('Helgoland');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/sailing-trips\/\d+$/);
  await expect(page.getByText('The trip has been updated!').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Zawisza Czarny II' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Visited ports' })).toContainText('Helgoland');

  // Status: a trip in 2099 starts as planned, then goes under way.
  const actions = page.getByRole('main');
  await expect(actions.getByText('Planned', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'In progress' }).click();
  await expect(page.getByText('Trip status changed.')).toBeVisible();
  await expect(actions.getByText('In progress', { exact: true })).toBeVisible();

  // Delete, after the warning about the paid restore.
  await page.getByRole('button', { name: 'Delete trip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this trip?' });
  await expect(dialog).toContainText('Zawisza Czarny II');
  await expect(dialog).toContainText('Restoring it afterwards is a paid support service that costs 10 zł.');
  await dialog.getByRole('button', { name: 'Delete trip' }).click();
  await expect(page).toHaveURL(/\/sailing-trips$/);
  await expect(page.getByText('The trip has been deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Trips (1)' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Zawisza Czarny II' })).toHaveCount(0);
  await expect(otherTrip).toBeVisible();

  // The dashboard lists what is left and opens the form from its tile.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const latest = page.getByRole('table', { name: 'Your five latest trips' });
  await expect(latest.getByRole('row')).toHaveCount(2);
  await expect(latest).toContainText('Mazurek');
  await expect(page.getByRole('region', { name: 'Unlock Premium' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Record a cruise' }).click();
  await expect(page).toHaveURL(/\/sailing-trips\/new$/);
  await expect(stepHeading(page, 'Captain')).toBeVisible();
});
