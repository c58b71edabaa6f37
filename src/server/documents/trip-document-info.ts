import type { Trip } from '#domain/trip.ts';
import type { PdfOptions } from '../pdf/pdf-writer.ts';

/**
 * A trip document's Author and Keywords (document-info.ts): the captain as the trip names them (on the public
 * trip card, whoever was typed in), and the yacht, its registration and the ports in the order sailed.
 */
export function tripDocumentInfo(
  trip: Trip,
  about: 'voyage_card' | 'trip_card' | 'crew_opinion',
): Pick<PdfOptions, 'author' | 'about' | 'keywords'> {
  return {
    author: `${trip.captain.first_name} ${trip.captain.last_name}`.trim(),
    about,
    keywords: [
      trip.yacht_name,
      trip.registration_number,
      trip.embarkation_port,
      ...trip.visited_ports.map((port) => port.name),
      trip.disembarkation_port,
    ],
  };
}
