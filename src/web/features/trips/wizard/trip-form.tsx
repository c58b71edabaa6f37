import { Box, Stack } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CaptainProfile } from '#domain/captain-profile.ts';
import type { Trip } from '#domain/trip.ts';
import type { TripFormValues } from '#domain/trip-form.ts';
import { captainFromProfile } from '#domain/trip-form-data.ts';
import { LeaveFormDialog } from '../../../components/leave-form-dialog.tsx';
import { notifySuccess } from '../../../lib/notify.tsx';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { useSubmitOnce } from '../../../lib/use-submit-once.ts';
import { useCaptainSession } from '../../session/use-session.ts';
import { ActiveStep, stepIntroKey } from './active-step.tsx';
import { Disclaimers } from './disclaimers.tsx';
import { DraftNotice } from './draft-notice.tsx';
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
import { TrackFillLauncher } from './track-fill-launcher.tsx';
import { readTripDraft } from './trip-draft.ts';
import { createFieldErrorStore, TripFormContext, useMessagesStillWhilePressed } from './trip-form-context.ts';
import { useFocusOnStep } from './use-focus-on-step.ts';
import { useTripDraft } from './use-trip-draft.ts';
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
  /**
   * Keep a draft of the logged-in captain's typing under this name ('new', the trip's id, ...) and ask before
   * the form is left (docs/trips.md, "Drafts"). Without it the form keeps nothing.
   */
  draftTarget?: string;
  /** Edit mode: the loaded trip's updated_at (tells a draft made before the trip was saved again). */
  updatedAt?: string;
  /** Edit mode: the trip as saved, whose linked students' answers the crew and summary steps show. */
  savedTrip?: Trip;
  /** Open "Fill from a GPX file" above the steps ("New trip from a GPX file" on the trip list). */
  openTrackFill?: boolean;
}

export type TripFormProps = TripFormCommonProps &
  ({ mode: 'create'; tripId?: undefined } | { mode: 'edit'; tripId: number });

/**
 * The five-step trip form. One react-hook-form store keeps every step's values while one step is on screen;
 * each step is checked with its shared schema, and the wizard rules decide where the user may go.
 * A discarded draft opens the form afresh (empty or as loaded, on step 1).
 */
export function TripForm(props: TripFormProps) {
  const [generation, setGeneration] = useState(0);
  return (
    <TripFormBody
      key={generation}
      {...props}
      afterDiscard={generation > 0}
      onDiscarded={() => setGeneration((current) => current + 1)}
    />
  );
}

interface DiscardProps {
  /** This form replaced one whose draft was discarded: its first step takes the focus. */
  afterDiscard: boolean;
  onDiscarded: () => void;
}

