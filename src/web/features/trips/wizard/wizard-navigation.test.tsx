import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { captain, loggedInCaptain } from '../../../test/accounts.ts';
import { server } from '../../../test/server.ts';
import { captainProfileQueryKey } from '../../captain-profile/api.ts';
import {
  choose,
  input,
  nextButton,
  profile,
  profileHandler,
  renderTripForm,
  stepHeading,
  textbox,
  validTrip,
} from './testing.tsx';

const w = en.trips.wizard;
const stepButton = (number: number, label: string) =>
  screen.getByRole('button', { name: new RegExp(`^Step ${number}: ${label},`) });
const progress = () => screen.getByRole('progressbar', { name: w.progress_label });

async function fillCaptain(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox(w.captain.first_name), 'Anna');
  await user.type(textbox(w.captain.last_name), 'Kowalska');
  await user.type(input(w.captain.phone), '600100200');
  await choose(user, w.captain.license_type, en.licence.types['pzz-kj']);
  await user.type(textbox(w.captain.license_number), 'KJ-1');
}

describe('trip form navigation', () => {
  it('starts on step 1 of 5: counter, progress, no Previous, Next refused until the step is valid', async () => {
    loggedInCaptain();
    server.use(profileHandler(null));
    const user = userEvent.setup();
    await renderTripForm();

    expect(stepHeading(w.steps.captain)).toBeInTheDocument();
    expect(screen.getByText('1 / 5')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '20');
    expect(screen.queryByRole('button', { name: w.previous })).toBeNull();
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    // Steps 1-3 start invalid, so nothing ahead can be opened yet.
    expect(stepButton(2, w.steps.yacht)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText(en.trips.form.first_name_required)).toBeNull();

    // Pressing the refused Next shows every problem of the step and focuses the first invalid field.
    await user.click(nextButton());
    expect(stepHeading(w.steps.captain)).toBeInTheDocument();
    expect(screen.getByText(en.trips.form.first_name_required)).toBeInTheDocument();
    expect(screen.getByText(en.trips.form.license_type_required)).toBeInTheDocument();
    expect(screen.getByText(w.next_blocked)).toBeInTheDocument();
    expect(textbox(w.captain.first_name)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(textbox(w.captain.first_name)).toHaveFocus());

    await fillCaptain(user);
    expect(screen.queryByText(en.trips.form.first_name_required)).toBeNull();
    expect(nextButton()).not.toHaveAttribute('aria-disabled');
    await user.click(nextButton());

    expect(stepHeading(w.steps.yacht)).toHaveFocus();
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: w.previous })).toBeInTheDocument();
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a field error once the field was left, not before', async () => {
    loggedInCaptain();
    server.use(profileHandler(null));
    const user = userEvent.setup();
    await renderTripForm();

    await user.click(textbox(w.captain.first_name));
    expect(screen.queryByText(en.trips.form.first_name_required)).toBeNull();
    await user.tab();
    expect(screen.getByText(en.trips.form.first_name_required)).toBeInTheDocument();
    expect(screen.queryByText(en.trips.form.last_name_required)).toBeNull();
  });

  it('asks for the licence name when the type is Other', async () => {
    loggedInCaptain();
    server.use(profileHandler(null));
    const user = userEvent.setup();
    await renderTripForm({ initialValues: validTrip() });

    expect(screen.queryByRole('textbox', { name: /Name of the licence/ })).toBeNull();
    await choose(user, w.captain.license_type, en.licence.types.other);
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(nextButton());
    expect(screen.getByText(en.trips.form.other_license_required)).toBeInTheDocument();
    await user.type(textbox(w.captain.other_license), 'Yachtmaster Instructor');
    expect(nextButton()).not.toHaveAttribute('aria-disabled');
  });

  it('keeps the data between steps and lets completed steps be opened, later ones only once reached', async () => {
    loggedInCaptain();
    server.use(profileHandler(null));
    const user = userEvent.setup();
    await renderTripForm({ initialValues: validTrip() });

    await user.click(nextButton());
    await user.click(nextButton());
    expect(stepHeading(w.steps.cruise)).toBeInTheDocument();
    // Step 5 was never reached: its step button does nothing.
    await user.click(stepButton(5, w.steps.summary));
    expect(stepHeading(w.steps.cruise)).toBeInTheDocument();

    await user.click(stepButton(1, w.steps.captain));
    expect(stepHeading(w.steps.captain)).toBeInTheDocument();
    expect(textbox(w.captain.first_name)).toHaveValue('Anna');
    await user.clear(textbox(w.captain.last_name));
    await user.type(textbox(w.captain.last_name), 'Nowak');

    // Step 3 was reached before and every step before it is valid.
    await user.click(stepButton(3, w.steps.cruise));
    expect(stepHeading(w.steps.cruise)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: w.previous }));
    await user.click(screen.getByRole('button', { name: w.previous }));
    expect(textbox(w.captain.last_name)).toHaveValue('Nowak');

    // An invalid step 1 closes the way to the later steps again.
    await user.clear(textbox(w.captain.first_name));
    expect(stepButton(3, w.steps.cruise)).toHaveAttribute('aria-disabled', 'true');
  });

  it('in edit mode opens any step and always allows Next', async () => {
    const user = userEvent.setup();
    await renderTripForm({ mode: 'edit', tripId: 4, initialValues: validTrip({ yachtName: '' }) });

    expect(nextButton()).not.toHaveAttribute('aria-disabled');
    await user.click(stepButton(5, w.steps.summary));
    expect(stepHeading(w.steps.summary)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: w.update })).toBeInTheDocument();
    // The yacht step has a problem and is marked as such (not only by colour).
    expect(stepButton(2, w.steps.yacht)).toHaveAccessibleName(/needs attention/);
    await user.click(stepButton(2, w.steps.yacht));
    expect(stepHeading(w.steps.yacht)).toBeInTheDocument();
    await user.click(nextButton());
    expect(stepHeading(w.steps.cruise)).toBeInTheDocument();
  });

  it('takes a double-click on Next as one step, and never as a save on the summary', async () => {
    let saves = 0;
    server.use(
      http.put('/api/sailing-trips/4', () => {
        saves += 1;
        return HttpResponse.json({ success: false, message: 'not expected' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    await renderTripForm({ mode: 'edit', tripId: 4, initialValues: validTrip() });

    await user.click(stepButton(3, w.steps.cruise));
    await user.dblClick(nextButton());
    expect(stepHeading(w.steps.crew)).toBeInTheDocument();

    // On step 4 the second click would land on the summary's Update button, in Next's place.
    await user.dblClick(nextButton());
    expect(stepHeading(w.steps.summary)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: w.update })).toBeEnabled();
    expect(saves).toBe(0);
  });
});

describe('captain step autofill', () => {
  it('fills the captain from the profile (licence matched ignoring case) and offers the account e-mail', async () => {
    loggedInCaptain();
    server.use(profileHandler({ ...profile, email: 'profile@example.com' }));
    await renderTripForm();

    await waitFor(() => expect(textbox(w.captain.first_name)).toHaveValue('Anna'));
    expect(textbox(w.captain.last_name)).toHaveValue('Kowalska');
    expect(input(w.captain.phone)).toHaveValue('+48 600 100 200');
    expect(input(w.captain.email)).toHaveValue('anna@example.com');
    expect(screen.getByRole('combobox', { name: /^Licence type/ })).toHaveValue(en.licence.types['pzz-jsm']);
    expect(textbox(w.captain.license_number)).toHaveValue('JSM-1234');
    expect(screen.getByText(w.captain.autofilled)).toBeInTheDocument();
    expect(nextButton()).not.toHaveAttribute('aria-disabled');
  });

  it('treats an unknown profile licence as Other with its text', async () => {
    loggedInCaptain();
    server.use(profileHandler({ ...profile, license_type: 'Yachtmaster Ocean Instructor' }));
    await renderTripForm();

    await waitFor(() => expect(textbox(w.captain.other_license)).toHaveValue('Yachtmaster Ocean Instructor'));
    expect(screen.getByRole('combobox', { name: /^Licence type/ })).toHaveValue(en.licence.types.other);
  });

  it('leaves the fields empty without a profile, keeping the account e-mail', async () => {
    loggedInCaptain();
    server.use(profileHandler(null));
    const { queryClient } = await renderTripForm();

    expect(input(w.captain.email)).toHaveValue('anna@example.com');
    // The profile's failed answer is in: whatever the form would fill from it, it has filled by now.
    await waitFor(() =>
      expect(queryClient.getQueryState(captainProfileQueryKey(captain.id))?.status).toBe('error'),
    );
    expect(textbox(w.captain.first_name)).toHaveValue('');
    expect(screen.queryByText(w.captain.autofilled)).toBeNull();
  });

  it('does not read the profile for a form without autofill (no login needed)', async () => {
    await renderTripForm({ profileAutofill: false, yachtSearch: false });
    expect(input(w.captain.email)).toHaveValue('');
    expect(textbox(w.captain.first_name)).toHaveValue('');
  });
});

describe('in Polish', () => {
  it('labels the steps, fields and buttons in Polish', async () => {
    loggedInCaptain();
    server.use(profileHandler(null));
    await renderTripForm({}, { language: 'pl' });

    const p = pl.trips.wizard;
    expect(screen.getByRole('heading', { level: 2, name: p.steps.captain })).toBeInTheDocument();
    expect(textbox(p.captain.first_name)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: p.next })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /^Krok 2: Jacht,/ })).toBeInTheDocument();
    const disclaimers = screen.getByRole('region', { name: p.disclaimers.title });
    expect(within(disclaimers).getByText(p.disclaimers.truth)).toBeInTheDocument();
  });
});

describe('disclaimers', () => {
  it('are shown by default and can be hidden and shown again', async () => {
    await renderTripForm({ profileAutofill: false });
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: w.disclaimers.hide });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(w.disclaimers.truth)).toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: w.disclaimers.show })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
