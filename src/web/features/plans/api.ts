import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '#domain/language.ts';
import type { PlansResponse } from '#domain/plan.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { readPlansResponse } from './plans-response.ts';

/** Per language: the server names the plans in the Accept-Language the client sends. */
export const plansQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['subscription-plans', language],
    // apiRequest sends the interface language, the one in the key.
    queryFn: (): Promise<PlansResponse> =>
      apiRequest('/api/subscriptions/plans', { schema: { parse: readPlansResponse } }),
    staleTime: 5 * 60_000,
  });

/** The plans on offer in the interface language; after a change of language the old names stay until the new arrive. */
export function usePlans() {
  return useQuery({ ...plansQueryOptions(useLanguage()), placeholderData: keepPreviousData });
}
