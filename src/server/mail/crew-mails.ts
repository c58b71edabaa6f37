import type { ConfirmationStatus } from '#domain/crew-confirmation.ts';
import { type Language, localeOf } from '#domain/language.ts';
import { formatCalendarDate } from '#domain/trip-days.ts';
import { translate } from '../http/messages.ts';
import { layout } from './account-mails.ts';
import type { MailMessage } from './mailer.ts';

/** What a crew mail says about the trip: whose it is, on which yacht, when, and where the student opens it. */
export interface CrewMailTrip {
  captainName: string;
  yachtName: string;
  embarkationDate: string;
  disembarkationDate: string;
  /** The trip in the student's logbook (APP_URL/student/logbook/{tripId}). */
  link: string;
}

export interface CrewMailStudent {
  email: string;
  name: string;
}

type CrewMailKind = { kind: 'logged' } | { kind: 'changed'; was: ConfirmationStatus };

/**
 * To a student linked to a captain's trip: a trip was logged with them (please confirm it), or a trip they had
 * confirmed or disputed was changed in what counts (please check it again).
 */
export function crewTripMail(
  language: Language,
  student: CrewMailStudent,
  trip: CrewMailTrip,
  notice: CrewMailKind,
): MailMessage {
  const locale = localeOf(language);
  const values = {
    name: student.name,
    captain: trip.captainName,
    yacht: trip.yachtName,
    from: formatCalendarDate(trip.embarkationDate, locale),
    to: formatCalendarDate(trip.disembarkationDate, locale),
  };
  const t = (key: string) => translate(language, key, values);
  const base = notice.kind === 'logged' ? 'mail.crew_logged' : 'mail.crew_changed';
  const intro =
    notice.kind === 'logged'
      ? t(`${base}.intro`)
      : t(`${base}.intro_${notice.was === 'disputed' ? 'disputed' : 'confirmed'}`);
  const lines = [t('mail.greeting'), intro, t(`${base}.ask`)];
  return {
    to: student.email,
    subject: t(`${base}.subject`),
    text: [lines[0], '', lines[1], lines[2], '', trip.link, '', t('mail.signature')].join('\n'),
    html: layout([...lines, t('mail.signature')], { href: trip.link, label: t(`${base}.button`) }),
  };
}
