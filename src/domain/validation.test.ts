import { describe, expect, it } from 'vitest';
import { decimalNumber, hoursNumber, hoursOnEntry, readClockHours, z } from './validation.ts';

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

describe('hours: two decimals or h:mm', () => {
  it('reads h:mm as decimal hours rounded to two places', () => {
    expect(readClockHours('12:15')).toBe(12.25);
    expect(readClockHours('0:45')).toBe(0.75);
    expect(readClockHours('1:20')).toBe(1.33);
    expect(readClockHours('2:40')).toBe(2.67);
    expect(readClockHours('0:00')).toBe(0);
    expect(readClockHours(' 100:59 ')).toBe(100.98);
  });

  it('tells minutes of 60 or more apart from text that is not h:mm', () => {
    expect(readClockHours('12:60')).toBe('minutes');
    expect(readClockHours('1:99')).toBe('minutes');
    for (const text of ['12', '12.25', '12:5', ':30', '12:150', '-1:30', '1:30:00', '12h15', ''])
      expect(readClockHours(text)).toBeNull();
  });

  it('shows h:mm as its decimal hours once the field is left, and anything else as typed', () => {
    expect(hoursOnEntry('12:15')).toBe('12.25');
    expect(hoursOnEntry('7:30')).toBe('7.5');
    expect(hoursOnEntry('3:00')).toBe('3');
    expect(hoursOnEntry('12,25')).toBe('12,25');
    expect(hoursOnEntry('12:75')).toBe('12:75');
    expect(hoursOnEntry('')).toBe('');
  });

  const hours = z.object({ hours: hoursNumber('trips.form.engine_hours_required', 1000) });
  const read = (value: unknown) => hours.parse({ hours: value }).hours;

  it('takes numbers and text with at most two decimals, a comma too, and h:mm', () => {
    expect(read(12.25)).toBe(12.25);
    expect(read('12.25')).toBe(12.25);
    expect(read('12,25')).toBe(12.25);
    expect(read('0.29')).toBe(0.29);
    expect(read('12:15')).toBe(12.25);
    expect(read(0)).toBe(0);
    expect(read('1000')).toBe(1000);
  });

  it('names each problem with its own key', () => {
    expect(messages(hours, { hours: '' })).toEqual({ hours: 'trips.form.engine_hours_required' });
    expect(messages(hours, {})).toEqual({ hours: 'trips.form.engine_hours_required' });
    expect(messages(hours, { hours: 12.255 })).toEqual({ hours: 'validation.hours_decimals' });
    expect(messages(hours, { hours: '0,001' })).toEqual({ hours: 'validation.hours_decimals' });
    expect(messages(hours, { hours: '12:60' })).toEqual({ hours: 'validation.hours_minutes' });
    expect(messages(hours, { hours: 'twelve' })).toEqual({ hours: 'validation.hours_invalid' });
    expect(messages(hours, { hours: '-1' })).toEqual({ hours: 'validation.not_negative' });
    expect(messages(hours, { hours: '1000.01' })).toEqual({ hours: 'validation.too_big' });
  });
});

describe('decimal numbers', () => {
  const count = decimalNumber('engines_required', 0, 20);
  const length = decimalNumber('length_required', 2, 1000);

  it('stores what passes the decimals check exactly on its grid (no 5e-324 for a whole-number column)', () => {
    expect(count.parse(5e-324)).toBe(0);
    expect(count.parse(2.0000000001)).toBe(2);
    expect(count.parse('3')).toBe(3);
    expect(length.parse(12.3400000001)).toBe(12.34);
    expect(length.parse('12,5')).toBe(12.5);
  });

  it('still refuses more decimals than allowed', () => {
    expect(count.safeParse(1.5).error?.issues[0]?.message).toBe('validation.whole_number');
    expect(length.safeParse(12.345).error?.issues[0]?.message).toBe('validation.decimals_2');
  });
});
