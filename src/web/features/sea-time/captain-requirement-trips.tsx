import { useEffect } from 'react';
import { AnchorLink } from '../../components/links.tsx';
import { useTripSummaries } from '../trips/api.ts';
import { RequirementTrips } from './requirement-trips.tsx';

/** The largest summary page: a requirement may name any of the captain's trips, so its names come in few pages. */
const namesPageSize = 100;

/**
 * A requirement's trips in the captain's logbook, each a link to the trip's page. Their names come from the
 * summary list, page after page until every trip of the requirement is named (the sea-time answer carries ids
 * only); the pages are shared by every requirement opened.
 */
export function CaptainRequirementTrips({ tripIds }: { tripIds: readonly number[] }) {
  const summaries = useTripSummaries(
    { limit: namesPageSize, sort: 'embarkation_date:desc' },
    { enabled: tripIds.length > 0 },
  );
  const known = new Set(summaries.trips.map((trip) => trip.id));
  const missing = tripIds.some((id) => !known.has(id));
  const { hasNextPage, isFetching, isError, fetchNextPage } = summaries;
  useEffect(() => {
    if (missing && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [missing, hasNextPage, isFetching, isError, fetchNextPage]);

  return (
    <RequirementTrips
      tripIds={tripIds}
      trips={summaries.trips}
      loading={summaries.isPending || (missing && hasNextPage && !isError)}
      link={(id, name) => (
        <AnchorLink to="/sailing-trips/$id" params={{ id: String(id) }}>
          {name}
        </AnchorLink>
      )}
    />
  );
}
