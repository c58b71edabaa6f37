import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlansResponse } from '#domain/plan.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { readPlansResponse } from './plans-response.ts';

export const plansQueryOptions = queryOptions({
  queryKey: ['subscription-plans'],
  queryFn: async (): Promise<PlansResponse> =>
    readPlansResponse(await apiRequest<unknown>('/api/subscriptions/plans')),
  staleTime: 5 * 60_000,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
