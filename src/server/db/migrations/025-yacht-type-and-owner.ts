import type { Kysely } from 'kysely';

const yachtColumns = [
  ['type', 'varchar(100)'],
  ['owner_name', 'varchar(200)'],
  ['owner_address', 'varchar(300)'],
] as const;

const tripColumns = [
  ['yacht_type', 'varchar(100)'],
  ['yacht_owner_name', 'varchar(200)'],
  ['yacht_owner_address', 'varchar(300)'],
] as const;

/**
 * The yacht's type (make and model, or rig) and owner (name and address, printed in the voyage card's owner box),
 * on yachts and on the trip's own copy of its yacht (docs/trips.md). Optional: '' means not given, which is what
 * every yacht and trip stored before knew.
 */
export function yachtTypeAndOwnerMigration() {
  return {
    async up(db: Kysely<unknown>) {
      for (const [column, type] of yachtColumns)
        await db.schema
          .alterTable('yachts')
          .addColumn(column, type, (col) => col.notNull().defaultTo(''))
          .execute();
      for (const [column, type] of tripColumns)
        await db.schema
          .alterTable('trips')
          .addColumn(column, type, (col) => col.notNull().defaultTo(''))
          .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const [column] of tripColumns) await db.schema.alterTable('trips').dropColumn(column).execute();
      for (const [column] of yachtColumns) await db.schema.alterTable('yachts').dropColumn(column).execute();
    },
  };
}
