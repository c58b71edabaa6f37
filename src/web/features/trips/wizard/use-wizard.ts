import { useCallback, useState } from 'react';
import { type StepNumber, stepNumbers, totalSteps } from './steps.ts';

export interface WizardRules {
  /** Edit mode: any step may be opened and Next is always allowed. */
  editMode: boolean;
  /** Whether a step's fields are valid now (the summary always is). */
  isValid: (step: StepNumber) => boolean;
  /** Where to open (a restored draft): the step on screen and the furthest reached. */
  initial?: { active: StepNumber; furthest: StepNumber };
}

export interface Wizard {
  active: StepNumber;
  /** The furthest step reached so far. */
  furthest: StepNumber;
  /** Whether the user tried to leave the step (or save): its errors show even on untouched fields. */
  attempted: (step: StepNumber) => boolean;
  canGoNext: boolean;
  canOpen: (step: StepNumber) => boolean;
  /** Goes on when allowed; otherwise marks the step as attempted and returns false. */
  next: () => boolean;
  previous: () => void;
  /** A click on a step: opens it when allowed. */
  open: (step: StepNumber) => void;
  /** Opens a step the form itself needs to show (a field the server refused). */
  show: (step: StepNumber) => void;
  markAttempted: (steps: readonly StepNumber[]) => void;
}

const clamp = (step: number): StepNumber => Math.min(totalSteps, Math.max(1, step)) as StepNumber;

/**
 * The wizard rules: Next only when the step is valid (always in edit mode), Previous above step 1, a jump
 * only to a completed step (one reached before, with every step before it valid) or, in edit mode, to any step.
 */
export function useWizard({ editMode, isValid, initial }: WizardRules): Wizard {
  const [active, setActive] = useState<StepNumber>(initial?.active ?? 1);
  const [furthest, setFurthest] = useState<StepNumber>(editMode ? 5 : (initial?.furthest ?? 1));
  const [attemptedSteps, setAttemptedSteps] = useState<ReadonlySet<StepNumber>>(new Set());

  const go = useCallback((step: number) => {
    const target = clamp(step);
    setActive(target);
    setFurthest((reached) => clamp(Math.max(reached, target)));
  }, []);

  const markAttempted = useCallback((steps: readonly StepNumber[]) => {
    setAttemptedSteps((current) => new Set([...current, ...steps]));
  }, []);

  const canGoNext = active < totalSteps && (editMode || isValid(active));
  const canOpen = (step: StepNumber) => {
    if (step === active) return false;
    if (editMode || step < active) return true;
    return step <= furthest && stepNumbers.filter((before) => before < step).every(isValid);
  };

  return {
    active,
    furthest,
    attempted: (step) => attemptedSteps.has(step),
    canGoNext,
    canOpen,
    next: () => {
      if (!canGoNext) {
        markAttempted([active]);
        return false;
      }
      go(active + 1);
      return true;
    },
    previous: () => go(active - 1),
    open: (step) => {
      if (canOpen(step)) go(step);
    },
    show: go,
    markAttempted,
  };
}
