import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { Plan } from '#domain/plan.ts';
import type { SubscriptionStatusResponse } from '#domain/subscription.ts';

export const subscriptionsUrl = '/api/subscriptions';

/** GET /api/subscriptions answering with this status (by default: no Premium, no plans, no history). */
export function subscriptionStatusHandler(status: Partial<SubscriptionStatusResponse> = {}) {
  return http.get(subscriptionsUrl, () =>
    HttpResponse.json({
      success: true,
      active_subscription: { status: 'none', ends_at: null, days_remaining: 0, payment_provider: null },
      available_plans: [],
      subscription_history: [],
      message: 'Subscription data loaded.',
      ...status,
    } satisfies SubscriptionStatusResponse),
  );
}

/**
 * The msw server answering the web app's /api calls in tests; each test adds its own handlers with server.use().
 * The captain area reads the Premium status in the background on every page, and a trip's page reads the trip
 * list in the background (its overlap notice), so those calls have a default answer (no Premium, no trips);
 * every other unexpected call fails the test.
 */
export const server = setupServer(
  subscriptionStatusHandler(),
  http.get('/api/sailing-trips', () => HttpResponse.json({ success: true, sailing_trips: [], message: '' })),
);

export const yearlyPlan: Plan = {
  id: 1,
  name: 'Premium yearly',
  amount: 49,
  currency: 'PLN',
  duration_days: 365,
};
export const monthlyPlan: Plan = {
  id: 2,
  name: 'Premium monthly',
  amount: 9.99,
  currency: 'PLN',
  duration_days: 30,
};

export const plansUrl = '/api/subscriptions/plans';

/** GET /api/subscriptions/plans answering with these plans, as the server does. */
export function plansHandler(plans: Plan[]) {
  return http.get(plansUrl, () => HttpResponse.json({ success: true, plans, message: 'Plans loaded.' }));
}

/** GET /api/subscriptions/plans failing with the server's generic 500 body. */
export function plansFailureHandler() {
  return http.get(plansUrl, () =>
    HttpResponse.json({ success: false, message: 'Internal server error' }, { status: 500 }),
  );
}
