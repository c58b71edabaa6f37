import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromMinorUnits } from '#domain/money.ts';
import { plansResponseSchema } from '#domain/plan.ts';
import { requestLanguage, requestTranslator } from '../http/messages.ts';
import { planNameIn } from './names.ts';
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
        summary: 'Active subscription plans (no login needed); names in the Accept-Language',
        response: { 200: plansResponseSchema },
      },
    },
    async (request) => {
      const rows = await plans.listActive();
      const language = requestLanguage(request);
      return {
        success: true as const,
        plans: rows.map((row) => ({
          id: row.id,
          name: planNameIn(row, language),
          amount: fromMinorUnits(row.amount_minor),
          currency: row.currency,
          duration_days: row.duration_days,
        })),
        message: requestTranslator(request)('plans.loaded'),
      };
    },
  );
};
