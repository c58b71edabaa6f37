import { useBlocker } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';

export interface LeaveGuard {
  /** A navigation inside the app is waiting for the user's answer (show the leave dialog). */
  asking: boolean;
  /** Stays on the form: the waiting navigation is dropped. */
  stay: () => void;
  /** Leaves: the waiting navigation goes on. */
  leave: () => void;
  /** After a successful save: from now on, leaving does not ask (the form is about to navigate itself). */
  release: () => void;
}

/**
 * Asks before a form with unsaved changes is left. Inside the app, a navigation to another page (a link, the
 * menu, the browser's Back) waits for the answer of the app's own dialog (LeaveFormDialog); a reload or closing
 * the tab gets the browser's own prompt (beforeunload), which is all a page may ask there. `unsaved` is read at
 * the moment of leaving, so a change typed a moment before counts. Changes of the address that keep the page
 * (its search or hash) never ask.
 */
export function useLeaveGuard(unsaved: () => boolean): LeaveGuard {
  const latest = useRef(unsaved);
  latest.current = unsaved;
  const released = useRef(false);
  const mustAsk = useCallback(() => !released.current && latest.current(), []);
  const shouldBlockFn = useCallback(
    ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) =>
      current.pathname !== next.pathname && mustAsk(),
    [mustAsk],
  );
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload: mustAsk, withResolver: true });
  const release = useCallback(() => {
    released.current = true;
  }, []);
  return {
    asking: blocker.status === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    release,
  };
}
