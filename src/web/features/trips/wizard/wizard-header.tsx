import { Badge, Box, Group, Progress, Stack, Stepper, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { type StepNumber, stepNames, stepNumbers, totalSteps } from './steps.ts';
import type { Wizard } from './use-wizard.ts';
import classes from './wizard.module.css';

type StepState = 'completed' | 'current' | 'invalid' | 'todo';

const stepColors: Record<StepState, string | undefined> = {
  completed: 'teal',
  current: undefined,
  invalid: 'red',
  todo: undefined,
};

interface WizardHeaderProps {
  wizard: Wizard;
  isValid: (step: StepNumber) => boolean;
  /** While saving no step can be opened. */
  disabled: boolean;
  /** The wizard's top, scrolled back into view when a step opens. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The counter 'n / 5', the progress bar (current / 5 * 100) and the Stepper with its colours: completed steps
 * teal with a tick, the current one in the primary colour, a reached step with problems red with a warning sign.
 * On phones the Stepper shows only its numbered icons and the counter names the current step.
 */
export function WizardHeader({ wizard, isValid, disabled, ref }: WizardHeaderProps) {
  const { t } = useTranslation();
  const label = (step: StepNumber) => t(`trips.wizard.steps.${stepNames[step]}`);
  const stateOf = (step: StepNumber): StepState => {
    if (step === wizard.active) return 'current';
    if (step > wizard.furthest) return 'todo';
    return isValid(step) ? 'completed' : 'invalid';
  };
  const iconOf = (state: StepState) =>
    state === 'invalid' ? (
      <IconAlertTriangle size="1.1rem" aria-hidden />
    ) : state === 'completed' ? (
      <IconCheck size="1.1rem" aria-hidden />
    ) : undefined;
  const current = { current: wizard.active, total: totalSteps, label: label(wizard.active) };

  return (
    <Stack gap="sm" ref={ref} className={classes.top}>
      <VisuallyHidden aria-live="polite">{t('trips.wizard.current_step', current)}</VisuallyHidden>
      <Group justify="space-between" wrap="nowrap" gap="sm" aria-hidden>
        <Text fw={600} hiddenFrom="md" truncate>
          {label(wizard.active)}
        </Text>
        <Badge variant="light" size="lg" ml="auto">
          {t('trips.wizard.counter', current)}
        </Badge>
      </Group>
      <Progress
        value={(wizard.active / totalSteps) * 100}
        aria-label={t('trips.wizard.progress_label')}
        size="sm"
      />
      <Box component="nav" aria-label={t('trips.wizard.steps_label')}>
        <Stepper
          active={wizard.active - 1}
          onStepClick={(index) => wizard.open((index + 1) as StepNumber)}
          size="sm"
          wrap={false}
        >
          {stepNumbers.map((step) => {
            const state = stateOf(step);
            const icon = iconOf(state);
            return (
              <Stepper.Step
                key={step}
                label={
                  // The space keeps the step's number and label two words ("2 Yacht", not "2Yacht") in the
                  // text the aria-label must contain (WCAG 2.5.3, label in name).
                  <Box component="span" visibleFrom="md">
                    {` ${label(step)}`}
                  </Box>
                }
                color={stepColors[state]}
                icon={icon}
                completedIcon={icon}
                allowStepSelect={!disabled && wizard.canOpen(step)}
                aria-disabled={disabled || !wizard.canOpen(step) ? true : undefined}
                aria-current={state === 'current' ? 'step' : undefined}
                aria-label={t('trips.wizard.step_button', {
                  number: step,
                  label: label(step),
                  state: t(`trips.wizard.step_states.${state}`),
                })}
              />
            );
          })}
        </Stepper>
      </Box>
    </Stack>
  );
}
