import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { notificationWithoutBuyer } from '../account-deletion/retention.ts';
import type { PremiumLedger } from '../subscriptions/premium.ts';
import type { PaymentsRepository } from './repository.ts';
import { parseSignatureHeader, signatureMatches } from './signature.ts';

/** The part of PayU's notification body we read (PayU sends more: buyer, payMethod, products...). */
const notificationSchema = z.object({
  order: z.object({
    orderId: z.string().optional(),
    extOrderId: z.string().min(1),
    status: z.string().min(1),
    totalAmount: z.union([z.string(), z.number()]).optional(),
    currencyCode: z.string().optional(),
  }),
});

type PayuOrder = z.infer<typeof notificationSchema>['order'];

export type NotificationOutcome =
  | 'signature_missing'
  | 'signature_invalid'
  | 'malformed_json'
  | 'invalid_notification'
  | 'unknown_order'
  | 'account_deleted'
  | 'order_id_mismatch'
  | 'amount_mismatch'
  | 'completed'
  | 'completed_late'
  | 'canceled'
  | 'already_final'
  | 'no_change'
  | 'ignored_status';

/** What the webhook answers: 200 for everything PayU should not send again, 4xx for what is not PayU's. */
export interface NotificationResult {
  httpStatus: 200 | 400 | 401;
  outcome: NotificationOutcome;
}

const rejections: Partial<Record<NotificationOutcome, 400 | 401>> = {
  signature_missing: 400,
  signature_invalid: 401,
  malformed_json: 400,
  invalid_notification: 400,
};

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Best effort, for the record only: the ids and status of a body that may be forged or broken. */
function looseFields(value: unknown) {
  const order = (value as { order?: Record<string, unknown> } | null)?.order;
  const text = (field: string) => (typeof order?.[field] === 'string' ? (order[field] as string) : null);
  return { extOrderId: text('extOrderId'), providerOrderId: text('orderId'), status: text('status') };
}

/**
 * PayU's notification webhook: verifies OpenPayu-Signature over the raw bytes, stores every notification,
 * and moves a payment only forward (pending or abandoned -> completed, pending -> canceled) through the
 * ledger, exactly once.
 */
export function notificationHandler(deps: {
  ledger: PremiumLedger;
  payments: PaymentsRepository;
  secondKey: string;
  log: FastifyBaseLogger;
}) {
  const { ledger, payments, secondKey, log } = deps;

  async function decide(
    rawBody: Buffer,
    header: string | string[] | undefined,
    json: ReturnType<typeof parseJson>,
  ) {
    const signature = parseSignatureHeader(header);
    if (!signature) return { outcome: 'signature_missing' as const, signatureValid: false };
    if (!signatureMatches(rawBody, secondKey, signature)) {
      return { outcome: 'signature_invalid' as const, signatureValid: false };
    }
    if (!json.ok) return { outcome: 'malformed_json' as const, signatureValid: true };
    const parsed = notificationSchema.safeParse(json.value);
    if (!parsed.success) return { outcome: 'invalid_notification' as const, signatureValid: true };
    return { outcome: await apply(parsed.data.order), signatureValid: true };
  }

  /**
   * An order whose account was deleted lives on only as its retained record: a payment completed now is recorded
   * there (the money was taken; the operator refunds it, as no account is left to extend), nothing else moves.
   */
  async function applyToDeletedAccount(order: PayuOrder): Promise<NotificationOutcome> {
    const retained = await payments.findRetained(order.extOrderId);
    if (!retained) return 'unknown_order';
    if (order.status === 'COMPLETED') await payments.completeRetained(retained.id);
    return 'account_deleted';
  }

  async function apply(order: PayuOrder): Promise<NotificationOutcome> {
    const payment = await ledger.findPayment(order.extOrderId);
    if (!payment) return applyToDeletedAccount(order);
    if (order.orderId && payment.provider_order_id && order.orderId !== payment.provider_order_id) {
      return 'order_id_mismatch';
    }
    const amountDiffers =
      order.totalAmount !== undefined && String(order.totalAmount) !== String(payment.amount_minor);
    const currencyDiffers = order.currencyCode !== undefined && order.currencyCode !== payment.currency;
    if (amountDiffers || currencyDiffers) return 'amount_mismatch';

    switch (order.status) {
      case 'COMPLETED':
        // Money taken is never lost: an order we abandoned after its lifetime still completes.
        if (!(await ledger.completePayment(payment.id))) return 'already_final';
        return payment.status === 'abandoned' ? 'completed_late' : 'completed';
      case 'CANCELED':
        return (await ledger.cancelPayment(payment.id)) ? 'canceled' : 'already_final';
      case 'NEW':
      case 'PENDING':
      case 'WAITING_FOR_CONFIRMATION':
        return 'no_change';
      default:
        return 'ignored_status';
    }
  }

  return {
    async handle(rawBody: Buffer, header: string | string[] | undefined): Promise<NotificationResult> {
      const text = rawBody.toString('utf8');
      const json = parseJson(text);
      const { outcome, signatureValid } = await decide(rawBody, header, json);
      const loose = json.ok
        ? looseFields(json.value)
        : { extOrderId: null, providerOrderId: null, status: null };
      // PostgreSQL text cannot hold NUL: an unsigned body with one would otherwise end in a 500.
      const storable = (value: string | null) => value?.replaceAll('\u0000', '\uFFFD') ?? null;
      const fields = {
        extOrderId: storable(loose.extOrderId),
        providerOrderId: storable(loose.providerOrderId),
        status: storable(loose.status),
      };
      await payments.recordNotification({
        provider: 'payu',
        ...fields,
        signatureValid,
        outcome,
        // A deleted account's buyer is not kept, here either.
        body: outcome === 'account_deleted' ? notificationWithoutBuyer(text) : (storable(text) ?? ''),
      });
      // Error level: what the operator must look at (a mismatch; money taken for a deleted account).
      const forOperator =
        outcome === 'amount_mismatch' || outcome === 'order_id_mismatch' || outcome === 'account_deleted';
      const level = forOperator ? 'error' : rejections[outcome] ? 'warn' : 'info';
      log[level]({ outcome, extOrderId: fields.extOrderId, status: fields.status }, 'payment notification');
      return { httpStatus: rejections[outcome] ?? 200, outcome };
    },
  };
}
export type NotificationHandler = ReturnType<typeof notificationHandler>;
