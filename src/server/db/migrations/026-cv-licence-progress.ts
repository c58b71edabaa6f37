import type { Kysely } from 'kysely';

/**
 * The licence scheme whose progress a CV prints under its totals (a sea-time scheme id, or null for none): kept
 * with the rest of the CV request behind its link, so the PDF is the same each time the link is opened.
 */
export function cvLicenceProgressMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('cv_links').addColumn('scheme', 'varchar(40)').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('cv_links').dropColumn('scheme').execute();
    },
  };
}
