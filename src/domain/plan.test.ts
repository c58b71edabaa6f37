import { describe, expect, it } from 'vitest';
import { planSchema, plansResponseSchema } from './plan.ts';
import { fallbackPlan, planDuration } from './plan-duration.ts';

describe('planDuration', () => {
  it('names 365 days yearly access', () => {
    expect(planDuration(365)).toEqual({ kind: 'yearly' });
  });

  it('names 30 days monthly access', () => {
    expect(planDuration(30)).toEqual({ kind: 'monthly' });
  });

  it('names every other length by its number of days', () => {
    expect(planDuration(7)).toEqual({ kind: 'days', days: 7 });
    expect(planDuration(31)).toEqual({ kind: 'days', days: 31 });
    expect(planDuration(366)).toEqual({ kind: 'days', days: 366 });
    expect(planDuration(1)).toEqual({ kind: 'days', days: 1 });
  });
});

describe('plan schemas', () => {
  const plan = { id: 1, name: 'Yearly premium', amount: 49, currency: 'PLN', duration_days: 365 };

  it('accept the plans response the API sends', () => {
    expect(
      plansResponseSchema.safeParse({ success: true, plans: [plan], message: 'Plans loaded.' }).success,
    ).toBe(true);
  });

  it('reject a plan with a bad currency or duration', () => {
    expect(planSchema.safeParse({ ...plan, currency: 'PLNN' }).success).toBe(false);
    expect(planSchema.safeParse({ ...plan, duration_days: 0 }).success).toBe(false);
    expect(planSchema.safeParse({ ...plan, duration_days: 1.5 }).success).toBe(false);
  });

  it('have a fallback price of 49 PLN for a year', () => {
    expect(planSchema.omit({ id: true, name: true }).parse(fallbackPlan)).toEqual({
      amount: 49,
      currency: 'PLN',
      duration_days: 365,
    });
    expect(planDuration(fallbackPlan.duration_days)).toEqual({ kind: 'yearly' });
  });
});
