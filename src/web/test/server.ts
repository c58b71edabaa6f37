import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { DeckLogResponse } from '#domain/deck-log.ts';
import { pickLanguage } from '#domain/language.ts';
import type { Plan } from '#domain/plan.ts';
import type { SubscriptionStatusResponse } from '#domain/subscription.ts';

export const subscriptionsUrl = '/api/subscriptions';

/** A trip's deck log with no entries yet, as GET /api/sailing-trips/{id}/log-entries answers it. */
export function emptyDeckLog(tripId: number): DeckLogResponse {
  return {
    success: true,
    trip: {
      id: tripId,
      yacht_name: 'Zawisza Czarny',
      registration_number: 'POL-1234',
      captain_name: 'Anna Kowalska',
      embarkation_port: 'Gdynia',
      disembarkation_port: 'Kołobrzeg',
      embarkation_date: '2026-05-01',
      disembarkation_date: '2026-05-08',
      status: 'completed',
    },
    entries: [],
    summary: {
      hours_under_sail: 0,
      hours_under_engine: 0,
      hours_in_port: 0,
      miles: 0,
      night_hours: null,
      ports: [],
      first_entry_at: null,
      last_entry_at: null,
    },
    crew_may_write: false,
    can_write: true,
  };
}

/**
 * GET /api/subscriptions answering with this status (by default: no Premium, no plans, no history); the plans
 * on offer named in the request's Accept-Language, as the server does.
 */
export function subscriptionStatusHandler(status: Partial<SubscriptionStatusResponse> = {}) {
  return http.get(subscriptionsUrl, ({ request }) => {
    const answer: SubscriptionStatusResponse = {
      success: true,
      active_subscription: { status: 'none', ends_at: null, days_remaining: 0, payment_provider: null },
      available_plans: [],
      subscription_history: [],
      message: 'Subscription data loaded.',
      ...status,
    };
    return HttpResponse.json({
      ...answer,
      available_plans: answer.available_plans.map((plan) => planAsNamedFor(request, plan)),
    });
  });
}

/**
 * The msw server answering the web app's /api calls in tests; each test adds its own handlers with server.use().
 * The captain area reads the Premium status in the background on every page, and a trip's page reads the trip
 * summary in the background (its overlap notice), and the trip form's crew step the captain's students (to pick
 * crew from) and its port fields the known ports, and the captain profile's tab the document verification switch,
 * and a trip's page its deck log (the crew's permission), so those calls have a default answer (no Premium, no
 * trips, no students, no ports, verification on, an empty deck log); every other unexpected call fails the test.
 */
export const server = setupServer(
  subscriptionStatusHandler(),
  http.get('/api/sailing-trips', () =>
    HttpResponse.json({ success: true, sailing_trips: [], next_cursor: null, total: 0, message: '' }),
  ),
  http.get('/api/captain/students', () => HttpResponse.json({ success: true, students: [], message: '' })),
  // The trip form's port fields ask for suggestions as the captain types a name.
  http.get('/api/ports', () => HttpResponse.json({ success: true, ports: [] })),
  http.get('/api/captain-profile/document-verification', () =>
    HttpResponse.json({ success: true, enabled: true, message: '' }),
  ),
  http.get('/api/sailing-trips/:id/log-entries', ({ params }) =>
    HttpResponse.json(emptyDeckLog(Number(params.id))),
  ),
);

export const yearlyPlan: Plan = {
  id: 1,
  name: 'Yearly premium',
  amount: 49,
  currency: 'PLN',
  duration_days: 365,
};
export const monthlyPlan: Plan = {
  id: 2,
  name: 'Monthly premium',
  amount: 9.99,
  currency: 'PLN',
  duration_days: 30,
};

export const plansUrl = '/api/subscriptions/plans';

/** The seeded plans' Polish names, by their English names (the fixtures above carry the English ones). */
export const polishPlanNames: Record<string, string> = {
  [yearlyPlan.name]: 'Premium roczny',
  [monthlyPlan.name]: 'Premium miesięczny',
};

/** A plan as the server names it for this request: a seeded plan in Polish for a Polish Accept-Language. */
function planAsNamedFor(request: Request, plan: Plan): Plan {
  const polish = polishPlanNames[plan.name];
  const language = pickLanguage(request.headers.get('accept-language'));
  return language === 'pl' && polish ? { ...plan, name: polish } : plan;
}

/** GET /api/subscriptions/plans answering with these plans, named in the request's language as the server does. */
export function plansHandler(plans: Plan[]) {
  return http.get(plansUrl, ({ request }) =>
    HttpResponse.json({
      success: true,
      plans: plans.map((plan) => planAsNamedFor(request, plan)),
      message: 'Plans loaded.',
    }),
  );
}

/** GET /api/subscriptions/plans failing with the server's generic 500 body. */
export function plansFailureHandler() {
  return http.get(plansUrl, () =>
    HttpResponse.json({ success: false, message: 'Internal server error' }, { status: 500 }),
  );
}
