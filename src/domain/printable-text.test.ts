import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moduleText } from '../../scripts/printable-coverage.mjs';
import { printableText, replacementCharacter, unprintableCharacters } from './printable-text.ts';

const replaced = replacementCharacter;

describe('characters the documents cannot print', () => {
  it('prints Polish letters, punctuation and the forms’ symbols as typed', () => {
    const text = 'Zażółć gęślą jaźń — ŻÓŁW → 12,5 Mm · 3°C ☒ ☐ ✓ ½ € ß Ñ';
    expect(unprintableCharacters(text)).toEqual([]);
    expect(printableText(text)).toBe(text);
  });

  it('keeps line breaks and tabs for the layout', () => {
    expect(unprintableCharacters('first\nsecond\r\nthird\tfourth')).toEqual([]);
  });

  it('composes a letter typed with a combining accent, and prints it', () => {
    expect(unprintableCharacters('Z\u0307ego')).toEqual([]);
    expect(printableText('Z\u0307ego')).toBe('Żego');
    expect(printableText('e\u0301\u0323')).toBe('e\u0301\u0323'.normalize('NFC'));
  });

  it('replaces an emoji with one replacement character', () => {
    expect(unprintableCharacters('Jan 🙂 Kowalski')).toEqual(['🙂']);
    expect(printableText('Jan 🙂 Kowalski')).toBe(`Jan ${replaced} Kowalski`);
  });

  it('counts a family joined by zero-width joiners, a skin tone and a flag as one character each', () => {
    const text = 'A👨‍👩‍👧B👍🏽C🇵🇱D';
    expect(unprintableCharacters(text)).toEqual(['👨‍👩‍👧', '👍🏽', '🇵🇱']);
    expect(printableText(text)).toBe(`A${replaced}B${replaced}C${replaced}D`);
  });

  it('replaces Chinese characters one by one and names each once', () => {
    expect(unprintableCharacters('王小明 王')).toEqual(['王', '小', '明']);
    expect(printableText('王小明')).toBe(replaced.repeat(3));
  });

  it('replaces right-to-left letters, which the fonts have but a line would print in the wrong order', () => {
    expect(unprintableCharacters('Ahmed أحمد')).toEqual(['أ', 'ح', 'م', 'د']);
    expect(printableText('שלום')).toBe(replaced.repeat(4));
  });

  it('prints a character beyond the first 65,536 the fonts have, and replaces half an emoji cut off', () => {
    expect(unprintableCharacters('𝔸 ℕ')).toEqual([]);
    expect(printableText('a\uD83Db')).toBe(`a${replaced}b`);
    expect(printableText('a\uDE42b')).toBe(`a${replaced}b`);
  });

  it('leaves an already printable text unchanged when printed again', () => {
    const once = printableText('Jan 🙂 王');
    expect(printableText(once)).toBe(once);
  });

  it('is the file scripts/printable-coverage.mjs makes from the installed dejavu-fonts-ttf', () => {
    const file = fs.readFileSync(new URL('./printable-coverage.ts', import.meta.url), 'utf8');
    expect(file === moduleText(), 'run node scripts/printable-coverage.mjs').toBe(true);
  });
});
