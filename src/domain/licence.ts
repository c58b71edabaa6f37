import { z } from './validation.ts';

/**
 * The licences on the list, the one source of both lists: the captain's (then "_other") and the crew's (which
 * adds a crew-only value before "_other"; crewLicenceTypes).
 */
export const listedLicenceTypes = [
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
] as const;
/** A licence not on the list. */
export const otherLicence = '_other';
export const licenceTypes = [...listedLicenceTypes, otherLicence] as const;
export type LicenceType = (typeof licenceTypes)[number];

/**
 * Other spellings of licences on the list: the crew values of the other reading and the licence names
 * its translations list. Each is the same document as the list value it maps to, so it is stored, offered and
 * labelled as that value (docs/trips.md, "Licences").
 */
export const licenceAliases = {
  jachtowy_sternik_morski: 'pzz-jsm',
  kapitan_jachtowy: 'pzz-kj',
  kapitan_motorowodny: 'pzmwinw-km',
  yacht_skipper: 'pzz-jsm',
  yacht_captain: 'pzz-kj',
  motorboat_skipper: 'pzmwinw-sm',
  motorboat_captain: 'pzmwinw-km',
} as const satisfies Record<string, LicenceType>;

/** The list value of a licence written in another spelling; any other value (or a non-text) as it came. */
export function canonicalLicence<T>(value: T): T | LicenceType {
  if (typeof value !== 'string') return value;
  const key = value.trim().toLowerCase();
  return Object.hasOwn(licenceAliases, key) ? licenceAliases[key as keyof typeof licenceAliases] : value;
}

/** Who issues a licence, in the order the licence lists show the groups; "other" comes last. */
export const licenceIssuers = ['pzz', 'rya', 'pzmwinw', 'hr', 'other'] as const;
export type LicenceIssuer = (typeof licenceIssuers)[number];

const issuerPrefixes: [string, LicenceIssuer][] = [
  ['pzz-', 'pzz'],
  ['rya-', 'rya'],
  ['pzmwinw-', 'pzmwinw'],
  ['hr-', 'hr'],
];

/** The issuer group of a list value (a crew-only value such as starszy_oficer and "_other" are "other"). */
export function licenceIssuer(type: string): LicenceIssuer {
  return issuerPrefixes.find(([prefix]) => type.startsWith(prefix))?.[1] ?? 'other';
}

/** The values of a licence list in groups by issuer, in the issuers' order; empty groups are left out. */
export function licencesByIssuer<T extends string>(
  types: readonly T[],
): { issuer: LicenceIssuer; types: T[] }[] {
  return licenceIssuers
    .map((issuer) => ({ issuer, types: types.filter((type) => licenceIssuer(type) === issuer) }))
    .filter((group) => group.types.length > 0);
}

export const licenceTypeSchema = z.enum(licenceTypes, { error: 'profile.license_type_required' });

/**
 * Matches a stored or typed licence against the list case-insensitively, other spellings of a listed licence
 * included; anything else is "_other".
 */
export function matchLicenceType(value: string | null | undefined): LicenceType | '' {
  if (!value) return '';
  const lower = canonicalLicence(value.trim().toLowerCase());
  return licenceTypes.find((type) => type === lower) ?? otherLicence;
}
