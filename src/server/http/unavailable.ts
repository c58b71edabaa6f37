import { MailUnavailableError } from '../mail/mailer.ts';

/**
 * Failures of the mail server or of the database's connection or storage, not of the request: the app answers
 * 503 with Retry-After and recovers by itself once the service is back (the pg pool opens new connections,
 * SQLite retries the file on the next statement, the mailer connects per message). Returns the catalogue key
 * of the message, or null for any other error.
 */
export function unavailableMessageKey(error: unknown): string | null {
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
