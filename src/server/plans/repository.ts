import type { Db } from '../db/database.ts';

export interface NewPlan {
  nameEn: string;
  namePl: string;
  amountMinor: number;
  currency: string;
  durationDays: number;
}

const columns = [
  'id',
  'name_en',
  'name_pl',
  'amount_minor',
  'currency',
  'duration_days',
  'is_active',
] as const;

export function plansRepository(db: Db) {
  return {
    listActive() {
      return db
        .selectFrom('plans')
        .select(columns)
        .where('is_active', '=', 1)
        .orderBy('duration_days', 'desc')
        .orderBy('id')
        .execute();
    },
    listAll() {
      return db.selectFrom('plans').select(columns).orderBy('id').execute();
    },
    async create(plan: NewPlan) {
      return db
        .insertInto('plans')
        .values({
          name_en: plan.nameEn,
          name_pl: plan.namePl,
          amount_minor: plan.amountMinor,
          currency: plan.currency,
          duration_days: plan.durationDays,
          is_active: 1,
          created_at: new Date().toISOString(),
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },
  };
}

export type PlanRow = Awaited<ReturnType<ReturnType<typeof plansRepository>['listAll']>>[number];
export type PlansRepository = ReturnType<typeof plansRepository>;
