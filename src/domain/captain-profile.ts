import { licenceTypeSchema, otherLicence } from './licence.ts';
import { requiredOr, z } from './validation.ts';

export const defaultNationality = 'POLAND';
export const defaultLanguages = 'POL / ENG / GER';

const requiredText = (key: string, max: number) =>
  z
    .string({ error: requiredOr(key) })
    .trim()
    .min(1, key)
    .max(max, 'validation.too_long');
const optionalText = (max: number) => z.string().trim().max(max, 'validation.too_long').optional().nullable();

/**
 * The profile form and POST /api/captain-profile. The e-mail is the account's and is never changed here, so a
 * client that still sends it is not refused. custom_license is another name for other_license.
 */
export const captainProfileInputSchema = z
  .strictObject({
    first_name: requiredText('profile.first_name_required', 60),
    last_name: requiredText('profile.last_name_required', 60),
    phone: requiredText('profile.phone_required', 30),
    license_type: licenceTypeSchema,
    license_number: requiredText('profile.license_number_required', 60),
    other_license: optionalText(100),
    custom_license: optionalText(100),
    nationality: optionalText(60),
    languages: optionalText(100),
    email: z.string().optional(),
  })
  .superRefine((data, ctx) => {
    const custom = (data.other_license || data.custom_license || '').trim();
    if (data.license_type === otherLicence && !custom) {
      ctx.addIssue({ code: 'custom', path: ['other_license'], message: 'profile.other_license_required' });
    }
  });
export type CaptainProfileInput = z.infer<typeof captainProfileInputSchema>;

export const captainProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  license_type: z.string(),
  license_number: z.string(),
  other_license: z.string(),
  nationality: z.string(),
  languages: z.string(),
  logo_path: z.string().nullable(),
  logo_url: z.string().nullable(),
});
export type CaptainProfile = z.infer<typeof captainProfileSchema>;

export const captainProfileResponseSchema = z.object({
  success: z.literal(true),
  captain_profile: captainProfileSchema,
  message: z.string(),
});

export const logoRules = {
  maxBytes: 5 * 1024 * 1024,
  minWidth: 400,
  minHeight: 400,
  acceptedTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

export const logoResponseSchema = z.object({
  success: z.literal(true),
  logo_path: z.string(),
  logo_url: z.string(),
  message: z.string().optional(),
});
