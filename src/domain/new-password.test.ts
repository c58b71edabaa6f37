import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listRules, moduleText } from '../../scripts/common-passwords.mjs';
import { passwordMaxLength, passwordMinLength } from './auth.ts';
import { commonPasswordsText } from './common-passwords.ts';
import {
  captainRegisterSchema,
  changePasswordSchema,
  isCommonPassword,
  resetPasswordSchema,
  studentRegisterSchema,
} from './new-password.ts';
import type { z } from './validation.ts';

const list = commonPasswordsText.split('\n');

/** The first catalogue key zod reports for each failing path. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.') || '(root)'] ??= issue.message;
  return found;
}

describe('the list of common passwords', () => {
  it('holds 10,000 breached passwords that the length rule alone would let through, lower case, once each', () => {
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(list.length);
    for (const password of list) {
      expect(password.length, password).toBeGreaterThanOrEqual(passwordMinLength);
      expect(password.length, password).toBeLessThanOrEqual(passwordMaxLength);
      expect(password, password).toBe(password.trim().toLowerCase());
    }
    // Most common first, as the breach corpora count them.
    expect(list.slice(0, 6)).toEqual([
      'password',
      '12345678',
      '123456789',
      'baseball',
      'football',
      'qwertyuiop',
    ]);
  });

  it('is the file scripts/common-passwords.mjs makes from the installed @zxcvbn-ts/language-common', () => {
    expect(listRules).toMatchObject({ minLength: passwordMinLength, maxLength: passwordMaxLength });
    const file = fs.readFileSync(new URL('./common-passwords.ts', import.meta.url), 'utf8');
    expect(file === moduleText(), 'run node scripts/common-passwords.mjs').toBe(true);
  });
});

describe('isCommonPassword', () => {
  it("refuses the security tester's examples and other common ones, in any case, with spaces around", () => {
    for (const password of [
      'password',
      '12345678',
      'qwertyuiop',
      'PASSWORD',
      'Password1',
      ' iloveyou ',
      'zaq12wsx',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets other passwords through', () => {
    for (const password of [
      'correct horse battery',
      'k8#vq2!m',
      'Żeglarz z Mazur 2026',
      'password but longer',
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe('every form that sets a password refuses a common one on the password field', () => {
  const cases = [
    {
      name: 'captain registration',
      schema: captainRegisterSchema,
      field: 'password',
      valid: (password: string) => ({
        name: 'Anna Nowak',
        email: 'anna@example.com',
        phone_register: '+48 600 100 200',
        password,
        password_confirmation: password,
      }),
    },
    {
      name: 'student registration',
      schema: studentRegisterSchema,
      field: 'password',
      valid: (password: string) => ({
        first_name: 'Jan',
        last_name: 'Kowalski',
        email: 'jan@example.com',
        password,
        password_confirmation: password,
      }),
    },
    {
      name: 'password reset',
      schema: resetPasswordSchema,
      field: 'password',
      valid: (password: string) => ({
        email: 'anna@example.com',
        token: 'a-reset-token',
        password,
        password_confirmation: password,
      }),
    },
    {
      name: 'password change',
      schema: changePasswordSchema,
      field: 'new_password',
      valid: (password: string) => ({
        current_password: 'the old one',
        new_password: password,
        new_password_confirmation: password,
      }),
    },
  ] as const;

  for (const { name, schema, field, valid } of cases) {
    it(name, () => {
      expect(schema.safeParse(valid('correct horse battery')).success).toBe(true);
      for (const password of ['password', '12345678', 'QwertyUiop']) {
        expect(messages(schema, valid(password)), password).toEqual({ [field]: 'auth.password_common' });
      }
      // A short password gets the length message, not the list's.
      expect(messages(schema, valid('1234'))[field]).not.toBe('auth.password_common');
    });
  }
});
