/** How a plan's length is named: 365 days is yearly access, 30 monthly, anything else N days. */
export type PlanDuration = { kind: 'yearly' } | { kind: 'monthly' } | { kind: 'days'; days: number };

export function planDuration(durationDays: number): PlanDuration {
  if (durationDays === 365) return { kind: 'yearly' };
  if (durationDays === 30) return { kind: 'monthly' };
  return { kind: 'days', days: durationDays };
}

/** The price shown on the home page when no plan could be loaded. */
export const fallbackPlan = { amount: 49, currency: 'PLN', duration_days: 365 } as const;
