import { useState } from 'react';
import { type SeaTimeScheme, type SeaTimeSchemeId, seaTimeSchemeIds } from '#domain/sea-time/schema.ts';
import { storage } from '../../lib/storage.ts';

/** Per captain account, so that two captains sharing a browser each keep their own goal. */
export const seaTimeGoalKey = (accountId: number) => `sea-time-goal:${accountId}`;

export const isSeaTimeSchemeId = (value: unknown): value is SeaTimeSchemeId =>
  typeof value === 'string' && (seaTimeSchemeIds as readonly string[]).includes(value);

/**
 * The licence scheme the account follows, remembered in this browser under `storageKey`. Until one is chosen it
 * is the first scheme not yet met (the next licence in the page's order), or the first scheme when all are met.
 */
export function useSeaTimeGoal(schemes: readonly SeaTimeScheme[], storageKey: string | null) {
  const [chosen, setChosen] = useState<SeaTimeSchemeId | null>(() => {
    const stored = storageKey === null ? null : storage.get(storageKey);
    return isSeaTimeSchemeId(stored) ? stored : null;
  });
  const offered = chosen !== null && schemes.some((scheme) => scheme.id === chosen);
  const goal: SeaTimeSchemeId | null = offered
    ? chosen
    : ((schemes.find((scheme) => !scheme.met) ?? schemes[0])?.id ?? null);

  const choose = (id: SeaTimeSchemeId) => {
    setChosen(id);
    if (storageKey !== null) storage.set(storageKey, id);
  };
  return { goal, choose };
}
