import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { NotFoundPage } from '../../features/public/not-found-page.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { RouteError } from '../route-error.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: PublicLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

type PageModule = Parameters<typeof lazyRouteComponent>[0];

/** A page whose code loads only when it is visited (route-level code splitting). */
export const lazyPage = (load: PageModule, exportName: string) => lazyRouteComponent(load, exportName);
