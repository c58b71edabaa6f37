import { type CSSVariablesResolver, createTheme, type MantineColorsTuple, Title } from '@mantine/core';
import { darkenUntilReadable, luminanceThreshold, readableColorVariables } from './readable-colors.ts';

const navy: MantineColorsTuple = [
  '#e8f3f9',
  '#cfe3ee',
  '#9fc6dc',
  '#6ba7ca',
  '#428dba',
  '#287db1',
  '#1a74ae',
  '#0a6399',
  '#00588a',
  '#0b3954',
];

const gold: MantineColorsTuple = [
  '#fff9e1',
  '#fff1cc',
  '#ffe19b',
  '#ffd164',
  '#fec337',
  '#febb1a',
  '#feb705',
  '#e2a000',
  '#c98e00',
  '#ae7a00',
];

const lightPrimaryShade = 8;

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: lightPrimaryShade, dark: 5 },
  colors: { navy, gold },
  // Black text on the light filled colours (yellow, lime, gold), white on the rest (readable-colors.ts).
  autoContrast: true,
  luminanceThreshold,
  defaultRadius: 'md',
  // Modals, menus and toasts appear without sliding or fading for users who prefer reduced motion.
  respectReducedMotion: true,
  // Self-hosted (app/fonts.css); the system fonts only until it arrives (font-display: swap) or if it cannot.
  fontFamily:
    '"Public Sans Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  // The variable font has every weight: headings a step lighter than bold, the smaller ones lighter still.
  headings: {
    fontWeight: '650',
    sizes: { h4: { fontWeight: '600' }, h5: { fontWeight: '600' }, h6: { fontWeight: '600' } },
  },
  other: { premiumColor: 'gold' },
  components: {
    // Headings carry user data (names, yachts); a long word wraps instead of widening a phone's page.
    Title: Title.extend({ styles: { root: { overflowWrap: 'break-word' } } }),
  },
});

/**
 * Every colour's text meets WCAG AA in the light scheme, the only one the app uses: badges, coloured text,
 * outlines and filled controls (readable-colors.ts), error messages, and the dimmed grey (Mantine's default is
 * below 4.5:1 on white; one shade darker passes).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...readableColorVariables(resolved.colors, lightPrimaryShade),
    '--mantine-color-error': darkenUntilReadable(resolved.colors.red[6], ['#ffffff']),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
