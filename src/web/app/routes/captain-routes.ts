import { createRoute, redirect } from '@tanstack/react-router';
import { premiumRequiredSearch, premiumRequiredSearchSchema } from '../../features/premium/premium-gate.tsx';
import { captainAreaCatalogueSections } from '../../lib/catalogue-sections.ts';
import { loadCatalogueSection, loadCatalogueSections } from '../../lib/i18n.ts';
import { captainGuestOnly, redirectSearchSchema, requireCaptain } from '../guards.ts';
import { resetLinkRoutes } from './reset-link-routes.ts';
import { lazyPage, rootRoute } from './root.ts';
import { idParams } from './route-params.ts';
import {
  oneOf,
  optionalOneOf,
  optionalPositiveInteger,
  optionalText,
  searchParams,
} from './search-params.ts';

/** Pages for visitors only (login, registration, password reset); a logged-in captain goes to /dashboard. */
const captainGuestRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'captain-guest',
  validateSearch: redirectSearchSchema,
  beforeLoad: captainGuestOnly,
});

const loginRoute = createRoute({
  getParentRoute: () => captainGuestRoute,
  path: '/login',
  component: lazyPage(() => import('../../features/auth/login-page.tsx'), 'LoginPage'),
});
const registerRoute = createRoute({
  getParentRoute: () => captainGuestRoute,
  path: '/register',
  component: lazyPage(() => import('../../features/auth/register-page.tsx'), 'RegisterPage'),
});
const forgotPasswordRoute = createRoute({
  getParentRoute: () => captainGuestRoute,
  path: '/forgot-password',
  component: lazyPage(() => import('../../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
});

const [resetPasswordRoute, resetPasswordTokenRoute] = resetLinkRoutes(
  captainGuestRoute,
  '/reset-password',
  'ResetPasswordPage',
);

/** The confirmation link from the sign-up mail: for visitors and logged-in captains alike. */
const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email/$token',
  validateSearch: searchParams({ email: optionalText }),
  loader: () => loadCatalogueSection('email_verification'),
  component: lazyPage(
    () => import('../../features/email-verification/verify-email-page.tsx'),
    'CaptainVerifyEmailPage',
  ),
});

/** Everything behind a captain login; new captain pages are added as children here. */
const captainAreaRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'captain-area',
  beforeLoad: requireCaptain,
  loader: () => loadCatalogueSections(captainAreaCatalogueSections),
  component: lazyPage(() => import('../layouts/captain-area.tsx'), 'CaptainArea'),
});

const dashboardRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/dashboard',
  component: lazyPage(() => import('../../features/dashboard/dashboard-page.tsx'), 'DashboardPage'),
});

export const captainProfileTabs = ['profile', 'password', 'premium'] as const;
export type CaptainProfileTab = (typeof captainProfileTabs)[number];

const captainProfileRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/captain-profile',
  validateSearch: searchParams({
    tab: oneOf(captainProfileTabs, 'profile'),
    /** The payment the captain comes back from (the payment page's continue address). */
    payment: optionalPositiveInteger,
  }),
  component: lazyPage(() => import('./captain-profile-route.tsx'), 'CaptainProfileRoute'),
});

const yachtRoutesModule = () => import('./yacht-routes.tsx');

/** /yachts: ?error=premium_required (sent back from a Premium page) and ?created=1 (just added a yacht). */
const yachtsListRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/yachts',
  validateSearch: searchParams({ ...premiumRequiredSearch, created: optionalOneOf([1]) }),
  component: lazyPage(yachtRoutesModule, 'YachtsListRoute'),
});
const addYachtRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/yachts/add',
  component: lazyPage(yachtRoutesModule, 'AddYachtRoute'),
});
const yachtDetailRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/yachts/$id',
  params: idParams,
  component: lazyPage(yachtRoutesModule, 'YachtDetailRoute'),
});
const editYachtRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/yachts/$id/edit',
  params: idParams,
  component: lazyPage(yachtRoutesModule, 'EditYachtRoute'),
});

const tripRoutesModule = () => import('./trip-routes.tsx');
const tripFormRoutesModule = () => import('./trip-form-routes.tsx');

