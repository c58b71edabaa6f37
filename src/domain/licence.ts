import { z } from './validation.ts';

export const licenceTypes = [
  'pzz-kj',
  'pzz-jsm',
  'pzz-zj',
  'rya-ocean',
  'rya-offshore',
  'rya-coastal',
  'pzmwinw-sm',
  'pzmwinw-msm',
  'pzmwinw-km',
  'pzmwinw-mm',
  'hr-a',
  'hr-b',
  'hr-c',
  '_other',
] as const;
export type LicenceType = (typeof licenceTypes)[number];
export const otherLicence = '_other' satisfies LicenceType;

export const licenceTypeSchema = z.enum(licenceTypes, { error: 'profile.license_type_required' });

/** Matches a stored or typed licence against the list case-insensitively; anything else is "_other". */
export function matchLicenceType(value: string | null | undefined): LicenceType | '' {
  if (!value) return '';
  const lower = value.trim().toLowerCase();
  return licenceTypes.find((type) => type === lower) ?? otherLicence;
}
