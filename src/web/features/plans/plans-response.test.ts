import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plansResponseSchema } from '#domain/plan.ts';
import { readPlansResponse } from './plans-response.ts';

const validPlan = fc.record({
  id: fc.integer(),
  name: fc.string(),
  amount: fc.double({ noNaN: true, noDefaultInfinity: true }),
  currency: fc.string({ minLength: 3, maxLength: 3 }),
  duration_days: fc.integer({ min: 1 }),
});

/** Anything a field could hold: right and wrong types, edge numbers, missing. */
const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3, max: 400 }),
  fc.double(),
  fc.constantFrom(0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60),
  fc.string({ maxLength: 5 }),
  fc.constantFrom('PLN', 'EURO', ''),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);

/** A valid plan with some of its fields replaced, removed or joined by an extra key. */
const plan = fc.oneof(
  validPlan,
  fc
    .tuple(validPlan, fc.constantFrom('id', 'name', 'amount', 'currency', 'duration_days', 'extra'), anyValue)
    .map(([base, key, value]) => ({ ...base, [key]: value })),
  anyValue,
);

const answer = fc.oneof(
  fc.record({ success: fc.constant(true), plans: fc.array(plan, { maxLength: 3 }), message: fc.string() }),
  fc
    .tuple(
      fc.record({
        success: fc.constant(true),
        plans: fc.array(validPlan, { maxLength: 2 }),
        message: fc.string(),
      }),
      fc.constantFrom('success', 'plans', 'message', 'extra'),
      anyValue,
    )
    .map(([base, key, value]) => ({ ...base, [key]: value })),
  anyValue,
);

function outcome(read: () => unknown) {
  try {
    return { accepted: true, value: read() };
  } catch {
    return { accepted: false };
  }
}

describe('readPlansResponse', () => {
  it('accepts and returns exactly what plansResponseSchema accepts and returns', () => {
    fc.assert(
      fc.property(answer, (value) => {
        const schema = plansResponseSchema.safeParse(value);
        const byHand = outcome(() => readPlansResponse(value));
        expect(byHand.accepted).toBe(schema.success);
        if (schema.success) expect(byHand.value).toEqual(schema.data);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a real answer and drops unknown keys', () => {
    const plan = { id: 1, name: 'Yearly', amount: 49, currency: 'PLN', duration_days: 365, secret: 'x' };
    expect(readPlansResponse({ success: true, plans: [plan], message: 'ok', extra: 1 })).toEqual({
      success: true,
      plans: [{ id: 1, name: 'Yearly', amount: 49, currency: 'PLN', duration_days: 365 }],
      message: 'ok',
    });
  });
});
