import { createRoute } from '@tanstack/react-router';
import { storedEnrolmentStatuses } from '#domain/enrolment-status.ts';
import { requireStudentForInvitation } from '../../features/student-invitations/invitation-link-guard.ts';
import { studentAreaCatalogueSections } from '../../lib/catalogue-sections.ts';
import { loadCatalogueSection, loadCatalogueSections } from '../../lib/i18n.ts';
import { redirectSearchSchema, requireStudent, studentGuestOnly } from '../guards.ts';
import { resetLinkRoutes } from './reset-link-routes.ts';
import { lazyPage, rootRoute } from './root.ts';
import { idParams } from './route-params.ts';
import { optionalOneOf, optionalPositiveInteger, optionalText, searchParams } from './search-params.ts';

/** Student login and registration; a logged-in student goes to /student/dashboard. */
const studentGuestRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'student-guest',
  validateSearch: redirectSearchSchema,
  beforeLoad: studentGuestOnly,
});

const studentLoginRoute = createRoute({
  getParentRoute: () => studentGuestRoute,
  path: '/student/login',
  component: lazyPage(() => import('../../features/student-auth/student-login-page.tsx'), 'StudentLoginPage'),
});
const studentRegisterRoute = createRoute({
  getParentRoute: () => studentGuestRoute,
  path: '/student/register',
  component: lazyPage(
    () => import('../../features/student-auth/student-register-page.tsx'),
    'StudentRegisterPage',
  ),
});

const studentForgotPasswordRoute = createRoute({
  getParentRoute: () => studentGuestRoute,
  path: '/student/forgot-password',
  component: lazyPage(
    () => import('../../features/auth/forgot-password-page.tsx'),
    'StudentForgotPasswordPage',
  ),
});

const [studentResetPasswordRoute, studentResetPasswordTokenRoute] = resetLinkRoutes(
  studentGuestRoute,
  '/student/reset-password',
  'StudentResetPasswordPage',
);

const studentArea = lazyPage(() => import('../layouts/student-area.tsx'), 'StudentArea');
const studentPages = () => import('./student-area-routes.tsx');

/** Everything behind a student login; new student pages are added as children here. */
const studentAreaRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'student-area',
  beforeLoad: requireStudent,
  loader: () => loadCatalogueSections(studentAreaCatalogueSections),
  component: studentArea,
});

const studentDashboardRoute = createRoute({
  getParentRoute: () => studentAreaRoute,
  path: '/student/dashboard',
  component: lazyPage(
    () => import('../../features/student-dashboard/student-dashboard-page.tsx'),
    'StudentDashboardPage',
  ),
});

const studentInvitationsRoute = createRoute({
  getParentRoute: () => studentAreaRoute,
  path: '/student/invitations',
  component: lazyPage(
    () => import('../../features/student-invitations/student-invitations-page.tsx'),
    'StudentInvitationsPage',
  ),
});

const studentCaptainsRoute = createRoute({
  getParentRoute: () => studentAreaRoute,
  path: '/student/captains',
  component: lazyPage(
    () => import('../../features/student-captains/student-captains-page.tsx'),
    'StudentCaptainsPage',
  ),
});

/** /student/planned-sailing-trips?captain={id}: one captain's trips (the link after accepting an invitation). */
const studentPlannedTripsRoute = createRoute({
  getParentRoute: () => studentAreaRoute,
  path: '/student/planned-sailing-trips',
  validateSearch: searchParams({ captain: optionalPositiveInteger }),
  component: lazyPage(studentPages, 'StudentPlannedTripsRoute'),
});
const studentPlannedTripRoute = createRoute({
  getParentRoute: () => studentAreaRoute,
  path: '/student/planned-sailing-trips/$id',
  params: idParams,
  component: lazyPage(studentPages, 'StudentPlannedTripRoute'),
});

