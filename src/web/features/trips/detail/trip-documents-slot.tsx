import type { Trip } from '#domain/trip.ts';

/**
 * DOCUMENTS ISSUE SLOT: the trip's PDF actions belong here, in the detail page's action bar.
 * - Voyage card PDF: GET /api/sailing-trips/{id}/voyage-card-pdf, a busy state while generating, opens in a new
 *   tab; failure 'Wystąpił błąd podczas generowania karty rejsu'. Any captain may use it (no Premium).
 * - Crew opinion PDF: a dropdown of trip.crew_members, GET /api/sailing-trips/{id}/crew/{crewId}/opinion-pdf;
 *   failure 'Wystąpił błąd podczas generowania opinii dla członka załogi'. Hidden when the trip has no crew.
 * Until that issue lands it renders nothing (no placeholder buttons).
 */
export function TripDocumentActions(_props: { trip: Trip }) {
  return null;
}
