import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { NotFoundPage } from '../features/public/not-found-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: PublicLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

type PageModule = Parameters<typeof lazyRouteComponent>[0];

/** A page whose code loads only when it is visited (route-level code splitting). */
const page = <TPath extends string>(path: TPath, load: PageModule, exportName: string) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: lazyRouteComponent(load, exportName) });

const homeRoute = page('/', () => import('../features/public/home-page.tsx'), 'HomePage');
const homeAliasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/home',
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
const pricingRoute = page('/cennik', () => import('../features/public/pricing-page.tsx'), 'PricingPage');
const contactRoute = page('/contact', () => import('../features/public/contact-page.tsx'), 'ContactPage');
const termsRoute = page('/terms-of-service', () => import('../features/legal/terms-page.tsx'), 'TermsPage');
const privacyRoute = page(
  '/privacy-policy',
  () => import('../features/legal/privacy-page.tsx'),
  'PrivacyPage',
);
const cookiesRoute = page(
  '/polityka-cookies',
  () => import('../features/legal/cookies-page.tsx'),
  'CookiesPage',
);

const routeTree = rootRoute.addChildren([
  homeRoute,
  homeAliasRoute,
  pricingRoute,
  contactRoute,
  termsRoute,
  privacyRoute,
  cookiesRoute,
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
