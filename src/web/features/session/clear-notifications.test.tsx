import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import { apiRequest } from '../../lib/api-client.ts';
import { notifyFailure } from '../../lib/notify.tsx';
import {
  clearCaptainSession,
  clearStudentSession,
  saveCaptainSession,
  saveCaptainUser,
  saveHasPremium,
  saveStudentSession,
  sessionKeys,
} from '../../lib/session-storage.ts';
import { captain, currentUserHandler, field, student } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { server } from '../../test/server.ts';

const stale = 'A message from the last session';

beforeEach(() => notifications.clean());

/** Shows a red toast as a failed request would, and waits until it is on screen. */
async function showStaleToast() {
  act(() => notifyFailure(stale));
  expect(await screen.findByText(stale)).toBeInTheDocument();
}

async function expectToastGone() {
  await waitFor(() => expect(screen.queryByText(stale)).not.toBeInTheDocument());
}

describe('toasts when the session changes', () => {
  it('a failed login’s error does not follow the captain onto the dashboard after a successful login', async () => {
    let attempts = 0;
    server.use(
      currentUserHandler(),
      http.post('/api/auth/login', () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ success: false, message: en.auth.invalid_credentials }, { status: 401 })
          : HttpResponse.json({
              success: true,
              user: captain,
              token: 'fresh-token',
              message: 'You are logged in.',
            });
      }),
    );
    const { router } = await renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: en.auth.fields.email }), 'anna@example.com');
    await user.type(field(en.auth.fields.password), 'wrong-password');
    await user.click(screen.getByRole('button', { name: en.auth.login.submit }));
    expect(await screen.findByText(en.auth.invalid_credentials)).toBeInTheDocument();

    await user.clear(field(en.auth.fields.password));
    await user.type(field(en.auth.fields.password), 'right-password');
    await user.click(screen.getByRole('button', { name: en.auth.login.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // The new session's own toast stays; the old error is gone.
    expect(await screen.findByText('You are logged in.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(en.auth.invalid_credentials)).not.toBeInTheDocument());
    expect(attempts).toBe(2);
  });

  it('clears on every captain and student login and logout, and keeps them while the login stays', async () => {
    await renderWithProviders(<p>page</p>);

    await showStaleToast();
    act(() => saveCaptainSession(captain, 'captain-token'));
    await expectToastGone();

    // The same login updated (premium found, profile saved): the toast stays.
    await showStaleToast();
    act(() => {
      saveHasPremium(true);
      saveCaptainUser({ ...captain, name: 'Anna Nowak' });
    });
    expect(screen.getByText(stale)).toBeInTheDocument();

    act(() => clearCaptainSession());
    await expectToastGone();

    await showStaleToast();
    act(() => saveStudentSession(student, 'student-token'));
    await expectToastGone();

    await showStaleToast();
    act(() => clearStudentSession());
    await expectToastGone();
  });

  it('clears when the session expires (the API answers 401)', async () => {
    server.use(http.get('/api/auth/user', () => HttpResponse.json({ success: false }, { status: 401 })));
    saveCaptainSession(captain, 'expired-token');
    await renderWithProviders(<p>page</p>);
    await showStaleToast();

    await act(() => apiRequest('/api/auth/user', { auth: 'captain' }).catch(() => undefined));

    await expectToastGone();
    expect(window.localStorage.getItem(sessionKeys.token)).toBeNull();
  });

  it('clears when another tab logs in or out', async () => {
    await renderWithProviders(<p>page</p>);
    await showStaleToast();

    act(() => {
      window.localStorage.setItem(sessionKeys.token, 'other-tab-token');
      window.localStorage.setItem(sessionKeys.user, JSON.stringify(captain));
      window.dispatchEvent(new StorageEvent('storage', { key: sessionKeys.token }));
    });

    await expectToastGone();
  });
});
