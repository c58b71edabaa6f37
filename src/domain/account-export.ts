import { currentUserResponseSchema, studentProfileResponseSchema } from './auth.ts';
import { captainProfileSchema } from './captain-profile.ts';
import { confirmationSchema } from './crew-confirmation.ts';
import { deckLogEntrySchema } from './deck-log.ts';
import { captainStudentSchema, invitationSchema, studentCaptainSchema } from './invitation.ts';
import {
  captainEnrolmentSchema,
  plannedTripSchema,
  studentEnrolmentSchema,
  studentPlannedTripSchema,
} from './planned-trip.ts';
import { activeSubscriptionSchema, invoiceTypes, subscriptionHistoryEntrySchema } from './subscription.ts';
import { tripSchema } from './trip.ts';
import { z } from './validation.ts';
import { yachtSchema } from './yacht.ts';

/**
 * "Download my data" (GDPR/RODO Art. 15 and 20): GET /api/auth/export and GET /api/student/export. Each part has
 * the shape its own API serves; what the file adds is described here. docs/accounts.md, "Download my data".
 */
export const accountExportFormatVersion = 1;

/** The name the file is offered under: logbook-export-<YYYY-MM-DD>.json. */
export const accountExportFileName = (date: string) => `logbook-export-${date}.json`;

const described = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ description });

const header = {
  format_version: described(
    z.literal(accountExportFormatVersion),
    'Goes up when a key changes meaning or is removed; new keys may appear within a version',
  ),
  exported_at: described(z.string(), 'When the file was made (ISO 8601, UTC)'),
};

/** A login the server keeps (until it ends or expires), without its token: not even the stored hash. */
export const exportedSessionSchema = z.object({
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  remember: z.boolean(),
});

/** The logo itself rather than its address (a capability URL that changes at each upload). */
export const exportedLogoSchema = z.object({
  content_type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  byte_size: z.number().int(),
  updated_at: z.string(),
  data_url: described(z.string(), 'The image as stored: data:<content_type>;base64,<bytes>'),
});

export const exportedCaptainProfileSchema = captainProfileSchema
  .omit({ logo_path: true, logo_url: true })
  .extend({ logo: exportedLogoSchema.nullable() });

export const exportedTripSchema = tripSchema.extend({
  deleted_at: described(
    z.string().nullable(),
    'Set for a trip the captain deleted: it is kept (the operator can restore it) and so is exported',
  ),
});

export const exportedDeckLogEntrySchema = deckLogEntrySchema.extend({
  trip_id: described(z.number().int(), 'The trip whose deck log holds the entry'),
});

export const exportedCaptainEnrolmentSchema = captainEnrolmentSchema.extend({
  planned_trip_id: z.number().int(),
});

/** Who the invoice was made out to, as given at checkout (company fields only for a company). */
export const exportedInvoiceSchema = z.object({
  invoice_type: z.enum(invoiceTypes),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().nullable().default(null),
  nip: z.string().nullable().default(null),
  address_street: z.string(),
  address_postal_code: z.string(),
  address_city: z.string(),
});

/** A payment order as kept for accounting; `id` is its subscription_history entry's id. */
export const exportedPaymentSchema = z.object({
  id: z.number().int(),
  status: subscriptionHistoryEntrySchema.shape.status,
  plan_name_en: z.string().nullable(),
  plan_name_pl: z.string().nullable(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  days: z.number().int(),
  payment_provider: z.string().nullable(),
  provider_order_id: described(z.string().nullable(), "The payment provider's order number"),
  invoice: exportedInvoiceSchema.nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  ends_at: described(z.string().nullable(), 'Where premium ended up after this payment completed'),
});

export const captainExportSchema = z.object({
  ...header,
  account_kind: z.literal('captain'),
  // Whatever these two routes tell about the account, the file tells too.
  account: described(currentUserResponseSchema.shape.user, 'As GET /api/auth/user serves it'),
  sessions: described(z.array(exportedSessionSchema), 'Logins the server keeps, newest first'),
  profile: described(
    exportedCaptainProfileSchema,
    'As GET /api/captain-profile serves it, with the logo itself instead of its links',
  ),
  yachts: z.array(yachtSchema),
  trips: described(
    z.array(exportedTripSchema),
    'Every trip as GET /api/sailing-trips/{id} serves it, deleted ones too (deleted_at), newest first',
  ),
  deck_log_entries: described(
    z.array(exportedDeckLogEntrySchema),
    'Every deck log entry of those trips (deleted ones too) as GET /api/sailing-trips/{id}/log-entries serves it, with trip_id; by trip, then oldest first',
  ),
  planned_trips: z.array(plannedTripSchema),
  enrolments: described(
    z.array(exportedCaptainEnrolmentSchema),
    "Students' enrolments in the captain's planned trips",
  ),
  invitations: z.array(invitationSchema),
  students: described(z.array(captainStudentSchema), 'Connected students'),
  active_subscription: activeSubscriptionSchema.nullable(),
  subscription_history: described(
    z.array(subscriptionHistoryEntrySchema),
    'Every payment, discount code and grant (GET /api/subscriptions shows the latest 100)',
  ),
  payments: z.array(exportedPaymentSchema),
});
export type CaptainExport = z.infer<typeof captainExportSchema>;

/** An invitation the student accepted (the connection it made may have ended since). */
export const exportedStudentInvitationSchema = z.object({
  invitation_id: z.number().int(),
  captain: z.object({ id: z.number().int(), name: z.string() }),
  accepted_at: z.string(),
});

export const exportedStudentEnrolmentSchema = studentEnrolmentSchema.extend({
  planned_trip: described(
    studentPlannedTripSchema.nullable(),
    'As the student sees it; null once the student has disconnected from its captain (the enrolment is still kept)',
  ),
});

/** A captain's crew row that names the student, with the student's confirmation of the trip. */
export const exportedLogbookLinkSchema = z.object({
  trip_id: z.number().int(),
  crew_member_id: z.number().int(),
  captain: z.object({ id: z.number().int(), name: z.string() }),
  yacht_name: z.string(),
  embarkation_date: z.string(),
  disembarkation_date: z.string(),
  trip_deleted: described(
    z.boolean(),
    'The captain deleted the trip: it is no longer in the logbook, the link is kept',
  ),
  confirmation: confirmationSchema.nullable(),
});

export const studentExportSchema = z.object({
  ...header,
  account_kind: z.literal('student'),
  account: described(studentProfileResponseSchema.shape.student, 'As GET /api/student/profile serves it'),
  sessions: described(z.array(exportedSessionSchema), 'Logins the server keeps, newest first'),
  captains: described(z.array(studentCaptainSchema), 'Connected captains'),
  invitations: z.array(exportedStudentInvitationSchema),
  enrolments: z.array(exportedStudentEnrolmentSchema),
  logbook_links: described(
    z.array(exportedLogbookLinkSchema),
    "Every captain's trip that names the student as crew, oldest first",
  ),
  deck_log_entries: described(
    z.array(exportedDeckLogEntrySchema),
    "The deck log entries the student wrote in captains' logs (deleted trips' too), with trip_id; by trip, then oldest first",
  ),
});
export type StudentExport = z.infer<typeof studentExportSchema>;
