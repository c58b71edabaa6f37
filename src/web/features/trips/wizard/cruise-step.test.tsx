import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayIso } from '#domain/trip-days.ts';
import en from '#locales/en.json';
import { input, nextButton, renderTripForm, stepHeading, textbox, validTrip } from './testing.tsx';

const w = en.trips.wizard;

/** The form opened on step 3 with steps 1 and 2 filled in. */
async function openCruiseStep(changes: Parameters<typeof validTrip>[0] = {}) {
  const user = userEvent.setup();
  await renderTripForm({ profileAutofill: false, yachtSearch: false, initialValues: validTrip(changes) });
  await user.click(nextButton());
  await user.click(nextButton());
  expect(stepHeading(w.steps.cruise)).toBeInTheDocument();
  return user;
}

const portRow = (number: number) => textbox(w.ports.name.replace('{{number}}', String(number)));
const tidalCount = () => screen.getByRole('textbox', { name: /^Tidal ports$/ });
const tidalBox = (port: string) => screen.getByRole('checkbox', { name: `Tidal port: ${port}` });

describe('cruise details step', () => {
  it('has the four sections with the SPEC fields and defaults', async () => {
    await openCruiseStep({ distance: '0', sailingHours: '0', engineHours: '0' });
    for (const section of Object.values(w.cruise.sections)) {
      expect(screen.getByRole('heading', { level: 3, name: section })).toBeInTheDocument();
    }
    expect(input(w.cruise.tidal_hours)).toHaveValue(0);
    expect(input(w.cruise.distance)).toHaveAttribute('min', '0');
    expect(input(w.cruise.mooring_hours)).toHaveValue(0);
    expect(input(w.cruise.mooring_hours)).not.toBeRequired();
    expect(textbox(w.cruise.logbook_number)).not.toBeRequired();
    expect(textbox(w.cruise.captain_notes)).toHaveAttribute('rows', '4');
    expect(tidalCount()).toHaveAttribute('readonly');
  });

  it('adds visited port rows; removing the last one leaves one empty row', async () => {
    const user = await openCruiseStep();
    expect(portRow(1)).toHaveValue('');
    await user.type(portRow(1), 'Bornholm');
    await user.click(screen.getByRole('button', { name: w.ports.add }));
    expect(portRow(2)).toHaveFocus();
    await user.type(portRow(2), 'Visby');

    await user.click(screen.getByRole('button', { name: 'Remove visited port 1' }));
    expect(portRow(1)).toHaveValue('Visby');
    expect(screen.queryByRole('textbox', { name: /^Visited port 2/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove visited port 1' }));
    expect(portRow(1)).toHaveValue('');
    expect(screen.getAllByRole('textbox', { name: /^Visited port/ })).toHaveLength(1);
    expect(tidalBox('Visited port 1')).not.toBeChecked();
  });

  it('counts the tidal ports live as they are ticked', async () => {
    const user = await openCruiseStep();
    expect(tidalCount()).toHaveValue('0');
    await user.click(tidalBox(w.cruise.embarkation_port));
    expect(tidalCount()).toHaveValue('1');
    await user.click(tidalBox(w.cruise.disembarkation_port));
    await user.click(tidalBox('Visited port 1'));
    expect(tidalCount()).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: w.ports.add }));
    await user.click(tidalBox('Visited port 2'));
    expect(tidalCount()).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'Remove visited port 1' }));
    expect(tidalCount()).toHaveValue('3');
    await user.click(tidalBox(w.cruise.embarkation_port));
    expect(tidalCount()).toHaveValue('2');
  });

  it('sets the end date minimum from the start date (or today) and clears an end before a moved start', async () => {
    const user = await openCruiseStep({ embarkationDate: '', disembarkationDate: '' });
    const start = input(w.cruise.embarkation_date);
    const end = input(w.cruise.disembarkation_date);
    expect(end).toHaveAttribute('type', 'date');
    expect(end).toHaveAttribute('min', todayIso());

    await user.type(start, '2026-07-01');
    expect(end).toHaveAttribute('min', '2026-07-01');
    await user.type(end, '2026-07-05');
    expect(end).toHaveValue('2026-07-05');

    await user.clear(start);
    await user.type(start, '2026-07-10');
    expect(end).toHaveValue('');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('says the end date must be after the start date', async () => {
    const user = await openCruiseStep({ embarkationPort: '', disembarkationDate: '2026-06-20' });
    // Reported at once with the other problems, even while another cruise field is still missing.
    await user.click(nextButton());
    expect(screen.getByText(en.trips.form.end_before_start)).toBeInTheDocument();
    expect(screen.getByText(en.trips.form.embarkation_port_required)).toBeInTheDocument();
    expect(input(w.cruise.disembarkation_date)).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(w.cruise.embarkation_port)).toHaveFocus();

    await user.clear(input(w.cruise.disembarkation_date));
    await user.type(input(w.cruise.disembarkation_date), '2026-07-09');
    await user.type(textbox(w.cruise.embarkation_port), 'Gdynia');
    expect(screen.queryByText(en.trips.form.end_before_start)).toBeNull();
    expect(nextButton()).not.toHaveAttribute('aria-disabled');
  });

  it('refuses negative numbers and keeps 0 allowed', async () => {
    const user = await openCruiseStep();
    await user.clear(input(w.cruise.sailing_hours));
    await user.type(input(w.cruise.sailing_hours), '-3');
    await user.tab();
    expect(screen.getByText(en.validation.not_negative)).toBeInTheDocument();
    await user.clear(input(w.cruise.sailing_hours));
    await user.type(input(w.cruise.sailing_hours), '0');
    expect(screen.queryByText(en.validation.not_negative)).toBeNull();
    expect(nextButton()).not.toHaveAttribute('aria-disabled');
  });
});
