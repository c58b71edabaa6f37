import { z } from './validation.ts';

export const planSchema = z.object({
  id: z.number().int(),
  name: z
    .string()
    .meta({ description: "The plan's name in the Accept-Language (English unless Polish is asked)" }),
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
