import { describe, expect, it } from 'vitest';
import { plannedTripInputSchema } from '#domain/planned-trip.ts';
import { crewStepSchema } from '#domain/trip-form.ts';
import { z } from '#domain/validation.ts';
import { yachtInputSchema } from '#domain/yacht.ts';
import { inputLimitsAt, limitsAt } from './schema-limits.ts';

describe('a field’s limits read from its schema', () => {
  it('reads a text’s length and a number’s range', () => {
    const schema = z.object({ code: z.string().min(2).max(5), count: z.number().int().min(1).max(9) });
    expect(limitsAt(schema, 'code')).toEqual({ minimum: 2, maximum: 5 });
    expect(limitsAt(schema, 'count')).toEqual({ minimum: 1, maximum: 9 });
    expect(inputLimitsAt(schema, 'code')).toEqual({ maxLength: 5 });
    expect(inputLimitsAt(schema, 'count', 'number')).toEqual({ min: 1, max: 9 });
  });

  it('looks through preprocessing, transforms, optional and nullable rules, and refined objects', () => {
    expect(inputLimitsAt(plannedTripInputSchema, 'description')).toEqual({ maxLength: 5000 });
    expect(inputLimitsAt(plannedTripInputSchema, 'max_crew', 'number')).toEqual({ min: 1, max: 100 });
    expect(inputLimitsAt(yachtInputSchema, 'hull_length', 'number')).toEqual({ min: 0, max: 1000 });
    const optional = z.object({ note: z.string().max(7).nullable().optional().default(null) });
    expect(inputLimitsAt(optional, 'note')).toEqual({ maxLength: 7 });
  });

  it('follows a path into an array of objects', () => {
    expect(inputLimitsAt(crewStepSchema, 'crewMembers.3.fullName')).toEqual({ maxLength: 120 });
    expect(inputLimitsAt(crewStepSchema, 'crewMembers.fullName')).toEqual({});
  });

  it('gives nothing for a field it does not bound, or does not have', () => {
    // A number typed as text (hours with a colon, say) is no number input: no range on it.
    expect(inputLimitsAt(yachtInputSchema, 'hull_length')).toEqual({});
    // A whole number without bounds of its own has only the safe-integer range, which says nothing.
    expect(limitsAt(z.object({ id: z.number().int() }), 'id')).toEqual({});
    expect(limitsAt(yachtInputSchema, 'no_such_field')).toEqual({});
    expect(limitsAt(z.object({ flag: z.boolean() }), 'flag')).toEqual({});
  });
});
