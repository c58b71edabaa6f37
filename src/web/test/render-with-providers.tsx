import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Language } from '#domain/language.ts';
import { Providers } from '../app/providers.tsx';
import { captainAreaCatalogueSections, studentAreaCatalogueSections } from '../lib/catalogue-sections.ts';
import { initI18n, loadCatalogueSections } from '../lib/i18n.ts';

export interface RenderOptions {
  /** The UI language to start in (English unless told). */
  language?: Language;
  /** Render inside a memory-history router at this path, for components that use links or the location. */
  path?: string;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
}

/** A fresh QueryClient per test: no retries, so a failed request shows its error state at once. */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

function routerFor(ui: ReactElement, path: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  // A catch-all route renders the component under test at whatever path the test starts from.
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => ui });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui });
  return createRouter({
    routeTree: rootRoute.addChildren([indexRoute, pageRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

/**
 * Renders UI as the app does: i18n initialised with the real catalogues in the chosen language,
 * the app's Providers (Mantine, notifications, TanStack Query) and, when `path` is given, a router.
 */
export async function renderWithProviders(
  ui: ReactElement,
  { language = 'en', path }: RenderOptions = {},
): Promise<RenderWithProvidersResult> {
  await initI18n(language);
  // A component rendered on its own has no route loader: load what pages behind a login have.
  await loadCatalogueSections([...captainAreaCatalogueSections, ...studentAreaCatalogueSections]);
  const queryClient = createTestQueryClient();
  const content = path === undefined ? ui : <RouterProvider router={routerFor(ui, path)} />;
  const result = render(<Providers queryClient={queryClient}>{content}</Providers>);
  return { ...result, queryClient };
}
