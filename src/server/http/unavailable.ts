import type { FastifyInstance } from 'fastify';
import { MailUnavailableError } from '../mail/mailer.ts';

/** A request that arrived after the server began to close: shed with 503 so the client retries elsewhere. */
export class ServerClosingError extends Error {
  constructor() {
    super('server closing');
  }
}

/**
 * Replaces Fastify's own `return503OnClosing` answer (a body in Fastify's shape, never translated): once
 * `close()` begins (SIGTERM, see main.ts), every request that arrives is answered by the error handler with the
 * app's JSON error shape, 503, Retry-After, `Connection: close` and `errors.server_closing` in the request's
 * language. Requests begun before keep running to the end; their hooks have already passed this one.
 * Registered after the security headers (so the answer carries them) and before rate limits and routes.
 */
export function shedRequestsWhileClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw new ServerClosingError();
  });
}

/**
 * Failures of the mail server or of the database's connection or storage, not of the request: the app answers
 * 503 with Retry-After and recovers by itself once the service is back (the pg pool opens new connections,
 * SQLite retries the file on the next statement, the mailer connects per message). A server that is closing
 * answers the same way (another process takes over). Returns the catalogue key of the message, or null for any
 * other error.
 */
export function unavailableMessageKey(error: unknown): string | null {
  if (error instanceof ServerClosingError) return 'errors.server_closing';
  if (error instanceof MailUnavailableError) return 'errors.mail_unavailable';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    // SQLite: the disk is full (nothing of the statement was written; the transaction was rolled back).
    if (code === 'SQLITE_FULL' || code === 'ENOSPC') return 'errors.storage_full';
    // SQLite: locked past busy_timeout, an I/O error (SQLITE_IOERR_WRITE, _FSYNC...), the file cannot be opened.
    if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN')
      return 'errors.service_unavailable';
    // Sockets, and PostgreSQL's admin/crash shutdown, "starting up", connection exceptions, too many clients.
    if (
      ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', '53300'].includes(code) ||
      /^57P0[123]$/.test(code) ||
      /^08\w{3}$/.test(code)
    )
      return 'errors.service_unavailable';
  }
  if (
    error instanceof Error &&
    /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/i.test(
      error.message,
    )
  )
    return 'errors.service_unavailable';
  return null;
}
