import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, type UseFormSetError, useForm } from 'react-hook-form';
import { type StudentNotes, studentNotesSchema } from '#domain/planned-trip.ts';
import type { z } from '#domain/validation.ts';
import { ApiError } from '../../lib/api-client.ts';

export interface NotesFormFields {
  student_notes: string;
}

// The schema also reads a missing body, so its input type is unknown; the form always sends the field.
const resolver: Resolver<NotesFormFields, unknown, StudentNotes> = zodResolver(
  studentNotesSchema as z.ZodType<StudentNotes, NotesFormFields>,
);

/** A form over the student's notes, checked with the server's own schema. */
export function useNotesForm(notes: string) {
  return useForm<NotesFormFields, unknown, StudentNotes>({
    resolver,
    defaultValues: { student_notes: notes },
  });
}

/** A 422 about the notes goes under the field; true when it did, so anything else can be a toast. */
export function showNotesError(error: unknown, setError: UseFormSetError<NotesFormFields>): boolean {
  const message =
    error instanceof ApiError && error.status === 422 ? error.fieldErrors.student_notes?.[0] : undefined;
  if (!message) return false;
  setError('student_notes', { type: 'server', message }, { shouldFocus: true });
  return true;
}
