import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '#domain/validation.ts';
import {
  type Yacht,
  type YachtInput,
  yachtListResponseSchema,
  yachtResponseSchema,
  yachtSearchMinLength,
} from '#domain/yacht.ts';
import { apiDelete, apiRequest } from '../../lib/api-client.ts';
import { useIdempotencyKey } from '../../lib/idempotency-key.ts';

export const yachtsUrl = '/api/yachts';
export const yachtSearchUrl = '/api/yachts/search';

/** Every yacht query starts with this key, so one invalidation refreshes the list, details and searches. */
export const yachtsQueryKey = ['yachts'] as const;

const deleteResponseSchema = z.object({ success: z.boolean().optional(), message: z.string().optional() });

/** GET /api/yachts: the captain's yachts. */
export const yachtListQueryOptions = () =>
  queryOptions({
    queryKey: [...yachtsQueryKey, 'list'] as const,
    queryFn: async (): Promise<Yacht[]> =>
      (await apiRequest(yachtsUrl, { auth: 'captain', schema: yachtListResponseSchema })).data,
  });

export function useYachts() {
  return useQuery(yachtListQueryOptions());
}

/** GET /api/yachts/{id}: one of the captain's yachts (another captain's id answers 404). */
export function useYacht(id: number) {
  return useQuery({
    queryKey: [...yachtsQueryKey, 'detail', id] as const,
    queryFn: async (): Promise<Yacht> =>
      (await apiRequest(`${yachtsUrl}/${id}`, { auth: 'captain', schema: yachtResponseSchema })).data,
  });
}

/** GET /api/yachts/search?term=: runs only from the minimum length on; shorter terms mean no results. */
export function useYachtSearch(term: string) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: [...yachtsQueryKey, 'search', trimmed] as const,
    queryFn: async (): Promise<Yacht[]> =>
      (
        await apiRequest(`${yachtSearchUrl}?term=${encodeURIComponent(trimmed)}`, {
          auth: 'captain',
          schema: yachtListResponseSchema,
        })
      ).data,
    enabled: trimmed.length >= yachtSearchMinLength,
    placeholderData: keepPreviousData,
  });
}

function useInvalidateYachts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: yachtsQueryKey });
}

/** POST /api/yachts (needs Premium), with this form's Idempotency-Key: a repeat never adds a second yacht. */
export function useCreateYacht() {
  const invalidate = useInvalidateYachts();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: async (input: YachtInput) =>
      (
        await apiRequest(yachtsUrl, {
          method: 'POST',
          json: input,
          auth: 'captain',
          idempotencyKey: key.current(),
          schema: yachtResponseSchema,
        })
      ).data,
    onSuccess: () => {
      key.renew();
      return invalidate();
    },
  });
}

/** PUT /api/yachts/{id} (needs Premium). */
export function useUpdateYacht(id: number) {
  const invalidate = useInvalidateYachts();
  return useMutation({
    mutationFn: async (input: YachtInput) =>
      (
        await apiRequest(`${yachtsUrl}/${id}`, {
          method: 'PUT',
          json: input,
          auth: 'captain',
          schema: yachtResponseSchema,
        })
      ).data,
    onSuccess: () => invalidate(),
  });
}

/**
 * DELETE /api/yachts/{id}; trips keep their own copy of the yacht's data. A yacht deleted already (another tab, a
 * repeated click) answers 404, which counts as deleted.
 */
export function useDeleteYacht() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiDelete(`${yachtsUrl}/${id}`, { auth: 'captain', schema: deleteResponseSchema }),
    onSuccess: (_answer, id) => {
      // The deleted yacht's details are gone for good: drop them instead of asking again (a 404).
      queryClient.removeQueries({ queryKey: [...yachtsQueryKey, 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: yachtsQueryKey });
    },
  });
}
