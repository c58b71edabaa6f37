import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { field } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';

const sent = 'If an account with this e-mail exists, we have sent a link to reset the password.';

describe('forgot password page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after sending, disables the input and button for 60 s with a countdown', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/forgot-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: sent });
      }),
    );
    await renderApp('/forgot-password');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(field(en.auth.fields.email), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: en.auth.forgot.submit }));

    const waiting = await screen.findByRole('button', { name: 'Wait to resend (60s)' });
    expect(waiting).toBeDisabled();
    expect(field(en.auth.fields.email)).toBeDisabled();
    expect(screen.getAllByText(sent).length).toBeGreaterThan(0);
    expect(bodies).toEqual([{ email: 'anna@example.com' }]);

    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Wait to resend (59s)' })).toBeDisabled();

    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole('button', { name: en.auth.forgot.submit })).toBeEnabled();
    expect(field(en.auth.fields.email)).toBeEnabled();
  });

  it('shows the countdown in Polish', async () => {
    server.use(
      http.post('/api/auth/forgot-password', () => HttpResponse.json({ success: true, message: sent })),
    );
    await renderApp('/forgot-password', { language: 'pl' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(field(pl.auth.fields.email), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: pl.auth.forgot.submit }));

    expect(
      await screen.findByRole('button', { name: 'Poczekaj, aby wysłać ponownie (60 s)' }),
    ).toBeDisabled();
  });

  it('checks the address before sending', async () => {
    await renderApp('/forgot-password');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(field(en.auth.fields.email), 'anna@');
    await user.click(screen.getByRole('button', { name: en.auth.forgot.submit }));

    expect(await screen.findByText(en.auth.email_invalid)).toBeInTheDocument();
  });

  it('shows the request-failed message when sending fails', async () => {
    server.use(http.post('/api/auth/forgot-password', () => HttpResponse.error()));
    await renderApp('/forgot-password');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(field(en.auth.fields.email), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: en.auth.forgot.submit }));

    expect(await screen.findByText(en.auth.reset_request_failed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.auth.forgot.submit })).toBeEnabled();
  });
});
