/**
 * Whether an invitation can still be accepted, as the server decides on acceptance and the captain's list shows
 * it. An invitation is valid through its expiry day: it has expired only once `today` (YYYY-MM-DD in the
 * calendar of whoever checks) is a later day. With no expiry it never expires.
 */
export function isInvitationExpired(invitation: { expires_on: string | null }, today: string): boolean {
  return invitation.expires_on !== null && invitation.expires_on < today;
}

/** Used up once its uses reach its limit (a limit of 3 takes 3 students); with no limit, never. */
export function isInvitationUsedUp(invitation: { uses: number; max_uses: number | null }): boolean {
  return invitation.max_uses !== null && invitation.uses >= invitation.max_uses;
}
