import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromMinorUnits } from '#domain/money.ts';
import { plansResponseSchema } from '#domain/plan.ts';
import { requestTranslator } from '../http/messages.ts';
import type { plansRepository } from './repository.ts';

export const plansRoutes: FastifyPluginAsyncZod<{ plans: ReturnType<typeof plansRepository> }> = async (
  app,
  { plans },
) => {
  app.get(
    '/api/subscriptions/plans',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Active subscription plans (no login needed)',
        response: { 200: plansResponseSchema },
      },
    },
    async (request) => {
      const rows = await plans.listActive();
      return {
        success: true as const,
        plans: rows.map((row) => ({
          id: row.id,
          name: row.name,
          amount: fromMinorUnits(row.amount_minor),
          currency: row.currency,
          duration_days: row.duration_days,
        })),
        message: requestTranslator(request)('plans.loaded'),
      };
    },
  );
};
