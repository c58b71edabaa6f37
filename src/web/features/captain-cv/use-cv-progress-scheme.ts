import { useState } from 'react';
import type { SeaTimeSchemeId } from '#domain/sea-time/schema.ts';
import { storage } from '../../lib/storage.ts';
import { isSeaTimeSchemeId, seaTimeGoalKey } from '../sea-time/use-sea-time-goal.ts';
import { useCaptainSession } from '../session/use-session.ts';

/**
 * The licence whose progress this CV prints: at first the goal this account chose on the sea-time page, or none
 * when it chose none. Changing it here is for this CV only; the sea-time page keeps its goal.
 */
export function useCvProgressScheme() {
  const accountId = useCaptainSession()?.user.id ?? null;
  return useState<SeaTimeSchemeId | null>(() => {
    const stored = accountId === null ? null : storage.get(seaTimeGoalKey(accountId));
    return isSeaTimeSchemeId(stored) ? stored : null;
  });
}
