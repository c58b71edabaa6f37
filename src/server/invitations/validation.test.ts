import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, validationErrors } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  accept,
  type Captain,
  call,
  createInvitation,
  listed,
  newCaptain,
  newStudent,
  type Student,
} from './test-support.ts';

describe('invitations: bad bodies', () => {
  let t: TestApp;
  let captain: Captain;
  let student: Student;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, false);
    student = await newStudent(t);
  });
  afterAll(async () => t.close());

  const create = (payload: unknown, language?: string) =>
    call(t, 'POST', '/api/invitations', { token: captain.token, payload, ...(language ? { language } : {}) });

  it('names every wrong field on create, in English', async () => {
    const errors = validationErrors(
      await create({ description: '   ', expires_on: '2026-02-30', max_uses: 0, is_active: 'yes', extra: 1 }),
    );
    expect(errors).toEqual({
      description: ['Description is required'],
      expires_on: ['Enter a valid date (YYYY-MM-DD).'],
      max_uses: ['The value must be at least 1.'],
      is_active: ['This value has the wrong type.'],
      extra: ['This field is not accepted here.'],
    });
    expect(validationErrors(await create({})).description).toEqual(['Description is required']);
    expect(validationErrors(await create({ description: 'x'.repeat(501) })).description).toEqual([
      'Enter at most 500 characters.',
    ]);
    expect(validationErrors(await create({ description: 'x', max_uses: 1.5 })).max_uses).toEqual([
      'Enter a whole number.',
    ]);
    expect(validationErrors(await create({ description: 'x', max_uses: 100_001 })).max_uses).toEqual([
      'The value must be at most 100000.',
    ]);
    expect(validationErrors(await create({ description: 'x', max_uses: 'many' })).max_uses).toEqual([
      'Enter a number.',
    ]);
    expect(validationErrors(await create({ description: 'x', expires_on: '31.12.2026' })).expires_on).toEqual(
      ['Enter a valid date (YYYY-MM-DD).'],
    );
  });

  it('answers in Polish', async () => {
    const errors = validationErrors(
      await create({ description: '', expires_on: 'jutro', max_uses: -1 }, 'pl'),
      'pl',
    );
    expect(errors).toEqual({
      description: ['Opis jest wymagany'],
      expires_on: ['Wpisz poprawną datę (RRRR-MM-DD).'],
      max_uses: ['Wartość musi wynosić co najmniej 1.'],
    });
  });

  it('accepts the limits at their edges and numbers as strings', async () => {
    expect((await create({ description: 'x'.repeat(500), max_uses: '100000' })).statusCode).toBe(201);
    expect((await create({ description: 'x', max_uses: 1, expires_on: '2099-02-28' })).statusCode).toBe(201);
  });

  it('checks a patch field by field and changes nothing when refused', async () => {
    const invitation = await createInvitation(t, captain.token, { max_uses: 3 });
    const patch = (payload: unknown, language?: string) =>
      call(t, 'PATCH', `/api/invitations/${invitation.id}`, {
        token: captain.token,
        payload,
        ...(language ? { language } : {}),
      });
    expect(validationErrors(await patch({ description: ' ', max_uses: 0 }))).toEqual({
      description: ['Description is required'],
      max_uses: ['The value must be at least 1.'],
    });
    expect(validationErrors(await patch({ code: 'AAAAAAAA', uses: 0 }, 'pl'), 'pl')).toEqual({
      code: ['To pole nie jest tu przyjmowane.'],
      uses: ['To pole nie jest tu przyjmowane.'],
    });
    expect(await listed(t, captain.token, invitation.id)).toEqual(invitation);
    const empty = await patch({});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().invitation).toMatchObject({ description: invitation.description, max_uses: 3 });
  });

  it('needs a code to accept, and takes no other fields', async () => {
    expect(validationErrors(await accept(t, student.token, {}))).toEqual({
      code: ['Enter the invitation code.'],
    });
    expect(validationErrors(await accept(t, student.token, { code: '  ' }, 'pl'), 'pl')).toEqual({
      code: ['Wpisz kod zaproszenia.'],
    });
    expect(
      validationErrors(await accept(t, student.token, { code: 'ABCDEFGH', invitation_id: 'x', captain: 1 })),
    ).toEqual({
      invitation_id: ['Enter a number.'],
      captain: ['This field is not accepted here.'],
    });
  });
});

describe('invitations: concurrent accepts', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, false);
  });
  afterAll(async () => t.close());

  it('never pass the usage limit', async () => {
    const invitation = await createInvitation(t, captain.token, { max_uses: 2 });
    const students = await Promise.all([1, 2, 3, 4, 5].map(() => newStudent(t)));
    const answers = await Promise.all(students.map((s) => accept(t, s.token, { code: invitation.code })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(3);
    expect(await listed(t, captain.token, invitation.id)).toMatchObject({ uses: 2 });
    const list = await call(t, 'GET', '/api/captain/students', { token: captain.token });
    expect(list.json().students).toHaveLength(2);
  });

  it('connect a student once when they accept twice at the same time', async () => {
    const invitation = await createInvitation(t, captain.token);
    const student = await newStudent(t);
    const answers = await Promise.all(
      [1, 2, 3].map(() => accept(t, student.token, { code: invitation.code })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers.filter((answer) => answer.json().already_connected === false)).toHaveLength(1);
    expect(await listed(t, captain.token, invitation.id)).toMatchObject({ uses: 1 });
  });
});
