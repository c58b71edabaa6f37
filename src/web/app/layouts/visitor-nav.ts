/** Header links for visitors; the captain and student areas add their own sets. */
export const visitorNav = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/cennik', labelKey: 'nav.pricing' },
  { to: '/contact', labelKey: 'nav.contact' },
] as const;
