import { describe, expect, it } from 'vitest';
import {
  captainOpinions,
  crewLicenceTypes,
  crewRoles,
  performanceGrades,
  resistanceGrades,
  seasicknessLevels,
} from './trip-enums.ts';
import { emptyCrewMember, emptyTripForm, stepErrors } from './trip-form.ts';
import { validCrewMember, validTripForm } from './trip-test-support.ts';

/** Step 4 of the trip form, Crew. */
const errors = (...members: ReturnType<typeof validCrewMember>[]) =>
  stepErrors(4, validTripForm({ crewMembers: members }));

describe('step 4, Crew', () => {
  it('is optional: no crew is valid', () => {
    expect(stepErrors(4, emptyTripForm())).toEqual({});
    expect(errors()).toEqual({});
  });

  it('requires a name, role, opinion, performance, seasickness and resistance of each member', () => {
    expect(errors(emptyCrewMember())).toEqual({
      'crewMembers.0.fullName': 'trips.form.crew.full_name_required',
      'crewMembers.0.role': 'trips.form.crew.role_required',
      'crewMembers.0.captainOpinion': 'trips.form.crew.captain_opinion_required',
      'crewMembers.0.performance': 'trips.form.crew.performance_required',
      'crewMembers.0.seasickness': 'trips.form.crew.seasickness_required',
      'crewMembers.0.resistance': 'trips.form.crew.resistance_required',
    });
  });

  it('counts a name of spaces as empty', () => {
    expect(errors(validCrewMember({ fullName: '   ' }))).toEqual({
      'crewMembers.0.fullName': 'trips.form.crew.full_name_required',
    });
  });

  it('leaves e-mail, phone, licence type and number and notes optional', () => {
    expect(
      errors(
        validCrewMember({
          email: '',
          phone: '',
          licenseType: '',
          licenseNumber: '',
          otherLicense: '',
          captainNotes: '',
        }),
      ),
    ).toEqual({});
  });

  it('checks an e-mail that is given', () => {
    expect(errors(validCrewMember({ email: 'anna@' }))).toEqual({
      'crewMembers.0.email': 'validation.email',
    });
  });

  it('names the member by its place in the list', () => {
    expect(errors(validCrewMember(), validCrewMember(), validCrewMember({ role: '' }))).toEqual({
      'crewMembers.2.role': 'trips.form.crew.role_required',
    });
  });

  it('requires the other role text only when the role is _other', () => {
    expect(errors(validCrewMember({ role: '_other', otherRole: '' }))).toEqual({
      'crewMembers.0.otherRole': 'trips.form.crew.other_role_required',
    });
    expect(errors(validCrewMember({ role: '_other', otherRole: ' ' }))).toEqual({
      'crewMembers.0.otherRole': 'trips.form.crew.other_role_required',
    });
    expect(errors(validCrewMember({ role: '_other', otherRole: 'Cook' }))).toEqual({});
    expect(errors(validCrewMember({ role: 'crew', otherRole: '' }))).toEqual({});
  });

  it('requires the other licence text only when the licence type is _other', () => {
    expect(errors(validCrewMember({ licenseType: '_other', otherLicense: '' }))).toEqual({
      'crewMembers.0.otherLicense': 'trips.form.crew.other_license_required',
    });
    expect(errors(validCrewMember({ licenseType: '_other', otherLicense: 'ICC' }))).toEqual({});
    expect(errors(validCrewMember({ licenseType: 'pzz-zj', otherLicense: '' }))).toEqual({});
  });

  it('marks the other texts together with the member’s other missing fields', () => {
    expect(
      errors(
        validCrewMember({
          fullName: '',
          role: '_other',
          otherRole: '',
          licenseType: '_other',
          otherLicense: '',
        }),
      ),
    ).toEqual({
      'crewMembers.0.fullName': 'trips.form.crew.full_name_required',
      'crewMembers.0.otherRole': 'trips.form.crew.other_role_required',
      'crewMembers.0.otherLicense': 'trips.form.crew.other_license_required',
    });
  });

  it('refuses values off the lists', () => {
    expect(
      errors(
        validCrewMember({
          role: 'captain',
          licenseType: 'pzz-xx',
          captainOpinion: 'neutral',
          performance: 'great',
          seasickness: 'extreme',
          resistance: 'bad',
        }),
      ),
    ).toEqual({
      'crewMembers.0.role': 'validation.invalid_option',
      'crewMembers.0.licenseType': 'validation.invalid_option',
      'crewMembers.0.captainOpinion': 'validation.invalid_option',
      'crewMembers.0.performance': 'validation.invalid_option',
      'crewMembers.0.seasickness': 'validation.invalid_option',
      'crewMembers.0.resistance': 'validation.invalid_option',
    });
  });

  it('does not offer the label-only values of the detail view', () => {
    expect(errors(validCrewMember({ captainOpinion: 'unknown', performance: 'excellent' }))).toEqual({
      'crewMembers.0.captainOpinion': 'validation.invalid_option',
      'crewMembers.0.performance': 'validation.invalid_option',
    });
  });

  it('limits the length of the texts', () => {
    expect(errors(validCrewMember({ fullName: 'n'.repeat(121), captainNotes: 'c'.repeat(2001) }))).toEqual({
      'crewMembers.0.fullName': 'validation.too_long',
      'crewMembers.0.captainNotes': 'validation.too_long',
    });
  });

  it('allows at most 50 members', () => {
    const crew = (count: number) => Array.from({ length: count }, () => validCrewMember());
    expect(errors(...crew(50))).toEqual({});
    expect(errors(...crew(51))).toEqual({ crewMembers: 'validation.too_many' });
  });
});

describe('step 4: every value the form offers is accepted', () => {
  it.each(crewRoles.filter((role) => role !== '_other'))('role %s', (role) => {
    expect(errors(validCrewMember({ role }))).toEqual({});
  });

  it.each(crewLicenceTypes.filter((type) => type !== '_other'))('licence type %s', (licenseType) => {
    expect(errors(validCrewMember({ licenseType }))).toEqual({});
  });

  it('every opinion, performance, seasickness and resistance', () => {
    for (const captainOpinion of captainOpinions)
      expect(errors(validCrewMember({ captainOpinion }))).toEqual({});
    for (const performance of performanceGrades) expect(errors(validCrewMember({ performance }))).toEqual({});
    for (const seasickness of seasicknessLevels) expect(errors(validCrewMember({ seasickness }))).toEqual({});
    for (const resistance of resistanceGrades) expect(errors(validCrewMember({ resistance }))).toEqual({});
  });

  it('the listed values', () => {
    expect(crewRoles).toEqual([
      'crew',
      'first_officer',
      'second_officer',
      'third_officer',
      'mechanic',
      'steward',
      '_other',
    ]);
    expect(captainOpinions).toEqual(['positive', 'negative']);
    expect(performanceGrades).toEqual(['very_good', 'good', 'sufficient', 'insufficient']);
    expect(seasicknessLevels).toEqual(['none', 'mild', 'severe', 'unknown']);
    expect(resistanceGrades).toEqual(['good', 'sufficient', 'insufficient', 'not_tested', 'unknown']);
  });
});
