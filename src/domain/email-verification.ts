import { requiredOr, z } from './validation.ts';

/** How long a confirmation link works (docs/accounts.md, "E-mail verification"). */
export const verificationLinkLifetimeDays = 7;

/** When the account's address was confirmed (ISO timestamp), or null while it is not. */
export const emailVerifiedAtSchema = z.string().nullable();

const linkPart = (max: number) =>
  z
    .string({ error: requiredOr('email_verification.invalid_link') })
    .trim()
    .min(1, 'email_verification.invalid_link')
    .max(max, 'email_verification.invalid_link');

/** The link's e-mail and secret, as the confirmation page read them from the address. */
export const verifyEmailSchema = z.strictObject({ email: linkPart(254), token: linkPart(200) });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

export const verifyEmailResponseSchema = z.object({
  success: z.literal(true),
  /** `already_verified`: the link belongs to this account, whose address was confirmed before. */
  status: z.enum(['verified', 'already_verified']),
  message: z.string(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const verificationMailResponseSchema = z.object({
  success: z.literal(true),
  /** `already_verified`: nothing was sent, the address is confirmed. */
  status: z.enum(['sent', 'already_verified']),
  message: z.string(),
});
export type VerificationMailResponse = z.infer<typeof verificationMailResponseSchema>;
