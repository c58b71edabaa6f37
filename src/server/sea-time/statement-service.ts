import type { Language } from '#domain/language.ts';
import type { SeaTimeSchemeId } from '#domain/sea-time/schema.ts';
import type { CaptainProfileRepository } from '../captain-profile/repository.ts';
import { toProfile } from '../captain-profile/service.ts';
import { captainFacts } from '../document-verification/facts.ts';
import type { DocumentVerificationService } from '../document-verification/service.ts';
import type { RenderedDocument } from '../documents/service.ts';
import { HttpError, UnprocessableError } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import type { AppMetrics } from '../metrics/metrics.ts';
import type { SeaTimeService } from './service.ts';
import { renderSeaTimeStatement, schemeName } from './statement-pdf.ts';

interface Dependencies {
  seaTime: Pick<SeaTimeService, 'seaTimeOf'>;
  profiles: CaptainProfileRepository;
  metrics: Pick<AppMetrics, 'timePdf'>;
  marks: Pick<DocumentVerificationService, 'totalsMark'>;
}

/**
 * The sea-time statement of one scheme: the captain as their profile says, the trips that count toward any of
 * the scheme's requirements (oldest first), and the scheme's figures exactly as GET /api/sea-time serves them.
 */
export function seaTimeStatementService({ seaTime, profiles, metrics, marks }: Dependencies) {
  return {
    async statement(
      userId: number,
      schemeId: SeaTimeSchemeId,
      language: Language,
    ): Promise<RenderedDocument> {
      const [{ seaTime: figures, trips }, row, logo] = await Promise.all([
        seaTime.seaTimeOf(userId),
        profiles.findProfile(userId),
        profiles.findLogoData(userId),
      ]);
      if (!row) throw new HttpError(401, 'errors.unauthorized');
      const scheme = figures.schemes.find((candidate) => candidate.id === schemeId);
      if (!scheme)
        throw new UnprocessableError('seaTime.scheme_unknown', { scheme: 'seaTime.scheme_unknown' });
      const counting = new Set(scheme.requirements.flatMap((requirement) => requirement.trip_ids));
      const listed = trips.filter((trip) => counting.has(trip.id));
      const captain = toProfile(row);
      const mark = await marks.totalsMark(
        userId,
        'sea_time_statement',
        captainFacts(captain),
        listed.map((trip) => trip.id),
      );
      const pdf = await metrics.timePdf('sea_time_statement', () =>
        renderSeaTimeStatement({ captain, scheme, trips: listed, logo, mark }, language),
      );
      const t = (key: string) => translate(language, key);
      return { pdf, fileName: `${t('seaTime.statement.title')} ${schemeName(t, scheme)}` };
    },
  };
}

export type SeaTimeStatementService = ReturnType<typeof seaTimeStatementService>;
