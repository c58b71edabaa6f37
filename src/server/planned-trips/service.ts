import type { StoredEnrolmentStatus } from '#domain/enrolment-status.ts';
import type {
  CaptainEnrolment,
  EnrolmentDecision,
  PlannedTrip,
  PlannedTripInput,
} from '#domain/planned-trip.ts';
import { NotFoundError, UnprocessableError } from '../http/errors.ts';
import type {
  CaptainEnrolmentRow,
  PlannedTripRow,
  PlannedTripsRepository,
  PlannedTripValues,
} from './repository.ts';

export function toPlannedTrip(row: PlannedTripRow): PlannedTrip {
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    start_date: row.start_date,
    end_date: row.end_date,
    embarkation_port: row.embarkation_port,
    disembarkation_port: row.disembarkation_port,
    yacht_name: row.yacht_name,
    yacht_type: row.yacht_type,
    max_crew: row.max_crew === null ? null : Number(row.max_crew),
    is_active: Number(row.is_active) === 1,
    is_sailed: row.trip_id !== null,
    trip_id: row.trip_id === null ? null : Number(row.trip_id),
    pending_count: Number(row.pending_count),
    accepted_count: Number(row.accepted_count),
    rejected_count: Number(row.rejected_count),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toValues(input: PlannedTripInput): PlannedTripValues {
  return {
    name: input.name,
    description: input.description,
    start_date: input.start_date,
    end_date: input.end_date,
    embarkation_port: input.embarkation_port,
    disembarkation_port: input.disembarkation_port,
    yacht_name: input.yacht_name,
    yacht_type: input.yacht_type,
    max_crew: input.max_crew,
    is_active: input.is_active ? 1 : 0,
  };
}

/** An enrolment as the captain sees it (a trip's detail, the data export). */
export function toCaptainEnrolment(row: CaptainEnrolmentRow): CaptainEnrolment {
  return {
    id: Number(row.id),
    status: row.status as StoredEnrolmentStatus,
    student: {
      id: Number(row.student_id),
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
    },
    student_notes: row.student_notes,
    captain_notes: row.captain_notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A captain's planned trips; another captain's trip or enrolment is reported as not found. */
export function plannedTripsService(trips: PlannedTripsRepository) {
  async function get(userId: number, id: number): Promise<PlannedTrip> {
    const row = await trips.find(userId, id);
    if (!row) throw new NotFoundError();
    return toPlannedTrip(row);
  }

  return {
    get,

    async list(userId: number): Promise<PlannedTrip[]> {
      return (await trips.listOf(userId)).map(toPlannedTrip);
    },

    async detail(userId: number, id: number) {
      const planned_trip = await get(userId, id);
      const all = (await trips.enrolmentsOf(userId, id)).map(toCaptainEnrolment);
      const having = (status: StoredEnrolmentStatus) => all.filter((e) => e.status === status);
      return {
        planned_trip,
        enrolments: {
          pending: having('pending'),
          accepted: having('accepted'),
          rejected: having('rejected'),
        },
      };
    },

    async create(userId: number, input: PlannedTripInput): Promise<PlannedTrip> {
      return get(userId, await trips.insert(userId, toValues(input)));
    },

    async update(userId: number, id: number, input: PlannedTripInput): Promise<PlannedTrip> {
      if (!(await trips.update(userId, id, toValues(input)))) throw new NotFoundError();
      return get(userId, id);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await trips.remove(userId, id))) throw new NotFoundError();
    },

    /** Accepts or rejects; accepting once the accepted count has reached the maximum crew is refused (422). */
    async decide(
      userId: number,
      tripId: number,
      enrolmentId: number,
      decision: EnrolmentDecision,
    ): Promise<CaptainEnrolment> {
      const result = await trips.decide(userId, tripId, enrolmentId, decision.status, decision.captain_notes);
      if (result === 'not_found') throw new NotFoundError();
      if (result === 'full')
        throw new UnprocessableError('planned_trips.full', { status: 'planned_trips.full' });
      if (result === 'sailed')
        throw new UnprocessableError('planned_trips.sailed', { status: 'planned_trips.sailed' });
      const [row] = await trips.enrolmentsOf(userId, tripId, enrolmentId);
      if (!row) throw new NotFoundError();
      return toCaptainEnrolment(row);
    },
  };
}

export type PlannedTripsService = ReturnType<typeof plannedTripsService>;
