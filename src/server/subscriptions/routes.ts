import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#domain/auth.ts';
import { fromMinorUnits } from '#domain/money.ts';
import { discountRedeemSchema, subscriptionStatusResponseSchema } from '#domain/subscription.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { RateLimits } from '../config.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { requestLanguage, requestTranslator } from '../http/messages.ts';
import { rateLimited } from '../http/rate-limits.ts';
import { planNameIn } from '../plans/names.ts';
import type { PlansRepository } from '../plans/repository.ts';
import type { DiscountCodes } from './discount-codes.ts';
import type { PremiumLedger } from './premium.ts';
import { servedSubscription } from './served-history.ts';

/** The status page shows the newest entries; the data export has them all. */
const servedHistoryLength = 100;

interface Options {
  tokens: TokenStore;
  ledger: PremiumLedger;
  codes: DiscountCodes;
  plans: PlansRepository;
  limits: RateLimits;
}

export const subscriptionRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { tokens, ledger, codes, plans, limits },
) => {
  const captain = requireSession(tokens, 'captain');
  const tags = ['subscriptions'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/subscriptions',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary:
          'Premium status, plans and history; plan names in the Accept-Language, unpaid orders past their lifetime as abandoned',
        response: { 200: subscriptionStatusResponseSchema },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const [subscription, planRows] = await Promise.all([
        servedSubscription(ledger, sessionOf(request).ownerId, language, servedHistoryLength),
        plans.listActive(),
      ]);
      return {
        success: true as const,
        ...subscription,
        available_plans: planRows.map((plan) => ({
          id: plan.id,
          name: planNameIn(plan, language),
          amount: fromMinorUnits(plan.amount_minor),
          currency: plan.currency,
          duration_days: plan.duration_days,
        })),
        message: requestTranslator(request)('subscription.loaded'),
      };
    },
  );

  app.post(
    '/api/discount-codes/redeem',
    {
      onRequest: captain,
      // Guessing codes is throttled per address.
      preHandler: rateLimited(app, [
        { group: 'discount', by: 'ip', max: limits.loginPerIp, windowMs: limits.windowMs },
      ]),
      schema: {
        tags,
        security,
        summary: 'Activate or extend premium with a discount code',
        body: discountRedeemSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await codes.redeem(sessionOf(request).ownerId, request.body.code);
      return { success: true as const, message: requestTranslator(request)('discount.redeemed') };
    },
  );
};
