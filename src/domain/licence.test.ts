import { describe, expect, it } from 'vitest';
import {
  canonicalLicence,
  licenceAliases,
  licencesByIssuer,
  licenceTypes,
  matchLicenceType,
} from './licence.ts';
import { readServedTrip } from './trip.ts';
import { crewLicenceTypes } from './trip-enums.ts';
import { stepErrors } from './trip-form.ts';
import { tripToFormValues } from './trip-form-data.ts';
import { tripRequestSchema } from './trip-request.ts';
import { validCrewMember, validTripForm, validTripRequest } from './trip-test-support.ts';

const crewWith = (license_type: string): Record<string, unknown> => {
  const body = validTripRequest();
  const [member] = body.crew_members as Record<string, unknown>[];
  return { ...body, crew_members: [{ ...member, license_type }] };
};

describe('one licence list', () => {
  it('maps every other spelling to its list value, and nothing else', () => {
    expect(canonicalLicence('jachtowy_sternik_morski')).toBe('pzz-jsm');
    expect(canonicalLicence('kapitan_jachtowy')).toBe('pzz-kj');
    expect(canonicalLicence('kapitan_motorowodny')).toBe('pzmwinw-km');
    expect(canonicalLicence('yacht_skipper')).toBe('pzz-jsm');
    expect(canonicalLicence('yacht_captain')).toBe('pzz-kj');
    expect(canonicalLicence('motorboat_skipper')).toBe('pzmwinw-sm');
    expect(canonicalLicence('motorboat_captain')).toBe('pzmwinw-km');
    expect(canonicalLicence(' Kapitan_Jachtowy ')).toBe('pzz-kj');
    for (const value of [...crewLicenceTypes, 'inland_skipper', 'Yachtmaster', '', 'constructor']) {
      expect(canonicalLicence(value)).toBe(value);
    }
    expect(canonicalLicence(null)).toBeNull();
    expect(canonicalLicence(3)).toBe(3);
  });

  it('maps only to values on both lists, and the crew list has no other spelling left', () => {
    for (const listed of Object.values(licenceAliases)) {
      expect(licenceTypes).toContain(listed);
      expect(crewLicenceTypes).toContain(listed);
    }
    expect(crewLicenceTypes.filter((type) => canonicalLicence(type) !== type)).toEqual([]);
    expect(new Set(crewLicenceTypes).size).toBe(crewLicenceTypes.length);
  });

  it('groups a list by issuer: PZŻ, RYA, PZMWiNW, Croatia, then the rest with "_other" last', () => {
    expect(licencesByIssuer(crewLicenceTypes)).toEqual([
      { issuer: 'pzz', types: ['pzz-kj', 'pzz-jsm', 'pzz-zj'] },
      { issuer: 'rya', types: ['rya-ocean', 'rya-offshore', 'rya-coastal'] },
      { issuer: 'pzmwinw', types: ['pzmwinw-sm', 'pzmwinw-msm', 'pzmwinw-km', 'pzmwinw-mm'] },
      { issuer: 'hr', types: ['hr-a', 'hr-b', 'hr-c'] },
      { issuer: 'other', types: ['starszy_oficer', '_other'] },
    ]);
    expect(licencesByIssuer(licenceTypes).at(-1)).toEqual({ issuer: 'other', types: ['_other'] });
    expect(licencesByIssuer(licenceTypes).flatMap((group) => group.types)).toHaveLength(licenceTypes.length);
  });

  it('matches a profile licence in another spelling to its list value', () => {
    expect(matchLicenceType('yacht_captain')).toBe('pzz-kj');
    expect(matchLicenceType('PZZ-JSM')).toBe('pzz-jsm');
    expect(matchLicenceType('Yachtmaster Ocean')).toBe('_other');
    expect(matchLicenceType('')).toBe('');
  });
});

describe('stored licences in another spelling', () => {
  it('are stored as the list value (the request reads them so)', () => {
    for (const [other, listed] of Object.entries(licenceAliases)) {
      const parsed = tripRequestSchema.parse(crewWith(other));
      expect(parsed.crew_members[0]?.license_type).toBe(listed);
    }
    const captain = { ...(validTripRequest().captain as object), license_type: 'yacht_skipper' };
    expect(tripRequestSchema.parse({ ...validTripRequest(), captain }).captain.license_type).toBe('pzz-jsm');
  });

  it('still refuses a value that is no licence at all', () => {
    const result = tripRequestSchema.safeParse(crewWith('kapitan_kosmiczny'));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['crew_members.0.license_type', 'validation.invalid_option'],
    ]);
  });

  it('open in the form as the same entry as the list value', () => {
    const body = crewWith('jachtowy_sternik_morski');
    const trip = readServedTrip({
      ...body,
      id: 4,
      captain: { ...(body.captain as object), license_type: 'kapitan_jachtowy' },
    });
    const values = tripToFormValues(trip);
    expect(values.crewMembers[0]?.licenseType).toBe('pzz-jsm');
    expect(values.licenseType).toBe('pzz-kj');
    expect(stepErrors(4, values)).toEqual({});
  });

  it('pass the form step checks as their list value', () => {
    const form = validTripForm({ crewMembers: [validCrewMember({ licenseType: 'kapitan_motorowodny' })] });
    expect(stepErrors(4, form)).toEqual({});
  });
});
