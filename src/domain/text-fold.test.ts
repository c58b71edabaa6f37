import { describe, expect, it } from 'vitest';
import { foldText } from './text-fold.ts';

describe('foldText', () => {
  it('drops case and accents, also of letters that do not decompose', () => {
    expect(foldText('Świnoujście')).toBe('swinoujscie');
    expect(foldText('WŁADYSŁAWOWO')).toBe('wladyslawowo');
    expect(foldText('Ærøskøbing')).toBe('aeroskobing');
    expect(foldText('Straße')).toBe('strasse');
  });

  it('keeps one space between words and none around them', () => {
    expect(foldText('  Marina   Gdynia\tŚródmieście ')).toBe('marina gdynia srodmiescie');
  });
});
