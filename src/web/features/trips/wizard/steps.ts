import { tripFormSteps } from '#domain/trip-enums.ts';
import { captainRules, cruiseRules, yachtRules } from '#domain/trip-rules.ts';

/** The wizard's steps, numbered from 1 as the counter shows them ('n / 5'). */
export type StepNumber = 1 | 2 | 3 | 4 | 5;

export const stepNumbers: readonly StepNumber[] = [1, 2, 3, 4, 5];
export const totalSteps = tripFormSteps;
export const summaryStep: StepNumber = 5;

/** The steps that have fields to check (step 5 is the read-only summary). */
export type CheckedStep = Exclude<StepNumber, 5>;
export const checkedSteps: readonly CheckedStep[] = [1, 2, 3, 4];

/** The catalogue key of each step's name, under trips.wizard.steps. */
export const stepNames: Record<StepNumber, string> = {
  1: 'captain',
  2: 'yacht',
  3: 'cruise',
  4: 'crew',
  5: 'summary',
};

const stepOfTopField = new Map<string, CheckedStep>([
  ...Object.keys(captainRules).map((name) => [name, 1] as const),
  ...Object.keys(yachtRules).map((name) => [name, 2] as const),
  ...Object.keys(cruiseRules).map((name) => [name, 3] as const),
  ['visitedPorts', 3],
  ['crewMembers', 4],
]);

/** The step a form field path belongs to ("crewMembers.1.role" -> 4); null for a field the form does not have. */
export function stepOfField(path: string): CheckedStep | null {
  return stepOfTopField.get(path.split('.')[0] ?? '') ?? null;
}

export const isStepNumber = (value: number): value is StepNumber =>
  Number.isInteger(value) && value >= 1 && value <= totalSteps;
