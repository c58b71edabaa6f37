import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { readStudentSession } from '../../lib/session-storage.ts';
import { rememberInvitation } from './pending-invitation.ts';

interface InvitationLinkContext {
  location: ParsedLocation;
  params: { id: string };
  search: { code?: string };
}

/**
 * /student/invitation/{id}?code=: a visitor who is not logged in as a student has the invitation stored and
 * goes to the student login, which brings them back here afterwards.
 */
export function requireStudentForInvitation({ location, params, search }: InvitationLinkContext) {
  if (readStudentSession()) return;
  rememberInvitation({ id: Number(params.id), ...(search.code ? { code: search.code } : {}) });
  throw redirect({ to: '/student/login', search: { redirect: location.href }, replace: true });
}
