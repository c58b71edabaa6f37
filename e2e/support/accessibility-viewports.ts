/** The widths the pages behind a login are checked at: a laptop and a phone. */
export const accessibilityViewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
