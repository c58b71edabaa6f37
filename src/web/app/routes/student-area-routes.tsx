import { getRouteApi } from '@tanstack/react-router';
import { EnrolledTripsPage } from '../../features/student-enrolments/enrolled-trips-page.tsx';
import { InvitationLinkPage } from '../../features/student-invitations/invitation-link-page.tsx';
import { LogbookTripPage } from '../../features/student-logbook/trip-page.tsx';
import { PlannedTripDetailPage } from '../../features/student-planned-trips/planned-trip-detail-page.tsx';
import { PlannedTripsPage } from '../../features/student-planned-trips/planned-trips-page.tsx';

const plannedTripsRoute = getRouteApi('/student-area/student/planned-sailing-trips');
const plannedTripRoute = getRouteApi('/student-area/student/planned-sailing-trips/$id');
const enrolmentsRoute = getRouteApi('/student-area/student/enrolled-trips');
const invitationRoute = getRouteApi('/student-invitation-area/student/invitation/$id');
const logbookTripRoute = getRouteApi('/student-area/student/logbook/$id');

export function StudentPlannedTripsRoute() {
  const { captain } = plannedTripsRoute.useSearch();
  return <PlannedTripsPage captainId={captain} />;
}

export function StudentPlannedTripRoute() {
  const { id } = plannedTripRoute.useParams();
  return <PlannedTripDetailPage key={id} id={Number(id)} />;
}

export function StudentEnrolmentsRoute() {
  const { status } = enrolmentsRoute.useSearch();
  return <EnrolledTripsPage status={status} />;
}

export function StudentInvitationRoute() {
  const { id } = invitationRoute.useParams();
  const { code } = invitationRoute.useSearch();
  return <InvitationLinkPage key={`${id}:${code ?? ''}`} id={Number(id)} code={code} />;
}

export function StudentLogbookTripRoute() {
  const { id } = logbookTripRoute.useParams();
  return <LogbookTripPage key={id} tripId={Number(id)} />;
}
