import { randomBytes } from 'node:crypto';
import { NotFoundError } from '../http/errors.ts';
import { processLogo } from './logo-image.ts';
import type { CaptainProfileRepository } from './repository.ts';

export interface LogoLinks {
  logo_path: string;
  logo_url: string;
}

const extensions: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** A public key is 32 random bytes in base64url (256 bits): the logo URL is a capability nobody can guess. */
export const publicKeyPattern = /^[A-Za-z0-9_-]{43}$/;

export function logoLinks(publicKey: string, contentType: string): LogoLinks {
  return {
    logo_path: `logos/${publicKey}.${extensions[contentType] ?? 'img'}`,
    logo_url: `/api/logos/${publicKey}`,
  };
}

export function captainLogoService(profiles: CaptainProfileRepository) {
  return {
    /** Validates and re-encodes the upload and stores it as the captain's logo under a new public key. */
    async upload(userId: number, bytes: Buffer): Promise<LogoLinks> {
      const logo = await processLogo(bytes);
      const publicKey = randomBytes(32).toString('base64url');
      await profiles.saveLogo(userId, {
        publicKey,
        contentType: logo.contentType,
        data: logo.data,
        width: logo.width,
        height: logo.height,
      });
      return logoLinks(publicKey, logo.contentType);
    },

    async linksOf(userId: number): Promise<LogoLinks> {
      const found = await profiles.findLogoKey(userId);
      if (!found) throw new NotFoundError('logo.not_found');
      return logoLinks(found.public_key, found.content_type);
    },

    /** Deleting is idempotent: no logo left is the outcome the captain asked for. */
    async remove(userId: number): Promise<void> {
      await profiles.deleteLogo(userId);
    },

    /** The stored image behind a public URL, or 404 (also for anything that is not a well-formed key). */
    async image(publicKey: string): Promise<{ contentType: string; data: Buffer }> {
      const found = publicKeyPattern.test(publicKey) ? await profiles.findLogoByKey(publicKey) : undefined;
      if (!found) throw new NotFoundError();
      return { contentType: found.content_type, data: Buffer.from(found.data) };
    },
  };
}
export type CaptainLogoService = ReturnType<typeof captainLogoService>;
