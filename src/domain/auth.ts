import { emailVerifiedAtSchema } from './email-verification.ts';
import { requiredOr, z } from './validation.ts';

/** Forms that set a password, and the rule a new one meets, are in new-password.ts. */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** A simple address pattern, something@something.tld without spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: requiredOr('auth.email_required') })
  .trim()
  .min(1, 'auth.email_required')
  .max(254, 'auth.email_too_long')
  .regex(emailPattern, 'auth.email_invalid');

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
/** The logged-in account as GET /api/auth/user and GET /api/student/profile tell it: with its address's state. */
export const currentUserSchema = userSchema.extend({ email_verified_at: emailVerifiedAtSchema });
export type CurrentUser = z.infer<typeof currentUserSchema>;
/** The phone is given on the account page (POST /api/student/profile); empty when none. */
export const currentStudentSchema = studentSchema.extend({
  email_verified_at: emailVerifiedAtSchema,
  phone: z.string(),
});
export type CurrentStudent = z.infer<typeof currentStudentSchema>;
export const currentUserResponseSchema = z.object({ success: z.literal(true), user: currentUserSchema });
export const studentProfileResponseSchema = z.object({
  success: z.literal(true),
  student: currentStudentSchema,
});
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
