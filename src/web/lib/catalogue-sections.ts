/**
 * Top-level catalogue keys that are not part of the catalogue every page loads: each is fetched on its own,
 * by the pages that use it (the legal texts are half the catalogue and shown on three pages only).
 */
export const lazyCatalogueSections = ['legal'] as const;
export type LazyCatalogueSection = (typeof lazyCatalogueSections)[number];
