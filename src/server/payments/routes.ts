import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriptionOrderResponseSchema, subscriptionOrderSchema } from '#domain/subscription.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { RateLimits } from '../config.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { HttpError } from '../http/errors.ts';
import { requestLanguage, requestTranslator } from '../http/messages.ts';
import { rateLimited } from '../http/rate-limits.ts';
import { idempotent } from '../idempotency/plugin.ts';
import type { NotificationHandler } from './notifications.ts';
import type { PaymentsService } from './service.ts';

export const notifyPath = '/api/payments/payu/notify';

/**
 * A failed order: `error` names PayU's failure (payment_provider_error, payment_provider_unavailable). A 503 of
 * the app's own (the database busy or unreachable) has none and must still pass this schema: before, it became
 * Fastify's 500 "Response doesn't match the schema".
 */
const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string().optional(),
  request_id: z.string(),
});

export const subscriptionOrderRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  tokens: TokenStore;
  limits: RateLimits;
}> = async (app, { payments, tokens, limits }) => {
  app.post(
    '/api/subscriptions',
    {
      onRequest: requireSession(tokens, 'captain'),
      // A repeat of an order with the same Idempotency-Key answers the first order's payment page.
      preValidation: idempotent,
      // Every order writes a pending payment and calls PayU: throttled per address.
      preHandler: rateLimited(app, [
        { group: 'order', by: 'ip', max: limits.loginPerIp, windowMs: limits.windowMs },
      ]),
      schema: {
        tags: ['subscriptions'],
        security: [{ bearer: [] }],
        summary:
          'Order premium: creates a pending payment and the PayU order; the browser goes to redirect_url',
        body: subscriptionOrderSchema,
        response: {
          200: subscriptionOrderResponseSchema,
          502: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const placed = await payments.placeOrder(request.body, {
        userId: sessionOf(request).ownerId,
        customerIp: request.ip,
        language: requestLanguage(request),
      });
      return {
        success: true as const,
        redirect_url: placed.redirectUrl,
        subscription_id: placed.subscriptionId,
        message: requestTranslator(request)('subscription.order_created'),
      };
    },
  );
};

const notificationErrors = {
  400: 'payments.notification_rejected',
  401: 'payments.notification_signature_invalid',
} as const;

/**
 * PayU's webhook. Its own encapsulated scope replaces the JSON parser with one that keeps the raw bytes:
 * the signature is computed over exactly what PayU sent.
 */
export const payuNotifyRoutes: FastifyPluginAsyncZod<{ notifications: NotificationHandler }> = async (
  app,
  { notifications },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    notifyPath,
    {
      schema: {
        tags: ['payments'],
        summary: 'PayU notification webhook (signed with OpenPayu-Signature)',
        hide: true,
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await notifications.handle(raw, request.headers['openpayu-signature']);
      if (result.httpStatus !== 200) {
        throw new HttpError(result.httpStatus, notificationErrors[result.httpStatus], {
          error: result.outcome,
        });
      }
      return { success: true };
    },
  );
};
