import { type CvCaptainInfo, type CvGenerateRequest, type CvTrip, cvTexts } from '#domain/cv.ts';
import type { Language } from '#domain/language.ts';
import type { SeaTimeScheme, SeaTimeSchemeId } from '#domain/sea-time/schema.ts';
import { seaTime } from '#domain/sea-time/sea-time.ts';
import { todayIso } from '#domain/trip-days.ts';
import type { CaptainProfileRepository, ProfileRow } from '../captain-profile/repository.ts';
import { toProfile } from '../captain-profile/service.ts';
import { captainFacts } from '../document-verification/facts.ts';
import type { DocumentVerificationService } from '../document-verification/service.ts';
import { HttpError, NotFoundError, UnprocessableError } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import type { AppMetrics } from '../metrics/metrics.ts';
import type { SeaTimeRepository } from '../sea-time/repository.ts';
import { captainName, renderCaptainCv } from './cv-document.ts';
import type { CvLinks } from './links.ts';
import type { CvRepository } from './repository.ts';

interface Dependencies {
  cv: CvRepository;
  links: CvLinks;
  profiles: CaptainProfileRepository;
  metrics: Pick<AppMetrics, 'timePdf'>;
  marks: Pick<DocumentVerificationService, 'totalsMark'>;
  seaTimeTrips: Pick<SeaTimeRepository, 'tripsOf'>;
  today?: () => string;
}

/** The captain as the CV shows them: the profile as served, without the logo's API path. */
function captainInfo(row: ProfileRow): CvCaptainInfo {
  const { logo_path: _path, ...profile } = toProfile(row);
  return profile;
}

export interface RenderedCv {
  pdf: Buffer;
  /** What the file is called: "CV kapitana Łukasz Żółć" (sendPdf makes the file names of it). */
  fileName: string;
}

/** The captain CV: the trips to choose from, the link, and the PDF behind it. */
export function cvService({
  cv,
  links,
  profiles,
  metrics,
  marks,
  seaTimeTrips,
  today = () => todayIso(),
}: Dependencies) {
  async function infoOf(userId: number): Promise<CvCaptainInfo> {
    const row = await profiles.findProfile(userId);
    if (!row) throw new HttpError(401, 'errors.unauthorized');
    return captainInfo(row);
  }

  /**
   * Where the CV's own trips stand against the licence: the scheme's rules (docs/sea-time.md) over the trips
   * the CV lists, so that what it claims can be checked against its rows.
   */
  async function progressOf(userId: number, scheme: SeaTimeSchemeId | null, tripIds: readonly number[]) {
    if (scheme === null) return null;
    const trips = await seaTimeTrips.tripsOf(userId, tripIds);
    return seaTime(trips, today()).schemes.find((candidate) => candidate.id === scheme) ?? null;
  }

  return {
    async tripsAndInfo(userId: number): Promise<{ trips: CvTrip[]; captainInfo: CvCaptainInfo }> {
      const [trips, info] = await Promise.all([cv.tripsOf(userId), infoOf(userId)]);
      return { trips, captainInfo: info };
    },

    /** Checks that every trip is the captain's and returns the token of a new 10-minute link. */
    async createLink(userId: number, request: CvGenerateRequest, language: Language): Promise<string> {
      const own = await cv.ownTripIds(userId, request.trip_ids);
      const foreign = request.trip_ids.filter((id) => !own.has(id));
      if (foreign.length > 0) {
        throw new UnprocessableError(
          'cv.trip_ids_invalid',
          { trip_ids: 'cv.trip_ids_invalid' },
          { ids: foreign.join(', ') },
        );
      }
      return links.create({
        userId,
        tripIds: request.trip_ids,
        language,
        scheme: request.scheme ?? null,
        ...cvTexts(request),
      });
    },

    /**
     * The PDF behind a link, rendered now from the stored request in the language it was asked in. A trip
     * deleted since is left out. Unknown or expired links answer 404. The code printed sums the trips it lists.
     */
    async render(token: string): Promise<RenderedCv> {
      const request = await links.find(token);
      if (!request) throw new NotFoundError('cv.link_expired');
      const [info, trips, logo] = await Promise.all([
        infoOf(request.userId),
        cv.chosenTrips(request.userId, request.tripIds),
        profiles.findLogoData(request.userId),
      ]);
      const progress: SeaTimeScheme | null = await progressOf(
        request.userId,
        request.scheme,
        trips.map((trip) => trip.id),
      );
      // The link's captain issues the code, whoever opens the link.
      const mark = await marks.totalsMark(
        request.userId,
        'cv',
        captainFacts(info),
        trips.map((trip) => trip.id),
      );
      const pdf = await metrics.timePdf('captain_cv', () =>
        renderCaptainCv(
          {
            captain: info,
            trips,
            nationality: request.nationality,
            languages: request.languages,
            logo,
            mark,
            progress,
          },
          request.language,
        ),
      );
      return { pdf, fileName: `${translate(request.language, 'cv.file_name')} ${captainName(info)}`.trim() };
    },
  };
}

export type CvService = ReturnType<typeof cvService>;
