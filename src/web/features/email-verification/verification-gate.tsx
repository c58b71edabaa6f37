import { type ReactNode, useEffect, useState } from 'react';
import type { AccountKind } from './api.ts';
import { VerificationBanner } from './verification-banner.tsx';

/** Longest wait for the account before a page shows anyway (a slow server must not hold the whole area). */
export const accountWaitMs = 1500;

interface Props {
  kind: AccountKind;
  email: string;
  /** As stored: null unconfirmed, a timestamp confirmed, undefined not known since the login. */
  verifiedAt: string | null | undefined;
  /** The account is being fetched (the area fetches it on entry). */
  accountPending: boolean;
  children: ReactNode;
}

/**
 * A logged-in area's pages, under the confirmation banner while the address is unconfirmed. When that is not
 * known yet (the first page after a login), the page waits for the account, briefly, so that the banner is
 * there from the first frame instead of appearing later and moving the page under the pointer.
 */
export function VerificationGate({ kind, email, verifiedAt, accountPending, children }: Props) {
  const waiting = verifiedAt === undefined && accountPending;
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setGaveUp(true), accountWaitMs);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  if (waiting && !gaveUp) return null;
  return (
    <>
      {verifiedAt === null && <VerificationBanner kind={kind} email={email} />}
      {children}
    </>
  );
}
