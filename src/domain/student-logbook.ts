import { confirmationSchema } from './crew-confirmation.ts';
import { passageSchema, visitedPortSchema } from './trip.ts';
import { rolesOnBoard, tripStatuses, tripWaters } from './trip-enums.ts';
import { z } from './validation.ts';

/**
 * A trip in a student's own logbook (GET /api/student/logbook): a captain's trip on which the student is linked
 * crew. The trip's facts, the captain's name and licence, the student's own crew row with the captain's opinion
 * of them, and their confirmation. Of the other crew members only names and functions: never their e-mail or
 * phone (docs/students.md, "The student's logbook").
 */
export const studentLogbookTripSchema = z.object({
  id: z.number().int(),
  status: z.enum(tripStatuses),
  captain: z.object({
    first_name: z.string(),
    last_name: z.string(),
    license_type: z.string(),
    license_number: z.string(),
    other_license: z.string(),
  }),
  yacht_name: z.string(),
  registration_number: z.string(),
  home_port: z.string(),
  hull_length: z.number(),
  embarkation_port: z.string(),
  is_embarkation_tidal_port: z.boolean(),
  disembarkation_port: z.string(),
  is_disembarkation_tidal_port: z.boolean(),
  visited_ports: z.array(visitedPortSchema),
  distance: z.number(),
  embarkation_date: z.string(),
  disembarkation_date: z.string(),
  sailing_hours: z.number(),
  engine_hours: z.number(),
  tidal_hours: z.number(),
  tidal_ports_count: z.number().int(),
  night_hours: z.number(),
  waters: z.enum(tripWaters),
  passages: z.array(passageSchema),
  /** The student's own crew row, as the captain wrote it. */
  crew_member: z.object({
    id: z.number().int(),
    full_name: z.string(),
    role: z.string(),
    other_role: z.string(),
    license_type: z.string(),
    other_license: z.string(),
    license_number: z.string(),
    captain_opinion: z.string(),
    performance: z.string(),
    seasickness: z.string(),
    resistance: z.string(),
    captain_notes: z.string(),
  }),
  /** The student's role on board read as the sea-time rules read a role (the crew function; never skipper). */
  role_on_board: z.enum(rolesOnBoard),
  confirmation: confirmationSchema,
  other_crew: z.array(z.object({ full_name: z.string(), role: z.string(), other_role: z.string() })),
  /**
   * The captain lets the crew write in this trip's deck log: the student may open it
   * (/student/logbook/{id}/log, docs/deck-log.md).
   */
  deck_log_open: z.boolean(),
});
export type StudentLogbookTrip = z.infer<typeof studentLogbookTripSchema>;

/** GET /api/student/logbook: newest first. */
export const studentLogbookResponseSchema = z.object({
  success: z.literal(true),
  sailing_trips: z.array(studentLogbookTripSchema),
  message: z.string(),
});

/** GET /api/student/logbook/{tripId} */
export const studentLogbookTripResponseSchema = z.object({
  success: z.literal(true),
  sailing_trip: studentLogbookTripSchema,
  message: z.string(),
});

/** POST /api/student/logbook/{tripId}/confirmation: the trip with the confirmation as now stored. */
export const confirmationResponseSchema = studentLogbookTripResponseSchema;
