import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, loggedInCaptain } from '../../../test/accounts.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { trip, tripHandler } from '../shared/testing.ts';
import { choose, input, nextButton, renderTripForm, stepHeading, textbox, validTrip } from './testing.tsx';

const w = en.trips.wizard;

async function openCruiseStep(changes: Parameters<typeof validTrip>[0] = {}, language?: 'pl') {
  const user = userEvent.setup();
  await renderTripForm(
    { profileAutofill: false, yachtSearch: false, initialValues: validTrip(changes) },
    { language: language ?? 'en' },
  );
  const next = () => screen.getByRole('button', { name: (language === 'pl' ? pl : en).trips.wizard.next });
  await user.click(next());
  await user.click(next());
  return user;
}

describe('the sea-time fields of the trip form', () => {
  it('starts in command, at sea, with no night hours and no passages', async () => {
    await openCruiseStep();
    const seaTime = screen.getByRole('region', { name: w.cruise.sections.sea_time });
    expect(within(seaTime).getByRole('combobox', { name: /My role on board/ })).toHaveValue(
      en.trips.roles.skipper,
    );
    expect(within(seaTime).getByRole('combobox', { name: /^Waters/ })).toHaveValue(en.trips.waters.sea);
    expect(input(w.cruise.night_hours, seaTime)).toHaveValue('0');
    expect(within(seaTime).queryByRole('listitem')).toBeNull();
  });

  it('adds and removes passages, and refuses night hours over the hours under way and a passage longer than the trip', async () => {
    const user = await openCruiseStep({ sailingHours: '10', engineHours: '2', distance: '50' });
    await choose(user, w.cruise.role_on_board, en.trips.roles.first_officer);
    await user.clear(input(w.cruise.night_hours));
    await user.type(input(w.cruise.night_hours), '12:30');
    await user.click(screen.getByRole('button', { name: w.passages.add }));
    const first = screen.getByRole('listitem', { name: 'Passage 1' });
    expect(textbox(w.passages.from, first)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: w.passages.add }));
    await user.type(textbox(w.passages.from, first), 'Hel');
    await user.type(textbox(w.passages.to, first), 'Visby');
    await user.type(input(w.passages.distance, first), '60');
    await user.click(screen.getByRole('button', { name: 'Remove passage 2' }));
    expect(screen.queryByRole('listitem', { name: 'Passage 2' })).toBeNull();

    await user.click(nextButton());
    expect(stepHeading(w.steps.cruise)).toBeInTheDocument();
    expect(
      await screen.findByText(en.trips.form.night_hours_too_many, {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(en.trips.form.passage.distance_over_trip, { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();

    await user.clear(input(w.cruise.night_hours));
    await user.type(input(w.cruise.night_hours), '6');
    await user.clear(input(w.passages.distance, first));
    await user.type(input(w.passages.distance, first), '48');
    await user.click(nextButton());
    await user.click(nextButton());
    const summary = screen.getByRole('region', { name: w.cruise.sections.sea_time });
    expect(within(summary).getByText(en.trips.roles.first_officer)).toBeInTheDocument();
    expect(within(summary).getByText('6 h')).toBeInTheDocument();
    expect(within(summary).getByText('Hel – Visby, 48 NM')).toBeInTheDocument();
  });

  it('speaks Polish', async () => {
    await openCruiseStep({}, 'pl');
    const p = pl.trips.wizard;
    expect(screen.getByRole('region', { name: p.cruise.sections.sea_time })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Moja funkcja na jachcie/ })).toHaveValue(
      pl.trips.roles.skipper,
    );
    expect(screen.getByRole('button', { name: p.passages.add })).toBeInTheDocument();
  });
});

describe('the sea-time section of a trip', () => {
  it('shows the role, waters, night hours and passages', async () => {
    loggedInCaptain();
    server.use(
      currentUserHandler(),
      tripHandler(
        trip({
          role_on_board: 'second_officer',
          waters: 'inland',
          night_hours: 7.5,
          passages: [{ from: 'Gdynia', to: 'Rønne', distance: 105.5, overnight: true }],
        }),
      ),
    );
    await renderApp('/sailing-trips/1');
    const section = await screen.findByRole('region', { name: en.trips.detail.sections.sea_time });
    expect(within(section).getByText(en.trips.roles.second_officer)).toBeInTheDocument();
    expect(within(section).getByText(en.trips.waters.inland)).toBeInTheDocument();
    expect(within(section).getByText('Gdynia – Rønne, 105.5 NM (overnight)')).toBeInTheDocument();
    const hours = screen.getByRole('region', { name: en.trips.detail.sections.hours });
    expect(within(hours).getByText('7.5 h')).toBeInTheDocument();
  });
});
