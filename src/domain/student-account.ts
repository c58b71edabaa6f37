import { messageResponseSchema, studentProfileResponseSchema } from './auth.ts';
import { requiredOr, z } from './validation.ts';

export const studentPhoneMaxLength = 30;

const name = (key: string) =>
  z
    .string({ error: requiredOr(key) })
    .trim()
    .min(1, key)
    .max(60, 'validation.too_long');

/**
 * The account page's details form and POST /api/student/profile. The e-mail is the login and is not changed
 * here. The phone is optional: empty or null clears it; left out, the stored one stays.
 */
export const studentDetailsSchema = z.strictObject({
  first_name: name('student.first_name_required'),
  last_name: name('student.last_name_required'),
  phone: z.string().trim().max(studentPhoneMaxLength, 'validation.too_long').nullable().optional(),
});
export type StudentDetailsInput = z.infer<typeof studentDetailsSchema>;

export const studentDetailsResponseSchema = studentProfileResponseSchema.extend({
  message: messageResponseSchema.shape.message,
});
