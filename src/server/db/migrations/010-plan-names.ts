import { type Kysely, sql } from 'kysely';

/** "Polish / English" (the seeded names' order) into its two names; a name without " / " is both. */
export function splitPlanName(name: string): { en: string; pl: string } {
  const at = name.indexOf(' / ');
  const pl = at < 0 ? '' : name.slice(0, at).trim();
  const en = at < 0 ? '' : name.slice(at + 3).trim();
  return pl && en ? { en, pl } : { en: name.trim(), pl: name.trim() };
}

/**
 * A plan has a name per language (plans.name_en, plans.name_pl), and a payment keeps both names of the plan
 * it bought (subscriptions.plan_name_en, plan_name_pl), so the history reads in the reader's language.
 * Existing names are split on " / " into Polish / English (the seeded "Premium roczny / Yearly premium");
 * a name without one becomes both names. The single-name columns are dropped: one place per name.
 */
export function planNamesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      const names = (col: string) =>
        db.schema
          .alterTable('plans')
          .addColumn(col, 'varchar(100)', (c) => c.notNull().defaultTo(''))
          .execute();
      await names('name_en');
      await names('name_pl');
      const plans = await sql<{ id: number; name: string }>`select id, name from plans`.execute(db);
      for (const plan of plans.rows) {
        const { en, pl } = splitPlanName(plan.name);
        await sql`update plans set name_en = ${en}, name_pl = ${pl} where id = ${plan.id}`.execute(db);
      }
      await db.schema.alterTable('plans').dropColumn('name').execute();

      await db.schema.alterTable('subscriptions').addColumn('plan_name_en', 'varchar(100)').execute();
      await db.schema.alterTable('subscriptions').addColumn('plan_name_pl', 'varchar(100)').execute();
      const bought = await sql<{ plan_name: string }>`
        select distinct plan_name from subscriptions where plan_name is not null
      `.execute(db);
      for (const { plan_name } of bought.rows) {
        const { en, pl } = splitPlanName(plan_name);
        await sql`
          update subscriptions set plan_name_en = ${en}, plan_name_pl = ${pl} where plan_name = ${plan_name}
        `.execute(db);
      }
      await db.schema.alterTable('subscriptions').dropColumn('plan_name').execute();
    },
    async down(db: Kysely<unknown>) {
      // Back to one name: "Polish / English" when they differ, as the names were before.
      await db.schema.alterTable('subscriptions').addColumn('plan_name', 'varchar(100)').execute();
      await sql`
        update subscriptions set plan_name = substr(case when plan_name_pl = plan_name_en then plan_name_en
          else plan_name_pl || ' / ' || plan_name_en end, 1, 100)
        where plan_name_en is not null
      `.execute(db);
      await db.schema.alterTable('subscriptions').dropColumn('plan_name_en').execute();
      await db.schema.alterTable('subscriptions').dropColumn('plan_name_pl').execute();

      await db.schema
        .alterTable('plans')
        .addColumn('name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .execute();
      await sql`
        update plans set name = substr(case when name_pl = name_en then name_en
          else name_pl || ' / ' || name_en end, 1, 100)
      `.execute(db);
      await db.schema.alterTable('plans').dropColumn('name_en').execute();
      await db.schema.alterTable('plans').dropColumn('name_pl').execute();
    },
  };
}
