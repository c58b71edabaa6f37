import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { changeLanguage } from '../lib/i18n.ts';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { DateField } from './date-field.tsx';

/** The field with its value shown beside it, as a form would hold it. */
function Harness(props: { initial?: string; minDate?: string; clearable?: boolean; error?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  const [blurs, setBlurs] = useState(0);
  return (
    <>
      <DateField
        label="Start date"
        value={value}
        onChange={setValue}
        onBlur={() => setBlurs((count) => count + 1)}
        minDate={props.minDate}
        clearable={props.clearable}
        error={props.error}
      />
      <output aria-label="value">{value}</output>
      <output aria-label="blurs">{blurs}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Start date' });
// jsdom lays nothing out, so the floating calendar counts as hidden there (and a hidden element has no
// accessible name to query by): it is named by the field's label, checked through aria-labelledby.
async function calendar() {
  const dialog = await screen.findByRole('dialog', { hidden: true });
  const label = (field() as HTMLInputElement).labels?.[0];
  expect(label).toHaveTextContent('Start date');
  expect(dialog).toHaveAttribute('aria-labelledby', label?.id);
  return dialog;
}
const control = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('button', { name, hidden: true });
const noCalendar = () => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
const stored = () => screen.getByRole('status', { name: 'value' }).textContent;
const blurs = () => Number(screen.getByRole('status', { name: 'blurs' }).textContent);

async function open(props: Parameters<typeof Harness>[0] = {}, language: 'en' | 'pl' = 'en') {
  const user = userEvent.setup();
  await renderWithProviders(<Harness {...props} />, { language });
  return user;
}

describe('DateField', () => {
  it("shows the date in the interface's format although the browser speaks American English", async () => {
    expect(navigator.language).toBe('en-US');
    await open({ initial: '2025-06-01' });
    expect(field()).toHaveValue('01/06/2025');
    expect(field()).not.toHaveAttribute('type', 'date');
    expect(field()).toHaveAttribute('placeholder', en.date_field.placeholder);
  });

  it('shows and reads DD.MM.YYYY in Polish', async () => {
    const user = await open({}, 'pl');
    expect(field()).toHaveAttribute('placeholder', 'DD.MM.RRRR');
    await user.type(field(), '01.06.2025');
    expect(stored()).toBe('2025-06-01');
    expect(field()).toHaveValue('01.06.2025');
  });

  it('reads 01/06/2025 in English as 1 June', async () => {
    const user = await open();
    await user.type(field(), '01/06/2025');
    expect(stored()).toBe('2025-06-01');
  });

  it('accepts D.M.YYYY and ISO, and writes them out in full when the field is left', async () => {
    const user = await open({}, 'pl');
    await user.type(field(), '1.6.2025');
    expect(stored()).toBe('2025-06-01');
    expect(field()).toHaveValue('1.6.2025');
    await user.tab();
    expect(field()).toHaveValue('01.06.2025');

    await user.clear(field());
    await user.type(field(), '2025-12-31');
    expect(stored()).toBe('2025-12-31');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field()).toHaveValue('31.12.2025');
  });

  it('keeps text that is no date as typed, so the form can name it, and empties to ""', async () => {
    const user = await open({ initial: '2025-06-01' });
    await user.clear(field());
    expect(stored()).toBe('');
    await user.type(field(), '31/02/2025');
    expect(stored()).toBe('31/02/2025');
    await user.tab();
    expect(field()).toHaveValue('31/02/2025');
  });

  it('rewrites the shown date when the interface language changes', async () => {
    await open({ initial: '2025-06-01' });
    expect(field()).toHaveValue('01/06/2025');
    await act(() => changeLanguage('pl'));
    expect(field()).toHaveValue('01.06.2025');
    await act(() => changeLanguage('en'));
    expect(field()).toHaveValue('01/06/2025');
  });

  it('marks an error with aria-invalid and ties the message to the input', async () => {
    await open({ error: 'Start date is required' });
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(/Start date is required/);
  });

  it('is picked from the calendar with the keyboard alone: focus on the chosen day, arrows, Enter', async () => {
    const user = await open({ initial: '2025-06-10' });
    const button = screen.getByRole('button', { name: en.date_field.open_calendar });
    expect(button).toHaveAccessibleDescription('Start date');
    await user.tab();
    expect(field()).toHaveFocus();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = await calendar();
    await waitFor(() => expect(control(dialog, '10 June 2025')).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(control(dialog, '18 June 2025')).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(noCalendar);
    expect(stored()).toBe('2025-06-18');
    expect(field()).toHaveValue('18/06/2025');
    expect(button).toHaveFocus();
    // Moving between the field, its button and its calendar is not leaving the field.
    expect(blurs()).toBe(0);
    await user.tab();
    expect(blurs()).toBe(1);
  });

  it('goes to another month with the header buttons and closes on Escape without a change', async () => {
    const user = await open({ initial: '2025-06-10' }, 'pl');
    await user.click(screen.getByRole('button', { name: pl.date_field.open_calendar }));
    const dialog = await calendar();
    // Polish month and weekday names (dayjs' Polish locale, loaded when first needed).
    await waitFor(() => expect(within(dialog).getByText('czerwiec 2025')).toBeInTheDocument());
    expect(within(dialog).getByText('Pn')).toBeInTheDocument();
    await user.click(control(dialog, pl.date_field.next_month));
    expect(within(dialog).getByText('lipiec 2025')).toBeInTheDocument();
    await user.click(control(dialog, '4 lipca 2025'));
    expect(stored()).toBe('2025-07-04');
    expect(field()).toHaveValue('04.07.2025');

    await user.click(screen.getByRole('button', { name: pl.date_field.open_calendar }));
    await calendar();
    await user.keyboard('{Escape}');
    await waitFor(noCalendar);
    expect(stored()).toBe('2025-07-04');
    expect(screen.getByRole('button', { name: pl.date_field.open_calendar })).toHaveFocus();
  });

  it('offers no day before the minimum and opens on it when nothing is chosen yet', async () => {
    const user = await open({ minDate: '2099-03-15' });
    await user.click(screen.getByRole('button', { name: en.date_field.open_calendar }));
    const dialog = await calendar();
    expect(within(dialog).getByText('March 2099')).toBeInTheDocument();
    expect(control(dialog, '14 March 2099')).toBeDisabled();
    expect(control(dialog, '15 March 2099')).toBeEnabled();
    await waitFor(() => expect(control(dialog, '15 March 2099')).toHaveFocus());
  });

  it('empties an optional date with its clear button', async () => {
    const user = await open({ initial: '2025-06-01', clearable: true });
    await user.click(screen.getByRole('button', { name: en.date_field.clear }));
    expect(stored()).toBe('');
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('button', { name: en.date_field.clear })).toBeNull();
  });

  it('has no clear button when the date is required', async () => {
    await open({ initial: '2025-06-01' });
    expect(screen.queryByRole('button', { name: en.date_field.clear })).toBeNull();
  });
});
