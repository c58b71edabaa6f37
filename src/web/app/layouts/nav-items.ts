/**
 * Header links per role. Every entry points at a route that exists; a new page joins its role's list here.
 * The footer adds the legal links for everyone.
 */
export const visitorNav = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/cennik', labelKey: 'nav.pricing' },
  { to: '/contact', labelKey: 'nav.contact' },
] as const;

export const captainNav = [
  { to: '/dashboard', labelKey: 'nav.dashboard' },
  { to: '/sailing-trips', labelKey: 'nav.trips' },
  { to: '/yachts', labelKey: 'nav.yachts' },
  { to: '/captain-profile', labelKey: 'nav.captain_profile' },
] as const;

export const studentNav = [{ to: '/student/dashboard', labelKey: 'nav.dashboard' }] as const;

export type NavItem = (typeof visitorNav | typeof captainNav | typeof studentNav)[number];
