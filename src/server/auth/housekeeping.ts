import type { FastifyInstance } from 'fastify';
import { accountDeletionRepository } from '../account-deletion/repository.ts';
import type { Db } from '../db/database.ts';
import { idempotencyStore } from '../idempotency/store.ts';
import { tracksRepository } from '../tracks/repository.ts';
import { tripImportsRepository } from '../trip-import/repository.ts';
import type { TokenStore } from './tokens.ts';

const everyMs = 60 * 60_000;

/**
 * Removes expired sessions, spent password-reset links, expired e-mail confirmation links, idempotency keys
 * past their 24 hours, uploaded tracks no trip took within their 24 hours and trip imports not committed within
 * their hour, once an hour, so the tables do not grow forever; and deleted accounts' payment records once the law no longer asks to keep them.
 */
export function scheduleAccountHousekeeping(app: FastifyInstance, db: Db, tokens: TokenStore) {
  const keys = idempotencyStore(db);
  const deletions = accountDeletionRepository(db);
  const tracks = tracksRepository(db);
  const imports = tripImportsRepository(db);
  const sweep = async () => {
    try {
      await tokens.deleteExpired();
      const dayAgo = new Date(Date.now() - 24 * 3600_000).toISOString();
      await db.deleteFrom('password_resets').where('expires_at', '<', dayAgo).execute();
      await db.deleteFrom('student_password_resets').where('expires_at', '<', dayAgo).execute();
      await db.deleteFrom('email_verifications').where('expires_at', '<', dayAgo).execute();
      await keys.deleteExpired(new Date());
      await tracks.purgeExpired(new Date());
      await imports.purgeExpired(new Date());
      await deletions.eraseExpiredRetained(new Date().toISOString().slice(0, 10));
    } catch (error) {
      app.log.warn({ err: error }, 'account housekeeping failed; it runs again in an hour');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, everyMs);
    timer.unref();
    void sweep();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
