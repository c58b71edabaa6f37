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
  { to: '/sea-time', labelKey: 'nav.sea_time' },
  { to: '/planned-sailing-trips', labelKey: 'nav.planned_trips' },
  { to: '/yachts', labelKey: 'nav.yachts' },
  { to: '/invitations', labelKey: 'nav.students' },
  { to: '/captain-profile', labelKey: 'nav.captain_profile' },
] as const;

export const studentNav = [
  { to: '/student/dashboard', labelKey: 'nav.dashboard' },
  { to: '/student/invitations', labelKey: 'nav.student_invitations' },
  { to: '/student/captains', labelKey: 'nav.student_captains' },
  { to: '/student/planned-sailing-trips', labelKey: 'nav.student_planned_trips' },
  { to: '/student/enrolled-trips', labelKey: 'nav.enrolled_trips' },
  { to: '/student/logbook', labelKey: 'nav.student_logbook' },
  { to: '/student/sea-time', labelKey: 'nav.sea_time' },
] as const;

export type NavItem = (typeof visitorNav | typeof captainNav | typeof studentNav)[number];
