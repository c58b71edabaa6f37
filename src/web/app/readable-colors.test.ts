import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../lib/contrast.ts';
import { takesBlackText } from './readable-colors.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light: Record<string, string | undefined> = cssVariablesResolver(resolved).light;
const white = '#ffffff';
const aa = 4.5;

function variable(name: string): string {
  const value = light[name];
  if (!value?.startsWith('#')) throw new Error(`${name} is not a colour the theme sets: ${value}`);
  return value;
}

describe('the light scheme meets WCAG AA (4.5:1) for text in every colour', () => {
  for (const [name, shades] of Object.entries(resolved.colors)) {
    it(`${name}: light badges and alerts, coloured text, outlines and filled controls`, () => {
      const lightColor = variable(`--mantine-color-${name}-light-color`);
      // A light variant draws its text on shade 1 (shade 2 on hover); subtle and transparent ones on white.
      expect(contrastRatio(lightColor, shades[1])).toBeGreaterThanOrEqual(aa);
      expect(contrastRatio(lightColor, shades[2])).toBeGreaterThanOrEqual(aa);
      expect(contrastRatio(lightColor, white)).toBeGreaterThanOrEqual(aa);
      expect(contrastRatio(variable(`--mantine-color-${name}-text`), white)).toBeGreaterThanOrEqual(aa);
      expect(contrastRatio(variable(`--mantine-color-${name}-outline`), white)).toBeGreaterThanOrEqual(aa);

      const filledShade = shades[8];
      if (takesBlackText(filledShade)) {
        expect(light[`--mantine-color-${name}-filled`]).toBeUndefined();
        expect(contrastRatio('#000000', filledShade)).toBeGreaterThanOrEqual(aa);
      } else {
        expect(contrastRatio(white, variable(`--mantine-color-${name}-filled`))).toBeGreaterThanOrEqual(aa);
      }
    });
  }

  it('keeps each colour recognisable: only as much darker as AA needs', () => {
    // Grey's light badge already passes (over 10:1), so it stays Mantine's own shade 9.
    expect(variable('--mantine-color-gray-light-color')).toBe(resolved.colors.gray[9]);
    expect(variable('--mantine-color-green-light-color')).not.toBe(resolved.colors.green[9]);
  });

  it('error messages and dimmed text', () => {
    expect(contrastRatio(variable('--mantine-color-error'), white)).toBeGreaterThanOrEqual(aa);
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(contrastRatio(resolved.colors.gray[7], white)).toBeGreaterThanOrEqual(aa);
  });
});
