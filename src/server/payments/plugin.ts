import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TokenStore } from '../auth/tokens.ts';
import type { AppConfig } from '../config.ts';
import type { AppMetrics } from '../metrics/metrics.ts';
import type { PremiumLedger } from '../subscriptions/premium.ts';
import { type PaymentGateway, payuGateway, sandboxGateway } from './gateway.ts';
import { schedulePaymentHousekeeping } from './housekeeping.ts';
import type { NotificationHandler } from './notifications.ts';
import { payuClient } from './payu-client.ts';
import type { PaymentsRepository } from './repository.ts';
import { payuNotifyRoutes, subscriptionOrderRoutes } from './routes.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import type { PaymentsService } from './service.ts';

/** Real PayU when it is configured, otherwise the built-in sandbox checkout. */
export function paymentGateway(
  payu: AppConfig['payu'],
  log: FastifyBaseLogger,
  metrics: Pick<AppMetrics, 'payuCall'>,
): PaymentGateway {
  return payu
    ? payuGateway(payuClient(payu, log, { recordCall: metrics.payuCall }), payu.secondKey)
    : sandboxGateway();
}

export interface PaymentsOptions {
  ledger: PremiumLedger;
  payments: PaymentsRepository;
  gateway: PaymentGateway;
  orders: PaymentsService;
  notifications: NotificationHandler;
  tokens: TokenStore;
  config: Pick<AppConfig, 'appUrl' | 'rateLimits'>;
}

/**
 * Ordering premium (POST /api/subscriptions), PayU's webhook, and, when PayU is not configured, the
 * built-in sandbox checkout. The sandbox routes do not exist at all when real PayU is configured.
 */
export async function registerPayments(app: FastifyInstance, options: PaymentsOptions) {
  const { ledger, payments, gateway, orders, notifications, tokens, config } = options;
  if (gateway.kind === 'sandbox') app.log.info('PayU is not configured: payments use the built-in sandbox');
  schedulePaymentHousekeeping(app, ledger);

  await app.register(subscriptionOrderRoutes, { payments: orders, tokens, limits: config.rateLimits });
  await app.register(payuNotifyRoutes, { notifications });
  if (gateway.kind === 'sandbox') {
    await app.register(sandboxRoutes, {
      root: app,
      ledger,
      payments,
      secondKey: gateway.secondKey,
      appUrl: config.appUrl,
    });
  }
}
