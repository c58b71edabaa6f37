import { memo } from 'react';
import { CaptainStep } from './captain-step.tsx';
import type { CrewLinks } from './crew-member-card.tsx';
import { CrewStep } from './crew-step.tsx';
import { CruiseStep } from './cruise-step.tsx';
import type { StepNumber } from './steps.ts';
import { SummaryStep } from './summary-step.tsx';
import { YachtStep } from './yacht-step.tsx';

interface ActiveStepProps {
  step: StepNumber;
  /** Step 1 was filled from the captain profile. */
  autofilled: boolean;
  yachtSearch: boolean;
  /** Linking crew members to the captain's students (null: not offered). Keep it the same object across renders. */
  crewLinks: CrewLinks | null;
}

/**
 * The fields of the step on screen (one step at a time; the form keeps every step's values). Memoised: the
 * form re-renders on every keystroke, the step's fields only when their own value or message changes.
 */
export const ActiveStep = memo(function ActiveStep({
  step,
  autofilled,
  yachtSearch,
  crewLinks,
}: ActiveStepProps) {
  switch (step) {
    case 1:
      return <CaptainStep autofilled={autofilled} />;
    case 2:
      return <YachtStep withSearch={yachtSearch} />;
    case 3:
      return <CruiseStep />;
    case 4:
      return <CrewStep links={crewLinks} />;
    case 5:
      return <SummaryStep crewLinks={crewLinks} />;
  }
});

/** The catalogue key of the line under a step's title, if it has one. */
export function stepIntroKey(step: StepNumber, yachtSearch: boolean): string | undefined {
  if (step === 1) return 'trips.wizard.captain.intro';
  if (step === 2) return yachtSearch ? 'trips.wizard.yacht.intro' : 'trips.wizard.yacht.search_off';
  if (step === 5) return 'trips.wizard.summary.intro';
  return undefined;
}
