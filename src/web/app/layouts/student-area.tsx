import { useQuery } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useStudentSession } from '../../features/session/use-session.ts';
import { studentProfileQueryOptions } from '../../features/student-auth/api.ts';

/** The student area's frame: refreshes the student's profile on entry; a lost login sends them to /student/login. */
export function StudentArea() {
  const session = useStudentSession();
  const router = useRouter();
  useQuery({ ...studentProfileQueryOptions, enabled: session !== null });

  useEffect(() => {
    if (!session) void router.invalidate();
  }, [session, router]);

  return session ? <Outlet /> : null;
}
