import { invitationLink } from '#domain/invitation.ts';
import { z } from '#domain/validation.ts';
import { storage } from '../../lib/storage.ts';

/**
 * The invitation link a visitor opened before logging in (SPEC: the id and the optional code are stored), so
 * that login or registration can bring them back to it even when ?redirect got lost on the way.
 */
export const pendingInvitationKey = 'pendingInvitation';

const pendingInvitationSchema = z.object({
  id: z.number().int().positive(),
  code: z.string().min(1).optional(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export function rememberInvitation(invitation: PendingInvitation) {
  storage.set(pendingInvitationKey, JSON.stringify(invitation));
}

export function readPendingInvitation(): PendingInvitation | null {
  const raw = storage.get(pendingInvitationKey);
  if (!raw) return null;
  try {
    return pendingInvitationSchema.parse(JSON.parse(raw));
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
