import { describe, expect, it } from 'vitest';
import { z } from './validation.ts';

/** The catalogue key zod reports for each failing path, e.g. { name: 'validation.required' }. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.') || '(root)', issue.message]),
  );
}

describe('validation message keys through real zod schemas', () => {
  const person = z.strictObject({
    name: z.string().min(1).max(20),
    nickname: z.string().min(3).optional(),
    email: z.email().optional(),
    age: z.number().int().min(18).max(120).optional(),
    role: z.enum(['captain', 'student']).optional(),
    tags: z.array(z.string()).min(1).max(2).optional(),
    code: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  });

  it('reports a missing or null field as required', () => {
    expect(messages(person, {})).toEqual({ name: 'validation.required' });
    expect(messages(person, { name: null })).toEqual({ name: 'validation.required' });
  });

  it('reports an empty string for a required text as required', () => {
    expect(messages(person, { name: '' })).toEqual({ name: 'validation.required' });
  });

  it('reports a value of the wrong type', () => {
    expect(messages(person, { name: 42 })).toEqual({ name: 'validation.invalid_type' });
    expect(messages(person, { name: 'Ann', age: '30' })).toEqual({ age: 'validation.invalid_type' });
    expect(messages(person, { name: 'Ann', age: 30.5 })).toEqual({ age: 'validation.invalid_type' });
  });

  it('reports a text that is too short or too long', () => {
    expect(messages(person, { name: 'Ann', nickname: 'ab' })).toEqual({ nickname: 'validation.too_short' });
    expect(messages(person, { name: 'x'.repeat(21) })).toEqual({ name: 'validation.too_long' });
  });

  it('reports a number out of range', () => {
    expect(messages(person, { name: 'Ann', age: 17 })).toEqual({ age: 'validation.too_small' });
    expect(messages(person, { name: 'Ann', age: 121 })).toEqual({ age: 'validation.too_big' });
  });

  it('reports a list with too few or too many items', () => {
    expect(messages(person, { name: 'Ann', tags: [] })).toEqual({ tags: 'validation.too_few' });
    expect(messages(person, { name: 'Ann', tags: ['a', 'b', 'c'] })).toEqual({ tags: 'validation.too_many' });
  });

  it('reports a bad e-mail address apart from other formats', () => {
    expect(messages(person, { name: 'Ann', email: 'not-an-email' })).toEqual({ email: 'validation.email' });
    expect(messages(person, { name: 'Ann', code: 'pln' })).toEqual({ code: 'validation.invalid_format' });
  });

  it('reports a value outside an enum', () => {
    expect(messages(person, { name: 'Ann', role: 'admin' })).toEqual({ role: 'validation.invalid_option' });
    expect(messages(z.literal('yes'), 'no')).toEqual({ '(root)': 'validation.invalid_option' });
  });

  it('reports fields a strict object does not accept', () => {
    const result = person.safeParse({ name: 'Ann', admin: true, extra: 1 });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.code).toBe('unrecognized_keys');
    expect(issue?.message).toBe('validation.unknown_field');
    expect(issue?.code === 'unrecognized_keys' && issue.keys).toEqual(['admin', 'extra']);
  });

  it('reports a failed refinement as invalid', () => {
    const even = z.number().refine((n) => n % 2 === 0);
    expect(messages(even, 3)).toEqual({ '(root)': 'validation.invalid' });
  });

  it('reports every failing field of one object at once', () => {
    expect(messages(person, { name: '', age: 5, role: 'x' })).toEqual({
      name: 'validation.required',
      age: 'validation.too_small',
      role: 'validation.invalid_option',
    });
  });

  it('lets a schema set its own catalogue key', () => {
    const schema = z.object({ name: z.string().min(1, 'trips.name_required') });
    expect(messages(schema, { name: '' })).toEqual({ name: 'trips.name_required' });
  });
});

describe('validation message keys for exact lengths', () => {
  it('reports a text of the wrong exact length as too short or too long', () => {
    const currency = z.object({ currency: z.string().length(3) });
    expect(messages(currency, { currency: 'PL' })).toEqual({ currency: 'validation.too_short' });
    expect(messages(currency, { currency: 'PLNN' })).toEqual({ currency: 'validation.too_long' });
  });
});
