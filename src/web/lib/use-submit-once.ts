import { useCallback, useEffect, useRef, useState } from 'react';

export interface SubmitOnce<Args extends unknown[]> {
  /** Runs the action unless a run is under way; a refused call resolves at once without running it. */
  run: (...args: Args) => Promise<void>;
  /** True from the first call until its action settles (drives the button's disabled and loading state). */
  pending: boolean;
  /** Whether a run is under way at this very moment (for code that runs between renders). */
  isRunning: () => boolean;
}

/**
 * Lets an action run once at a time. The guard is a ref set synchronously on the first call, so a second click
 * or Enter that arrives before React has rendered the pending state (a double-click does: React Query's
 * isPending and this hook's own state only change after a render) is refused instead of sending twice. The
 * action should return the whole job's promise (mutateAsync, then the navigation), so the guard holds until the
 * answer is handled.
 */
export function useSubmitOnce<Args extends unknown[]>(action: (...args: Args) => unknown): SubmitOnce<Args> {
  const running = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(action);
  latest.current = action;
  const [pending, setPending] = useState(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await latest.current(...args);
    } finally {
      running.current = false;
      if (mounted.current) setPending(false);
    }
  }, []);

  const isRunning = useCallback(() => running.current, []);
  return { run, pending, isRunning };
}
