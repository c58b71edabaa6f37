import { describe, expect, it } from 'vitest';
import { foldName } from './fold.ts';

describe('foldName', () => {
  it('drops case and accents, also of letters that do not decompose', () => {
    expect(foldName('Świnoujście')).toBe('swinoujscie');
    expect(foldName('WŁADYSŁAWOWO')).toBe('wladyslawowo');
    expect(foldName('Ærøskøbing')).toBe('aeroskobing');
    expect(foldName('Straße')).toBe('strasse');
  });

  it('keeps one space between words and none around them', () => {
    expect(foldName('  Marina   Gdynia\tŚródmieście ')).toBe('marina gdynia srodmiescie');
  });
});
