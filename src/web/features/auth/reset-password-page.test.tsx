import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { field, validationFailure } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';

async function choosePassword(password: string, confirmation = password) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.type(field(en.auth.fields.new_password), password);
  await user.type(field(en.auth.fields.password_confirmation), confirmation);
  await user.click(screen.getByRole('button', { name: en.auth.reset.submit }));
}

describe('reset password page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports a link without a token as invalid', async () => {
    await renderApp('/reset-password?email=anna%40example.com');

    expect(await screen.findByText(en.auth.invalid_reset_link)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.auth.reset.submit })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.auth.reset.request_new })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('reports a link without an e-mail as invalid, in Polish', async () => {
    await renderApp('/reset-password/abc123', { language: 'pl' });

    expect(await screen.findByText(pl.auth.invalid_reset_link)).toBeInTheDocument();
  });

  it('sends the token from the path, shows the success message and goes to /login after 2 s', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          success: true,
          message: 'Your password has been changed. You can log in now.',
        });
      }),
    );
    const { router } = await renderApp('/reset-password/token-from-path?email=anna%40example.com');

    await choosePassword('a-new-password');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. You can log in now.',
    );
    expect(body).toEqual({
      token: 'token-from-path',
      email: 'anna@example.com',
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
    });
    expect(router.state.location.pathname).toBe('/reset-password/token-from-path');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('accepts the token as ?token= as well', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'Changed.' });
      }),
    );
    await renderApp('/reset-password?token=query-token&email=anna%40example.com');

    await choosePassword('a-new-password');

    await waitFor(() => expect(body).toMatchObject({ token: 'query-token', email: 'anna@example.com' }));
  });

  it('keeps an all-digit ?token as text', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'Changed.' });
      }),
    );
    await renderApp('/reset-password?token=123456789&email=anna%40example.com');

    await choosePassword('a-new-password');

    await waitFor(() => expect(body).toMatchObject({ token: '123456789' }));
  });

  it('checks the password length and the confirmation', async () => {
    await renderApp('/reset-password/abc?email=anna%40example.com');

    await choosePassword('short', 'other');

    expect(await screen.findByText(en.auth.password_length)).toBeInTheDocument();
    expect(screen.getByText(en.auth.passwords_not_match)).toBeInTheDocument();
  });

  it('shows the invalid-link message when the server refuses the token', async () => {
    server.use(
      http.post('/api/auth/reset-password', () =>
        validationFailure({
          token: ['This password reset link is invalid or has expired. Ask for a new one.'],
        }),
      ),
    );
    await renderApp('/reset-password/used-token?email=anna%40example.com');

    await choosePassword('a-new-password');

    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((alert) => alert.textContent === en.auth.invalid_reset_link),
      ).toBe(true),
    );
    expect(screen.queryByRole('button', { name: en.auth.reset.submit })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.auth.reset.request_new })).toBeInTheDocument();
  });
});
