import type { Language } from '#domain/language.ts';
import { fromMinorUnits } from '#domain/money.ts';
import {
  type ActiveSubscription,
  daysRemaining,
  premiumStatus,
  type SubscriptionHistoryEntry,
} from '#domain/subscription.ts';
import { boughtPlanNameIn } from '../plans/names.ts';
import type { PremiumLedger } from './premium.ts';

/**
 * A captain's premium and its history as GET /api/subscriptions serves them (and the data export): unpaid orders
 * past their lifetime are marked abandoned first, so the history is right without the housekeeping job.
 * `limit`: the newest entries only; null for all.
 */
export async function servedSubscription(
  ledger: PremiumLedger,
  userId: number,
  language: Language,
  limit: number | null,
): Promise<{
  active_subscription: ActiveSubscription | null;
  subscription_history: SubscriptionHistoryEntry[];
}> {
  await ledger.abandonExpired(userId);
  const [until, provider, history] = await Promise.all([
    ledger.premiumUntil(userId),
    ledger.lastPaymentProvider(userId),
    ledger.history(userId, limit),
  ]);
  const status = premiumStatus(until);
  return {
    active_subscription:
      status === 'none'
        ? null
        : { status, ends_at: until, days_remaining: daysRemaining(until), payment_provider: provider },
    subscription_history: history.map(({ amount_minor, plan_name_en, plan_name_pl, ...entry }) => ({
      ...entry,
      plan_name: boughtPlanNameIn({ plan_name_en, plan_name_pl }, language),
      amount: amount_minor === null ? null : fromMinorUnits(amount_minor),
    })),
  };
}
