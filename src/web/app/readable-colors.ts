import type { MantineColorsTuple } from '@mantine/core';
import { contrastRatio, darkenHex, relativeLuminance } from '../lib/contrast.ts';

/** WCAG 2 AA for normal text is 4.5:1; a little above it, so rounding in a checker never tips a colour under. */
export const readableContrast = 4.6;

const white = '#ffffff';
const black = '#000000';

/**
 * Mantine's light-scheme colours for text fail AA in many palettes: a "light" badge draws shade 9 on shade 1
 * (green 3.8:1, yellow 2.7:1), coloured text and outlines use shade 8 on white (green 3.5:1), a filled control
 * puts white on shade 8 (teal 3.9:1). These variables keep each palette's hue but darken the text colour (or,
 * for a filled background under white text, the background) just enough to reach AA. Palettes light enough that
 * black reads better than white on them (yellow, lime, gold) keep their filled shade and get black text from
 * the theme's autoContrast instead.
 */
export function readableColorVariables(colors: Record<string, MantineColorsTuple>, primaryShade: number) {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    const shade = (index: number) => shades[index] ?? black;
    const filled = shade(primaryShade);
    variables[`--mantine-color-${name}-light-color`] = darkenUntilReadable(shade(9), [
      shade(1),
      shade(2),
      white,
    ]);
    variables[`--mantine-color-${name}-text`] = darkenUntilReadable(filled, [white, shade(0)]);
    variables[`--mantine-color-${name}-outline`] = darkenUntilReadable(filled, [white]);
    if (!takesBlackText(filled)) {
      const readableFilled = darkenUntilReadable(filled, [white]);
      variables[`--mantine-color-${name}-filled`] = readableFilled;
      variables[`--mantine-color-${name}-filled-hover`] = darkenHex(readableFilled, 0.1);
    }
  }
  return variables;
}

/**
 * The theme's luminanceThreshold: on a filled background lighter than this, autoContrast writes black text
 * (at least 7:1 there); below it, white, on a background darkened until white reads.
 */
export const luminanceThreshold = 0.3;

export function takesBlackText(background: string): boolean {
  return relativeLuminance(background) >= luminanceThreshold;
}

export function darkenUntilReadable(color: string, backgrounds: string[]): string {
  for (let amount = 0; amount < 1; amount += 0.02) {
    const candidate = darkenHex(color, amount);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= readableContrast))
      return candidate;
  }
  return black;
}
