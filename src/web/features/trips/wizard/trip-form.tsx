import { Box, Stack } from '@mantine/core';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CaptainProfile } from '#domain/captain-profile.ts';
import type { Trip } from '#domain/trip.ts';
import type { TripFormValues } from '#domain/trip-form.ts';
import { captainFromProfile } from '#domain/trip-form-data.ts';
import { useCaptainSession } from '../../session/use-session.ts';
import { ActiveStep, stepIntroKey } from './active-step.tsx';
import { Disclaimers } from './disclaimers.tsx';
import { ProfileAutofill } from './profile-autofill.tsx';
import type { SaveFailure } from './save-failure.ts';
import { SaveErrors, SaveSuccess } from './save-status.tsx';
import { errorsByStep, isStepValid } from './step-errors.ts';
import { StepPanel } from './step-panel.tsx';
import {
  type CheckedStep,
  checkedSteps,
  type StepNumber,
  stepNames,
  stepOfField,
  summaryStep,
} from './steps.ts';
import { createFieldErrorStore, TripFormContext } from './trip-form-context.ts';
import { useFocusOnStep } from './use-focus-on-step.ts';
import { useTripSave } from './use-trip-save.ts';
import { useVisibleErrors } from './use-visible-errors.ts';
import { useWizard } from './use-wizard.ts';
import { WizardHeader } from './wizard-header.tsx';
import { WizardNav } from './wizard-nav.tsx';

interface TripFormCommonProps {
  initialValues: TripFormValues;
  /** The last button's text (default 'Save trip'); edit mode always reads 'Update'. */
  submitLabel?: string;
  /** False: nothing is saved; the checked data go to onSubmitData (the public trip card). */
  allowSaving?: boolean;
  /**
   * Called inside the submit itself (a page may open a tab there). A promise keeps the form busy until it
   * settles; a failure it resolves to is shown like a refused save: field errors on their fields.
   */
  onSubmitData?: (values: TripFormValues) => Promise<SaveFailure | null> | undefined;
  /** After a successful save (the pages navigate to the trip). */
  onSaved?: (trip: Trip) => void;
  /** Create mode: the planned trip this trip is made from (saving links it; docs/students.md, "Sailed"). */
  plannedTripId?: number;
  /** Offer the search among the captain's yachts on step 2 (default true). */
  yachtSearch?: boolean;
  /** In create mode, fill step 1 from the captain profile when it loads (default true; needs a login). */
  profileAutofill?: boolean;
  /** Shown beside Previous (the edit page's cancel link). */
  secondaryAction?: ReactNode;
}

export type TripFormProps = TripFormCommonProps &
  ({ mode: 'create'; tripId?: undefined } | { mode: 'edit'; tripId: number });

/**
 * The five-step trip form. One react-hook-form store keeps every step's values while one step is on screen;
 * each step is checked with its shared schema, and the wizard rules of the SPEC decide where the user may go.
 */
