import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { field, validationFailure } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';

const sent = 'If an account with this e-mail exists, we have sent a link to reset the password.';

describe("a student's forgotten password", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('is asked for from the student login, on the student route, with a countdown and a way back to the student login', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/student/forgot-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: sent });
      }),
    );
    const { router } = await renderApp('/student/login');

    await user().click(await screen.findByRole('link', { name: en.auth.login.forgot }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/forgot-password'));
    expect(await screen.findByRole('heading', { level: 1, name: en.auth.forgot.title })).toBeInTheDocument();

    await user().type(field(en.auth.fields.email), 'jan@example.com');
    await user().click(screen.getByRole('button', { name: en.auth.forgot.submit }));
    expect(await screen.findByRole('button', { name: 'Wait to resend (60s)' })).toBeDisabled();
    expect(bodies).toEqual([{ email: 'jan@example.com' }]);
    expect(screen.getByRole('link', { name: en.auth.forgot.login })).toHaveAttribute(
      'href',
      '/student/login',
    );
  });

  it('shows the e-mail errors in Polish and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post('/api/student/forgot-password', () => {
        calls += 1;
        return HttpResponse.json({ success: true, message: sent });
      }),
    );
    await renderApp('/student/forgot-password', { language: 'pl' });

    await user().type(field(pl.auth.fields.email), 'jan(at)example.com');
    await user().click(screen.getByRole('button', { name: pl.auth.forgot.submit }));
    expect(await screen.findByText(pl.auth.email_invalid)).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('sets the new password from the link on the student route, then goes to the student login after 2 s', async () => {
    let body: unknown;
    server.use(
      http.post('/api/student/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          success: true,
          message: 'Your password has been changed. You can log in now.',
        });
      }),
    );
    const { router } = await renderApp('/student/reset-password/link-token?email=jan%40example.com');

    expect(await screen.findByText('Account: jan@example.com')).toBeInTheDocument();
    await user().type(field(en.auth.fields.new_password), 'a-new-password');
    await user().type(field(en.auth.fields.password_confirmation), 'a-new-password');
    await user().click(screen.getByRole('button', { name: en.auth.reset.submit }));

    // The page's own status (the toast, a status too, says it as well).
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'Your password has been changed.',
    );
    expect(body).toEqual({
      token: 'link-token',
      email: 'jan@example.com',
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
    });
    expect(screen.getByRole('link', { name: en.auth.reset.login_now })).toHaveAttribute(
      'href',
      '/student/login',
    );
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/login'));
  });

  it('reads ?token= too, and offers a new student link when the server refuses it, in Polish', async () => {
    let body: unknown;
    server.use(
      http.post('/api/student/reset-password', async ({ request }) => {
        body = await request.json();
        return validationFailure({ token: [pl.auth.invalid_reset_link] });
      }),
    );
    await renderApp('/student/reset-password?token=123456&email=jan%40example.com', { language: 'pl' });

    await user().type(field(pl.auth.fields.new_password), 'a-new-password');
    await user().type(field(pl.auth.fields.password_confirmation), 'a-new-password');
    await user().click(screen.getByRole('button', { name: pl.auth.reset.submit }));

    // The page's alert (the toast says it too).
    expect(
      (await screen.findAllByRole('alert')).some((alert) =>
        alert.textContent?.includes(pl.auth.invalid_reset_link),
      ),
    ).toBe(true);
    expect(body).toMatchObject({ token: '123456', email: 'jan@example.com' });
    expect(screen.getByRole('link', { name: pl.auth.reset.request_new })).toHaveAttribute(
      'href',
      '/student/forgot-password',
    );
  });

  it('reports a link without an e-mail as invalid, pointing to the student request page', async () => {
    await renderApp('/student/reset-password/abc');

    expect(await screen.findByText(en.auth.invalid_reset_link)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.auth.reset.request_new })).toHaveAttribute(
      'href',
      '/student/forgot-password',
    );
  });
});
