import { normalizeInvitationCode } from './invitation-code.ts';
import { isCalendarDate, todayIso } from './trip-days.ts';
import { requiredOr, z } from './validation.ts';

export const invitationMaxUses = 100_000;

const description = z
  .string({ error: requiredOr('invitations.form.description_required') })
  .trim()
  .min(1, { message: 'invitations.form.description_required', abort: true })
  .max(500, 'validation.too_long');

/**
 * Whether an invitation may be set to expire on `date`: today or later, since it is valid through that day.
 * `today` is YYYY-MM-DD in the calendar of whoever checks: the captain's in the form, the server's on the server
 * (the one that decides when a student accepts; docs/students.md, "Expiry").
 */
export const isExpiryAllowed = (date: string, today: string) => date >= today;

/**
 * Optional expiry date: empty or null means none, missing stays missing; a day that has passed is refused.
 * `keep` is a stored date the edit form may send back unchanged even when it has passed.
 */
const expiresOnRule = (keep: string | null = null) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: 'invitations.form.expires_on_invalid' })
      .trim()
      .refine(isCalendarDate, { message: 'invitations.form.expires_on_invalid', abort: true })
      .refine(
        (date) => date === keep || isExpiryAllowed(date, todayIso()),
        'invitations.form.expires_on_past',
      )
      .nullable()
      .optional(),
  );
const expiresOn = expiresOnRule();

/** Optional usage limit: empty or null means unlimited; numeric strings are read. Missing stays missing. */
const maxUses = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}, z
  .number({ error: 'validation.number_invalid' })
  .int('validation.whole_number')
  .min(1, 'validation.too_small')
  .max(invitationMaxUses, 'validation.too_big')
  .nullable()
  .optional());

const isActive = z.boolean({ error: 'validation.invalid_type' });

/** POST /api/invitations. */
export const invitationCreateSchema = z.strictObject({
  description,
  expires_on: expiresOn,
  max_uses: maxUses,
  is_active: isActive.optional(),
});
export type InvitationCreate = z.infer<typeof invitationCreateSchema>;
export type InvitationFormValues = z.input<typeof invitationCreateSchema>;

/**
 * PATCH /api/invitations/{id}: only the fields sent change; null or empty clears the expiry or the limit. A past
 * expiry is refused whenever it is sent; the edit form (invitationEditSchema) sends only what changed.
 */
export const invitationPatchSchema = invitationEditSchema(null);
export type InvitationPatch = z.infer<typeof invitationPatchSchema>;

/** The PATCH rules for the edit form, which may hold the stored expiry unchanged even when it has passed. */
export function invitationEditSchema(storedExpiry: string | null) {
  return z.strictObject({
    description: description.optional(),
    expires_on: storedExpiry === null ? expiresOn : expiresOnRule(storedExpiry),
    max_uses: maxUses,
    is_active: isActive.optional(),
  });
}

/** A code as typed: letters in any case, with or without the dashes or spaces between its groups. */
const code = z
  .string({ error: requiredOr('invitations.form.code_required') })
  .trim()
  .min(1, { message: 'invitations.form.code_required', abort: true })
  .max(32, 'validation.too_long')
  .transform(normalizeInvitationCode);

/** POST /api/student/invitations/accept: `{code}` or `{invitation_id, code}`. */
export const invitationAcceptSchema = z.strictObject({
  invitation_id: z.coerce
    .number({ error: 'validation.number_invalid' })
    .int('validation.whole_number')
    .min(1, 'validation.too_small')
    .optional(),
  code,
});
export type InvitationAccept = z.infer<typeof invitationAcceptSchema>;

/** GET /api/student/invitations/{id}?code= */
export const invitationPreviewQuerySchema = z.object({ code: z.string().optional() });

const studentRef = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

export const invitationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  expires_on: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  is_active: z.boolean(),
  link: z.string(),
  students: z.array(studentRef),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListResponseSchema = z.object({
  success: z.literal(true),
  invitations: z.array(invitationSchema),
  message: z.string(),
});
export const invitationResponseSchema = z.object({
  success: z.literal(true),
  invitation: invitationSchema,
  message: z.string(),
});

export const captainStudentSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** As the student gave it on their account page (empty when none): the crew step fills it in. */
  phone: z.string(),
  connected_at: z.string(),
  invitation_id: z.number().int().nullable(),
});
export type CaptainStudent = z.infer<typeof captainStudentSchema>;
export const captainStudentListResponseSchema = z.object({
  success: z.literal(true),
  students: z.array(captainStudentSchema),
  message: z.string(),
});

export const studentCaptainSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  connected_at: z.string(),
});
export type StudentCaptain = z.infer<typeof studentCaptainSchema>;
export const studentCaptainListResponseSchema = z.object({
  success: z.literal(true),
  captains: z.array(studentCaptainSchema),
  message: z.string(),
});

export const invitationPreviewSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  captain: z.object({ name: z.string() }),
  expires_on: z.string().nullable(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const invitationPreviewResponseSchema = z.object({
  success: z.literal(true),
  invitation: invitationPreviewSchema,
  message: z.string(),
});

/**
 * GET /api/public/invitations/{id}?code=: what a visitor who is not logged in may see of an invitation whose
 * link they hold, to know whose invitation waits behind the login: its captain's name, nothing more.
 */
export const invitationPublicPreviewSchema = z.object({
  id: z.number().int(),
  captain: z.object({ name: z.string() }),
});
export type InvitationPublicPreview = z.infer<typeof invitationPublicPreviewSchema>;
export const invitationPublicPreviewResponseSchema = z.object({
  success: z.literal(true),
  invitation: invitationPublicPreviewSchema,
  message: z.string(),
});

export const invitationAcceptResponseSchema = z.object({
  success: z.literal(true),
  captain: z.object({ id: z.number().int(), name: z.string() }),
  already_connected: z.boolean(),
  message: z.string(),
});
export type InvitationAccepted = Omit<z.infer<typeof invitationAcceptResponseSchema>, 'success' | 'message'>;

/** The error value of a 422 for an invitation that cannot be accepted. */
export const invitationInvalidError = 'invitation_invalid';
export const invitationRefusalReasons = [
  'unknown',
  'inactive',
  'expired',
  'used_up',
  'already_used',
] as const;
export type InvitationRefusalReason = (typeof invitationRefusalReasons)[number];
