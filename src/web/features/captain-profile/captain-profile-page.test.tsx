import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import {
  monthlyPlan,
  plansHandler,
  server,
  subscriptionStatusHandler,
  yearlyPlan,
} from '../../test/server.ts';
import { changePasswordUrl } from './api.ts';
import type { CaptainProfileTab } from './captain-profile-page.tsx';
import { logInTestCaptain, PageHarness, profileHandler, storedProfile, testToken } from './testing.tsx';

beforeEach(() => notifications.clean());

describe('captain profile tabs', () => {
  it('opens the tab it is given and reports tab changes by click and keyboard', async () => {
    logInTestCaptain();
    server.use(profileHandler(storedProfile), plansHandler([yearlyPlan]));
    const changes: CaptainProfileTab[] = [];
    const user = userEvent.setup();
    await renderWithProviders(<PageHarness initialTab="password" changes={changes} />);

    const tabs = screen.getByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: en.captainProfile.tabs.password })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      // The form loads with its tab; the first load of its module may take a while on a busy machine.
      await screen.findByRole('heading', { level: 2, name: en.password.form.title }, { timeout: 10_000 }),
    ).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: en.captainProfile.tabs.profile }));
    expect(await screen.findByRole('button', { name: en.captainProfile.form.submit })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: en.captainProfile.tabs.password })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: en.captainProfile.tabs.premium })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(changes).toEqual(['profile', 'password', 'premium']);
  });

  it('names the page and the tabs in Polish', async () => {
    logInTestCaptain();
    server.use(profileHandler(storedProfile));
    await renderWithProviders(<PageHarness />, { language: 'pl' });

    expect(screen.getByRole('heading', { level: 1, name: 'Profil kapitana' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      pl.captainProfile.tabs.profile,
      pl.captainProfile.tabs.password,
      pl.captainProfile.tabs.premium,
    ]);
  });
});

describe('password tab', () => {
  const label = (text: string) => screen.getByLabelText(new RegExp(`^${text}`), { selector: 'input' });

  async function renderPassword(language: 'en' | 'pl' = 'en') {
    logInTestCaptain();
    await renderWithProviders(<PageHarness initialTab="password" />, { language });
    // The form loads with its tab (it brings the list of common passwords).
    await screen.findByRole(
      'heading',
      { level: 2, name: (language === 'pl' ? pl : en).password.form.title },
      { timeout: 10_000 },
    );
  }

  it('says in Polish that the passwords do not match, and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post(changePasswordUrl, () => {
        calls += 1;
        return HttpResponse.json({ success: true, message: '' });
      }),
    );
    const user = userEvent.setup();
    await renderPassword('pl');

    await user.type(label(pl.password.form.current), 'old-password');
    await user.type(label(pl.password.form.new), 'new-password-1');
    await user.type(label(pl.password.form.confirmation), 'new-password-2');
    await user.click(screen.getByRole('button', { name: pl.password.form.submit }));

    expect(await screen.findByText('Hasła nie są identyczne')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('requires every field and at least 8 characters', async () => {
    const user = userEvent.setup();
    await renderPassword();

    await user.type(label(en.password.form.new), 'short');
    await user.click(screen.getByRole('button', { name: en.password.form.submit }));

    expect(await screen.findByText(en.password.current_required)).toBeInTheDocument();
    expect(screen.getByText(en.password.new_min_length)).toBeInTheDocument();
    expect(screen.getByText(en.password.confirmation_required)).toBeInTheDocument();
    expect(label(en.password.form.current)).toHaveFocus();
  });

  it('refuses a common new password under its field, and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post(changePasswordUrl, () => {
        calls += 1;
        return HttpResponse.json({ success: true, message: '' });
      }),
    );
    const user = userEvent.setup();
    await renderPassword('pl');

    await user.type(label(pl.password.form.current), 'old-password');
    await user.type(label(pl.password.form.new), '12345678');
    await user.type(label(pl.password.form.confirmation), '12345678');
    await user.click(screen.getByRole('button', { name: pl.password.form.submit }));

    expect(await screen.findByText(pl.auth.password_common)).toBeInTheDocument();
    expect(label(pl.password.form.new)).toHaveAttribute('aria-invalid', 'true');
    expect(label(pl.password.form.new)).toHaveFocus();
    expect(calls).toBe(0);
  });

  it('changes the password with the token, confirms it and clears the form', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(changePasswordUrl, async ({ request }) => {
        expect(request.headers.get('authorization')).toBe(`Bearer ${testToken}`);
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Hasło zostało zmienione pomyślnie' });
      }),
    );
    const user = userEvent.setup();
    await renderPassword('pl');

    await user.type(label(pl.password.form.current), 'old-password');
    await user.type(label(pl.password.form.new), 'new password 1');
    await user.type(label(pl.password.form.confirmation), 'new password 1');
    await user.click(screen.getByRole('button', { name: pl.password.form.submit }));

    expect(await screen.findByText('Hasło zostało zmienione pomyślnie')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        current_password: 'old-password',
        new_password: 'new password 1',
        new_password_confirmation: 'new password 1',
      },
    ]);
    await waitFor(() => expect(label(pl.password.form.current)).toHaveValue(''));
    expect(label(pl.password.form.new)).toHaveValue('');
    expect(label(pl.password.form.confirmation)).toHaveValue('');
  });

  it('shows a wrong current password under that field', async () => {
    server.use(
      http.post(changePasswordUrl, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Obecne hasło jest nieprawidłowe.',
            errors: { current_password: ['Obecne hasło jest nieprawidłowe.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderPassword('pl');

    await user.type(label(pl.password.form.current), 'not-my-password');
    await user.type(label(pl.password.form.new), 'new-password');
    await user.type(label(pl.password.form.confirmation), 'new-password');
    await user.click(screen.getByRole('button', { name: pl.password.form.submit }));

    expect(await screen.findByText('Obecne hasło jest nieprawidłowe.')).toBeInTheDocument();
    const current = label(pl.password.form.current);
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(current).toHaveAccessibleDescription('Obecne hasło jest nieprawidłowe.');
    // Nothing was changed, so what was typed stays.
    expect(label(pl.password.form.new)).toHaveValue('new-password');
  });

  it('falls back to the standard text when the change fails without a message', async () => {
    server.use(http.post(changePasswordUrl, () => HttpResponse.error()));
    const user = userEvent.setup();
    await renderPassword('pl');

    await user.type(label(pl.password.form.current), 'old-password');
    await user.type(label(pl.password.form.new), 'new-password');
    await user.type(label(pl.password.form.confirmation), 'new-password');
    await user.click(screen.getByRole('button', { name: pl.password.form.submit }));

    expect(await screen.findByText('Błąd podczas zmiany hasła')).toBeInTheDocument();
  });
});

describe('premium tab', () => {
  it('shows the Premium status, the discount code box and the plans to order (details in features/premium)', async () => {
    logInTestCaptain();
    server.use(subscriptionStatusHandler({ available_plans: [yearlyPlan, monthlyPlan] }));
    await renderWithProviders(<PageHarness initialTab="premium" />, { language: 'pl' });

    expect(await screen.findByText(pl.premium.status.text.none)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: pl.premium.discount.label })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Premium roczny/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Premium miesięczny/ })).toBeInTheDocument();
  });
});
