import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session, TokenStore } from '../auth/tokens.ts';
import type { TokenKind } from '../db/schema.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * A hook (onRequest, so no body is read or validated first) that lets only a valid session of one kind through: no or expired token -> 401,
 * a token of the other kind (a student on a captain route) -> 403. A route both kinds use (the deck log) names both.
 */
export function requireSession(tokens: TokenStore, kind: TokenKind | readonly TokenKind[]) {
  const kinds: readonly TokenKind[] = typeof kind === 'string' ? [kind] : kind;
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const session = token ? await tokens.resolve(token) : null;
    if (!session) throw new HttpError(401, 'errors.unauthorized');
    if (!kinds.includes(session.kind)) throw new HttpError(403, 'errors.wrong_account_kind');
    request.session = session;
  };
}

/** The session set by requireSession; routes behind the guard can rely on it. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new HttpError(401, 'errors.unauthorized');
  return request.session;
}
