import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { Plan } from '#domain/plan.ts';

/** The msw server answering the web app's /api calls in tests; each test adds its own handlers with server.use(). */
export const server = setupServer();

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
