import type { FastifyReply, FastifyRequest } from 'fastify';
import { premiumRequiredError } from '#domain/premium-required.ts';
import { premiumStatus } from '#domain/subscription.ts';
import type { PremiumLedger } from '../subscriptions/premium.ts';
import { sessionOf } from './auth-guard.ts';
import { HttpError } from './errors.ts';

/**
 * The one server check for premium-gated actions (trip create/edit/delete, yacht create/edit, planned trip
 * create). Put it after requireSession(tokens, 'captain'): 403 {error: "premium_required"} without premium.
 */
export function requirePremium(ledger: PremiumLedger) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = sessionOf(request);
    // Read with the session (auth/tokens.ts); a session without it asks the ledger.
    const until = session.captain ? session.captain.premiumUntil : await ledger.premiumUntil(session.ownerId);
    if (premiumStatus(until) !== 'active') {
      throw new HttpError(403, 'errors.premium_required', { error: premiumRequiredError });
    }
  };
}
