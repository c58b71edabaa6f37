import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '#domain/language.ts';
import type {
  DiscountRedeemInput,
  SubscriptionOrder,
  SubscriptionStatusResponse,
} from '#domain/subscription.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useIdempotencyKey } from '../../lib/idempotency-key.ts';
import { readCaptainSession, saveHasPremium } from '../../lib/session-storage.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useCaptainSession } from '../session/use-session.ts';

export const subscriptionsUrl = '/api/subscriptions';
export const redeemDiscountUrl = '/api/discount-codes/redeem';

const subscriptionSchemas = () => import('#domain/subscription.ts');
const statusSchema = () => subscriptionSchemas().then((m) => m.subscriptionStatusResponseSchema);
const redeemSchema = () => subscriptionSchemas().then((m) => m.discountRedeemResponseSchema);
const orderSchema = () => subscriptionSchemas().then((m) => m.subscriptionOrderResponseSchema);

/**
 * The status is cached per logged-in captain, so another login never sees this one's subscription, and per
 * language, as the server names the plans in it. Without a language the key covers every language (refresh).
 */
export const subscriptionStatusQueryKey = (userId: number | undefined, language?: Language) =>
  language === undefined
    ? (['subscription-status', userId ?? null] as const)
    : (['subscription-status', userId ?? null, language] as const);

/** Whether this answer means Premium is active now. */
export const isPremiumActive = (status: SubscriptionStatusResponse | undefined) =>
  status?.active_subscription?.status === 'active';

/**
 * GET /api/subscriptions: status, plans on offer and history. Every answer updates the stored hasPremium;
 * a failure is logged and counts as no Premium (SPEC: premium errors are logged and treated as not premium).
 */
export const subscriptionStatusQueryOptions = (
  userId: number | undefined,
  language: Language = currentLanguage(),
) =>
  queryOptions({
    queryKey: subscriptionStatusQueryKey(userId, language),
    queryFn: async (): Promise<SubscriptionStatusResponse> => {
      try {
        const status = await apiRequest(subscriptionsUrl, { auth: 'captain', schema: statusSchema });
        if (readCaptainSession()) saveHasPremium(isPremiumActive(status));
        return status;
      } catch (error) {
        console.warn(
          'Could not read the subscription status; treating the account as without Premium.',
          error,
        );
        if (readCaptainSession()) saveHasPremium(false);
        throw error;
      }
    },
    staleTime: 30_000,
  });

export function useSubscriptionStatus(options: { refetchInterval?: number | false } = {}) {
  const session = useCaptainSession();
  return useQuery({
    ...subscriptionStatusQueryOptions(session?.user.id, useLanguage()),
    // After a change of language the page keeps the old answer until the one with the new plan names arrives.
    placeholderData: keepPreviousData,
    enabled: session !== null,
    refetchInterval: options.refetchInterval ?? false,
  });
}

/** Loads the status again (after a redemption or on request), which also refreshes hasPremium. */
export function useRefreshSubscriptionStatus() {
  const queryClient = useQueryClient();
  const session = useCaptainSession();
  return () => queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey(session?.user.id) });
}

/** POST /api/discount-codes/redeem; success reloads the status. */
export function useRedeemDiscountCode() {
  const refresh = useRefreshSubscriptionStatus();
  return useMutation({
    mutationFn: (input: DiscountRedeemInput) =>
      apiRequest(redeemDiscountUrl, { method: 'POST', json: input, auth: 'captain', schema: redeemSchema }),
    onSuccess: () => refresh(),
  });
}

/**
 * POST /api/subscriptions: creates the order and answers with the payment page to go to. Sent with this form's
 * Idempotency-Key, so a repeated order answers the first one's payment page instead of making a second order.
 */
export function useOrderSubscription() {
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (order: SubscriptionOrder) =>
      apiRequest(subscriptionsUrl, {
        method: 'POST',
        json: order,
        auth: 'captain',
        idempotencyKey: key.current(),
        schema: orderSchema,
      }),
    // Back from the payment page (the browser may restore this page as it was), a new order is a new intent.
    onSuccess: () => key.renew(),
  });
}