export function TripForm({
  initialValues,
  mode,
  tripId,
  submitLabel,
  allowSaving = true,
  onSubmitData,
  onSaved,
  plannedTripId,
  yachtSearch = true,
  profileAutofill = true,
  secondaryAction,
}: TripFormProps) {
  const { t } = useTranslation();
  const session = useCaptainSession();
  const accountEmail = session?.user.email ?? '';
  const editMode = mode === 'edit';
  const form = useForm<TripFormValues>({
    defaultValues: editMode
      ? initialValues
      : { ...initialValues, email: initialValues.email || accountEmail },
  });
  const values = form.watch();
  const errors = errorsByStep(values);
  const isValid = (step: StepNumber) => isStepValid(errors, step);
  const wizard = useWizard({ editMode, isValid });
  const { errorOf, refusedByServer, showServerErrors } = useVisibleErrors({
    form,
    errors,
    attempted: wizard.attempted,
  });
  const [errorStore] = useState(createFieldErrorStore);
  const context = useMemo(() => ({ form, errors: errorStore }), [form, errorStore]);
  // Every render may change what the fields show; each field re-renders only if its own message changed.
  useLayoutEffect(() => errorStore.publish(errorOf));
  const { save, saving: savingTrip, outcome } = useTripSave({ mode, tripId, plannedTripId, onSaved });
  const [handingOver, setHandingOver] = useState(false);
  const saving = savingTrip || handingOver;
  const { topRef, headingRef, panelRef, focusFirstInvalid } = useFocusOnStep(wizard.active);
  const [autofilled, setAutofilled] = useState(false);
  const autofillDone = useRef(false);

  const applyProfile = useCallback(
    (profile: CaptainProfile) => {
      if (autofillDone.current) return;
      autofillDone.current = true;
      let filled = false;
      for (const [name, value] of Object.entries(captainFromProfile(profile, accountEmail))) {
        const field = name as keyof ReturnType<typeof captainFromProfile>;
        if (value === '' || form.getValues(field) !== '') continue;
        form.setValue(field, value);
        filled = true;
      }
      setAutofilled(filled);
    },
    [form, accountEmail],
  );

  const showStepsWithProblems = (steps: readonly CheckedStep[]) => {
    const first = steps[0];
    if (first === undefined) return;
    wizard.markAttempted(steps);
    wizard.show(first);
    focusFirstInvalid();
  };

  const onNext = () => {
    if (!wizard.next()) focusFirstInvalid();
  };

  const submit = async () => {
    const invalid = checkedSteps.filter((step) => !isValid(step));
    if (invalid.length > 0) return showStepsWithProblems(invalid);
    const data = form.getValues();
    let failure: SaveFailure | null;
    if (allowSaving) {
      failure = await save(data);
    } else {
      const handed = onSubmitData?.(data);
      if (!handed) return;
      setHandingOver(true);
      failure = await handed.finally(() => setHandingOver(false));
    }
    showServerErrors(failure?.fieldErrors ?? {});
    const refused = Object.keys(failure?.fieldErrors ?? {})
      .map(stepOfField)
      .filter((step): step is CheckedStep => step !== null);
    showStepsWithProblems(checkedSteps.filter((step) => refused.includes(step)));
  };

  const introKey = stepIntroKey(wizard.active, yachtSearch);
  return (
    <TripFormContext.Provider value={context}>
      {!editMode && profileAutofill && session && <ProfileAutofill onLoaded={applyProfile} />}
      <form
        noValidate
        aria-label={t('trips.wizard.form_label')}
        onSubmit={(event) => {
          event.preventDefault();
          if (saving) return;
          if (wizard.active === summaryStep) void submit();
          else onNext();
        }}
      >
        <Stack gap="lg">
          <WizardHeader
            ref={topRef}
            wizard={wizard}
            isValid={(step) => isValid(step) && !refusedByServer(step)}
            disabled={saving}
          />
          <Disclaimers purpose={allowSaving ? 'save' : 'document'} />
          <Box ref={panelRef}>
            <StepPanel
              ref={headingRef}
              title={t(`trips.wizard.steps.${stepNames[wizard.active]}`)}
              intro={introKey ? t(introKey) : undefined}
            >
              <ActiveStep step={wizard.active} autofilled={autofilled} yachtSearch={yachtSearch} />
            </StepPanel>
          </Box>
          {/* Beside the buttons, where the user pressed Save. */}
          {outcome?.kind === 'failed' && <SaveErrors messages={outcome.messages} />}
          {outcome?.kind === 'saved' && <SaveSuccess message={outcome.message} />}
          <WizardNav
            wizard={wizard}
            saving={saving}
            purpose={allowSaving ? 'save' : 'document'}
            submitLabel={editMode ? t('trips.wizard.update') : (submitLabel ?? t('trips.wizard.submit'))}
            onNext={onNext}
            blocked={wizard.attempted(wizard.active)}
            secondary={secondaryAction}
          />
        </Stack>
      </form>
    </TripFormContext.Provider>
  );
}
