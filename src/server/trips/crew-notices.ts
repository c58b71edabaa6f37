import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '#domain/language.ts';
import type { Trip } from '#domain/trip.ts';
import { crewTripMail } from '../mail/crew-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { CrewNotice } from './crew-links.ts';
import type { CrewStudentsRepository } from './crew-students-repository.ts';

interface Dependencies {
  students: CrewStudentsRepository;
  mailer: Mailer;
  appUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Mails the students linked to a trip just saved. The trip is saved whatever the mail server does: a mail that
 * cannot go is logged, and the student still finds the trip, pending, in their logbook.
 */
export function crewNotices({ students, mailer, appUrl, log }: Dependencies) {
  return {
    async send(trip: Trip, notices: CrewNotice[], language: Language): Promise<void> {
      if (notices.length === 0) return;
      const addresses = new Map(
        (await students.addressesOf(notices.map((notice) => notice.studentId))).map((row) => [row.id, row]),
      );
      const about = {
        captainName: `${trip.captain.first_name} ${trip.captain.last_name}`.trim(),
        yachtName: trip.yacht_name,
        embarkationDate: trip.embarkation_date,
        disembarkationDate: trip.disembarkation_date,
        link: `${appUrl}/student/logbook/${trip.id}`,
      };
      for (const notice of notices) {
        const student = addresses.get(notice.studentId);
        if (!student) continue;
        const name = `${student.first_name} ${student.last_name}`.trim();
        try {
          await mailer.send(crewTripMail(language, { email: student.email, name }, about, notice));
        } catch (error) {
          log.warn({ err: error, kind: notice.kind }, 'a crew mail could not be sent');
        }
      }
    },
  };
}

export type CrewNotices = ReturnType<typeof crewNotices>;
