import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { NotFoundPage } from '../../features/public/not-found-page.tsx';
import { needsRestOfCatalogue } from '../../lib/catalogue-sections.ts';
import { loadCatalogueSection } from '../../lib/i18n.ts';
import { hasStoredSession } from '../../lib/session-storage.ts';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { RouteError } from '../route-error.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Every page but a visitor's home page needs the rest of the catalogue before it renders (a link's preload
  // fetches it on hover); beforeLoad, unlike a loader, runs and is awaited on every navigation.
  beforeLoad: ({ location }) =>
    needsRestOfCatalogue(location.pathname, hasStoredSession()) ? loadCatalogueSection('rest') : undefined,
  component: PublicLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

type PageModule = Parameters<typeof lazyRouteComponent>[0];

/** A page whose code loads only when it is visited (route-level code splitting). */
export const lazyPage = (load: PageModule, exportName: string) => lazyRouteComponent(load, exportName);
