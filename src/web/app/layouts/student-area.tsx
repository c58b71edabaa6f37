import { useQuery } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { VerificationGate } from '../../features/email-verification/verification-gate.tsx';
import { useStudentSession } from '../../features/session/use-session.ts';
import { studentProfileQueryOptions } from '../../features/student-auth/api.ts';

/**
 * The student area's frame: refreshes the student's profile on entry (an unconfirmed address shows the
 * confirmation banner above every page); a lost login sends them to /student/login.
 */
export function StudentArea() {
  const session = useStudentSession();
  const router = useRouter();
  const account = useQuery({ ...studentProfileQueryOptions, enabled: session !== null });

  useEffect(() => {
    if (!session) void router.invalidate();
  }, [session, router]);

  if (!session) return null;
  return (
    <VerificationGate
      kind="student"
      email={session.student.email}
      verifiedAt={session.student.email_verified_at}
      accountPending={account.isPending}
    >
      <Outlet />
    </VerificationGate>
  );
}
