import { getRouteApi } from '@tanstack/react-router';
import { DeckLogPage } from '../../features/deck-log/deck-log-page.tsx';

const deckLogRoute = getRouteApi('/captain-area/sailing-trips/$id/log');
const studentDeckLogRoute = getRouteApi('/student-area/student/logbook/$id/log');

/** /sailing-trips/{id}/log: the trip's deck log (its own chunk: the trip pages load without it). */
export function DeckLogRoute() {
  const { id } = deckLogRoute.useParams();
  return <DeckLogPage key={id} id={Number(id)} />;
}

/** /student/logbook/{id}/log: the same log for a student the trip's captain lets write as crew. */
export function StudentDeckLogRoute() {
  const { id } = studentDeckLogRoute.useParams();
  return <DeckLogPage key={id} id={Number(id)} login="student" />;
}
