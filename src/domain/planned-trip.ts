import { storedEnrolmentStatuses } from './enrolment-status.ts';
import { alwaysCheck, calendarDate, requireEndNotBeforeStart } from './trip-rules.ts';
import { requiredOr, z } from './validation.ts';

// No abort: an aborting issue would make zod skip the dates check below.
const requiredText = (key: string, max: number) =>
  z
    .string({ error: requiredOr(key) })
    .trim()
    .min(1, key)
    .max(max, 'validation.too_long');

/** Optional text: missing or null reads as empty. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string().trim().max(max, 'validation.too_long'),
  );

/** Optional maximum crew: empty, null or missing means no limit; numeric strings are read. */
const maxCrew = z.preprocess((value) => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}, z
  .number({ error: 'validation.number_invalid' })
  .int('validation.whole_number')
  .min(1, 'validation.too_small')
  .max(100, 'validation.too_big')
  .nullable());

/** The active flag: missing means active; 0/1 and "true"/"false" are read too. */
const activeFlag = z.preprocess((value) => {
  if (value === undefined || value === null) return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  if (value === 1 || value === '1' || value === 'true') return true;
  return value;
}, z.boolean());

/** POST/PUT /api/planned-sailing-trips. */
export const plannedTripInputSchema = z
  .strictObject({
    name: requiredText('planned_trips.form.name_required', 120),
    description: optionalText(5000),
    start_date: calendarDate('planned_trips.form.start_date_required'),
    end_date: calendarDate('planned_trips.form.end_date_required'),
    embarkation_port: requiredText('planned_trips.form.embarkation_port_required', 100),
    disembarkation_port: requiredText('planned_trips.form.disembarkation_port_required', 100),
    yacht_name: requiredText('planned_trips.form.yacht_name_required', 100),
    yacht_type: optionalText(100),
    max_crew: maxCrew,
    is_active: activeFlag,
  })
  .superRefine((data, ctx) => requireEndNotBeforeStart(data, ctx, 'start_date', 'end_date'), alwaysCheck);
export type PlannedTripInput = z.infer<typeof plannedTripInputSchema>;

/** PATCH /api/planned-sailing-trips/{id}/enrolments/{enrolmentId}: missing captain_notes keeps the old ones. */
export const enrolmentDecisionSchema = z.strictObject({
  status: z.enum(['accepted', 'rejected'], { error: 'enrolments.status_invalid' }),
  captain_notes: z.string().trim().max(2000, 'validation.too_long').optional(),
});
export type EnrolmentDecision = z.infer<typeof enrolmentDecisionSchema>;

/** The student's join and notes edit: missing or null notes read as empty. A missing body is an empty one. */
export const studentNotesSchema = z.preprocess(
  (value) => (value === undefined || value === null ? {} : value),
  z.strictObject({ student_notes: optionalText(2000) }),
);
export type StudentNotes = z.infer<typeof studentNotesSchema>;

const plannedTripFields = {
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  embarkation_port: z.string(),
  disembarkation_port: z.string(),
  yacht_name: z.string(),
  yacht_type: z.string(),
  max_crew: z.number().int().nullable(),
  is_active: z.boolean(),
  /** The captain has turned it into a logged trip (docs/students.md, "Sailed"): nothing is decided any more. */
  is_sailed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A planned trip as its captain sees it, with the enrolment counts. */
export const plannedTripSchema = z.object({
  ...plannedTripFields,
  /** The logged trip made from it; null until then (and again once that trip is deleted). */
  trip_id: z.number().int().nullable(),
  pending_count: z.number().int(),
  accepted_count: z.number().int(),
  rejected_count: z.number().int(),
});
export type PlannedTrip = z.infer<typeof plannedTripSchema>;

/** An enrolment as the captain sees it. */
export const captainEnrolmentSchema = z.object({
  id: z.number().int(),
  status: z.enum(storedEnrolmentStatuses),
  student: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
  }),
  student_notes: z.string(),
  captain_notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CaptainEnrolment = z.infer<typeof captainEnrolmentSchema>;

export const myEnrolmentSchema = z.object({
  id: z.number().int(),
  status: z.enum(storedEnrolmentStatuses),
  student_notes: z.string(),
  captain_notes: z.string(),
});

/** A planned trip as a connected student sees it. */
export const studentPlannedTripSchema = z.object({
  ...plannedTripFields,
  captain: z.object({ id: z.number().int(), name: z.string() }),
  accepted_count: z.number().int(),
  is_full: z.boolean(),
  my_enrolment: myEnrolmentSchema.nullable(),
});
export type StudentPlannedTrip = z.infer<typeof studentPlannedTripSchema>;

/** The student's own enrolment (join, notes edit). */
export const studentEnrolmentSchema = myEnrolmentSchema.extend({
  planned_trip_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StudentEnrolment = z.infer<typeof studentEnrolmentSchema>;

const envelope = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), ...shape, message: z.string() });

export const plannedTripListResponseSchema = envelope({ planned_trips: z.array(plannedTripSchema) });
export const plannedTripResponseSchema = envelope({ planned_trip: plannedTripSchema });
export const plannedTripDetailResponseSchema = envelope({
  planned_trip: plannedTripSchema,
  enrolments: z.object({
    pending: z.array(captainEnrolmentSchema),
    accepted: z.array(captainEnrolmentSchema),
    rejected: z.array(captainEnrolmentSchema),
  }),
});
export const captainEnrolmentResponseSchema = envelope({ enrolment: captainEnrolmentSchema });
export const studentPlannedTripListResponseSchema = envelope({
  planned_trips: z.array(studentPlannedTripSchema),
});
export const studentPlannedTripResponseSchema = envelope({ planned_trip: studentPlannedTripSchema });
export const studentEnrolmentResponseSchema = envelope({ enrolment: studentEnrolmentSchema });
export const studentEnrolmentListResponseSchema = envelope({
  enrolments: z.array(studentEnrolmentSchema.extend({ planned_trip: studentPlannedTripSchema })),
});