function TripFormBody({
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
  draftTarget,
  updatedAt,
  savedTrip,
  openTrackFill = false,
  afterDiscard,
  onDiscarded,
}: TripFormProps & DiscardProps) {
  const { t } = useTranslation();
  const session = useCaptainSession();
  const accountEmail = session?.user.email ?? '';
  const editMode = mode === 'edit';
  const accountId = allowSaving && draftTarget !== undefined ? (session?.user.id ?? null) : null;
  // Read once, when the form opens: the draft to restore and the values that mean "nothing typed".
  const [opened] = useState(() => ({
    draft: accountId !== null && draftTarget !== undefined ? readTripDraft(accountId, draftTarget) : null,
    baseline: editMode ? initialValues : { ...initialValues, email: initialValues.email || accountEmail },
  }));
  const restored = opened.draft;
  const baseline = useRef(opened.baseline);
  const form = useForm<TripFormValues>({ defaultValues: restored?.values ?? opened.baseline });
  const values = form.watch();
  const errors = errorsByStep(values);
  const isValid = (step: StepNumber) => isStepValid(errors, step);
  const wizard = useWizard({
    editMode,
    isValid,
    initial: restored ? { active: restored.step, furthest: restored.furthest } : undefined,
  });
  const draft = useTripDraft({
    form,
    accountId,
    target: draftTarget ?? '',
    step: wizard.active,
    furthest: wizard.furthest,
    baseline: () => baseline.current,
    restored,
    updatedAt: updatedAt ?? null,
  });
  const leave = useLeaveGuard(draft.unsaved);
  const { errorOf, refusedByServer, showServerErrors } = useVisibleErrors({
    form,
    errors,
    attempted: wizard.attempted,
  });
  // A logged-in captain who saves the trip may link its crew to their students.
  const linksCrew = allowSaving && Boolean(session);
  const crewLinks = useMemo(() => (linksCrew ? { saved: savedTrip ?? null } : null), [linksCrew, savedTrip]);
  const [errorStore] = useState(createFieldErrorStore);
  useMessagesStillWhilePressed(errorStore);
  const context = useMemo(() => ({ form, errors: errorStore }), [form, errorStore]);
  // Every render may change what the fields show; each field re-renders only if its own message changed.
  useLayoutEffect(() => errorStore.publish(errorOf));
  const {
    save,
    saving: savingTrip,
    outcome,
  } = useTripSave({
    mode,
    tripId,
    plannedTripId,
    onSaved,
    onStored: () => {
      // Saved: nothing is left to keep, and the page may navigate without asking.
      draft.drop();
      leave.release();
    },
  });
  const [handingOver, setHandingOver] = useState(false);
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
        if (value === '') continue;
        // What the profile fills in is not typed: a form holding only that keeps no draft.
        if (baseline.current[field] === '') baseline.current = { ...baseline.current, [field]: value };
        // A restored draft is the captain's own state, emptied fields included.
        if (restored || form.getValues(field) !== '') continue;
        form.setValue(field, value);
        filled = true;
      }
      setAutofilled(filled);
    },
    [form, accountEmail, restored],
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
  // One save at a time: a double-click or Enter while the answer is awaited sends nothing more.
  const submitOnce = useSubmitOnce(submit);
  const saving = savingTrip || handingOver || submitOnce.pending;

  const discard = () => {
    draft.drop();
    notifySuccess(t('trips.wizard.draft.discarded'));
    onDiscarded();
  };
  useEffect(() => {
    if (afterDiscard) headingRef.current?.focus();
  }, [afterDiscard, headingRef]);
  const savedSince =
    editMode &&
    restored?.baseUpdatedAt &&
    updatedAt &&
    Date.parse(updatedAt) > Date.parse(restored.baseUpdatedAt)
      ? updatedAt
      : null;

  const introKey = stepIntroKey(wizard.active, yachtSearch);
  return (
    <TripFormContext.Provider value={context}>
      {!editMode && profileAutofill && session && <ProfileAutofill onLoaded={applyProfile} />}
      <form
        noValidate
        aria-label={t('trips.wizard.form_label')}
        onSubmit={(event) => {
          event.preventDefault();
          if (submitOnce.isRunning()) return;
          if (wizard.active === summaryStep) void submitOnce.run();
          else onNext();
        }}
      >
        <Stack gap="lg">
          {restored && (
            <DraftNotice
              savedAt={restored.savedAt}
              editMode={editMode}
              savedSince={savedSince}
              onDiscard={discard}
            />
          )}
          <WizardHeader
            ref={topRef}
            wizard={wizard}
            isValid={(step) => isValid(step) && !refusedByServer(step)}
            disabled={saving}
          />
          <Disclaimers purpose={allowSaving ? 'save' : 'document'} />
          {openTrackFill && <TrackFillLauncher initiallyOpen />}
          <Box ref={panelRef}>
            <StepPanel
              ref={headingRef}
              title={t(`trips.wizard.steps.${stepNames[wizard.active]}`)}
              intro={introKey ? t(introKey) : undefined}
            >
              <ActiveStep
                step={wizard.active}
                autofilled={autofilled}
                yachtSearch={yachtSearch}
                crewLinks={crewLinks}
              />
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
      <LeaveFormDialog guard={leave} draftKept />
    </TripFormContext.Provider>
  );
}
