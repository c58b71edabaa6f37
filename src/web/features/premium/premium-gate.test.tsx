import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { Providers } from '../../app/providers.tsx';
import { initI18n } from '../../lib/i18n.ts';
import { captain, currentUserHandler, loggedInCaptain } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { createTestQueryClient, renderWithProviders } from '../../test/render-with-providers.tsx';
import { server, subscriptionStatusHandler } from '../../test/server.ts';
import { PremiumButton } from './premium-button.tsx';
import { PremiumGate, premiumRequiredSearchSchema } from './premium-gate.tsx';
import { PremiumRequiredNotice } from './premium-required-notice.tsx';

const active = subscriptionStatusHandler({
  active_subscription: {
    status: 'active',
    ends_at: '2099-01-01T00:00:00.000Z',
    days_remaining: 100,
    payment_provider: 'payu',
  },
});

/** A list and its gated "new" page, as a future feature (trips, yachts) would have them. */
async function renderGatedRoutes(path: string) {
  await initI18n('en', ['rest']);
  const rootRoute = createRootRoute({ component: Outlet });
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/things',
    validateSearch: premiumRequiredSearchSchema,
    component: function ThingsList() {
      const { error } = listRoute.useSearch();
      return (
        <>
          <h1>Things</h1>
          {error === 'premium_required' && <PremiumRequiredNotice />}
        </>
      );
    },
  });
  const newRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/things/new',
    component: () => (
      <PremiumGate listPath="/things">
        <h1>New thing</h1>
      </PremiumGate>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([listRoute, newRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  render(
    <Providers queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('premium gate', () => {
  it('sends a captain without Premium from a gated page to its list with ?error=premium_required', async () => {
    loggedInCaptain();
    const router = await renderGatedRoutes('/things/new');

    expect(await screen.findByRole('heading', { name: 'Things' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/things');
    expect(router.state.location.search).toEqual({ error: 'premium_required' });
    expect(screen.getByText(en.premium.notice.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.premium.notice.link })).toHaveAttribute(
      'href',
      '/captain-profile?tab=premium',
    );
    expect(screen.queryByRole('heading', { name: 'New thing' })).toBeNull();
  });

  it('counts a failure to read the status as no Premium', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    loggedInCaptain();
    server.use(subscriptionStatusHandler({ success: false } as never));
    const router = await renderGatedRoutes('/things/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/things'));
    vi.restoreAllMocks();
  });

  it('lets a captain with Premium in', async () => {
    loggedInCaptain();
    server.use(active);
    const router = await renderGatedRoutes('/things/new');

    expect(await screen.findByRole('heading', { name: 'New thing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/things/new');
  });

  it('drops any other ?error value on the list', () => {
    expect(premiumRequiredSearchSchema.parse({ error: 'other' })).toEqual({ error: undefined });
  });
});

describe('PremiumButton', () => {
  it('is disabled without Premium, with the hint as tooltip target and described text', async () => {
    loggedInCaptain();
    const onClick = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<PremiumButton onClick={onClick}>Add trip</PremiumButton>, { language: 'pl' });

    const button = await screen.findByRole('button', { name: 'Add trip' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAccessibleDescription('Ta funkcja wymaga konta Premium.');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(pl.premium.required_hint).toBe('Ta funkcja wymaga konta Premium.');
    expect(en.premium.required_hint).toBe('This feature requires a Premium account.');
  });

  it('works with Premium', async () => {
    loggedInCaptain();
    server.use(active);
    const onClick = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<PremiumButton onClick={onClick}>Add trip</PremiumButton>);

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add trip' })).not.toHaveAttribute('aria-disabled'),
    );
    await user.click(screen.getByRole('button', { name: 'Add trip' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('dashboard premium banner', () => {
  it('invites a captain without Premium to the premium tab', async () => {
    loggedInCaptain();
    server.use(currentUserHandler());
    await renderApp('/dashboard', { language: 'pl' });

    const link = await screen.findByRole('link', { name: pl.premium.banner.action });
    expect(link).toHaveAttribute('href', '/captain-profile?tab=premium');
    expect(screen.getByRole('heading', { name: pl.premium.banner.title })).toBeInTheDocument();
  });

  it('is not shown to a captain with Premium, and the login remembers Premium', async () => {
    loggedInCaptain();
    server.use(currentUserHandler(), active);
    await renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: `Welcome aboard, ${captain.name}!` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('hasPremium')).toBe('true'));
    expect(screen.queryByRole('heading', { name: en.premium.banner.title })).toBeNull();
  });
});
