import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenHex, relativeLuminance } from './contrast.ts';

describe('contrast', () => {
  it('gives the WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    // The finding: Mantine's green light badge.
    expect(contrastRatio('#2b8a3e', '#d3f9d8')).toBeCloseTo(3.81, 2);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
  });

  it('darkens towards black', () => {
    expect(darkenHex('#ffffff', 0)).toBe('#ffffff');
    expect(darkenHex('#ffffff', 0.5)).toBe('#808080');
    expect(darkenHex('#2b8a3e', 1)).toBe('#000000');
  });

  it('refuses what is not a hex colour', () => {
    expect(() => contrastRatio('var(--x)', '#fff')).toThrow(/Not a #rrggbb colour/);
  });
});
