import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Language, pickLanguage } from '#domain/language.ts';
import { boughtPlanNameIn } from '../plans/names.ts';
import type { PremiumLedger } from '../subscriptions/premium.ts';
import type { PaymentsRepository } from './repository.ts';
import { notifyPath } from './routes.ts';
import { checkoutPage, messagePage } from './sandbox-page.ts';
import { continueUrl, notifyUrl, orderDescription } from './service.ts';

/** The sandbox page is on our own origin: return by path, so the host the browser used (localhost or 127.0.0.1) stays. */
function relativeContinueUrl(appUrl: string, paymentId: number): string {
  const back = new URL(continueUrl(appUrl, paymentId));
  return `${back.pathname}${back.search}`;
}

import { signatureHeader } from './signature.ts';

interface Options {
  /** The root instance: notifications are delivered to our own webhook through it (app.inject). */
  root: FastifyInstance;
  ledger: PremiumLedger;
  payments: PaymentsRepository;
  secondKey: string;
  appUrl: string;
}

type Payment = NonNullable<Awaited<ReturnType<PremiumLedger['findPayment']>>>;

const params = z.object({ extOrderId: z.string().min(1).max(64) });

/** What the page says about an order that can no longer be paid. */
const finishedText = {
  completed: 'payments.sandbox.finished_completed',
  canceled: 'payments.sandbox.finished_canceled',
  abandoned: 'payments.sandbox.finished_abandoned',
} as const;

function invoiceNames(invoice: string | null): { firstName: string; lastName: string } {
  const parsed = z
    .object({ first_name: z.string(), last_name: z.string() })
    .safeParse(invoice ? JSON.parse(invoice) : null);
  return parsed.success
    ? { firstName: parsed.data.first_name, lastName: parsed.data.last_name }
    : { firstName: '', lastName: '' };
}

/**
 * The built-in checkout used when PayU is not configured. It behaves like PayU's payment page: Pay or
 * Cancel sends the notification PayU would send, signed with the sandbox key, to our own webhook (so the
 * signature check and the ledger run exactly as for PayU), then returns the browser to continueUrl.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { root, ledger, payments, secondKey, appUrl } = options;
  const premiumTab = `${appUrl}/captain-profile?tab=premium`;

  // The Pay and Cancel forms post an empty urlencoded body; nothing in it is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(page);

  /** Unknown or finished orders get a page that says so; a pending one is returned. */
  async function pendingPayment(
    request: FastifyRequest,
    reply: FastifyReply,
    extOrderId: string,
    language: Language,
  ) {
    let payment = await ledger.findPayment(extOrderId);
    // Like PayU, an order past its lifetime can no longer be paid, even before the housekeeping job ran.
    if (payment?.status === 'pending' && (await ledger.abandonExpired(payment.user_id)) > 0) {
      payment = await ledger.findPayment(extOrderId);
    }
    if (!payment) {
      await html(
        reply,
        404,
        messagePage(language, 'payments.sandbox.unknown_title', 'payments.sandbox.unknown_text', premiumTab),
      );
      return null;
    }
    if (payment.status !== 'pending') {
      const text = finishedText[payment.status];
      request.log.info({ extOrderId, status: payment.status }, 'sandbox order already finished');
      await html(
        reply,
        409,
        messagePage(
          language,
          'payments.sandbox.finished_title',
          text,
          relativeContinueUrl(appUrl, payment.id),
        ),
      );
      return null;
    }
    return payment;
  }

  async function deliver(request: FastifyRequest, payment: Payment, status: string, language: Language) {
    const planName = boughtPlanNameIn(payment, language) ?? '';
    const body = JSON.stringify({
      order: {
        orderId: payment.provider_order_id,
        extOrderId: payment.ext_order_id,
        orderCreateDate: payment.created_at,
        notifyUrl: notifyUrl(appUrl),
        customerIp: request.ip,
        merchantPosId: 'sandbox',
        description: orderDescription(planName),
        currencyCode: payment.currency,
        totalAmount: String(payment.amount_minor),
        buyer: {
          email: (await payments.buyerEmail(payment.user_id)) ?? '',
          ...invoiceNames(payment.invoice),
          language,
        },
        products: [{ name: planName, unitPrice: String(payment.amount_minor), quantity: '1' }],
        status,
      },
      ...(status === 'COMPLETED' ? { localReceiptDateTime: new Date().toISOString() } : {}),
      properties: [{ name: 'PAYMENT_ID', value: String(randomInt(100_000_000, 999_999_999)) }],
    });
    const response = await root.inject({
      method: 'POST',
      url: notifyPath,
      headers: {
        'content-type': 'application/json;charset=UTF-8',
        'openpayu-signature': signatureHeader(body, secondKey, 'MD5'),
      },
      payload: body,
    });
    return response.statusCode === 200;
  }

  app.get('/sandbox/payu/:extOrderId', { schema: { params, hide: true } }, async (request, reply) => {
    const language = pickLanguage(request.headers['accept-language']);
    const payment = await pendingPayment(request, reply, request.params.extOrderId, language);
    if (!payment) return reply;
    const planName = boughtPlanNameIn(payment, language) ?? '';
    return html(
      reply,
      200,
      checkoutPage(language, {
        extOrderId: request.params.extOrderId,
        planName,
        amountMinor: payment.amount_minor ?? 0,
        currency: payment.currency ?? 'PLN',
        description: orderDescription(planName),
      }),
    );
  });

  const finish =
    (statuses: string[]) =>
    async (request: FastifyRequest<{ Params: z.infer<typeof params> }>, reply: FastifyReply) => {
      const language = pickLanguage(request.headers['accept-language']);
      const payment = await pendingPayment(request, reply, request.params.extOrderId, language);
      if (!payment) return reply;
      for (const status of statuses) {
        if (!(await deliver(request, payment, status, language))) {
          request.log.error(
            { extOrderId: payment.ext_order_id, status },
            'sandbox notification was not accepted',
          );
          return html(
            reply,
            500,
            messagePage(
              language,
              'payments.sandbox.failed_title',
              'payments.sandbox.failed_text',
              premiumTab,
            ),
          );
        }
      }
      // Same origin as this page: a relative address, so the browser's host name (localhost or 127.0.0.1) stays.
      return reply.redirect(relativeContinueUrl(appUrl, payment.id), 303);
    };

  // PayU sends PENDING when the buyer starts paying and COMPLETED when the money arrived.
  app.post(
    '/sandbox/payu/:extOrderId/pay',
    { schema: { params, hide: true } },
    finish(['PENDING', 'COMPLETED']),
  );
  app.post('/sandbox/payu/:extOrderId/cancel', { schema: { params, hide: true } }, finish(['CANCELED']));
};
