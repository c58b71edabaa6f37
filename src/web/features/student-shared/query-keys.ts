import type { QueryClient } from '@tanstack/react-query';

/** The logged-in student's queries; logging out removes everything under `all`. */
export const studentQueryKeys = {
  all: ['student'] as const,
  profile: ['student', 'profile'] as const,
};

/**
 * The student area's queries. All start with the student key, so logging out drops them with the profile.
 * Accepting an invitation, disconnecting, joining or leaving change what the other pages show.
 */
export const studentAreaKeys = {
  captains: [...studentQueryKeys.all, 'captains'] as const,
  plannedTrips: [...studentQueryKeys.all, 'planned-trips'] as const,
  plannedTrip: (id: number) => [...studentQueryKeys.all, 'planned-trips', id] as const,
  enrolments: [...studentQueryKeys.all, 'enrolments'] as const,
  invitation: (id: number, code: string) => [...studentQueryKeys.all, 'invitation', id, code] as const,
};

/** Everything a connection or an enrolment change affects (not the profile). */
export function refreshStudentArea(queryClient: QueryClient) {
  return Promise.all(
    [studentAreaKeys.captains, studentAreaKeys.plannedTrips, studentAreaKeys.enrolments].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
