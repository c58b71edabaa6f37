import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayIso } from '#domain/trip-days.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import {
  input,
  labelled,
  nextButton,
  portbox,
  renderTripForm,
  stepHeading,
  textbox,
  validTrip,
} from './testing.tsx';

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

const portRow = (number: number) => portbox(w.ports.name.replace('{{number}}', String(number)));
const tidalCount = () => screen.getByRole('textbox', { name: /^Tidal ports$/ });
const tidalBox = (port: string) => screen.getByRole('checkbox', { name: `Tidal port: ${port}` });

describe('cruise details step', () => {
  it('has the four sections with their fields and defaults', async () => {
    await openCruiseStep({ distance: '0', sailingHours: '0', engineHours: '0' });
    for (const section of Object.values(w.cruise.sections)) {
      expect(screen.getByRole('heading', { level: 3, name: section })).toBeInTheDocument();
    }
    expect(input(w.cruise.tidal_hours)).toHaveValue('0');
    expect(input(w.cruise.distance)).toHaveAttribute('min', '0');
    expect(input(w.cruise.mooring_hours)).toHaveValue('0');
    expect(input(w.cruise.mooring_hours)).not.toBeRequired();
    expect(textbox(w.cruise.logbook_number)).not.toBeRequired();
    expect(textbox(w.cruise.captain_notes)).toHaveAttribute('rows', '4');
    expect(tidalCount()).toHaveAttribute('readonly');
  });

  it('groups the duration under two headings: the dates, then the hours', async () => {
    await openCruiseStep();
    const duration = screen.getByRole('region', { name: w.cruise.sections.duration });

    const dates = within(duration).getByRole('region', { name: w.cruise.groups.dates });
    expect(within(dates).getByRole('heading', { level: 4, name: w.cruise.groups.dates })).toBeInTheDocument();
    expect(input(w.cruise.embarkation_date, dates)).toBeInTheDocument();
    expect(input(w.cruise.disembarkation_date, dates)).toBeInTheDocument();
    expect(within(dates).queryByLabelText(labelled(w.cruise.sailing_hours))).toBeNull();

    const hours = within(duration).getByRole('region', { name: w.cruise.groups.hours });
    for (const field of [w.cruise.sailing_hours, w.cruise.engine_hours, w.cruise.mooring_hours]) {
      expect(input(field, hours)).toBeInTheDocument();
    }
    expect(within(hours).queryByLabelText(labelled(w.cruise.embarkation_date))).toBeNull();
    // The tidal hours stay with the tides, as the sections have them.
    expect(within(duration).queryByLabelText(labelled(w.cruise.tidal_hours))).toBeNull();
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
    expect(screen.queryByRole('combobox', { name: /^Visited port 2/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove visited port 1' }));
    expect(portRow(1)).toHaveValue('');
    expect(screen.getAllByRole('combobox', { name: /^Visited port/ })).toHaveLength(1);
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
    expect(end).not.toHaveAttribute('type', 'date');
    expect(end).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    const endCalendar = screen.getByRole('button', {
      name: en.date_field.open_calendar,
      description: labelled(w.cruise.disembarkation_date),
    });
    /** Opens the end date's calendar: the day it opens on has the focus. */
    const openEndCalendar = async () => {
      await user.click(endCalendar);
      return screen.findByRole('dialog', { hidden: true });
    };
    const day = (dialog: HTMLElement, name: string) =>
      within(dialog).getByRole('button', { name, hidden: true });
    const closeCalendar = async () => {
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    };
    // Without a start date, the calendar starts today.
    const [year, month, dayOfMonth] = todayIso().split('-').map(Number) as [number, number, number];
    const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(year, month - 1, dayOfMonth),
    );
    let dialog = await openEndCalendar();
    await waitFor(() => expect(day(dialog, today)).toHaveFocus());
    await closeCalendar();

    await user.type(start, '01/07/2026');
    dialog = await openEndCalendar();
    await waitFor(() => expect(day(dialog, '1 July 2026')).toHaveFocus());
    expect(day(dialog, '30 June 2026')).toBeDisabled();
    expect(day(dialog, '2 July 2026')).toBeEnabled();
    await closeCalendar();
    await user.type(end, '05/07/2026');
    await user.tab();
    expect(end).toHaveValue('05/07/2026');

    await user.clear(start);
    await user.type(start, '10/07/2026');
    expect(end).toHaveValue('');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('takes the dates in Polish as DD.MM.YYYY, whatever the browser speaks', async () => {
    const user = userEvent.setup();
    await renderTripForm(
      {
        profileAutofill: false,
        yachtSearch: false,
        initialValues: validTrip({ embarkationDate: '2026-07-01' }),
      },
      { language: 'pl' },
    );
    const p = pl.trips.wizard;
    await user.click(screen.getByRole('button', { name: p.next }));
    await user.click(screen.getByRole('button', { name: p.next }));
    const start = input(p.cruise.embarkation_date);
    expect(start).toHaveValue('01.07.2026');
    await user.clear(start);
    await user.type(start, '1.6.2026');
    await user.tab();
    expect(start).toHaveValue('01.06.2026');
    await user.clear(start);
    await user.type(start, '31.06.2026');
    // Past the field's calendar button: leaving the field shows its message.
    await user.tab();
    await user.tab();
    expect(start).toHaveValue('31.06.2026');
    expect(screen.getByText(pl.trips.form.date_invalid)).toBeInTheDocument();
    expect(start).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the end date must be after the start date', async () => {
    const user = await openCruiseStep({ embarkationPort: '', disembarkationDate: '2026-06-20' });
    // Reported at once with the other problems, even while another cruise field is still missing.
    await user.click(nextButton());
    expect(screen.getByText(en.trips.form.end_before_start)).toBeInTheDocument();
    expect(screen.getByText(en.trips.form.embarkation_port_required)).toBeInTheDocument();
    expect(input(w.cruise.disembarkation_date)).toHaveAttribute('aria-invalid', 'true');
    expect(portbox(w.cruise.embarkation_port)).toHaveFocus();

    await user.clear(input(w.cruise.disembarkation_date));
    await user.type(input(w.cruise.disembarkation_date), '2026-07-09');
    await user.type(portbox(w.cruise.embarkation_port), 'Gdynia');
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

  it('turns hours typed as h:mm into decimal hours when the field is left', async () => {
    const user = await openCruiseStep();
    const engine = input(w.cruise.engine_hours);
    expect(engine).toHaveAccessibleDescription(w.cruise.hours_hint);
    await user.clear(engine);
    await user.type(engine, '12:15');
    expect(engine).toHaveValue('12:15');
    await user.tab();
    expect(engine).toHaveValue('12.25');
    await user.clear(input(w.cruise.mooring_hours));
    await user.type(input(w.cruise.mooring_hours), '1:20');
    await user.tab();
    expect(input(w.cruise.mooring_hours)).toHaveValue('1.33');
    expect(nextButton()).not.toHaveAttribute('aria-disabled');
  });

  it('refuses a third decimal and minutes of 60 or more, and keeps two decimals', async () => {
    const user = await openCruiseStep();
    const sailing = input(w.cruise.sailing_hours);
    await user.clear(sailing);
    await user.type(sailing, '7.125');
    await user.tab();
    expect(screen.getByText(en.validation.hours_decimals)).toBeInTheDocument();
    expect(sailing).toHaveAttribute('aria-invalid', 'true');
    await user.clear(sailing);
    await user.type(sailing, '7:60');
    await user.tab();
    expect(sailing).toHaveValue('7:60');
    expect(screen.getByText(en.validation.hours_minutes)).toBeInTheDocument();
    await user.clear(sailing);
    await user.type(sailing, '7,25');
    await user.tab();
    expect(screen.queryByText(en.validation.hours_minutes)).toBeNull();
    expect(screen.queryByText(en.validation.hours_decimals)).toBeNull();
    expect(nextButton()).not.toHaveAttribute('aria-disabled');
  });
});
