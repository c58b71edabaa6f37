import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import { renderTripForm, textbox, validTrip } from './testing.tsx';

const w = en.trips.wizard;

/** The form on step 4 with one new, empty crew member whose name field has the focus. */
async function onEmptyCrewMember() {
  const user = userEvent.setup();
  await renderTripForm({ profileAutofill: false, yachtSearch: false, initialValues: validTrip() });
  for (let step = 1; step < 4; step += 1) await user.click(screen.getByRole('button', { name: w.next }));
  await user.click(screen.getAllByRole('button', { name: w.crew.add })[0] as HTMLElement);
  const card = screen.getByRole('region', { name: 'Crew member 1' });
  const name = textbox(w.crew.full_name, card);
  expect(name).toHaveFocus();
  const role = within(card).getByRole('combobox', { name: /^Function on board/ });
  return { user, card, name, role };
}

/**
 * Leaving the name field empty by pressing on the function's dropdown used to show the name's
 * message between the press and the release, pushing the dropdown down so that the click missed it. The
 * messages now stay as they are from a press until its click has been handled (a real layout: e2e).
 */
describe('messages and the pointer', () => {
  it('shows no new message between a press and its release, and the pressed dropdown opens on the first click', async () => {
    const { user, card, role } = await onEmptyCrewMember();
    await user.pointer({ keys: '[MouseLeft>]', target: role });
    // The name field has been left, but its message waits for the click.
    expect(within(card).queryByText(en.trips.form.crew.full_name_required)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: role });
    expect(role).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText(en.trips.form.crew.full_name_required)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: en.trips.roles.mechanic, hidden: true })).toBeInTheDocument();
  });

  it('shows the message at once when the field is left with the keyboard', async () => {
    const { user, card, name } = await onEmptyCrewMember();
    await user.tab();
    expect(name).not.toHaveFocus();
    expect(within(card).getByText(en.trips.form.crew.full_name_required)).toBeInTheDocument();
  });

  it('lets a press that ends without a click (a drag away) show the messages after it', async () => {
    const { user, card, role } = await onEmptyCrewMember();
    await user.pointer({ keys: '[MouseLeft>]', target: role });
    expect(within(card).queryByText(en.trips.form.crew.full_name_required)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: document.body });
    expect(await within(card).findByText(en.trips.form.crew.full_name_required)).toBeInTheDocument();
  });
});
