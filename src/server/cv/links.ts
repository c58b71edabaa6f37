import { cvLinkLifetimeMs } from '#domain/cv.ts';
import { isLanguage, type Language } from '#domain/language.ts';
import { type SeaTimeSchemeId, seaTimeSchemeIds } from '#domain/sea-time/schema.ts';
import { z } from '#domain/validation.ts';
import { hashSecret, newSecret } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';

/** What a CV link stands for: the captain's request, rendered again each time the link is opened. */
export interface CvRequest {
  userId: number;
  tripIds: number[];
  nationality: string;
  languages: string;
  language: Language;
  /** The licence whose progress the CV prints under its totals; null for none. */
  scheme: SeaTimeSchemeId | null;
}

/** A token is 32 random bytes in base64url; anything else cannot be one and is not looked up. */
export const cvTokenPattern = /^[A-Za-z0-9_-]{43}$/;

const storedIds = z.array(z.number().int());
const storedScheme = z.enum(seaTimeSchemeIds).nullable().catch(null);

/**
 * Short-lived CV links (10 minutes, usable any number of times until then). Only the SHA-256 of the token is
 * stored, as for sessions and password resets; expired rows are swept whenever a new link is made.
 */
export function cvLinks(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Stores the request and returns the new token (the only time it exists in clear). */
    async create(request: CvRequest): Promise<string> {
      const token = newSecret();
      const at = now();
      await db.deleteFrom('cv_links').where('expires_at', '<=', at.toISOString()).execute();
      await db
        .insertInto('cv_links')
        .values({
          token_hash: hashSecret(token),
          user_id: request.userId,
          trip_ids: JSON.stringify(request.tripIds),
          nationality: request.nationality,
          languages: request.languages,
          language: request.language,
          scheme: request.scheme,
          expires_at: new Date(at.getTime() + cvLinkLifetimeMs).toISOString(),
          created_at: at.toISOString(),
        })
        .execute();
      return token;
    },

    /** The request behind a token that has not expired; undefined for an unknown or expired one. */
    async find(token: string): Promise<CvRequest | undefined> {
      if (!cvTokenPattern.test(token)) return undefined;
      const row = await db
        .selectFrom('cv_links')
        .select(['user_id', 'trip_ids', 'nationality', 'languages', 'language', 'scheme'])
        .where('token_hash', '=', hashSecret(token))
        .where('expires_at', '>', now().toISOString())
        .executeTakeFirst();
      if (!row) return undefined;
      const ids = storedIds.safeParse(JSON.parse(row.trip_ids));
      return {
        userId: row.user_id,
        tripIds: ids.success ? ids.data : [],
        nationality: row.nationality,
        languages: row.languages,
        language: isLanguage(row.language) ? row.language : 'en',
        scheme: storedScheme.parse(row.scheme),
      };
    },
  };
}

export type CvLinks = ReturnType<typeof cvLinks>;
