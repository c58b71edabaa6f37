import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { type ConfirmationRequest, confirmationRequestSchema } from '#domain/crew-confirmation.ts';
import type { z } from '#domain/validation.ts';

export type Answer = ConfirmationRequest['status'];

export interface ConfirmationFormFields {
  status: Answer;
  note: string;
}

// The schema also reads a missing note, so its input type is wider; the form always sends both fields.
const resolver: Resolver<ConfirmationFormFields, unknown, ConfirmationRequest> = zodResolver(
  confirmationRequestSchema as z.ZodType<ConfirmationRequest, ConfirmationFormFields>,
);

/** The student's answer, checked with the server's own schema (a dispute needs a note). */
export function useConfirmationForm(status: Answer, note: string) {
  return useForm<ConfirmationFormFields, unknown, ConfirmationRequest>({
    resolver,
    defaultValues: { status, note },
  });
}
