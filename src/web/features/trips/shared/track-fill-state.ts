/**
 * "New trip from a GPX file" opens the new-trip form with the track panel open through the history entry's
 * state: it survives a reload of that entry (and so the form's draft, restored on the same entry) and needs no
 * search parameter the route would have to validate.
 */
declare module '@tanstack/history' {
  interface HistoryState {
    trackFill?: boolean;
  }
}

export const trackFillState = { trackFill: true } as const;
