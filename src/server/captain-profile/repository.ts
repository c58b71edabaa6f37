import type { Db } from '../db/database.ts';

export interface ProfileRow {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  license_type: string;
  license_number: string;
  other_license: string;
  nationality: string;
  languages: string;
  logo_key: string | null;
  logo_type: string | null;
}

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  phone: string;
  license_type: string;
  license_number: string;
  other_license: string;
  nationality?: string;
  languages?: string;
}

export interface StoredLogo {
  publicKey: string;
  contentType: string;
  data: Buffer;
  width: number;
  height: number;
}

/** A captain's profile and logo; every query is keyed by the logged-in captain's user id. */
export function captainProfileRepository(db: Db) {
  return {
    /** The profile with the account's e-mail and the logo's key; undefined when the user does not exist. */
    findProfile(userId: number): Promise<ProfileRow | undefined> {
      return db
        .selectFrom('users')
        .leftJoin('captain_profiles', 'captain_profiles.user_id', 'users.id')
        .leftJoin('captain_logos', 'captain_logos.user_id', 'users.id')
        .select((eb) => [
          'users.email as email',
          eb.fn.coalesce('captain_profiles.first_name', eb.val('')).as('first_name'),
          eb.fn.coalesce('captain_profiles.last_name', eb.val('')).as('last_name'),
          eb.fn.coalesce('captain_profiles.phone', 'users.phone').as('phone'),
          eb.fn.coalesce('captain_profiles.license_type', eb.val('')).as('license_type'),
          eb.fn.coalesce('captain_profiles.license_number', eb.val('')).as('license_number'),
          eb.fn.coalesce('captain_profiles.other_license', eb.val('')).as('other_license'),
          eb.fn.coalesce('captain_profiles.nationality', eb.val('')).as('nationality'),
          eb.fn.coalesce('captain_profiles.languages', eb.val('')).as('languages'),
          'captain_logos.public_key as logo_key',
          'captain_logos.content_type as logo_type',
        ])
        .where('users.id', '=', userId)
        .executeTakeFirst();
    },

    /** Writes the profile, creating its row if registration did not (an account made before profiles existed). */
    async saveProfile(
      userId: number,
      changes: ProfileChanges,
      defaults: { nationality: string; languages: string },
    ) {
      const updatedAt = new Date().toISOString();
      await db
        .insertInto('captain_profiles')
        .values({
          user_id: userId,
          ...changes,
          nationality: changes.nationality ?? defaults.nationality,
          languages: changes.languages ?? defaults.languages,
          updated_at: updatedAt,
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: updatedAt }))
        .execute();
    },

    /** Stores the captain's one logo, replacing any earlier one (and its public key). */
    async saveLogo(userId: number, logo: StoredLogo) {
      const row = {
        public_key: logo.publicKey,
        content_type: logo.contentType,
        data: logo.data,
        width: logo.width,
        height: logo.height,
        byte_size: logo.data.length,
        updated_at: new Date().toISOString(),
      };
      await db
        .insertInto('captain_logos')
        .values({ user_id: userId, ...row })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
        .execute();
    },

    findLogoKey(userId: number) {
      return db
        .selectFrom('captain_logos')
        .select(['public_key', 'content_type'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The captain's logo bytes (for documents); undefined without a logo. */
    async findLogoData(userId: number): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('captain_logos')
        .select('data')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? Buffer.from(row.data) : undefined;
    },

    /** The bytes behind a public logo URL. */
    findLogoByKey(publicKey: string) {
      return db
        .selectFrom('captain_logos')
        .select(['content_type', 'data'])
        .where('public_key', '=', publicKey)
        .executeTakeFirst();
    },

    /** True when there was a logo to delete. */
    async deleteLogo(userId: number): Promise<boolean> {
      const result = await db.deleteFrom('captain_logos').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type CaptainProfileRepository = ReturnType<typeof captainProfileRepository>;
