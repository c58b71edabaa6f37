import { z } from 'zod';

/**
 * Every zod issue carries a catalogue key as its message (e.g. "validation.required"), so the web app and the
 * server translate the same schema's errors into the user's language. A schema may still set its own key.
 */
export function validationMessageKey(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'validation.required'
        : 'validation.invalid_type';
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.too_short';
      if (issue.origin === 'array') return 'validation.too_few';
      return 'validation.too_small';
    case 'too_big':
      if (issue.origin === 'string') return 'validation.too_long';
      if (issue.origin === 'array') return 'validation.too_many';
      return 'validation.too_big';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalid_format';
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    case 'invalid_value':
      return 'validation.invalid_option';
    default:
      return 'validation.invalid';
  }
}

// In the browser zod must not probe for eval: the page's CSP forbids it, and each probe is a reported violation.
// The server keeps zod's faster compiled object parsing.
z.config({ customError: (issue) => validationMessageKey(issue), jitless: 'document' in globalThis });

export { z };

/** Optional text: missing or null reads as empty. */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string().trim().max(max, 'validation.too_long'),
  );

/** For z.string({ error }): the field's own "required" key when the value is missing, a type error otherwise. */
export function requiredOr(key: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? key : 'validation.invalid_type';
}

/**
 * A number that may arrive as a number or a numeric string (forms send strings; a comma counts as the decimal
 * point); an empty string means missing. At least 0, at most `max`, with at most `decimals` decimal places.
 */
export function decimalNumber(requiredKey: string, decimals: number, max: number) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim().replace(',', '.');
      if (text === '') return undefined;
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? requiredKey : 'validation.number_invalid',
      })
      .min(0, 'validation.not_negative')
      .max(max, 'validation.too_big')
      .refine((value) => Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6, {
        message: decimals === 0 ? 'validation.whole_number' : `validation.decimals_${decimals}`,
      })
      // The check above allows for floating-point noise; what passes it is stored exactly on the grid, so a
      // whole-number column never receives 5e-324 (PostgreSQL refuses it as an integer).
      .transform((value) => Math.round(value * 10 ** decimals) / 10 ** decimals),
  );
}

const clockHours = /^(\d{1,6}):(\d{2})$/;

/**
 * Hours written as h:mm ("12:15") read as decimal hours rounded to two places (12.25; 1:20 gives 1.33), the way
 * they are stored. Null when the text is not h:mm; 'minutes' when its minutes are 60 or more.
 */
export function readClockHours(text: string): number | 'minutes' | null {
  const match = clockHours.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[2]);
  if (minutes >= 60) return 'minutes';
  return Math.round(((Number(match[1]) * 60 + minutes) * 100) / 60) / 100;
}

const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * Hours (under sail, under engine, moored, on tidal waters): a number with at most two decimals (12.25; a comma
 * counts as the decimal point) or h:mm (12:15, read as 12.25). Minutes of 60 or more and a third decimal are
 * refused with their own message. An empty string means missing. At least 0, at most `max`.
 */
export function hoursNumber(requiredKey: string, max: number) {
  return z.preprocess(
    (value, ctx) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (text === '') return undefined;
      const clock = readClockHours(text);
      if (clock === 'minutes') {
        ctx.addIssue({ code: 'custom', message: 'validation.hours_minutes', input: value });
        return z.NEVER;
      }
      if (clock !== null) return clock;
      const decimal = text.replace(',', '.');
      return /^-?\d+(\.\d+)?$/.test(decimal) ? Number(decimal) : value;
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? requiredKey : 'validation.hours_invalid',
      })
      .min(0, 'validation.not_negative')
      .max(max, 'validation.too_big')
      .refine(hasTwoDecimalsAtMost, { message: 'validation.hours_decimals' })
      .describe(
        'Hours, at most two decimals. Also accepted as text: "12.25", "12,25" or h:mm "12:15" (= 12.25).',
      ),
  );
}

/** What an hours field shows once the user leaves it: h:mm becomes its decimal hours ("12:15" -> "12.25"). */
export function hoursOnEntry(text: string): string {
  const clock = readClockHours(text);
  return typeof clock === 'number' ? String(clock) : text;
}
