import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TripFormValues } from '#domain/trip-form.ts';
import { readCaptainSession } from '../../../lib/session-storage.ts';
import type { StepNumber } from './steps.ts';
import { removeTripDraft, sameValues, type TripDraft, writeTripDraft } from './trip-draft.ts';

/** How long typing may pause before the draft is written (one write per pause, not per keystroke). */
export const draftSaveDelayMs = 500;

export interface TripDraftPlace {
  /** The captain's account id, or null: no draft (the public trip card, nobody logged in). */
  accountId: number | null;
  /** 'new', the trip's id, or another form's own name. */
  target: string;
}

interface TripDraftOptions extends TripDraftPlace {
  form: UseFormReturn<TripFormValues>;
  /** The step on screen and the furthest reached, written with the values. */
  step: StepNumber;
  furthest: StepNumber;
  /** What the form holds when nothing was typed: the empty or loaded values (and what the profile filled in). */
  baseline: () => TripFormValues;
  /** The draft this form opened with, if any (its base version is kept while the captain goes on). */
  restored: TripDraft | null;
  /** Edit mode: the loaded trip's updated_at. */
  updatedAt: string | null;
}

export interface TripDraftControl {
  /** Writes a pending change now and tells whether the form holds something the saved data do not. */
  unsaved: () => boolean;
  /** After a save or a discard: the draft is removed and nothing more is written. */
  drop: () => void;
}

/**
 * Keeps the trip form's draft as the captain types: a change (or a step change) writes it after a short pause,
 * and leaving the page (another page of the app, a reload, closing the tab) writes a pending change at once.
 * Values equal to the baseline remove the draft instead. Writes go under the account that opened the form only.
 */
export function useTripDraft({
  form,
  accountId,
  target,
  step,
  furthest,
  baseline,
  restored,
  updatedAt,
}: TripDraftOptions): TripDraftControl {
  const timer = useRef<number | undefined>(undefined);
  const dropped = useRef(false);
  const stored = useRef(restored !== null);
  const place = useRef({ step, furthest });
  place.current = { step, furthest };
  const latest = useRef({ baseline, restored, updatedAt });
  latest.current = { baseline, restored, updatedAt };

  const write = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (dropped.current || accountId === null) return;
    // Another account logged in meanwhile (another tab): what is typed now is not this account's draft. After a
    // logout the last change is still this account's own.
    const current = readCaptainSession()?.user.id ?? accountId;
    if (current !== accountId) return;
    const values = form.getValues();
    if (sameValues(values, latest.current.baseline())) {
      if (stored.current) removeTripDraft(accountId, target);
      stored.current = false;
      return;
    }
    const { restored: opened, updatedAt: loaded } = latest.current;
    writeTripDraft(accountId, target, {
      savedAt: new Date().toISOString(),
      step: place.current.step,
      furthest: place.current.furthest,
      baseUpdatedAt: opened ? opened.baseUpdatedAt : loaded,
      values,
    });
    stored.current = true;
  }, [form, accountId, target]);

  const schedule = useCallback(() => {
    if (dropped.current || accountId === null) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(write, draftSaveDelayMs);
  }, [write, accountId]);

  const flush = useCallback(() => {
    if (timer.current !== undefined) write();
  }, [write]);

  useEffect(() => {
    const subscription = form.watch(() => schedule());
    return () => subscription.unsubscribe();
  }, [form, schedule]);

  // The place in the wizard belongs to the draft too (only once there is one: a step alone is no draft).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step or the furthest step changes
  useEffect(() => {
    if (stored.current) schedule();
  }, [step, furthest, schedule]);

  useEffect(() => {
    // The page is going away (reload, tab closed, phone switching apps): write what is pending now.
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Leaving the form inside the app.
      flush();
    };
  }, [flush]);

  const unsaved = useCallback(() => {
    if (dropped.current || accountId === null) return false;
    flush();
    // Logged out (or another account in): the draft stays on the device for this account, nothing to ask.
    return stored.current && readCaptainSession()?.user.id === accountId;
  }, [flush, accountId]);

  const drop = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    dropped.current = true;
    if (accountId !== null) removeTripDraft(accountId, target);
    stored.current = false;
  }, [accountId, target]);

  return { unsaved, drop };
}
