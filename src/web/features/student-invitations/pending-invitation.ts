import { invitationLink } from '#domain/invitation-link.ts';
import { storage } from '../../lib/storage.ts';

/**
 * The invitation link a visitor opened before logging in (the id and the optional code are stored), so
 * that login or registration can bring them back to it even when ?redirect got lost on the way.
 */
export const pendingInvitationKey = 'pendingInvitation';

export interface PendingInvitation {
  id: number;
  code?: string;
}

/** What this page stored itself, checked by hand: this module is part of the first page, zod is not. */
function asPendingInvitation(value: unknown): PendingInvitation | null {
  if (!value || typeof value !== 'object') return null;
  const { id, code } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  if (code === undefined) return { id };
  return typeof code === 'string' && code.length > 0 ? { id, code } : null;
}

export function rememberInvitation(invitation: PendingInvitation) {
  storage.set(pendingInvitationKey, JSON.stringify(invitation));
}

export function readPendingInvitation(): PendingInvitation | null {
  const raw = storage.get(pendingInvitationKey);
  if (!raw) return null;
  try {
    return asPendingInvitation(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function clearPendingInvitation() {
  storage.remove(pendingInvitationKey);
}

/** /student/invitation/{id}, with ?code=... when there is one. */
export function invitationPath({ id, code }: PendingInvitation): string {
  return code ? invitationLink(id, code) : `/student/invitation/${id}`;
}

/** Where a student goes after logging in or registering: ?redirect, else a stored invitation, else the dashboard. */
export function landingAfterStudentLogin(redirect: string | undefined): string {
  if (redirect) return redirect;
  const pending = readPendingInvitation();
  return pending ? invitationPath(pending) : '/student/dashboard';
}