/** /student/enrolled-trips?status=pending|accepted|rejected (the dashboard's counts link here). */
const studentEnrolmentsRoute = createRoute({
  getParentRoute: () => studentAreaRoute,
  path: '/student/enrolled-trips',
  validateSearch: searchParams({ status: optionalOneOf(storedEnrolmentStatuses) }),
  component: lazyPage(studentPages, 'StudentEnrolmentsRoute'),
});

/** The trips the student sailed in their captains' logbooks, each with their confirmation. */
const studentLogbookRoute = createRoute({
  getParentRoute: () => studentAreaRoute,
  path: '/student/logbook',
  component: lazyPage(() => import('../../features/student-logbook/logbook-page.tsx'), 'LogbookPage'),
});
const studentLogbookTripRoute = createRoute({
  getParentRoute: () => studentAreaRoute,
  path: '/student/logbook/$id',
  params: idParams,
  component: lazyPage(studentPages, 'StudentLogbookTripRoute'),
});

/** The deck log of a trip the student sailed, while its captain lets the crew write in it (docs/deck-log.md). */
const studentDeckLogRoute = createRoute({
  getParentRoute: () => studentAreaRoute,
  path: '/student/logbook/$id/log',
  params: idParams,
  component: lazyPage(() => import('./deck-log-route.tsx'), 'StudentDeckLogRoute'),
});

/** The student's sea time: the captain's sea-time page's parts over the trips the student confirmed. */
const studentSeaTimeRoute = createRoute({
  getParentRoute: () => studentAreaRoute,
  path: '/student/sea-time',
  loader: () => loadCatalogueSection('seaTime'),
  component: lazyPage(
    () => import('../../features/student-sea-time/student-sea-time-page.tsx'),
    'StudentSeaTimePage',
  ),
});

/** The student's own account: details, password, and the sections other features add. */
const studentAccountRoute = createRoute({
  getParentRoute: () => studentAreaRoute,
  path: '/student/account',
  component: lazyPage(
    () => import('../../features/student-account/student-account-page.tsx'),
    'StudentAccountPage',
  ),
});

/**
 * The invitation link a captain shares. Its own guard stores the invitation before sending a visitor to the
 * student login (the student area's guard would redirect before this route's could run).
 */
const studentInvitationAreaRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'student-invitation-area',
  loader: () => loadCatalogueSections(studentAreaCatalogueSections),
  component: studentArea,
});

/** ?code= as text (an all-digit code arrives as a number); blank means none. */
const invitationSearchSchema = searchParams({ code: (value) => optionalText(value)?.trim() || undefined });

const studentInvitationRoute = createRoute({
  getParentRoute: () => studentInvitationAreaRoute,
  path: '/student/invitation/$id',
  params: idParams,
  validateSearch: invitationSearchSchema,
  beforeLoad: requireStudentForInvitation,
  component: lazyPage(studentPages, 'StudentInvitationRoute'),
});

/** The confirmation link from the sign-up mail: for visitors and logged-in students alike. */
const studentVerifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/student/verify-email/$token',
  validateSearch: searchParams({ email: optionalText }),
  loader: () => loadCatalogueSection('email_verification'),
  component: lazyPage(
    () => import('../../features/email-verification/verify-email-page.tsx'),
    'StudentVerifyEmailPage',
  ),
});

export const studentRoutes = [
  studentGuestRoute.addChildren([
    studentLoginRoute,
    studentRegisterRoute,
    studentForgotPasswordRoute,
    studentResetPasswordRoute,
    studentResetPasswordTokenRoute,
  ]),
  studentVerifyEmailRoute,
  studentAreaRoute.addChildren([
    studentDashboardRoute,
    studentInvitationsRoute,
    studentCaptainsRoute,
    studentPlannedTripsRoute,
    studentPlannedTripRoute,
    studentEnrolmentsRoute,
    studentLogbookRoute,
    studentLogbookTripRoute,
    studentDeckLogRoute,
    studentSeaTimeRoute,
    studentAccountRoute,
  ]),
  studentInvitationAreaRoute.addChildren([studentInvitationRoute]),
] as const;
