import { emailSchema, passwordMaxLength, passwordMinLength } from './auth.ts';
import { commonPasswordsText } from './common-passwords.ts';
import { requiredOr, z } from './validation.ts';

/**
 * Every form that sets a password (captain and student registration, password reset, password change) and
 * the rule every new password meets. Kept apart from auth.ts so that the list of common passwords (about
 * 44 KB compressed) loads in the browser only with these forms, never with the login or the first page.
 */

let commonPasswords: ReadonlySet<string> | undefined;

/** One of the 10,000 most common breached passwords (src/domain/common-passwords.ts), in any case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(commonPasswordsText.split('\n'));
  return commonPasswords.has(password.trim().toLowerCase());
}

/** Passwords are kept exactly as typed: no trimming. */
const newPassword = (keys: { required: string; length: string }) =>
  z
    .string({ error: requiredOr(keys.required) })
    .min(1, keys.required)
    .min(passwordMinLength, keys.length)
    .max(passwordMaxLength, 'auth.password_max_length')
    .refine((password) => !isCommonPassword(password), 'auth.password_common');

const confirmation = (key: string) => z.string({ error: requiredOr(key) }).min(1, key);

/** The confirmation must repeat the password; the message goes to the confirmation field. */
const confirmationMatches = (message: string) =>
  [
    (data: { password: string; password_confirmation: string }) =>
      data.password === data.password_confirmation,
    { path: ['password_confirmation'], message },
  ] as [
    (data: { password: string; password_confirmation: string }) => boolean,
    { path: string[]; message: string },
  ];

const requiredText = (key: string, max = 100) =>
  z
    .string({ error: requiredOr(key) })
    .trim()
    .min(1, key)
    .max(max, 'validation.too_long');

const newAccountPassword = () =>
  newPassword({ required: 'auth.password_required', length: 'auth.password_min_length' });

export const captainRegisterSchema = z
  .strictObject({
    name: requiredText('auth.name_required', 100),
    email: emailSchema,
    phone_register: requiredText('auth.phone_required', 30),
    password: newAccountPassword(),
    password_confirmation: confirmation('auth.password_confirmation_required'),
  })
  .refine(...confirmationMatches('auth.password_not_match'));
export type CaptainRegisterInput = z.infer<typeof captainRegisterSchema>;

export const studentRegisterSchema = z
  .strictObject({
    first_name: requiredText('student.first_name_required', 60),
    last_name: requiredText('student.last_name_required', 60),
    email: emailSchema,
    password: newAccountPassword(),
    password_confirmation: confirmation('auth.password_confirmation_required'),
  })
  .refine(...confirmationMatches('auth.password_not_match'));
export type StudentRegisterInput = z.infer<typeof studentRegisterSchema>;

export const resetPasswordSchema = z
  .strictObject({
    email: z
      .string({ error: requiredOr('auth.invalid_reset_link') })
      .trim()
      .min(1, 'auth.invalid_reset_link')
      .max(254, 'auth.invalid_reset_link'),
    token: z
      .string({ error: requiredOr('auth.invalid_reset_link') })
      .trim()
      .min(1, 'auth.invalid_reset_link')
      .max(200, 'auth.invalid_reset_link'),
    password: newPassword({ required: 'auth.password_required', length: 'auth.password_length' }),
    password_confirmation: confirmation('auth.password_confirmation_required'),
  })
  .refine(...confirmationMatches('auth.passwords_not_match'));
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .strictObject({
    current_password: z
      .string({ error: requiredOr('password.current_required') })
      .min(1, 'password.current_required')
      .max(1024, 'validation.too_long'),
    new_password: newPassword({ required: 'password.new_required', length: 'password.new_min_length' }),
    new_password_confirmation: confirmation('password.confirmation_required'),
  })
  .refine((data) => data.new_password === data.new_password_confirmation, {
    path: ['new_password_confirmation'],
    message: 'password.mismatch',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
