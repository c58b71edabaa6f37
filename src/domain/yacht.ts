import { decimalNumber as decimal, optionalText, requiredOr, z } from './validation.ts';

export const yachtLimit = 150;
export const yachtSearchMinLength = 2;

const requiredText = (key: string, max: number) =>
  z
    .string({ error: requiredOr(key) })
    .trim()
    .min(1, { message: key, abort: true })
    .max(max, 'validation.too_long');

const typeDescription =
  'Optional: the yacht\'s make and model or rig, e.g. "Bavaria Cruiser 46" or "sloop" (at most 100 characters; \'\' when not given)';
const ownerNameDescription =
  "Optional: the yacht's owner, printed in the voyage card's owner box (at most 200 characters; '' when not given)";
const ownerAddressDescription =
  "Optional: the owner's address, may hold several lines (at most 300 characters; '' when not given)";

/**
 * POST/PUT /api/yachts and the yacht form: the six fields of the specification are required; the type and the
 * owner (printed on the voyage card) are optional and empty when not given.
 */
export const yachtInputSchema = z.strictObject({
  name: requiredText('yachts.form.name_required', 100),
  registration_number: requiredText('yachts.form.registration_number_required', 50),
  home_port: requiredText('yachts.form.home_port_required', 100),
  hull_length: decimal('yachts.form.hull_length_required', 2, 1000),
  engines_count: decimal('yachts.form.engines_count_required', 0, 20),
  engine_power: decimal('yachts.form.engine_power_required', 1, 100_000),
  type: optionalText(100).meta({ description: typeDescription }),
  owner_name: optionalText(200).meta({ description: ownerNameDescription }),
  owner_address: optionalText(300).meta({ description: ownerAddressDescription }),
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
  type: z.string().meta({ description: typeDescription }),
  owner_name: z.string().meta({ description: ownerNameDescription }),
  owner_address: z.string().meta({ description: ownerAddressDescription }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Yacht = z.infer<typeof yachtSchema>;

export const yachtListResponseSchema = z.object({ data: z.array(yachtSchema) });
export const yachtResponseSchema = z.object({ data: yachtSchema });
