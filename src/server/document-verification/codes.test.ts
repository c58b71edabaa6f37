import { describe, expect, it } from 'vitest';
import {
  normalizedCode,
  printedCode,
  verificationCodeAlphabet,
  verificationCodeLength,
} from '#domain/document-verification.ts';
import { newVerificationCode } from './codes.ts';

describe('verification codes', () => {
  it('are codes of the alphabet that survive printing and typing back', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newVerificationCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) {
      expect(code).toHaveLength(verificationCodeLength);
      expect(normalizedCode(code)).toBe(code);
      expect(normalizedCode(` ${printedCode(code).toLowerCase()} `)).toBe(code);
    }
  });

  it('draw every character of the alphabet about equally often', () => {
    const counts = new Map<string, number>();
    const draws = 5000;
    for (let i = 0; i < draws; i++) {
      for (const char of newVerificationCode()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    const expected = (draws * verificationCodeLength) / verificationCodeAlphabet.length;
    expect([...counts.keys()].sort().join('')).toBe([...verificationCodeAlphabet].sort().join(''));
    // 60,000 characters: each count lies within ±12 % (5σ) of its expectation but by a vanishing chance.
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.12);
  });
});
