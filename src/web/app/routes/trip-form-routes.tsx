import { getRouteApi } from '@tanstack/react-router';
import { CruiseFormPage, EditTripPage, NewTripPage } from '../../features/trips/wizard/trip-form-pages.tsx';

const editRoute = getRouteApi('/captain-area/sailing-trips/edit/$id');

/** /sailing-trips/new: a fresh form on every entry. */
export function NewTripRoute() {
  return <NewTripPage />;
}

export function CruiseFormRoute() {
  return <CruiseFormPage />;
}

export function EditTripRoute() {
  const { id } = editRoute.useParams();
  return <EditTripPage key={id} id={Number(id)} />;
}
