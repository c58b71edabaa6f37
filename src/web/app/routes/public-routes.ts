import { createRoute, redirect } from '@tanstack/react-router';
import { loadCatalogueSection } from '../../lib/i18n.ts';
import { lazyPage, rootRoute } from './root.ts';

/** A public page at this path. */
const page = <TPath extends string>(path: TPath, component: ReturnType<typeof lazyPage>) =>
  createRoute({ getParentRoute: () => rootRoute, path, component });

const homeRoute = page(
  '/',
  lazyPage(() => import('../../features/public/home-page.tsx'), 'HomePage'),
);
const homeAliasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/home',
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
const pricingRoute = page(
  '/cennik',
  lazyPage(() => import('../../features/public/pricing-page.tsx'), 'PricingPage'),
);
const contactRoute = page(
  '/contact',
  lazyPage(() => import('../../features/public/contact-page.tsx'), 'ContactPage'),
);
/** A legal page: its texts are a catalogue section of their own, loaded with the page, not on every page. */
const legalPage = <TPath extends string>(path: TPath, component: ReturnType<typeof lazyPage>) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component,
    loader: () => loadCatalogueSection('legal'),
  });

const termsRoute = legalPage(
  '/terms-of-service',
  lazyPage(() => import('../../features/legal/terms-page.tsx'), 'TermsPage'),
);
const privacyRoute = legalPage(
  '/privacy-policy',
  lazyPage(() => import('../../features/legal/privacy-page.tsx'), 'PrivacyPage'),
);
const cookiesRoute = legalPage(
  '/polityka-cookies',
  lazyPage(() => import('../../features/legal/cookies-page.tsx'), 'CookiesPage'),
);
const publicTripCardRoute = page(
  '/public-trip-card',
  lazyPage(() => import('../../features/public-trip-card/public-trip-card-page.tsx'), 'PublicTripCardPage'),
);
/** Anyone holding a printed document checks it here, without an account (the code is in the printed link). */
const verifyDocumentRoute = page(
  '/verify/$code',
  lazyPage(() => import('../../features/document-verification/verify-page.tsx'), 'VerifyDocumentPage'),
);
const verifyCodeRoute = page(
  '/verify',
  lazyPage(() => import('../../features/document-verification/verify-page.tsx'), 'VerifyCodePage'),
);

export const publicRoutes = [
  homeRoute,
  homeAliasRoute,
  pricingRoute,
  contactRoute,
  termsRoute,
  privacyRoute,
  cookiesRoute,
  publicTripCardRoute,
  verifyCodeRoute,
  verifyDocumentRoute,
] as const;
