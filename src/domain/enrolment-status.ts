/** `not_joined` is the absence of an enrolment; the other three are stored. */
export const enrolmentStatuses = ['not_joined', 'pending', 'accepted', 'rejected'] as const;
export type EnrolmentStatus = (typeof enrolmentStatuses)[number];
export const storedEnrolmentStatuses = ['pending', 'accepted', 'rejected'] as const;
export type StoredEnrolmentStatus = (typeof storedEnrolmentStatuses)[number];
