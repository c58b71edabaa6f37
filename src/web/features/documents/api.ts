import { requestPdf } from './pdf-request.ts';

/** GET /api/sailing-trips/{id}/voyage-card-pdf: the trip's voyage card (karta rejsu). */
export const voyageCardPdfUrl = (tripId: number) => `/api/sailing-trips/${tripId}/voyage-card-pdf`;

/** GET /api/sailing-trips/{id}/crew/{crewId}/opinion-pdf: one crew member's opinion (opinia z rejsu). */
export const crewOpinionPdfUrl = (tripId: number, crewId: number) =>
  `/api/sailing-trips/${tripId}/crew/${crewId}/opinion-pdf`;

/** POST /api/public/trip-card-pdf: the free trip card, from the trip form's request body; no login. */
export const publicTripCardPdfUrl = '/api/public/trip-card-pdf';

export const fetchVoyageCardPdf = (tripId: number) =>
  requestPdf(voyageCardPdfUrl(tripId), { auth: 'captain' });

export const fetchCrewOpinionPdf = (tripId: number, crewId: number) =>
  requestPdf(crewOpinionPdfUrl(tripId, crewId), { auth: 'captain' });

export const fetchPublicTripCardPdf = (body: unknown) =>
  requestPdf(publicTripCardPdfUrl, { method: 'POST', json: body });
