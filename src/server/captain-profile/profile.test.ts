import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app.ts';
import {
  bearer,
  createProfileTestApp,
  type RegisteredCaptain,
  registerCaptain,
  validProfile,
} from './test-support.ts';

const valid = validProfile;

describe('captain profile: GET and POST /api/captain-profile', () => {
  let t: TestApp;
  let captain: RegisteredCaptain;
  const get = (token = captain.token, language = 'en') =>
    t.app.inject({
      method: 'GET',
      url: '/api/captain-profile',
      headers: { ...bearer(token), 'accept-language': language },
    });
  const post = (payload: unknown, token = captain.token, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/captain-profile',
      headers: { ...bearer(token), 'accept-language': language },
      payload: payload as object,
    });

  beforeAll(async () => {
    t = await createProfileTestApp();
    captain = await registerCaptain(t);
  });
  afterAll(async () => t.close());

  it('starts from the registration: names split from the account name, its phone and e-mail, defaults', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Captain profile loaded.',
      captain_profile: {
        first_name: 'Jan',
        last_name: 'Maria Kowalski',
        email: captain.email,
        phone: '+48 600 100 200',
        license_type: '',
        license_number: '',
        other_license: '',
        nationality: 'POLAND',
        languages: 'POL / ENG / GER',
        logo_path: null,
        logo_url: null,
      },
    });
  });

  it('updates the profile, trims the values and answers with the stored profile', async () => {
    const response = await post(
      { ...valid, first_name: '  Anna  ', other_license: 'ignored' },
      captain.token,
      'pl',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Profil kapitana został zaktualizowany');
    expect(body.captain_profile).toMatchObject({ ...valid, other_license: '', email: captain.email });
    expect((await get()).json().captain_profile).toMatchObject({ ...valid, other_license: '' });
  });

  it('ignores an e-mail sent with the profile: the account keeps its address', async () => {
    const response = await post({ ...valid, email: 'someone.else@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json().captain_profile.email).toBe(captain.email);
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(captain.token) });
    expect(user.json().user.email).toBe(captain.email);
  });

  it('stores the custom licence with type _other, from other_license or from custom_license', async () => {
    const own = await post({ ...valid, license_type: '_other', other_license: ' Yachtmaster Ocean ' });
    expect(own.statusCode).toBe(200);
    expect(own.json().captain_profile).toMatchObject({
      license_type: '_other',
      other_license: 'Yachtmaster Ocean',
    });

    const alias = await post({ ...valid, license_type: '_other', custom_license: 'ICC' });
    expect(alias.statusCode).toBe(200);
    expect((await get()).json().captain_profile).toMatchObject({
      license_type: '_other',
      other_license: 'ICC',
    });

    const back = await post(valid);
    expect(back.json().captain_profile).toMatchObject({ license_type: 'pzz-jsm', other_license: '' });
  });

  it('keeps nationality and languages when left out and restores the defaults when sent empty', async () => {
    await post({ ...valid, nationality: 'GERMANY', languages: 'GER / ENG' });
    expect((await post(valid)).json().captain_profile).toMatchObject({
      nationality: 'GERMANY',
      languages: 'GER / ENG',
    });
    const cleared = await post({ ...valid, nationality: '', languages: null });
    expect(cleared.json().captain_profile).toMatchObject({
      nationality: 'POLAND',
      languages: 'POL / ENG / GER',
    });
  });

  it('requires every field, in English and in Polish', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Some fields need your attention.',
      errors: {
        first_name: ['First name is required.'],
        last_name: ['Last name is required.'],
        phone: ['Phone number is required.'],
        license_type: ['Choose the licence type.'],
        license_number: ['Licence number is required.'],
      },
      request_id: expect.any(String),
    });
    const polish = await post({}, captain.token, 'pl');
    expect(polish.json().errors.first_name).toEqual(['Imię jest wymagane.']);
    expect(polish.json().errors.license_number).toEqual(['Numer patentu jest wymagany.']);
  });

  it('refuses empty and blank strings', async () => {
    const response = await post({
      first_name: '',
      last_name: '   ',
      phone: '',
      license_type: '',
      license_number: ' ',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'first_name',
      'last_name',
      'license_number',
      'license_type',
      'phone',
    ]);
  });

  it.each([
    ['first_name', 61],
    ['last_name', 61],
    ['phone', 31],
    ['license_number', 61],
    ['nationality', 61],
    ['languages', 101],
  ])('refuses a %s longer than allowed', async (field, length) => {
    const response = await post({ ...valid, [field]: 'x'.repeat(length) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([`Enter at most ${length - 1} characters.`]);
  });

  it('refuses a too long custom licence under either name', async () => {
    for (const field of ['other_license', 'custom_license']) {
      const response = await post({ ...valid, license_type: '_other', [field]: 'x'.repeat(101) });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });

  it('refuses a licence type outside the list', async () => {
    for (const license_type of ['captain-of-everything', 'PZZ-JSM', 7]) {
      const response = await post({ ...valid, license_type });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.license_type).toEqual(['Choose the licence type.']);
    }
  });

  it('requires the custom licence when the type is _other', async () => {
    for (const extra of [{}, { other_license: '' }, { other_license: '   ' }, { custom_license: null }]) {
      const response = await post({ ...valid, license_type: '_other', ...extra }, captain.token, 'pl');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.other_license).toEqual(['Wpisz nazwę swojego patentu.']);
    }
  });

  it('refuses unknown fields and values of the wrong type', async () => {
    const unknown = await post({ ...valid, is_admin: true });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ is_admin: ['This field is not accepted here.'] });

    const wrongType = await post({ ...valid, first_name: 42, email: 5 });
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().errors).sort()).toEqual(['email', 'first_name']);

    const notAnObject = await post([valid]);
    expect(notAnObject.statusCode).toBe(422);
  });

  it('leaves the profile untouched after refused updates', async () => {
    await post(valid);
    await post({ ...valid, first_name: '' });
    await post({ ...valid, license_type: '_other' });
    expect((await get()).json().captain_profile).toMatchObject({ ...valid, other_license: '' });
  });
});
