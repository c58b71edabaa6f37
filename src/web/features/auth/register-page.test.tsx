import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { readCaptainSession } from '../../lib/session-storage.ts';
import { captain, currentUserHandler, field, validationFailure } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';

async function fillForm(values: {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmation: string;
}) {
  const user = userEvent.setup();
  await user.type(field(en.auth.fields.name), values.name);
  await user.type(field(en.auth.fields.email), values.email);
  await user.type(field(en.auth.fields.phone), values.phone);
  await user.type(field(en.auth.fields.password), values.password);
  await user.type(field(en.auth.fields.password_confirmation), values.confirmation);
  await user.click(screen.getByRole('button', { name: en.auth.register.submit }));
}

const valid = {
  name: 'Anna Kowalska',
  email: 'anna@example.com',
  phone: '+48 600 100 200',
  password: 'secret-password',
  confirmation: 'secret-password',
};

describe('captain registration page', () => {
  it('checks every field before sending, in Polish', async () => {
    await renderApp('/register', { language: 'pl' });
    const user = userEvent.setup();
    await user.type(field(pl.auth.fields.password), 'short');
    await user.type(field(pl.auth.fields.password_confirmation), 'different');

    await user.click(screen.getByRole('button', { name: pl.auth.register.submit }));

    expect(await screen.findByText(pl.auth.name_required)).toBeInTheDocument();
    expect(screen.getByText(pl.auth.email_required)).toBeInTheDocument();
    expect(screen.getByText(pl.auth.phone_required)).toBeInTheDocument();
    expect(screen.getByText(pl.auth.password_min_length)).toBeInTheDocument();
    expect(screen.getByText(pl.auth.password_not_match)).toBeInTheDocument();
    expect(field(pl.auth.fields.name)).toHaveFocus();
  });

  it('refuses a common password under the password field before sending', async () => {
    let calls = 0;
    server.use(
      http.post('/api/auth/register', () => {
        calls += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    await renderApp('/register');
    await fillForm({ ...valid, password: 'qwertyuiop', confirmation: 'qwertyuiop' });

    const password = field(en.auth.fields.password);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining(en.auth.password_common));
    expect(password).toHaveFocus();
    expect(calls).toBe(0);
  });

  it('says so in Polish too', async () => {
    await renderApp('/register', { language: 'pl' });
    const user = userEvent.setup();
    await user.type(field(pl.auth.fields.password), 'Password1');
    await user.click(screen.getByRole('button', { name: pl.auth.register.submit }));

    expect(await screen.findByText(pl.auth.password_common)).toBeInTheDocument();
    expect(field(pl.auth.fields.password)).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's common-password refusal under the password field", async () => {
    server.use(
      http.post('/api/auth/register', () => validationFailure({ password: [en.auth.password_common] })),
    );
    await renderApp('/register');
    await fillForm(valid);

    const password = field(en.auth.fields.password);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining(en.auth.password_common));
  });

  it('puts the server field errors under their fields (first message each) and focuses the first', async () => {
    server.use(
      http.post('/api/auth/register', () =>
        validationFailure({
          email: ['An account with this e-mail already exists.', 'A second message nobody sees.'],
          phone_register: ['Phone number is required.'],
        }),
      ),
    );
    const { router } = await renderApp('/register');

    await fillForm(valid);

    const email = field(en.auth.fields.email);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('An account with this e-mail already exists.')).toBeInTheDocument();
    expect(screen.queryByText('A second message nobody sees.')).not.toBeInTheDocument();
    expect(field(en.auth.fields.phone)).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(router.state.location.pathname).toBe('/register');
    expect(readCaptainSession()).toBeNull();
  });

  it('creates the account, logs in and opens the dashboard', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/register', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { success: true, user: captain, token: 'new-token', message: 'Your account has been created.' },
          { status: 201 },
        );
      }),
      currentUserHandler(),
    );
    const { router } = await renderApp('/register');

    await fillForm(valid);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(body).toEqual({
      name: 'Anna Kowalska',
      email: 'anna@example.com',
      phone_register: '+48 600 100 200',
      password: 'secret-password',
      password_confirmation: 'secret-password',
    });
    expect(readCaptainSession()?.token).toBe('new-token');
    const nav = screen.getByRole('navigation', { name: en.nav.main });
    expect(within(nav).getByText(captain.name)).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: en.nav.logout })).toBeInTheDocument();
  });

  it('falls back to the registration-failed message on a server error without a message', async () => {
    server.use(http.post('/api/auth/register', () => new HttpResponse(null, { status: 502 })));
    await renderApp('/register');

    await fillForm(valid);

    expect(await screen.findByText(en.auth.register_failed)).toBeInTheDocument();
  });
});
