import type { CaptainEnrolment } from '#domain/planned-trip.ts';

/** "Jan Nowak": the enrolled student's first and last name. */
export function studentName({ student }: Pick<CaptainEnrolment, 'student'>) {
  return `${student.first_name} ${student.last_name}`.trim();
}
