import { Button, type ButtonProps } from '@mantine/core';
import {
  type ComponentPropsWithoutRef,
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { useSubmitOnce } from '../lib/use-submit-once.ts';

interface SubmitState {
  pending: boolean;
  isRunning: () => boolean;
}

const SubmitContext = createContext<SubmitState>({ pending: false, isRunning: () => false });

/** Whether the surrounding SubmitForm's submit is under way (to disable Cancel and the like meanwhile). */
export const useFormPending = () => useContext(SubmitContext).pending;

/** Asks, at any moment, whether the surrounding SubmitForm's submit is under way (the leave guard does). */
export const useFormSubmitting = () => useContext(SubmitContext).isRunning;

type FormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'>;

export interface SubmitFormProps extends FormProps {
  /**
   * The submit: react-hook-form's handleSubmit(...) or any function of the event. Return the whole job's promise
   * (the request, then the navigation or the reset) so the form stays busy until it is done.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  children: ReactNode;
}

/**
 * The app's one form element for forms that send something (UI.md): a submit runs once at a time, so a
 * double-click or Enter while the answer is awaited sends nothing more, and every SubmitButton inside is disabled
 * with a spinner from the first click until the answer. Browser validation is off (the schemas check the fields).
 */
export function SubmitForm({ onSubmit, children, ...formProps }: SubmitFormProps) {
  const submit = useSubmitOnce(onSubmit);
  const { pending, isRunning } = submit;
  const state = useMemo(() => ({ pending, isRunning }), [pending, isRunning]);
  return (
    <SubmitContext.Provider value={state}>
      <form
        noValidate
        {...formProps}
        onSubmit={(event) => {
          // A refused repeat must not fall through to the browser's own submit (a page reload).
          event.preventDefault();
          void submit.run(event);
        }}
      >
        {children}
      </form>
    </SubmitContext.Provider>
  );
}

export type SubmitButtonProps = Omit<ButtonProps, 'type'> &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'type'>;

/** The submit button of a SubmitForm: disabled and loading while its form's submit is under way. */
export function SubmitButton({ loading, disabled, ...props }: SubmitButtonProps) {
  const pending = useFormPending();
  return <Button {...props} type="submit" loading={pending || loading} disabled={pending || disabled} />;
}
