import type { FastifyInstance } from 'fastify';
import type { TokenStore } from '../auth/tokens.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { premiumLedger } from '../subscriptions/premium.ts';
import { type PaymentGateway, payuGateway, sandboxGateway } from './gateway.ts';
import { schedulePaymentHousekeeping } from './housekeeping.ts';
import { notificationHandler } from './notifications.ts';
import { payuClient } from './payu-client.ts';
import { paymentsRepository } from './repository.ts';
import { payuNotifyRoutes, subscriptionOrderRoutes } from './routes.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import { paymentsService } from './service.ts';

export interface PaymentsOptions {
  db: Db;
  tokens: TokenStore;
  config: Pick<AppConfig, 'appUrl' | 'payu' | 'rateLimits'>;
}

/**
 * Ordering premium (POST /api/subscriptions), PayU's webhook, and, when PayU is not configured, the
 * built-in sandbox checkout. The sandbox routes do not exist at all when real PayU is configured.
 */
export async function registerPayments(app: FastifyInstance, options: PaymentsOptions) {
  const { db, tokens, config } = options;
  const ledger = premiumLedger(db);
  const payments = paymentsRepository(db);
  const gateway: PaymentGateway = config.payu
    ? payuGateway(payuClient(config.payu, app.log), config.payu.secondKey)
    : sandboxGateway();
  if (gateway.kind === 'sandbox') app.log.info('PayU is not configured: payments use the built-in sandbox');
  schedulePaymentHousekeeping(app, ledger);

  await app.register(subscriptionOrderRoutes, {
    payments: paymentsService({ ledger, payments, gateway, appUrl: config.appUrl, log: app.log }),
    tokens,
    limits: config.rateLimits,
  });
  await app.register(payuNotifyRoutes, {
    notifications: notificationHandler({ ledger, payments, secondKey: gateway.secondKey, log: app.log }),
  });
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
