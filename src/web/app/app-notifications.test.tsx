import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import { notifyFailure, notifySuccess } from '../lib/notify.tsx';
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

describe('what assistive technology hears', () => {
  it('announces a toast politely, as a status, with a named close button', async () => {
    await renderWithProviders(<p>page</p>);
    act(() => notifyFailure('The trip could not be saved.'));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('The trip could not be saved.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(toast).getByRole('button', { name: en.confirm.close })).toBeInTheDocument();
  });
});
