import { getRouteApi } from '@tanstack/react-router';
import { TripDeckLog } from '../../features/deck-log/trip-deck-log.tsx';
import { TripDetailPage } from '../../features/trips/detail/trip-detail-page.tsx';
import { TripsListPage } from '../../features/trips/list/trips-list-page.tsx';

const listRoute = getRouteApi('/captain-area/sailing-trips');
const detailRoute = getRouteApi('/captain-area/sailing-trips/$id');

/** /sailing-trips?error=premium_required */
export function TripsListRoute() {
  const { error } = listRoute.useSearch();
  return <TripsListPage premiumRequired={error === 'premium_required'} />;
}

export function TripDetailRoute() {
  const { id } = detailRoute.useParams();
  return <TripDetailPage key={id} id={Number(id)} deckLogOf={(trip) => <TripDeckLog trip={trip} />} />;
}
