import { createContext, useContext } from 'react';

/** The message to show under a field (by its form path), or undefined while it has none to show. */
export type FieldErrorOf = (path: string) => string | undefined;

export const FieldErrorContext = createContext<FieldErrorOf>(() => undefined);

export function useFieldError(): FieldErrorOf {
  return useContext(FieldErrorContext);
}
