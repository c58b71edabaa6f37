import { defaultLanguages, defaultNationality } from './captain-profile.ts';
import { seaTimeSchemeIds } from './sea-time/schema.ts';
import { rolesOnBoard, tripLimit, tripWaters } from './trip-enums.ts';
import { requiredOr, z } from './validation.ts';

/** A CV names at most as many trips as a captain can keep. */
export const cvTripLimit = tripLimit;
export const cvNationalityMaxLength = 60;
export const cvLanguagesMaxLength = 100;
/** How long a generated CV link works, in milliseconds (opened in a new tab without the login). */
export const cvLinkLifetimeMs = 10 * 60_000;

/**
 * A trip as the CV page lists it and the CV prints it: the specification's columns (visited ports by name, in
 * order) and what a licence application counts. `tidal`: the trip had tidal hours or called at a tidal port;
 * `confirmed_by`: how many linked crew members (students) confirmed it.
 */
export const cvTripSchema = z.object({
  id: z.number().int(),
  yacht_name: z.string(),
  registration_number: z.string(),
  yacht_type: z.string(),
  hull_length: z.number(),
  embarkation_port: z.string(),
  disembarkation_port: z.string(),
  embarkation_date: z.string(),
  disembarkation_date: z.string(),
  visited_ports: z.array(z.string()),
  distance: z.number(),
  role_on_board: z.enum(rolesOnBoard),
  waters: z.enum(tripWaters),
  tidal: z.boolean(),
  sailing_hours: z.number(),
  engine_hours: z.number(),
  night_hours: z.number(),
  tidal_hours: z.number(),
  confirmed_by: z.number().int(),
});
export type CvTrip = z.infer<typeof cvTripSchema>;

/** The captain as the CV shows them; other_license is filled only for the "_other" licence type. */
export const cvCaptainInfoSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  license_type: z.string(),
  license_number: z.string(),
  other_license: z.string(),
  logo_url: z.string().nullable(),
  nationality: z.string(),
  languages: z.string(),
});
export type CvCaptainInfo = z.infer<typeof cvCaptainInfoSchema>;

/** GET /api/captain/cv/trips */
export const cvTripsResponseSchema = z.object({
  success: z.literal(true),
  trips: z.array(cvTripSchema),
  captainInfo: cvCaptainInfoSchema,
  message: z.string(),
});
export type CvTripsResponse = z.infer<typeof cvTripsResponseSchema>;

const optionalText = (max: number) => z.string().trim().max(max, 'validation.too_long').optional().nullable();

/**
 * POST /api/captain/cv/generate: at least one trip, each at most once. nationality and
 * languages left out or empty fall back to POLAND and 'POL / ENG / GER'. `scheme`: the licence whose
 * progress the CV prints under its totals (the page offers the goal chosen on the sea-time page); none when
 * left out or null.
 */
export const cvGenerateRequestSchema = z.strictObject({
  trip_ids: z
    .array(z.number().int().positive(), { error: requiredOr('cv.no_trips_selected') })
    .min(1, 'cv.no_trips_selected')
    .max(cvTripLimit, 'cv.too_many_trips')
    .refine((ids) => new Set(ids).size === ids.length, 'cv.trip_ids_repeated'),
  nationality: optionalText(cvNationalityMaxLength),
  languages: optionalText(cvLanguagesMaxLength),
  scheme: z.enum(seaTimeSchemeIds, { error: 'seaTime.scheme_unknown' }).nullable().optional(),
});
export type CvGenerateRequest = z.infer<typeof cvGenerateRequestSchema>;

/** nationality and languages as the CV prints them: the text sent, or the default when it is empty. */
export function cvTexts(request: Pick<CvGenerateRequest, 'nationality' | 'languages'>) {
  return {
    nationality: request.nationality?.trim() || defaultNationality,
    languages: request.languages?.trim() || defaultLanguages,
  };
}

/** The answer: a link to the PDF that works for 10 minutes, without the Authorization header. */
export const cvGenerateResponseSchema = z.object({
  success: z.literal(true),
  pdf_url: z.string(),
  message: z.string(),
});
export type CvGenerateResponse = z.infer<typeof cvGenerateResponseSchema>;
