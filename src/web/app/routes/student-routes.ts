import { createRoute } from '@tanstack/react-router';
import { redirectSearchSchema, requireStudent, studentGuestOnly } from '../guards.ts';
import { lazyPage, rootRoute } from './root.ts';

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

/** Everything behind a student login; new student pages are added as children here. */
const studentAreaRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'student-area',
  beforeLoad: requireStudent,
  component: lazyPage(() => import('../layouts/student-area.tsx'), 'StudentArea'),
});

const studentDashboardRoute = createRoute({
  getParentRoute: () => studentAreaRoute,
  path: '/student/dashboard',
  component: lazyPage(
    () => import('../../features/student-dashboard/student-dashboard-page.tsx'),
    'StudentDashboardPage',
  ),
});

export const studentRoutes = [
  studentGuestRoute.addChildren([studentLoginRoute, studentRegisterRoute]),
  studentAreaRoute.addChildren([studentDashboardRoute]),
] as const;
