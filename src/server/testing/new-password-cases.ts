/** A refused request: [case, body, field, English first message, Polish first message]. */
export type ValidationCase = [string, Record<string, unknown>, string, string, string];

interface WithNewPassword {
  password: string;
  password_confirmation: string;
}

/**
 * The rules of a new password and its confirmation, the same wherever one is chosen (sign-up, reset):
 * each case breaks one of them in a body that is otherwise valid.
 */
export function newPasswordCases(valid: WithNewPassword): ValidationCase[] {
  const body: Record<string, unknown> = { ...valid };
  const { password: _password, ...withoutPassword } = body;
  const { password_confirmation: _confirmation, ...withoutConfirmation } = body;
  const both = (password: string) => ({ ...body, password, password_confirmation: password });
  // Differs from the password only in the case of its last letter: the comparison is exact.
  const caseOfLastLetter = `${valid.password.slice(0, -1)}${valid.password.slice(-1).toUpperCase()}`;
  return [
    ['missing password', withoutPassword, 'password', 'Password is required.', 'Hasło jest wymagane.'],
    [
      'password of 7 characters',
      both('seven77'),
      'password',
      'The password must have at least 8 characters.',
      'Hasło musi mieć co najmniej 8 znaków.',
    ],
    [
      'password of 129 characters',
      both('x'.repeat(129)),
      'password',
      'The password can have at most 128 characters.',
      'Hasło może mieć najwyżej 128 znaków.',
    ],
    [
      'common password',
      both('password123'),
      'password',
      'This password is too common and easy to guess. Choose another.',
      'To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.',
    ],
    [
      'missing confirmation',
      withoutConfirmation,
      'password_confirmation',
      'Confirm the password.',
      'Potwierdź hasło.',
    ],
    [
      'mismatched confirmation',
      { ...body, password_confirmation: caseOfLastLetter },
      'password_confirmation',
      'The passwords do not match.',
      'Hasła nie są identyczne.',
    ],
  ];
}
