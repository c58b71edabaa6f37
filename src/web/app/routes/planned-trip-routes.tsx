import { getRouteApi } from '@tanstack/react-router';
import { PlannedTripDetailPage } from '../../features/planned-trips/planned-trip-detail-page.tsx';
import {
  EditPlannedTripPage,
  NewPlannedTripPage,
} from '../../features/planned-trips/planned-trip-form-pages.tsx';
import { PlannedTripToTripPage } from '../../features/planned-trips/planned-trip-to-trip-page.tsx';
import { PlannedTripsListPage } from '../../features/planned-trips/planned-trips-list-page.tsx';

const listRoute = getRouteApi('/captain-area/planned-sailing-trips');
const editRoute = getRouteApi('/captain-area/planned-sailing-trips/edit/$id');
const detailRoute = getRouteApi('/captain-area/planned-sailing-trips/$id');
const toTripRoute = getRouteApi('/captain-area/planned-sailing-trips/$id/trip');

/** /planned-sailing-trips?error=premium_required */
export function PlannedTripsListRoute() {
  const { error } = listRoute.useSearch();
  return <PlannedTripsListPage premiumRequired={error === 'premium_required'} />;
}

export function NewPlannedTripRoute() {
  return <NewPlannedTripPage />;
}

export function EditPlannedTripRoute() {
  const { id } = editRoute.useParams();
  return <EditPlannedTripPage key={id} id={Number(id)} />;
}

export function PlannedTripDetailRoute() {
  const { id } = detailRoute.useParams();
  return <PlannedTripDetailPage key={id} id={Number(id)} />;
}

/** /planned-sailing-trips/{id}/trip: the trip form prefilled from the planned trip. */
export function PlannedTripToTripRoute() {
  const { id } = toTripRoute.useParams();
  return <PlannedTripToTripPage key={id} id={Number(id)} />;
}
