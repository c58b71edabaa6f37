import { requiredOr, z } from './validation.ts';

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** A simple address pattern, as the SPEC asks: something@something.tld without spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: requiredOr('auth.email_required') })
  .trim()
  .min(1, 'auth.email_required')
  .max(254, 'auth.email_too_long')
  .regex(emailPattern, 'auth.email_invalid');

/** Passwords are kept exactly as typed: no trimming. */
const newPassword = (lengthKey: string) =>
  z
    .string({ error: requiredOr('auth.password_required') })
    .min(1, 'auth.password_required')
    .min(passwordMinLength, lengthKey)
    .max(passwordMaxLength, 'auth.password_max_length');

const confirmation = () =>
  z
    .string({ error: requiredOr('auth.password_confirmation_required') })
    .min(1, 'auth.password_confirmation_required');

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

export const captainRegisterSchema = z
  .strictObject({
    name: requiredText('auth.name_required', 100),
    email: emailSchema,
    phone_register: requiredText('auth.phone_required', 30),
    password: newPassword('auth.password_min_length'),
    password_confirmation: confirmation(),
  })
  .refine(...confirmationMatches('auth.password_not_match'));
export type CaptainRegisterInput = z.infer<typeof captainRegisterSchema>;

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: requiredOr('auth.password_required') })
    .min(1, 'auth.password_required')
    .max(1024, 'validation.too_long'),
  remember: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

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
    password: newPassword('auth.password_length'),
    password_confirmation: confirmation(),
  })
  .refine(...confirmationMatches('auth.passwords_not_match'));
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const studentRegisterSchema = z
  .strictObject({
    first_name: requiredText('student.first_name_required', 60),
    last_name: requiredText('student.last_name_required', 60),
    email: emailSchema,
    password: newPassword('auth.password_min_length'),
    password_confirmation: confirmation(),
  })
  .refine(...confirmationMatches('auth.password_not_match'));
export type StudentRegisterInput = z.infer<typeof studentRegisterSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const studentSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  created_at: z.string(),
});
export type Student = z.infer<typeof studentSchema>;

export const captainSessionResponseSchema = z.object({
  success: z.literal(true),
  user: userSchema,
  token: z.string(),
  message: z.string(),
});
export const studentSessionResponseSchema = z.object({
  success: z.literal(true),
  student: studentSchema,
  token: z.string(),
  message: z.string(),
});
export const currentUserResponseSchema = z.object({ success: z.literal(true), user: userSchema });
export const studentProfileResponseSchema = z.object({ success: z.literal(true), student: studentSchema });
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
