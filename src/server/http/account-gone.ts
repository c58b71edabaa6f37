import type { FastifyRequest } from 'fastify';

/** A write refused because a row it refers to no longer exists, on SQLite or PostgreSQL. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * True when a request's write failed because its own account was deleted while it ran: the session was valid
 * when checked, then the account and its sessions went before the write reached the database, whose foreign key
 * refused it. That request is no longer logged in (401), not broken (500). A deleted account's sessions are
 * deleted in its transaction, so a session row that is gone says the account (or at least the login) is.
 */
export async function accountGoneUnder(request: FastifyRequest, error: unknown): Promise<boolean> {
  const { session } = request;
  if (!session || !isForeignKeyViolation(error)) return false;
  try {
    const row = await request.server.database.db
      .selectFrom('auth_tokens')
      .select('id')
      .where('id', '=', session.tokenId)
      .executeTakeFirst();
    return row === undefined;
  } catch {
    return false;
  }
}
