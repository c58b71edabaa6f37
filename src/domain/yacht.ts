import { decimalNumber as decimal, requiredOr, z } from './validation.ts';

export const yachtLimit = 150;
export const yachtSearchMinLength = 2;

const requiredText = (key: string, max: number) =>
  z
    .string({ error: requiredOr(key) })
    .trim()
    .min(1, { message: key, abort: true })
    .max(max, 'validation.too_long');

/** POST/PUT /api/yachts and the yacht form: all six fields are required. */
export const yachtInputSchema = z.strictObject({
  name: requiredText('yachts.form.name_required', 100),
  registration_number: requiredText('yachts.form.registration_number_required', 50),
  home_port: requiredText('yachts.form.home_port_required', 100),
  hull_length: decimal('yachts.form.hull_length_required', 2, 1000),
  engines_count: decimal('yachts.form.engines_count_required', 0, 20),
  engine_power: decimal('yachts.form.engine_power_required', 1, 100_000),
});
export type YachtInput = z.infer<typeof yachtInputSchema>;
/** What the form holds before parsing: numbers as typed. */
export type YachtFormValues = z.input<typeof yachtInputSchema>;

export const yachtSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  registration_number: z.string(),
  home_port: z.string(),
  hull_length: z.number(),
  engines_count: z.number().int(),
  engine_power: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Yacht = z.infer<typeof yachtSchema>;

export const yachtListResponseSchema = z.object({ data: z.array(yachtSchema) });
export const yachtResponseSchema = z.object({ data: yachtSchema });
