/**
 * Top-level catalogue keys that are not part of the catalogue every page loads: each is fetched on its own,
 * by the routes whose pages use it (the legal texts are half the catalogue and shown on three pages only; the
 * others only behind a login), so the first page stays within its JavaScript budget.
 */
export const lazyCatalogueSections = [
  'legal',
  'email_verification',
  'account_export',
  'account_deletion',
  'student_account',
  'student_area',
  'seaTime',
  'student_logbook',
  'invitations_page',
  'planned_trips_page',
  'track_sketch',
  'trip_import',
  'transfer',
] as const;
export type LazyCatalogueSection = (typeof lazyCatalogueSections)[number];

/** The sections every page behind any login may show (the verification banner, the account's sections). */
const accountCatalogueSections = [
  'email_verification',
  'account_export',
  'account_deletion',
] as const satisfies readonly LazyCatalogueSection[];

/** Behind a captain login, with the captain-only pages' texts (invitations and students, planned trips). */
export const captainAreaCatalogueSections = [
  ...accountCatalogueSections,
  'invitations_page',
  'planned_trips_page',
] as const satisfies readonly LazyCatalogueSection[];

/** The same behind a student login, with the student pages' own texts. */
export const studentAreaCatalogueSections = [
  ...accountCatalogueSections,
  'student_account',
  'student_area',
  'student_logbook',
] as const satisfies readonly LazyCatalogueSection[];

/** Top-level catalogue keys only the server uses (mails and PDFs): never sent to the browser. */
export const serverCatalogueSections = ['mail', 'pdf'] as const;
