import type { Language } from '#domain/language.ts';
import type { TripRequest } from '#domain/trip-request.ts';
import type { CaptainProfileRepository } from '../captain-profile/repository.ts';
import { crewOpinionFacts, voyageCardFacts } from '../document-verification/facts.ts';
import type { DocumentVerificationService } from '../document-verification/service.ts';
import { NotFoundError } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import type { AppMetrics } from '../metrics/metrics.ts';
import { type TripsService, unsavedTrip } from '../trips/service.ts';
import { renderCrewOpinion } from './crew-opinion.ts';
import { renderVoyageCard } from './voyage-card.ts';

export interface RenderedDocument {
  pdf: Buffer;
  /** What the file is called, in the document's language (sendPdf makes the file names of it). */
  fileName: string;
}

interface Dependencies {
  trips: TripsService;
  profiles: CaptainProfileRepository;
  metrics: Pick<AppMetrics, 'timePdf'>;
  marks: Pick<DocumentVerificationService, 'mark'>;
}

/**
 * The trip documents: a captain's voyage card and crew opinions of their own trips (another captain's trip is
 * not found, as in the logbook), with the captain's logo and the verification code of what they print; and the
 * public trip card of a trip saved nowhere, which nothing can verify.
 */
export function documentsService({ trips, profiles, metrics, marks }: Dependencies) {
  return {
    async voyageCard(userId: number, tripId: number, language: Language): Promise<RenderedDocument> {
      const trip = await trips.get(userId, tripId);
      const logo = await profiles.findLogoData(userId);
      const mark = await marks.mark(userId, 'voyage_card', {
        tripId: trip.id,
        crewMemberId: null,
        facts: voyageCardFacts(trip),
      });
      const pdf = await metrics.timePdf('voyage_card', () =>
        renderVoyageCard(trip, { language, logo, mark }),
      );
      const name = translate(language, 'pdf.labels.voyage_card');
      return { pdf, fileName: `${name} ${trip.yacht_name} ${trip.embarkation_date}` };
    },

    async crewOpinion(
      userId: number,
      tripId: number,
      crewId: number,
      language: Language,
    ): Promise<RenderedDocument> {
      const trip = await trips.get(userId, tripId);
      const member = trip.crew_members.find((candidate) => candidate.id === crewId);
      if (!member) throw new NotFoundError();
      const logo = await profiles.findLogoData(userId);
      const mark = await marks.mark(userId, 'crew_opinion', {
        tripId: trip.id,
        crewMemberId: member.id,
        facts: crewOpinionFacts(trip, member),
      });
      const pdf = await metrics.timePdf('crew_opinion', () =>
        renderCrewOpinion(trip, member, { language, logo, mark }),
      );
      const name = translate(language, 'pdf.labels.crew_opinion');
      return { pdf, fileName: `${name} ${member.full_name} ${trip.yacht_name}` };
    },

    async publicTripCard(input: TripRequest, language: Language): Promise<RenderedDocument> {
      const trip = unsavedTrip(input);
      const pdf = await metrics.timePdf('trip_card', () =>
        renderVoyageCard(trip, { language, mark: { kind: 'not_verifiable', reason: 'public_card' } }),
      );
      const name = translate(language, 'pdf.labels.trip_card');
      return { pdf, fileName: `${name} ${trip.yacht_name} ${trip.embarkation_date}` };
    },
  };
}

export type DocumentsService = ReturnType<typeof documentsService>;
