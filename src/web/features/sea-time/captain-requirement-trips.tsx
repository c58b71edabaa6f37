import { AnchorLink } from '../../components/links.tsx';
import { useTrips } from '../trips/api.ts';
import { RequirementTrips } from './requirement-trips.tsx';

/** A requirement's trips in the captain's logbook, each a link to the trip's page. */
export function CaptainRequirementTrips({ tripIds }: { tripIds: readonly number[] }) {
  const trips = useTrips();
  return (
    <RequirementTrips
      tripIds={tripIds}
      trips={trips.data}
      loading={trips.isPending}
      link={(id, name) => (
        <AnchorLink to="/sailing-trips/$id" params={{ id: String(id) }}>
          {name}
        </AnchorLink>
      )}
    />
  );
}
