import { requiredOr, z } from './validation.ts';

/**
 * POST /api/auth/delete-account and POST /api/student/delete-account, and the web app's deletion dialog: the
 * account's password confirms that its owner asks (a session alone is not enough to erase everything).
 */
export const deleteAccountSchema = z.strictObject({
  password: z
    .string({ error: requiredOr('account_deletion.password_required') })
    .min(1, 'account_deletion.password_required')
    .max(1024, 'validation.too_long'),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const accountDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AccountDeletedResponse = z.infer<typeof accountDeletedResponseSchema>;
