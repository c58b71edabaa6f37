import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { isSafeRedirect } from '../lib/safe-redirect.ts';
import { readCaptainSession, readStudentSession } from '../lib/session-storage.ts';
import { searchParams } from './routes/search-params.ts';

/** ?redirect on the login and register pages: a same-site path, anything else is dropped. */
export const redirectSearchSchema = searchParams({
  redirect: (value) => (typeof value === 'string' && isSafeRedirect(value) ? value : undefined),
});

interface GuardContext {
  location: ParsedLocation;
}

/** Captain pages: without a captain login go to /login?redirect={the page asked for}. */
export function requireCaptain({ location }: GuardContext) {
  if (!readCaptainSession()) {
    throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  }
}

/** Student pages: without a student login go to /student/login?redirect={the page asked for}. */
export function requireStudent({ location }: GuardContext) {
  if (!readStudentSession()) {
    throw redirect({ to: '/student/login', search: { redirect: location.href }, replace: true });
  }
}

/** Captain login, register and password pages are for visitors: a logged-in captain goes to the dashboard. */
export function captainGuestOnly() {
  if (readCaptainSession()) throw redirect({ to: '/dashboard', replace: true });
}

/** Student login and register are for visitors: a logged-in student goes to the student dashboard. */
export function studentGuestOnly() {
  if (readStudentSession()) throw redirect({ to: '/student/dashboard', replace: true });
}
