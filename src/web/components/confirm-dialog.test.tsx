import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface Events {
  confirmed: number;
  cancelled: number;
}

function Harness({ events, busy = false }: { events: Events; busy?: boolean }) {
  const [opened, setOpened] = useState(true);
  return (
    <ConfirmDialog
      opened={opened}
      title="Delete yacht?"
      objectName="Zawisza Czarny"
      consequence="The yacht disappears from your list."
      confirmLabel="Delete yacht"
      busy={busy}
      onConfirm={() => {
        events.confirmed += 1;
      }}
      onCancel={() => {
        events.cancelled += 1;
        setOpened(false);
      }}
    />
  );
}

/** A dialog that needs a field (as the account deletion's password). */
function WithField({ typed }: { typed: string[] }) {
  const [value, setValue] = useState('');
  return (
    <ConfirmDialog
      opened
      title="Delete your account?"
      consequence="Everything goes."
      confirmLabel="Delete my account"
      onConfirm={() => {
        typed.push(value);
      }}
      onCancel={() => {}}
    >
      <input aria-label="Password" data-autofocus value={value} onChange={(e) => setValue(e.target.value)} />
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('shows the title, the object and the consequence, and confirms', async () => {
    const events: Events = { confirmed: 0, cancelled: 0 };
    const user = userEvent.setup();
    await renderWithProviders(<Harness events={events} />);

    const dialog = await screen.findByRole('dialog', { name: 'Delete yacht?' });
    expect(within(dialog).getByText('Zawisza Czarny')).toBeInTheDocument();
    expect(within(dialog).getByText('The yacht disappears from your list.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete yacht' }));

    expect(events).toEqual({ confirmed: 1, cancelled: 0 });
  });

  it('cancels with the cancel button, in Polish, and focuses it first', async () => {
    const events: Events = { confirmed: 0, cancelled: 0 };
    const user = userEvent.setup();
    await renderWithProviders(<Harness events={events} />, { language: 'pl' });

    const dialog = await screen.findByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: pl.confirm.cancel });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.click(cancel);

    expect(events).toEqual({ confirmed: 0, cancelled: 1 });
  });

  it('cancels with Escape', async () => {
    const events: Events = { confirmed: 0, cancelled: 0 };
    const user = userEvent.setup();
    await renderWithProviders(<Harness events={events} />);

    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');

    expect(events.cancelled).toBe(1);
  });

  it('while busy shows a spinner on the danger button and cannot be dismissed', async () => {
    const events: Events = { confirmed: 0, cancelled: 0 };
    const user = userEvent.setup();
    await renderWithProviders(<Harness events={events} busy />);

    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete yacht' });
    expect(confirm).toHaveAttribute('data-loading', 'true');
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: en.confirm.cancel })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: en.confirm.close })).toBeNull();
    await user.keyboard('{Escape}');

    expect(events).toEqual({ confirmed: 0, cancelled: 0 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('runs the action once for a double-click and stays busy until it settles', async () => {
    let runs = 0;
    let settle: () => void = () => {};
    const user = userEvent.setup();
    // No pause between the clicks: both arrive before React renders the busy state.
    const hurried = userEvent.setup({ delay: null });
    await renderWithProviders(
      <ConfirmDialog
        opened
        title="Delete yacht?"
        objectName="Zawisza Czarny"
        consequence="The yacht disappears from your list."
        confirmLabel="Delete yacht"
        onConfirm={() => {
          runs += 1;
          return new Promise<void>((resolve) => {
            settle = resolve;
          });
        }}
        onCancel={() => {}}
      />,
    );

    const dialog = await screen.findByRole('dialog', { name: 'Delete yacht?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete yacht' });
    await hurried.dblClick(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading', 'true'));
    expect(within(dialog).getByRole('button', { name: en.confirm.cancel })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(runs).toBe(1);

    settle();
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-loading'));
    await user.click(confirm);
    expect(runs).toBe(2);
  });

  it('with a field: the field has the focus, and Enter in it confirms', async () => {
    const typed: string[] = [];
    const user = userEvent.setup();
    await renderWithProviders(<WithField typed={typed} />);
    const field = await screen.findByLabelText('Password');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'secret{Enter}');
    expect(typed).toEqual(['secret']);
  });

  it('confirms without submitting a form of the page it was opened from', async () => {
    let pageSubmits = 0;
    let confirmed = 0;
    const user = userEvent.setup();
    await renderWithProviders(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          pageSubmits += 1;
        }}
      >
        <ConfirmDialog
          opened
          title="Discard the draft?"
          consequence="The draft goes."
          confirmLabel="Discard"
          onConfirm={() => {
            confirmed += 1;
          }}
          onCancel={() => {}}
        />
      </form>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Discard the draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect({ confirmed, pageSubmits }).toEqual({ confirmed: 1, pageSubmits: 0 });
  });
});
