import { getRouteApi } from '@tanstack/react-router';
import { DeckLogPage } from '../../features/deck-log/deck-log-page.tsx';

const deckLogRoute = getRouteApi('/captain-area/sailing-trips/$id/log');

/** /sailing-trips/{id}/log: the trip's deck log (its own chunk: the trip pages load without it). */
export function DeckLogRoute() {
  const { id } = deckLogRoute.useParams();
  return <DeckLogPage key={id} id={Number(id)} />;
}
