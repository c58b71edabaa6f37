import type { Db } from '../db/database.ts';

export interface NewPlan {
  name: string;
  amountMinor: number;
  currency: string;
  durationDays: number;
}

export function plansRepository(db: Db) {
  return {
    listActive() {
      return db
        .selectFrom('plans')
        .select(['id', 'name', 'amount_minor', 'currency', 'duration_days', 'is_active'])
        .where('is_active', '=', 1)
        .orderBy('duration_days', 'desc')
        .orderBy('id')
        .execute();
    },
    listAll() {
      return db
        .selectFrom('plans')
        .select(['id', 'name', 'amount_minor', 'currency', 'duration_days', 'is_active'])
        .orderBy('id')
        .execute();
    },
    async create(plan: NewPlan) {
      return db
        .insertInto('plans')
        .values({
          name: plan.name,
          amount_minor: plan.amountMinor,
          currency: plan.currency,
          duration_days: plan.durationDays,
          is_active: 1,
          created_at: new Date().toISOString(),
        })
        .returning(['id', 'name', 'amount_minor', 'currency', 'duration_days', 'is_active'])
        .executeTakeFirstOrThrow();
    },
  };
}

export type PlanRow = Awaited<ReturnType<ReturnType<typeof plansRepository>['listAll']>>[number];
export type PlansRepository = ReturnType<typeof plansRepository>;
