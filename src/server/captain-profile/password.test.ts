import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app.ts';
import {
  bearer,
  capturingMailer,
  createProfileTestApp,
  type RegisteredCaptain,
  registerCaptain,
} from './test-support.ts';

const newPassword = 'a brand new secret';

describe('POST /api/captain-profile/change-password', () => {
  let t: TestApp;
  let captain: RegisteredCaptain;
  const mailer = capturingMailer();
  const change = (payload: object, token = captain.token, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/captain-profile/change-password',
      headers: { ...bearer(token), 'accept-language': language },
      payload,
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const currentUser = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });

  beforeAll(async () => {
    t = await createProfileTestApp(mailer);
  });
  beforeEach(async () => {
    captain = await registerCaptain(t);
    mailer.sent.length = 0;
    mailer.failing = false;
  });
  afterAll(async () => t.close());

  it('refuses a wrong current password with a field error, in English and Polish', async () => {
    const body = {
      current_password: 'not my password',
      new_password: newPassword,
      new_password_confirmation: newPassword,
    };
    const response = await change(body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'The current password is not correct.',
      errors: { current_password: ['The current password is not correct.'] },
      request_id: expect.any(String),
    });
    expect((await change(body, captain.token, 'pl')).json().errors.current_password).toEqual([
      'Obecne hasło jest nieprawidłowe.',
    ]);
    expect((await login(captain.email, captain.password)).statusCode).toBe(200);
    expect(mailer.sent).toEqual([]);
  });

  it('requires all three fields', async () => {
    const response = await change({});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      current_password: ['Enter your current password.'],
      new_password: ['Enter a new password.'],
      new_password_confirmation: ['Confirm the new password.'],
    });
    const empty = await change({ current_password: '', new_password: '', new_password_confirmation: '' });
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      'current_password',
      'new_password',
      'new_password_confirmation',
    ]);
  });

  it('refuses a new password shorter than 8 or longer than 128 characters', async () => {
    const short = await change({
      current_password: captain.password,
      new_password: '1234567',
      new_password_confirmation: '1234567',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.new_password).toEqual(['The new password must have at least 8 characters.']);
    const long = 'x'.repeat(129);
    const tooLong = await change({
      current_password: captain.password,
      new_password: long,
      new_password_confirmation: long,
    });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['new_password']);
  });

  it('refuses a confirmation that does not match', async () => {
    const response = await change(
      {
        current_password: captain.password,
        new_password: newPassword,
        new_password_confirmation: `${newPassword}!`,
      },
      captain.token,
      'pl',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ new_password_confirmation: ['Hasła nie są identyczne'] });
  });

  it('refuses unknown fields and wrong types', async () => {
    const extra = await change({
      current_password: captain.password,
      new_password: newPassword,
      new_password_confirmation: newPassword,
      user_id: 1,
    });
    expect(extra.statusCode).toBe(422);
    const wrongType = await change({
      current_password: 12345678,
      new_password: newPassword,
      new_password_confirmation: newPassword,
    });
    expect(wrongType.statusCode).toBe(422);
    expect((await login(captain.email, captain.password)).statusCode).toBe(200);
  });

  it('changes the password, keeps this session, ends the others and sends the e-mail in the request language', async () => {
    const otherSession = (await login(captain.email, captain.password)).json().token as string;
    const bystander = await registerCaptain(t, 'Someone Else');
    mailer.sent.length = 0; // the bystander's sign-up confirmation mail
    expect((await currentUser(otherSession)).statusCode).toBe(200);

    const response = await change(
      {
        current_password: captain.password,
        new_password: newPassword,
        new_password_confirmation: newPassword,
      },
      captain.token,
      'pl',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Hasło zostało zmienione pomyślnie' });

    expect((await currentUser(captain.token)).statusCode).toBe(200);
    expect((await currentUser(otherSession)).statusCode).toBe(401);
    expect((await currentUser(bystander.token)).statusCode).toBe(200);

    expect((await login(captain.email, captain.password)).statusCode).toBe(401);
    expect((await login(captain.email, newPassword)).statusCode).toBe(200);

    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: captain.email,
      subject: 'Hasło do Logbook zostało zmienione',
    });
    expect(mailer.sent[0]?.text).toContain(captain.name);
    expect(mailer.sent[0]?.text).not.toContain(newPassword);
  });

  it('keeps passwords exactly as typed (spaces and Polish letters included)', async () => {
    const typed = '  zażółć gęślą jaźń  ';
    const response = await change({
      current_password: captain.password,
      new_password: typed,
      new_password_confirmation: typed,
    });
    expect(response.statusCode).toBe(200);
    expect((await login(captain.email, typed)).statusCode).toBe(200);
    expect((await login(captain.email, typed.trim())).statusCode).toBe(401);
  });

  it('still changes the password when the e-mail cannot be sent', async () => {
    mailer.failing = true;
    const response = await change({
      current_password: captain.password,
      new_password: newPassword,
      new_password_confirmation: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect((await login(captain.email, newPassword)).statusCode).toBe(200);
  });
});
