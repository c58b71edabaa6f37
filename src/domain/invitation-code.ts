/**
 * Invitation codes: 12 characters from an alphabet without look-alikes (no 0/O or 1/I), 60 bits, so that a
 * guess has no practical chance even before the rate limits. They are stored without dashes and shown in
 * groups of four (K7M2-QX9P-4HTD) so a student can type them; older codes have 8 characters
 * and keep working. No zod here: the invitation link page uses these.
 */
export const invitationCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const invitationCodeLength = 12;
const groupLength = 4;

/** A code as typed or pasted: any case, with or without dashes or spaces between the groups. */
export function normalizeInvitationCode(text: string): string {
  return text.replace(/[\s\-\u2010-\u2015\u2212]/g, '').toUpperCase();
}

/** The code as people read and type it: groups of four joined by dashes (K7M2-QX9P-4HTD). */
export function formatInvitationCode(code: string): string {
  const plain = normalizeInvitationCode(code);
  return plain.match(new RegExp(`.{1,${groupLength}}`, 'g'))?.join('-') ?? plain;
}
