import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { readCaptainSession } from '../../lib/session-storage.ts';
import { captain, currentUserHandler, field } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';

interface LoginBody {
  email: string;
  password: string;
  remember?: boolean;
}

function loginHandler(seen: LoginBody[] = []) {
  return http.post('/api/auth/login', async ({ request }) => {
    seen.push((await request.json()) as LoginBody);
    return HttpResponse.json({
      success: true,
      user: captain,
      token: 'fresh-token',
      message: 'You are logged in.',
    });
  });
}

async function fillAndSubmit(email: string, password: string, submitLabel = en.auth.login.submit) {
  const user = userEvent.setup();
  await user.type(field(en.auth.fields.email), email);
  await user.type(field(en.auth.fields.password), password);
  await user.click(screen.getByRole('button', { name: submitLabel }));
  return user;
}

describe('captain login page', () => {
  it('shows translated field errors and focuses the first invalid field', async () => {
    await renderApp('/login', { language: 'pl' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: pl.auth.login.submit }));

    expect(await screen.findByText(pl.auth.email_required)).toBeInTheDocument();
    expect(screen.getByText(pl.auth.password_required)).toBeInTheDocument();
    const email = field(pl.auth.fields.email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();

    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: pl.auth.login.submit }));
    expect(await screen.findByText(pl.auth.email_invalid)).toBeInTheDocument();
  });

  it('logs in, stores the session without premium and follows ?redirect', async () => {
    const seen: LoginBody[] = [];
    server.use(loginHandler(seen));
    const { router } = await renderApp('/login?redirect=%2Fcontact%3Ffrom%3Dlogin');
    await screen.findByRole('heading', { level: 1, name: en.auth.login.title });

    const user = userEvent.setup();
    await user.click(screen.getByLabelText(en.auth.fields.remember));
    await fillAndSubmit(' anna@example.com ', 'secret-password');

    await waitFor(() => expect(router.state.location.href).toBe('/contact?from=login'));
    expect(seen).toEqual([{ email: 'anna@example.com', password: 'secret-password', remember: true }]);
    expect(readCaptainSession()).toEqual({ user: captain, token: 'fresh-token', hasPremium: false });
    expect(window.localStorage.getItem('hasPremium')).toBe('false');
    expect(await screen.findByText('You are logged in.')).toBeInTheDocument();
  });

  it('goes to the dashboard when ?redirect points to another site', async () => {
    server.use(loginHandler(), currentUserHandler());
    const { router } = await renderApp('/login?redirect=%2F%2Fevil.example%2Fphish');
    await screen.findByRole('heading', { level: 1, name: en.auth.login.title });

    await fillAndSubmit('anna@example.com', 'secret-password');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Welcome aboard, ${captain.name}!` }),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the login is refused, and keeps the visitor logged out", async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ success: false, message: 'Wrong e-mail or password.' }, { status: 401 }),
      ),
    );
    const { router } = await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: en.auth.login.title });

    await fillAndSubmit('anna@example.com', 'wrong-password');

    expect(await screen.findByText('Wrong e-mail or password.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(readCaptainSession()).toBeNull();
  });

  it('falls back to the login-failed message when the server cannot be reached', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.error()));
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: en.auth.login.title });

    await fillAndSubmit('anna@example.com', 'secret-password');

    expect(await screen.findByText(en.auth.login_failed)).toBeInTheDocument();
  });

  it('shows the rate-limit message from a 429', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          { success: false, message: 'Too many attempts. Please wait a moment and try again.' },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
      ),
    );
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: en.auth.login.title });

    await fillAndSubmit('anna@example.com', 'secret-password');

    expect(await screen.findByText(en.errors.too_many_requests)).toBeInTheDocument();
  });

  it('links to password recovery, registration and the student pages', async () => {
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: en.auth.login.title });

    expect(screen.getByRole('link', { name: en.auth.login.forgot })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: en.auth.login.register })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: en.auth.login.student_login })).toHaveAttribute(
      'href',
      '/student/login',
    );
    expect(screen.getByRole('link', { name: en.auth.login.student_register })).toHaveAttribute(
      'href',
      '/student/register',
    );
  });
});
