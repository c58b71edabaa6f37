import {
  confirmationNeedsRecheck,
  type MaterialTrip,
  materialTripFields,
} from '#domain/crew-confirmation-recheck.ts';
import type { Trip } from '#domain/trip.ts';
import type { TripFormValues } from '#domain/trip-form.ts';
import { formValuesToRequest } from '#domain/trip-form-data.ts';
import { tripRequestSchema } from '#domain/trip-request.ts';

/**
 * The linked crew members who answered the saved trip (confirmed or disputed) and whom saving these values will
 * ask to confirm it again, by the rule the server applies: the form read as the server reads the request, a
 * field the request leaves out kept as saved. None while the form does not pass the request's checks.
 */
export function membersAskedAgain(saved: Trip, values: TripFormValues): string[] {
  const parsed = tripRequestSchema.safeParse(formValuesToRequest(values));
  if (!parsed.success) return [];
  const request: Partial<Record<keyof MaterialTrip, unknown>> = parsed.data;
  const after = Object.fromEntries(
    materialTripFields.map((field) => [field, request[field] === undefined ? saved[field] : request[field]]),
  ) as MaterialTrip;
  return values.crewMembers.flatMap((member) => {
    if (member.studentId === null) return [];
    const before = saved.crew_members.find((savedMember) => savedMember.student_id === member.studentId);
    const answered =
      before?.confirmation?.status === 'confirmed' || before?.confirmation?.status === 'disputed';
    if (!before || !answered) return [];
    const changed = confirmationNeedsRecheck(
      { trip: saved, member: before },
      { trip: after, member: { role: member.role, other_role: member.otherRole } },
    );
    return changed ? [member.fullName.trim()] : [];
  });
}
