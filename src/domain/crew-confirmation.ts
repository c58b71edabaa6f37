import { z } from './validation.ts';

/**
 * A linked crew member's confirmation of a trip (docs/students.md, "The student's logbook"): `pending` until the
 * student answers, and again after the captain changes what counts; `confirmed` or `disputed` with a note.
 */
export const confirmationStatuses = ['pending', 'confirmed', 'disputed'] as const;
export type ConfirmationStatus = (typeof confirmationStatuses)[number];

export const confirmationNoteMaxLength = 1000;

/** As served on a linked crew member (null on a member who is not a student's account). */
export const confirmationSchema = z.object({
  status: z.enum(confirmationStatuses),
  /** When the student last confirmed or disputed (ISO time); null while pending. */
  at: z.string().nullable(),
  note: z.string(),
});
export type Confirmation = z.infer<typeof confirmationSchema>;

/** POST /api/student/logbook/{tripId}/confirmation: a dispute says what is wrong. */
export const confirmationRequestSchema = z
  .strictObject({
    status: z.enum(['confirmed', 'disputed'], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'student_logbook.confirmation.status_required'
          : 'validation.invalid_option',
    }),
    note: z.preprocess(
      (value) => (value === undefined || value === null ? '' : value),
      z
        .string({ error: 'validation.invalid_type' })
        .trim()
        .max(confirmationNoteMaxLength, 'validation.too_long'),
    ),
  })
  .superRefine((data, ctx) => {
    if (data.status === 'disputed' && data.note === '')
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'student_logbook.confirmation.note_required' });
  });
export type ConfirmationRequest = z.infer<typeof confirmationRequestSchema>;
