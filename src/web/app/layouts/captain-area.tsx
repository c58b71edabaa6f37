import { useQuery } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { currentUserQueryOptions } from '../../features/auth/api.ts';
import { VerificationGate } from '../../features/email-verification/verification-gate.tsx';
import { subscriptionStatusQueryOptions } from '../../features/premium/api.ts';
import { useCaptainSession } from '../../features/session/use-session.ts';

/**
 * The captain area's frame: refreshes the logged-in captain on entry (a failure ends the login; an unconfirmed
 * address puts the confirmation banner above every page) and the Premium status (which refreshes hasPremium; a
 * failure counts as no Premium), and when the login ends for any reason (logout in another tab, an expired token)
 * lets the route guard send the user to /login.
 */
export function CaptainArea() {
  const session = useCaptainSession();
  const router = useRouter();
  const account = useQuery({ ...currentUserQueryOptions, enabled: session !== null });
  useQuery({ ...subscriptionStatusQueryOptions(session?.user.id), enabled: session !== null });

  useEffect(() => {
    if (!session) void router.invalidate();
  }, [session, router]);

  if (!session) return null;
  return (
    <VerificationGate
      kind="captain"
      email={session.user.email}
      verifiedAt={session.user.email_verified_at}
      accountPending={account.isPending}
    >
      <Outlet />
    </VerificationGate>
  );
}
