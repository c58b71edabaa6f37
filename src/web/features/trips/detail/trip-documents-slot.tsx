import type { Trip } from '#domain/trip.ts';
import { CrewOpinionMenu } from '../../documents/crew-opinion-menu.tsx';
import { VoyageCardButton } from '../../documents/voyage-card-button.tsx';

/**
 * The trip's PDF actions in the detail page's action bar (any captain may use them; no Premium):
 * - the voyage card (karta rejsu), busy while generating, opened in a new tab;
 * - one crew member's opinion (opinia z rejsu), chosen from a menu of the crew; disabled with a hint without crew.
 * Failures show the alerts with the server's reason.
 */
export function TripDocumentActions({ trip }: { trip: Trip }) {
  return (
    <>
      <VoyageCardButton tripId={trip.id} />
      <CrewOpinionMenu tripId={trip.id} crew={trip.crew_members} />
    </>
  );
}
