import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { type RenderResult, render } from '@testing-library/react';
import type { Language } from '#domain/language.ts';
import { Providers } from '../app/providers.tsx';
import { createAppRouter } from '../app/router.tsx';
import { initI18n } from '../lib/i18n.ts';
import { createTestQueryClient } from './render-with-providers.tsx';

export interface RenderAppResult extends RenderResult {
  router: ReturnType<typeof createAppRouter>;
}

/** The whole app (real routes, guards, layouts and lazy pages) at a path, as a visitor who typed that address. */
export async function renderApp(
  path: string,
  { language = 'en' }: { language?: Language } = {},
): Promise<RenderAppResult> {
  await initI18n(language);
  const queryClient = createTestQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}