/** /sailing-trips: ?error=premium_required (sent back from a Premium page). */
const tripsListRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/sailing-trips',
  validateSearch: premiumRequiredSearchSchema,
  component: lazyPage(tripRoutesModule, 'TripsListRoute'),
});
const newTripRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/sailing-trips/new',
  component: lazyPage(tripFormRoutesModule, 'NewTripRoute'),
});
/** The same form outside the trip pages (/cruise-form, login required). */
const cruiseFormRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/cruise-form',
  component: lazyPage(tripFormRoutesModule, 'CruiseFormRoute'),
});
/** The edit page without an id has nothing to edit: back to the list. */
const editTripWithoutIdRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/sailing-trips/edit',
  beforeLoad: () => {
    throw redirect({ to: '/sailing-trips', replace: true });
  },
});
const editTripRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/sailing-trips/edit/$id',
  params: {
    parse: ({ id }: { id: string }) => {
      if (!/^[1-9]\d{0,9}$/.test(id)) throw redirect({ to: '/sailing-trips', replace: true });
      return { id };
    },
    stringify: ({ id }: { id: string }) => ({ id }),
  },
  component: lazyPage(tripFormRoutesModule, 'EditTripRoute'),
});
/** Spreadsheet or JSON import with a preview (Premium; the page sends others back to the list). */
const tripImportRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/sailing-trips/import',
  loader: () => loadCatalogueSections(['trip_import', 'transfer']),
  component: lazyPage(() => import('../../features/trip-import/trip-import-page.tsx'), 'TripImportPage'),
});
const tripDetailRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/sailing-trips/$id',
  params: idParams,
  component: lazyPage(tripRoutesModule, 'TripDetailRoute'),
});
/** The trip's deck log, made for a phone in the cockpit (docs/deck-log.md). */
const deckLogRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/sailing-trips/$id/log',
  params: idParams,
  component: lazyPage(() => import('./deck-log-route.tsx'), 'DeckLogRoute'),
});

const captainCvRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/captain-cv',
  // The licence progress select names the sea-time page's schemes.
  loader: () => loadCatalogueSection('seaTime'),
  component: lazyPage(() => import('../../features/captain-cv/captain-cv-page.tsx'), 'CaptainCvPage'),
});

/** /sea-time: the captain's sea time, where it stands against each licence, and the statement PDF. */
const seaTimeRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/sea-time',
  loader: () => loadCatalogueSection('seaTime'),
  component: lazyPage(() => import('../../features/sea-time/sea-time-page.tsx'), 'SeaTimePage'),
});

/** /invitations?tab=invitations|students: the captain's invitations and the students who joined. */
export const invitationsTabs = ['invitations', 'students'] as const;
export type InvitationsTab = (typeof invitationsTabs)[number];
const invitationsRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/invitations',
  validateSearch: searchParams({ tab: oneOf(invitationsTabs, 'invitations') }),
  component: lazyPage(() => import('./invitation-routes.tsx'), 'InvitationsRoute'),
});

const plannedTripRoutesModule = () => import('./planned-trip-routes.tsx');

/** /planned-sailing-trips: ?error=premium_required (sent back from the create page). */
const plannedTripsListRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/planned-sailing-trips',
  validateSearch: premiumRequiredSearchSchema,
  component: lazyPage(plannedTripRoutesModule, 'PlannedTripsListRoute'),
});
const newPlannedTripRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/planned-sailing-trips/new',
  component: lazyPage(plannedTripRoutesModule, 'NewPlannedTripRoute'),
});
const editPlannedTripRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/planned-sailing-trips/edit/$id',
  params: idParams,
  component: lazyPage(plannedTripRoutesModule, 'EditPlannedTripRoute'),
});
const plannedTripDetailRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/planned-sailing-trips/$id',
  params: idParams,
  component: lazyPage(plannedTripRoutesModule, 'PlannedTripDetailRoute'),
});
/** The five-step trip form prefilled from a planned trip (route, dates, yacht, accepted students as crew). */
const plannedTripToTripRoute = createRoute({
  getParentRoute: () => captainAreaRoute,
  path: '/planned-sailing-trips/$id/trip',
  params: idParams,
  component: lazyPage(plannedTripRoutesModule, 'PlannedTripToTripRoute'),
});

export const captainRoutes = [
  captainGuestRoute.addChildren([
    loginRoute,
    registerRoute,
    forgotPasswordRoute,
    resetPasswordRoute,
    resetPasswordTokenRoute,
  ]),
  verifyEmailRoute,
  captainAreaRoute.addChildren([
    dashboardRoute,
    captainProfileRoute,
    yachtsListRoute,
    addYachtRoute,
    yachtDetailRoute,
    editYachtRoute,
    tripsListRoute,
    newTripRoute,
    cruiseFormRoute,
    editTripWithoutIdRoute,
    editTripRoute,
    tripImportRoute,
    tripDetailRoute,
    deckLogRoute,
    captainCvRoute,
    seaTimeRoute,
    invitationsRoute,
    plannedTripsListRoute,
    newPlannedTripRoute,
    editPlannedTripRoute,
    plannedTripDetailRoute,
    plannedTripToTripRoute,
  ]),
] as const;
