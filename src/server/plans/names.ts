import type { Language } from '#domain/language.ts';

/** A plan's name (or a payment's copy of it) in the reader's language. */
export function planNameIn(row: { name_en: string; name_pl: string }, language: Language): string {
  return language === 'pl' ? row.name_pl : row.name_en;
}

/** A payment's copy of its plan's names in the reader's language; codes and grants have none. */
export function boughtPlanNameIn(
  row: { plan_name_en: string | null; plan_name_pl: string | null },
  language: Language,
): string | null {
  return language === 'pl' ? row.plan_name_pl : row.plan_name_en;
}
