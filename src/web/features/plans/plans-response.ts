import type { Plan, PlansResponse } from '#domain/plan.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

function readPlan(value: unknown): Plan {
  if (
    !isRecord(value) ||
    !isWholeNumber(value.id) ||
    typeof value.name !== 'string' ||
    typeof value.amount !== 'number' ||
    !Number.isFinite(value.amount) ||
    typeof value.currency !== 'string' ||
    value.currency.length !== 3 ||
    !isWholeNumber(value.duration_days) ||
    value.duration_days <= 0
  ) {
    throw new Error('The plans answer holds a plan that is not one.');
  }
  const { id, name, amount, currency, duration_days } = value;
  return { id, name, amount, currency, duration_days };
}

/**
 * GET /api/subscriptions/plans checked by hand rather than by plansResponseSchema: the home page shows the
 * prices, and zod would be a tenth of the JavaScript the first page loads for this one check.
 * plans-response.test.ts holds this reader to the schema (the same answers accepted, the same output).
 */
export function readPlansResponse(value: unknown): PlansResponse {
  if (
    !isRecord(value) ||
    value.success !== true ||
    typeof value.message !== 'string' ||
    !Array.isArray(value.plans)
  ) {
    throw new Error('The plans answer is not one.');
  }
  return { success: true, plans: value.plans.map(readPlan), message: value.message };
}
