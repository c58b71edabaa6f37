import type { Insertable } from 'kysely';
import { z } from 'zod';
import { invoiceTypes } from '#domain/subscription.ts';
import type { RetainedPaymentsTable, SubscriptionsTable } from '../db/schema.ts';

const warsawYear = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Warsaw', year: 'numeric' });

/**
 * The first day a deleted account's payment record may be erased. Polish tax law keeps a sale's records until
 * the tax on it can no longer be assessed: five years from the end of the year in which that tax fell due
 * (Ordynacja podatkowa art. 70 § 1 and art. 86 § 1). The income tax of a year falls due in the next one (the
 * annual return), so a payment made in year Y (Polish time) is kept to the end of Y + 6. The accounting act's
 * five years from the year after (art. 74) end earlier, and so does VAT's.
 */
export function eraseAfter(paymentDate: string): string {
  const year = Number(warsawYear.format(new Date(paymentDate)));
  return `${year + 7}-01-01`;
}

/**
 * The parts of the stored invoice details that may outlive the account: a company's, never a person's. An
 * invoice type off the list keeps nothing (retained_payments.invoice_type takes only listed types).
 */
const companyInvoiceSchema = z.object({
  invoice_type: z.enum(invoiceTypes),
  company_name: z.string().nullish(),
  nip: z.string().nullish(),
});

function invoiceParts(invoice: string | null) {
  let parsed: unknown = null;
  try {
    parsed = invoice ? JSON.parse(invoice) : null;
  } catch {
    parsed = null;
  }
  const result = companyInvoiceSchema.safeParse(parsed);
  if (!result.success) return { invoice_type: null, company_name: null, nip: null };
  const company = result.data.invoice_type === 'osoba_prawna';
  return {
    invoice_type: result.data.invoice_type,
    company_name: company ? (result.data.company_name?.slice(0, 200) ?? null) : null,
    nip: company ? (result.data.nip?.slice(0, 20) ?? null) : null,
  };
}

type PaymentRow = Pick<
  SubscriptionsTable,
  | 'status'
  | 'days'
  | 'plan_id'
  | 'plan_name_en'
  | 'plan_name_pl'
  | 'amount_minor'
  | 'currency'
  | 'payment_provider'
  | 'ext_order_id'
  | 'provider_order_id'
  | 'invoice'
  | 'created_at'
  | 'completed_at'
> & { id: number };

/**
 * The copy of a payment that stays after its account is deleted: what was bought, for how much, when, and the
 * order's ids at the provider (to match the provider's settlements); no user, name, e-mail or address.
 */
export function retainedCopy(payment: PaymentRow, deletedAt: Date): Insertable<RetainedPaymentsTable> {
  return {
    subscription_id: payment.id,
    status: payment.status,
    days: payment.days,
    plan_id: payment.plan_id,
    plan_name_en: payment.plan_name_en,
    plan_name_pl: payment.plan_name_pl,
    amount_minor: payment.amount_minor,
    currency: payment.currency,
    payment_provider: payment.payment_provider,
    ext_order_id: payment.ext_order_id,
    provider_order_id: payment.provider_order_id,
    ...invoiceParts(payment.invoice),
    created_at: payment.created_at,
    completed_at: payment.completed_at,
    account_deleted_at: deletedAt.toISOString(),
    erase_after: eraseAfter(payment.completed_at ?? payment.created_at),
  };
}

const orderFieldsKept = [
  'orderId',
  'extOrderId',
  'orderCreateDate',
  'merchantPosId',
  'description',
  'currencyCode',
  'totalAmount',
  'status',
  'products',
] as const;

/**
 * A provider's notification without the buyer: PayU sends the buyer's e-mail, phone, names and address, and
 * the customer's IP, beside the order. Only the order's own fields, the receipt time and the payment id stay;
 * a body that is not a JSON object (a forged one) keeps nothing.
 */
export function notificationWithoutBuyer(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return '';
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return '';
  const { order, localReceiptDateTime, properties } = parsed as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  if (order !== null && typeof order === 'object' && !Array.isArray(order)) {
    const source = order as Record<string, unknown>;
    kept.order = Object.fromEntries(
      orderFieldsKept.filter((field) => field in source).map((field) => [field, source[field]]),
    );
  }
  if (localReceiptDateTime !== undefined) kept.localReceiptDateTime = localReceiptDateTime;
  if (Array.isArray(properties)) {
    kept.properties = properties.filter((item) => (item as { name?: unknown } | null)?.name === 'PAYMENT_ID');
  }
  return JSON.stringify(kept);
}
