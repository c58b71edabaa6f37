import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DeckLogResponse,
  type DeckLogSettings,
  deckLogResponseSchema,
  deckLogSettingsResponseSchema,
} from '#domain/deck-log.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { tripsUrl } from '../trips/api.ts';

export const deckLogUrl = (tripId: number) => `${tripsUrl}/${tripId}/log-entries`;
export const deckLogSettingsUrl = (tripId: number) => `${tripsUrl}/${tripId}/log-settings`;
export const deckLogPdfUrl = (tripId: number) => `${tripsUrl}/${tripId}/deck-log.pdf`;

/** Every deck log query starts with this key (the offline hook's too: use-deck-log.ts keys by account and trip). */
export const deckLogQueryKey = ['deck-log'] as const;

export const deckLogQueryOptions = (tripId: number, auth: 'captain' | 'student' = 'captain') =>
  queryOptions({
    queryKey: [...deckLogQueryKey, 'server', auth, tripId] as const,
    queryFn: (): Promise<DeckLogResponse> =>
      apiRequest(deckLogUrl(tripId), { auth, schema: deckLogResponseSchema }),
  });

/** GET /api/sailing-trips/{id}/log-entries: the trip's log as the server has it, with its summary (the trip page). */
export function useDeckLogOnServer(tripId: number) {
  return useQuery(deckLogQueryOptions(tripId));
}

/** PUT /api/sailing-trips/{id}/log-settings (the trip's captain): whether the linked crew may write. */
export function useDeckLogSettings(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DeckLogSettings) =>
      apiRequest(deckLogSettingsUrl(tripId), {
        method: 'PUT',
        json: settings,
        auth: 'captain',
        schema: deckLogSettingsResponseSchema,
      }),
    onSuccess: ({ crew_may_write }) => {
      queryClient.setQueryData(deckLogQueryOptions(tripId).queryKey, (log) =>
        log ? { ...log, crew_may_write } : log,
      );
      // The log page's own copy (the offline hook's) learns the setting on its next read.
      return queryClient.invalidateQueries({ queryKey: deckLogQueryKey, refetchType: 'none' });
    },
  });
}
