import type { ConfirmationRequest } from '#domain/crew-confirmation.ts';
import type { Language } from '#domain/language.ts';
import type { SeaTime } from '#domain/sea-time/schema.ts';
import type { StudentLogbookTrip } from '#domain/student-logbook.ts';
import { todayIso } from '#domain/trip-days.ts';
import type { DocumentsService, RenderedDocument } from '../documents/service.ts';
import { NotFoundError } from '../http/errors.ts';
import { toTrip } from '../trips/service.ts';
import { ownCrewMember, toLogbookTrip } from './logbook-trip.ts';
import type { StudentLogbookRepository } from './repository.ts';
import { studentSeaTime } from './sea-time.ts';

interface Dependencies {
  logbook: StudentLogbookRepository;
  documents: DocumentsService;
  today?: () => string;
  now?: () => Date;
}

/**
 * The student's side of their captains' logbooks (docs/students.md, "The student's logbook"): the trips they are
 * linked crew on, their confirmation of each, their own crew opinion and their sea time. A trip they are not
 * linked on, or one the captain deleted, is not found.
 */
export function studentLogbookService({
  logbook,
  documents,
  today = () => todayIso(),
  now = () => new Date(),
}: Dependencies) {
  /** The student's trips with the captain's whole trip behind each (the opinion PDF needs it). */
  async function entries(studentId: number, tripId?: number) {
    return (await logbook.tripsOf(studentId, tripId)).flatMap((stored) => {
      const trip = toTrip(stored);
      const own = ownCrewMember(trip, studentId);
      return own
        ? [
            {
              captainId: stored.trip.user_id,
              trip,
              own,
              entry: toLogbookTrip(trip, own, Boolean(stored.trip.deck_log_crew_may_write)),
            },
          ]
        : [];
    });
  }

  async function one(studentId: number, tripId: number) {
    const [found] = await entries(studentId, tripId);
    if (!found) throw new NotFoundError();
    return found;
  }

  async function list(studentId: number): Promise<StudentLogbookTrip[]> {
    return (await entries(studentId)).map(({ entry }) => entry);
  }

  return {
    list,

    async get(studentId: number, tripId: number): Promise<StudentLogbookTrip> {
      return (await one(studentId, tripId)).entry;
    },

    /**
     * Confirms or disputes the trip. The same answer again (status and note) changes nothing, so a repeated
     * request gets the same trip back; a changed answer is stored with the time it was given.
     */
    async confirm(
      studentId: number,
      tripId: number,
      request: ConfirmationRequest,
    ): Promise<StudentLogbookTrip> {
      const current = (await one(studentId, tripId)).entry;
      const { confirmation } = current;
      if (confirmation.status === request.status && confirmation.note === request.note) return current;
      const at = now().toISOString();
      const stored = await logbook.confirm(studentId, tripId, {
        status: request.status,
        note: request.note,
        at,
      });
      if (!stored) throw new NotFoundError();
      return (await one(studentId, tripId)).entry;
    },

    /** The captain's crew opinion of the student, printed as the captain prints it (their logo included). */
    async opinionPdf(studentId: number, tripId: number, language: Language): Promise<RenderedDocument> {
      const { captainId, trip, own } = await one(studentId, tripId);
      return documents.crewOpinion(captainId, trip.id, own.id, language);
    },

    async seaTime(studentId: number): Promise<SeaTime> {
      return studentSeaTime(await list(studentId), today());
    },
  };
}

export type StudentLogbookService = ReturnType<typeof studentLogbookService>;
