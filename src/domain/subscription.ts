import { isValidNip } from './nip.ts';
import { planSchema } from './plan.ts';
import { requiredOr, z } from './validation.ts';

export const invoiceTypes = ['osoba_fizyczna', 'osoba_prawna'] as const;
export const paymentProviders = ['payu'] as const;
export const subscriptionStatuses = ['active', 'expired', 'none'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
/** How a history entry came about: a purchase, a redeemed code or an operator's grant. */
export const subscriptionSources = ['payment', 'discount_code', 'grant'] as const;
/** A history entry's state; abandoned: the order's lifetime passed unpaid (docs/payments.md). */
export const subscriptionStates = ['pending', 'completed', 'canceled', 'abandoned'] as const;

const postalCode = /^\d{2}-\d{3}$/;

// No `abort: true` on the required check: an explicitly aborted field would also skip the company check
// below, and the form would report the company name and NIP only on a second try. The "required" message
// comes first, and the first message is the one shown.
const requiredText = (key: string, max: number) =>
  z
    .string({ error: requiredOr(key) })
    .trim()
    .min(1, key)
    .max(max, 'validation.too_long');
const optionalText = (max: number) => z.string().trim().max(max, 'validation.too_long').optional().nullable();

const isCompanyOrder = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  (value as { invoice_type?: unknown }).invoice_type === 'osoba_prawna';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** POST /api/subscriptions and the invoice form: a plan, the payment method and the invoice details. */
export const subscriptionOrderSchema = z
  .strictObject({
    subscription_price_id: z.coerce
      .number({ error: 'subscription.plan_and_method_required' })
      .int()
      .positive(),
    payment_provider: z.enum(paymentProviders, { error: 'subscription.plan_and_method_required' }),
    invoice_type: z.enum(invoiceTypes, { error: 'subscription.invoice_type_required' }),
    first_name: requiredText('subscription.first_name_required', 60),
    last_name: requiredText('subscription.last_name_required', 60),
    company_name: optionalText(200),
    nip: optionalText(20),
    address_street: requiredText('subscription.address_required', 200),
    address_postal_code: requiredText('subscription.postal_code_required', 6).regex(
      postalCode,
      'subscription.postal_code_invalid',
    ),
    address_city: requiredText('subscription.city_required', 100),
  })
  .superRefine(
    (order, ctx) => {
      // Runs even when other fields failed (see `when`), so the values may be missing or of another type.
      // A value of the wrong type already has its own issue.
      const { company_name: name, nip } = order as { company_name?: unknown; nip?: unknown };
      if (isBlank(name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['company_name'],
          message: 'subscription.company_name_required',
        });
      }
      if (isBlank(nip)) ctx.addIssue({ code: 'custom', path: ['nip'], message: 'subscription.nip_required' });
      else if (typeof nip === 'string' && !isValidNip(nip.trim()))
        ctx.addIssue({ code: 'custom', path: ['nip'], message: 'subscription.nip_invalid' });
    },
    // Every missing field in one pass: the company's fields are checked whatever else failed.
    { when: (payload) => isCompanyOrder(payload.value) },
  );
export type SubscriptionOrder = z.infer<typeof subscriptionOrderSchema>;

export const subscriptionOrderResponseSchema = z.object({
  success: z.literal(true),
  redirect_url: z.string(),
  subscription_id: z.number().int(),
  message: z.string(),
});

export const discountRedeemSchema = z.strictObject({
  code: z
    .string({ error: requiredOr('discount.code_required') })
    .trim()
    .min(1, 'discount.code_required')
    .max(64, 'validation.too_long'),
});
export type DiscountRedeemInput = z.infer<typeof discountRedeemSchema>;

/** POST /api/discount-codes/redeem answers. */
export const discountRedeemResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});

export const activeSubscriptionSchema = z.object({
  status: z.enum(subscriptionStatuses),
  ends_at: z.string().nullable(),
  days_remaining: z.number().int(),
  payment_provider: z.string().nullable(),
});
export type ActiveSubscription = z.infer<typeof activeSubscriptionSchema>;

export const subscriptionHistoryEntrySchema = z.object({
  id: z.number().int(),
  source: z.enum(subscriptionSources),
  status: z.enum(subscriptionStates),
  plan_name: z
    .string()
    .nullable()
    .meta({ description: 'The bought plan’s name in the Accept-Language; null for codes and grants' }),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  days: z.number().int(),
  payment_provider: z.string().nullable(),
  discount_code: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type SubscriptionHistoryEntry = z.infer<typeof subscriptionHistoryEntrySchema>;

export const subscriptionStatusResponseSchema = z.object({
  success: z.literal(true),
  active_subscription: activeSubscriptionSchema.nullable(),
  available_plans: z.array(planSchema),
  subscription_history: z.array(subscriptionHistoryEntrySchema),
  message: z.string(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

/** Whole days left until ends_at (rounded up), 0 when it has passed. */
export function daysRemaining(endsAt: string | null, now: Date = new Date()): number {
  if (!endsAt) return 0;
  const ms = Date.parse(endsAt) - now.getTime();
  return ms > 0 ? Math.ceil(ms / 86_400_000) : 0;
}

/** Premium is active when the latest end lies in the future. */
export function premiumStatus(endsAt: string | null, now: Date = new Date()): SubscriptionStatus {
  if (!endsAt) return 'none';
  return Date.parse(endsAt) > now.getTime() ? 'active' : 'expired';
}

/** Buying or redeeming while premium is active extends from the current end, otherwise from now. */
export function extendPremium(currentEnd: string | null, days: number, now: Date = new Date()): string {
  const from = currentEnd && Date.parse(currentEnd) > now.getTime() ? Date.parse(currentEnd) : now.getTime();
  return new Date(from + days * 86_400_000).toISOString();
}
