import { z } from '#domain/validation.ts';

/** A field's bounds in its schema: a text's length, or a number's range. */
export interface FieldLimits {
  minimum?: number;
  maximum?: number;
}

/** What an input is told of its field's bounds: a text's maximum length, a number's range. */
export interface InputLimits {
  maxLength?: number;
  min?: number;
  max?: number;
}

/** The rule that checks the value itself, past preprocessing, transforms, defaults and optional/nullable. */
function valueRule(rule: unknown): unknown {
  if (rule instanceof z.ZodPipe) return valueRule(rule.out instanceof z.ZodTransform ? rule.in : rule.out);
  if (rule instanceof z.ZodOptional || rule instanceof z.ZodNullable || rule instanceof z.ZodDefault)
    return valueRule(rule.unwrap());
  return rule;
}

/** The rule of a field by its form path: "name", or "crewMembers.0.fullName" through an array of objects. */
export function ruleAt(schema: z.ZodType, path: string): unknown {
  let rule: unknown = schema;
  for (const part of path.split('.')) {
    const current = valueRule(rule);
    if (current instanceof z.ZodObject) rule = current.shape[part];
    else if (current instanceof z.ZodArray && /^\d+$/.test(part)) rule = current.element;
    else return undefined;
  }
  return valueRule(rule);
}

const isText = (rule: unknown): rule is z.ZodString | z.ZodStringFormat =>
  rule instanceof z.ZodString || rule instanceof z.ZodStringFormat;

/** zod gives a whole number without bounds of its own the safe-integer range: no bound worth stating. */
const stated = (bound: number | null) =>
  bound !== null && Math.abs(bound) < Number.MAX_SAFE_INTEGER ? bound : undefined;

/** The field's bounds, which the catalogue's messages mention ("Enter at most {{maximum}} characters."). */
export function limitsAt(schema: z.ZodType, path: string): FieldLimits {
  const rule = ruleAt(schema, path);
  if (isText(rule)) return { minimum: stated(rule.minLength), maximum: stated(rule.maxLength) };
  if (rule instanceof z.ZodNumber) return { minimum: stated(rule.minValue), maximum: stated(rule.maxValue) };
  return {};
}

/**
 * The bounds to set on the field's input, so it stops at the limit instead of failing on submit: the maximum
 * length of a text, the range of a number input (type="number"; a number typed as text, hours for one, has none).
 */
export function inputLimitsAt(schema: z.ZodType, path: string, type?: string): InputLimits {
  const rule = ruleAt(schema, path);
  const { minimum, maximum } = limitsAt(schema, path);
  if (isText(rule)) return maximum === undefined ? {} : { maxLength: maximum };
  if (rule instanceof z.ZodNumber && type === 'number')
    return { ...(minimum !== undefined && { min: minimum }), ...(maximum !== undefined && { max: maximum }) };
  return {};
}
