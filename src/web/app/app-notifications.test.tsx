import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifySuccess } from '../lib/notify.tsx';
import { renderWithProviders } from '../test/render-with-providers.tsx';

const { matchMedia } = window;

/** A screen that matches every `(max-width: ...)` query, as a phone's does. */
function phoneScreen() {
  window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
}

/** The container Mantine positions the toast in (it carries data-position). */
async function toastContainer(message: string) {
  act(() => notifySuccess(message));
  const toast = await screen.findByText(message);
  return toast.closest('[data-position]');
}

afterEach(() => {
  window.matchMedia = matchMedia;
  act(() => notifications.clean());
});

describe('where toasts appear', () => {
  it('shows them at the bottom right, away from the header, on a wide screen', async () => {
    await renderWithProviders(<p>page</p>);

    const container = await toastContainer('Trip saved.');

    expect(container).toHaveAttribute('data-position', 'bottom-right');
  });

  it('shows them at the bottom centre on a phone', async () => {
    phoneScreen();
    await renderWithProviders(<p>page</p>);

    const container = await toastContainer('Yacht deleted.');

    expect(container).toHaveAttribute('data-position', 'bottom-center');
  });
});

describe('a toast', () => {
  it('has a close button named in the interface language', async () => {
    await renderWithProviders(<p>page</p>, { language: 'pl' });

    act(() => notifySuccess('Zapisano.'));

    expect(await screen.findByRole('button', { name: 'Zamknij' })).toBeInTheDocument();
  });
});
