import {
  type CaptainProfile,
  type CaptainProfileInput,
  defaultLanguages,
  defaultNationality,
} from '#domain/captain-profile.ts';
import { otherLicence } from '#domain/licence.ts';
import { passwordChange } from '../auth/password-change.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { UsersRepository } from '../auth/users-repository.ts';
import { HttpError, UnprocessableError } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { logoLinks } from './logo-service.ts';
import type { CaptainProfileRepository, ProfileChanges, ProfileRow } from './repository.ts';

interface Dependencies {
  profiles: CaptainProfileRepository;
  users: UsersRepository;
  tokens: TokenStore;
  mailer: Mailer;
}

const profileDefaults = { nationality: defaultNationality, languages: defaultLanguages };

/** A stored profile as served (the CV shows the same details). */
export function toProfile(row: ProfileRow): CaptainProfile {
  const links = row.logo_key && row.logo_type ? logoLinks(row.logo_key, row.logo_type) : null;
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    license_type: row.license_type,
    license_number: row.license_number,
    other_license: row.license_type === otherLicence ? row.other_license : '',
    nationality: row.nationality || defaultNationality,
    languages: row.languages || defaultLanguages,
    logo_path: links?.logo_path ?? null,
    logo_url: links?.logo_url ?? null,
  };
}

const firstFilled = (...values: (string | null | undefined)[]) =>
  values.map((value) => value?.trim() ?? '').find((value) => value !== '') ?? '';

/**
 * nationality and languages: left out -> kept as stored (the profile form does not show them);
 * sent empty or null -> back to the defaults; otherwise the value sent.
 */
function optionalWithDefault(value: string | null | undefined, fallback: string): string | undefined {
  if (value === undefined) return undefined;
  return value?.trim() || fallback;
}

function changesFrom(input: CaptainProfileInput): ProfileChanges {
  const isOther = input.license_type === otherLicence;
  const changes: ProfileChanges = {
    first_name: input.first_name,
    last_name: input.last_name,
    phone: input.phone,
    license_type: input.license_type,
    license_number: input.license_number,
    // For "_other" the custom licence (other_license, or custom_license as another name) is what is stored.
    other_license: isOther ? firstFilled(input.other_license, input.custom_license) : '',
  };
  const nationality = optionalWithDefault(input.nationality, defaultNationality);
  const languages = optionalWithDefault(input.languages, defaultLanguages);
  if (nationality !== undefined) changes.nationality = nationality;
  if (languages !== undefined) changes.languages = languages;
  return changes;
}

export function captainProfileService({ profiles, users, tokens, mailer }: Dependencies) {
  async function profileOf(userId: number): Promise<CaptainProfile> {
    const row = await profiles.findProfile(userId);
    if (!row) throw new HttpError(401, 'errors.unauthorized');
    return toProfile(row);
  }

  return {
    profileOf,

    /** Updates the logged-in captain's profile; the e-mail is the account's and is never changed here. */
    async updateProfile(userId: number, input: CaptainProfileInput): Promise<CaptainProfile> {
      const changes = changesFrom(input);
      if (changes.license_type === otherLicence && !changes.other_license) {
        throw new UnprocessableError('errors.validation', {
          other_license: 'profile.other_license_required',
        });
      }
      await profileOf(userId);
      await profiles.saveProfile(userId, changes, profileDefaults);
      return profileOf(userId);
    },

    changePassword: passwordChange({
      holderOf: async (id) => {
        const [stored, user] = await Promise.all([users.passwordHashOf(id), users.findById(id)]);
        return stored && user ? { ...user, password_hash: stored.password_hash } : undefined;
      },
      setPassword: (id, hash) => users.setPassword(id, hash),
      tokens,
      mailer,
    }),
  };
}
export type CaptainProfileService = ReturnType<typeof captainProfileService>;
