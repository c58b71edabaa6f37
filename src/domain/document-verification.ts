import { z } from './validation.ts';

/**
 * Verifiable documents (issue 23, docs/document-verification.md). Every document the app prints for a captain
 * carries a code; anyone holding the paper opens APP_URL/verify/{code} (or GET /api/verify/{code}) and sees what
 * the document printed and whether the logbook still says the same.
 */

/** No 0/O, 1/I/L or U/V pairs a reader could mix up on paper; upper case only. */
export const verificationCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTWXYZ';
/** 29^12 ≈ 3.5e17 codes: not guessable at the verification route's rate limit. */
export const verificationCodeLength = 12;

/** The code as printed, in groups of four (ABCD-EFGH-JKMN); the URL and the database hold it without dashes. */
export function printedCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * The code as typed or scanned, back to its stored form: dashes and spaces dropped, upper case. Null when it
 * cannot be a code (the route answers 404 without a query).
 */
export function normalizedCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== verificationCodeLength) return null;
  for (const char of code) if (!verificationCodeAlphabet.includes(char)) return null;
  return code;
}

export const documentKinds = ['voyage_card', 'crew_opinion', 'cv', 'sea_time_statement'] as const;
export const documentKindSchema = z.enum(documentKinds);
export type DocumentKind = z.infer<typeof documentKindSchema>;

/** valid: the logbook still says what was printed; changed: an edit since; withdrawn: the trip (or member) is gone. */
export const documentStatuses = ['valid', 'changed', 'withdrawn'] as const;
export const documentStatusSchema = z.enum(documentStatuses);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

/**
 * What a document printed that the public page shows, as stored values (licence codes, ISO dates, numbers), so
 * the hash does not depend on the language it was printed in and the page labels them in its own. Never the
 * captain's or the crew's e-mail or phone.
 */
export const documentCaptainFactsSchema = z.object({
  name: z.string(),
  license_type: z.string(),
  other_license: z.string(),
  license_number: z.string(),
});

export const documentTripFactsSchema = z.object({
  yacht_name: z.string(),
  registration_number: z.string(),
  embarkation_date: z.string(),
  disembarkation_date: z.string(),
  embarkation_port: z.string(),
  disembarkation_port: z.string(),
  visited_ports: z.array(z.string()),
  sailing_hours: z.number(),
  engine_hours: z.number(),
  tidal_hours: z.number(),
  mooring_hours: z.number().nullable(),
  /** Nautical miles. */
  distance: z.number(),
});

/** The crew opinion's member: their name as printed and whether they confirmed the trip in their own logbook. */
export const documentCrewFactsSchema = z.object({
  name: z.string(),
  confirmed: z.boolean(),
});

/** The CV's and the sea-time statement's totals over the trips they list. */
export const documentTotalsFactsSchema = z.object({
  trips: z.number().int(),
  days: z.number().int(),
  distance: z.number(),
  sailing_hours: z.number(),
  engine_hours: z.number(),
});

export const documentFactsSchema = z.object({
  captain: documentCaptainFactsSchema,
  /** Voyage card and crew opinion. */
  trip: documentTripFactsSchema.optional(),
  /** Crew opinion only. */
  crew_member: documentCrewFactsSchema.optional(),
  /** CV and sea-time statement. */
  totals: documentTotalsFactsSchema.optional(),
});
export type DocumentFacts = z.infer<typeof documentFactsSchema>;

export const verifiedDocumentSchema = z.object({
  kind: documentKindSchema,
  /** ISO timestamp of the first printing with these facts. */
  issued_at: z.string(),
  status: documentStatusSchema,
  facts: documentFactsSchema,
});
export type VerifiedDocument = z.infer<typeof verifiedDocumentSchema>;

/** GET /api/verify/{code}: 200 with this; 404 for an unknown code or one whose captain switched verification off. */
export const verificationResponseSchema = z.object({
  success: z.literal(true),
  document: verifiedDocumentSchema,
});
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;

/** GET and PUT /api/captain-profile/document-verification: the captain's switch (on by default). */
export const documentVerificationSettingSchema = z.strictObject({
  enabled: z.boolean({ error: 'validation.required' }),
});
export type DocumentVerificationSetting = z.infer<typeof documentVerificationSettingSchema>;

export const documentVerificationSettingResponseSchema = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  message: z.string(),
});

/**
 * Why GET /api/verify/{code} answers 404 (the error body's `reason`, beside `message`): no such code (never
 * issued, mistyped, or its account deleted), or its captain has switched verification off.
 */
export const verificationNotFoundReasons = ['unknown', 'not_verifiable'] as const;
export const verificationNotFoundSchema = z.object({
  success: z.literal(false),
  reason: z.enum(verificationNotFoundReasons),
  message: z.string(),
  request_id: z.string(),
});
export type VerificationNotFound = z.infer<typeof verificationNotFoundSchema>;
