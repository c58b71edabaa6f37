import { useCaptainSession } from '../session/use-session.ts';
import { isPremiumActive, useSubscriptionStatus } from './api.ts';

export interface PremiumState {
  /** Premium is active: from the freshest status read, else as the login stored it (hasPremium). */
  hasPremium: boolean;
  /** The status has not been read yet in this session (nothing cached); hasPremium is the stored value. */
  checking: boolean;
}

/** Whether the logged-in captain has Premium; reading the status failed counts as no Premium. */
export function usePremium(): PremiumState {
  const session = useCaptainSession();
  const status = useSubscriptionStatus();
  if (status.data) return { hasPremium: isPremiumActive(status.data), checking: false };
  if (status.isError) return { hasPremium: false, checking: false };
  return { hasPremium: session?.hasPremium === true, checking: true };
}
