import { z } from './validation.ts';

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: z.number().meta({ description: 'Price as a decimal number in the plan currency, e.g. 49.00' }),
  currency: z.string().length(3),
  duration_days: z.number().int().positive(),
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.object({
  success: z.literal(true),
  plans: z.array(planSchema),
  message: z.string(),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** How a plan's length is named: 365 days is yearly access, 30 monthly, anything else N days. */
export type PlanDuration = { kind: 'yearly' } | { kind: 'monthly' } | { kind: 'days'; days: number };

export function planDuration(durationDays: number): PlanDuration {
  if (durationDays === 365) return { kind: 'yearly' };
  if (durationDays === 30) return { kind: 'monthly' };
  return { kind: 'days', days: durationDays };
}

/** The price shown on the home page when no plan could be loaded. */
export const fallbackPlan = { amount: 49, currency: 'PLN', duration_days: 365 } as const;
