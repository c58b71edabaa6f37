import { describe, expect, it } from 'vitest';
import {
  oneOf,
  optionalOneOf,
  optionalPositiveInteger,
  optionalText,
  searchParams,
} from './search-params.ts';

describe('route search readers', () => {
  it('sets every key, so no raw value survives a failed check', () => {
    const validator = searchParams({ redirect: optionalText, tab: oneOf(['a', 'b'] as const, 'a') });
    expect(validator.parse({ tab: 'x', other: 1 })).toStrictEqual({ redirect: undefined, tab: 'a' });
    expect(validator.parse(undefined)).toStrictEqual({ redirect: undefined, tab: 'a' });
  });

  it('reads text, numbers given as digits, and listed values', () => {
    expect(optionalText(123)).toBe('123');
    expect(optionalText({})).toBeUndefined();
    expect(optionalPositiveInteger('42')).toBe(42);
    expect(optionalPositiveInteger(7)).toBe(7);
    for (const bad of ['', ' ', '0', '-3', '1.5', 'abc', true, null, [5]]) {
      expect(optionalPositiveInteger(bad)).toBeUndefined();
    }
    expect(optionalOneOf([1])(1)).toBe(1);
    expect(optionalOneOf([1])('1')).toBeUndefined();
    expect(optionalOneOf(['pending', 'accepted'])('accepted')).toBe('accepted');
  });
});
