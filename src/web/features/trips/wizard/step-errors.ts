import { isCalendarDate } from '#domain/trip-days.ts';
import { stepErrors, type TripFormValues } from '#domain/trip-form.ts';
import { type CheckedStep, checkedSteps } from './steps.ts';

/** Field path -> catalogue key of its first problem. */
export type FieldErrorKeys = Record<string, string>;
export type ErrorsByStep = Record<CheckedStep, FieldErrorKeys>;

/**
 * The shared schema checks the date order only once every other cruise field is fine; the form shows
 * 'End date must be after start date' as soon as both dates are there, like the end date's minimum does.
 */
function withDateOrder(values: TripFormValues, errors: FieldErrorKeys): FieldErrorKeys {
  const { embarkationDate: start, disembarkationDate: end } = values;
  if (errors.disembarkationDate || !isCalendarDate(start) || !isCalendarDate(end) || end >= start)
    return errors;
  return { ...errors, disembarkationDate: 'trips.form.end_before_start' };
}

/** Every checked step's problems with the current values (the steps are valid when theirs are empty). */
export function errorsByStep(values: TripFormValues): ErrorsByStep {
  const result = {} as ErrorsByStep;
  for (const step of checkedSteps) {
    const errors = stepErrors(step, values);
    result[step] = step === 3 ? withDateOrder(values, errors) : errors;
  }
  return result;
}

export const isStepValid = (errors: ErrorsByStep, step: number) =>
  step === 5 || Object.keys(errors[step as CheckedStep] ?? {}).length === 0;
