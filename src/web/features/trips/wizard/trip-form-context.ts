import { createContext, useContext, useSyncExternalStore } from 'react';
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
}

export function createFieldErrorStore(): FieldErrorStore {
  let current: FieldErrorOf = () => undefined;
  const listeners = new Set<() => void>();
  return {
    get: (path) => current(path),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish: (errorOf) => {
      current = errorOf;
      for (const listener of listeners) listener();
    },
  };
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
