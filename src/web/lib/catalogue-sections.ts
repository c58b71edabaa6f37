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

/**
 * The top-level keys a visitor's home page shows (its header, footer, plans and error pages): the first
 * catalogue holds only these. Every other key of the main catalogue is the `rest` part, which any other page
 * loads before it renders (decision 011).
 */
export const firstPageCatalogueKeys = [
  'app',
  'nav',
  'footer',
  'language',
  'common',
  'home',
  'plans',
  'confirm',
  'route_error',
  'not_found',
] as const;

/** A part of the catalogue that is loaded on demand: a lazy section or the rest of the main catalogue. */
export type CataloguePart = LazyCatalogueSection | 'rest';

/** Whether a page needs the rest of the main catalogue: all but the home page of a visitor do. */
export function needsRestOfCatalogue(pathname: string, loggedIn: boolean): boolean {
  return pathname !== '/' || loggedIn;
}

/** The sections every page behind any login may show (the verification banner, the account's sections). */
const accountCatalogueSections = [
  'rest',
  'email_verification',
  'account_export',
  'account_deletion',
] as const satisfies readonly CataloguePart[];

/** Behind a captain login, with the captain-only pages' texts (invitations and students, planned trips). */
export const captainAreaCatalogueSections = [
  ...accountCatalogueSections,
  'invitations_page',
  'planned_trips_page',
] as const satisfies readonly CataloguePart[];

/** The same behind a student login, with the student pages' own texts. */
export const studentAreaCatalogueSections = [
  ...accountCatalogueSections,
  'student_account',
  'student_area',
  'student_logbook',
] as const satisfies readonly CataloguePart[];

/** Top-level catalogue keys only the server uses (mails and PDFs): never sent to the browser. */
export const serverCatalogueSections = ['mail', 'pdf'] as const;
