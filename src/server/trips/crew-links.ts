import type { ConfirmationStatus } from '#domain/crew-confirmation.ts';
import { confirmationNeedsRecheck, type MaterialTrip } from '#domain/crew-confirmation-recheck.ts';
import type { TripRequest } from '#domain/trip-request.ts';
import { UnprocessableError } from '../http/errors.ts';
import type { CrewRow, CrewValues } from './repository.ts';

type RequestMember = TripRequest['crew_members'][number];

/** A mail a linked student gets after a save: a trip logged with them, or one they answered that changed. */
export type CrewNotice =
  | { studentId: number; kind: 'logged' }
  | { studentId: number; kind: 'changed'; was: ConfirmationStatus };

const lower = (text: string) => text.trim().toLowerCase();

/** The stored member a sent one is: the same e-mail, or without an e-mail the same name (both in any case). */
function sameMember(stored: CrewRow, sent: RequestMember): boolean {
  return lower(sent.email) === ''
    ? lower(stored.full_name) === lower(sent.full_name)
    : lower(stored.email) === lower(sent.email);
}

/**
 * Each sent member's student: the one sent (null unlinks), or for a member sent without `student_id` (a client
 * from before student links) the student of the stored member it matches. A stored link is kept once, and never
 * for a student another member names.
 */
export function resolveLinks(members: RequestMember[], stored: CrewRow[]): (number | null)[] {
  const named = new Set(
    members.flatMap((member) => (typeof member.student_id === 'number' ? [member.student_id] : [])),
  );
  const claimed = new Set<number>();
  return members.map((member) => {
    if (member.student_id !== undefined) return member.student_id;
    const match = stored.find(
      (row) =>
        row.student_id !== null &&
        !claimed.has(row.student_id) &&
        !named.has(row.student_id) &&
        sameMember(row, member),
    );
    if (!match?.student_id) return null;
    claimed.add(match.student_id);
    return match.student_id;
  });
}

/**
 * Refuses a student named twice, and a student who is not connected to the captain unless already linked on the
 * stored trip (a student who disconnected keeps the link an edit leaves in place). Nothing is saved then.
 */
export function checkLinks(links: (number | null)[], connected: Set<number>, linkedBefore: Set<number>) {
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  links.forEach((studentId, index) => {
    if (studentId === null) return;
    const field = `crew_members.${index}.student_id`;
    if (seen.has(studentId)) errors[field] = 'trips.form.crew.student_twice';
    else if (!connected.has(studentId) && !linkedBefore.has(studentId))
      errors[field] = 'trips.form.crew.student_not_connected';
    seen.add(studentId);
  });
  if (Object.keys(errors).length > 0) throw new UnprocessableError('errors.validation', errors);
}

/**
 * Links the crew rows sent without a student to the students accepted into the planned trip the trip is made
 * from, by e-mail (in any case), each student once.
 */
export function linkAccepted(
  members: RequestMember[],
  links: (number | null)[],
  accepted: { id: number; email_normalized: string }[],
): (number | null)[] {
  const used = new Set(links.filter((id) => id !== null));
  return links.map((studentId, index) => {
    const email = lower(members[index]?.email ?? '');
    if (studentId !== null || email === '') return studentId;
    const student = accepted.find(
      (candidate) => candidate.email_normalized === email && !used.has(candidate.id),
    );
    if (!student) return null;
    used.add(student.id);
    return student.id;
  });
}

const pending = { confirmation_status: 'pending', confirmation_at: null, confirmation_note: '' } as const;
const unlinked = {
  student_id: null,
  confirmation_status: null,
  confirmation_at: null,
  confirmation_note: '',
};

/** A new trip's crew: each linked member pending, and each linked student told. */
export function newLinks(
  crew: CrewValues[],
  links: (number | null)[],
): { crew: CrewValues[]; notices: CrewNotice[] } {
  const notices: CrewNotice[] = [];
  const linked = crew.map((member, index) => {
    const studentId = links[index] ?? null;
    if (studentId === null) return { ...member, ...unlinked };
    notices.push({ studentId, kind: 'logged' });
    return { ...member, student_id: studentId, ...pending };
  });
  return { crew: linked, notices };
}

const isAnswered = (status: string | null): status is 'confirmed' | 'disputed' =>
  status === 'confirmed' || status === 'disputed';

/**
 * An edited trip's crew (its rows are written anew): a student linked before keeps their confirmation, unless
 * they had answered and the edit changed what they vouched for (then pending again, the note cleared, and told);
 * a student linked now is pending and told.
 */
export function carriedLinks(
  crew: CrewValues[],
  links: (number | null)[],
  before: { trip: MaterialTrip; crew: CrewRow[] },
  after: MaterialTrip,
): { crew: CrewValues[]; notices: CrewNotice[] } {
  const notices: CrewNotice[] = [];
  const carried = crew.map((member, index) => {
    const studentId = links[index] ?? null;
    if (studentId === null) return { ...member, ...unlinked };
    const previous = before.crew.find((row) => row.student_id === studentId);
    if (!previous || previous.confirmation_status === null) {
      notices.push({ studentId, kind: 'logged' });
      return { ...member, student_id: studentId, ...pending };
    }
    const status = previous.confirmation_status;
    if (
      isAnswered(status) &&
      confirmationNeedsRecheck({ trip: before.trip, member: previous }, { trip: after, member })
    ) {
      notices.push({ studentId, kind: 'changed', was: status });
      return { ...member, student_id: studentId, ...pending };
    }
    return {
      ...member,
      student_id: studentId,
      confirmation_status: status,
      confirmation_at: previous.confirmation_at,
      confirmation_note: previous.confirmation_note,
    };
  });
  return { crew: carried, notices };
}
