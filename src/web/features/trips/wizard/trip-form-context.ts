import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TripFormValues } from '#domain/trip-form.ts';

/** The message to show under a field (by its form path), or undefined while it has none to show. */
export type FieldErrorOf = (path: string) => string | undefined;

/**
 * The messages every field shows, held outside React's props: each field subscribes to its own message, so a
 * keystroke re-renders only the fields whose message changed (the crew step may hold hundreds of inputs).
 */
export interface FieldErrorStore {
  get: FieldErrorOf;
  subscribe: (listener: () => void) => () => void;
  /** The form publishes its current messages after each render. */
  publish: (errorOf: FieldErrorOf) => void;
  /** Keeps the messages on screen as they are, whatever is published meanwhile (see useMessagesStillWhilePressed). */
  hold: () => void;
  /** Shows the latest messages again. */
  release: () => void;
}

export function createFieldErrorStore(): FieldErrorStore {
  let shown: FieldErrorOf = () => undefined;
  let latest: FieldErrorOf = shown;
  let held = false;
  const listeners = new Set<() => void>();
  const show = () => {
    if (shown === latest) return;
    shown = latest;
    for (const listener of listeners) listener();
  };
  return {
    get: (path) => shown(path),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish: (errorOf) => {
      latest = errorOf;
      if (!held) show();
    },
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      show();
    },
  };
}

/**
 * No message appears, changes or goes between a pointer's press and the click it makes. Pressing on another
 * control leaves the field that had the focus, and the message its leaving reveals ("Enter the full name")
 * would push the pressed control down before the release: the click would land beside it and be lost (issue
 * 26: the crew function's dropdown needed a second click). So the messages are held from the press and shown
 * once the click has been handled (or the press ended without one); the keyboard is never held.
 */
export function useMessagesStillWhilePressed(store: FieldErrorStore) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      clearTimeout(timer);
      store.release();
    };
    const hold = () => {
      clearTimeout(timer);
      store.hold();
    };
    // The click follows the release in the same task; a press that ends without one (a drag) lets go after it.
    const releaseAfterClick = () => {
      clearTimeout(timer);
      timer = setTimeout(release, 0);
    };
    const events: [string, () => void, boolean][] = [
      ['pointerdown', hold, true],
      ['pointerup', releaseAfterClick, true],
      ['pointercancel', release, true],
      // Bubbling to the document: after the clicked control's own handlers have run.
      ['click', release, false],
      ['keydown', release, true],
    ];
    for (const [type, listener, capture] of events) document.addEventListener(type, listener, capture);
    return () => {
      clearTimeout(timer);
      for (const [type, listener, capture] of events) document.removeEventListener(type, listener, capture);
      store.release();
    };
  }, [store]);
}

interface TripFormContextValue {
  /** The form's store; react-hook-form keeps this object the same for the form's whole life. */
  form: UseFormReturn<TripFormValues>;
  errors: FieldErrorStore;
}

export const TripFormContext = createContext<TripFormContextValue | null>(null);

function useTripFormContext(): TripFormContextValue {
  const context = useContext(TripFormContext);
  if (!context) throw new Error('Trip form fields must be rendered inside TripForm.');
  return context;
}

/** The form store for the step components (stable: using it does not re-render them). */
export const useTripForm = () => useTripFormContext().form;

/** This field's message, re-rendering the field only when its own message changes. */
export function useFieldError(path: string): string | undefined {
  const { errors } = useTripFormContext();
  return useSyncExternalStore(errors.subscribe, () => errors.get(path));
}
