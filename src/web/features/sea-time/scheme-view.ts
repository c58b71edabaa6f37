import type { ReactNode } from 'react';
import type { SeaTimeSchemeId } from '#domain/sea-time/schema.ts';

/**
 * What differs between the captain's and a student's scheme cards: where the chosen goal is remembered, which
 * trips a requirement links to, and what a scheme offers beside its figures (the captain's statement PDF).
 */
export interface SeaTimeSchemeView {
  /** The storage key of the account's goal; null while no account is known (nothing is remembered then). */
  goalKey: string | null;
  /** The trips that count toward a requirement, drawn when the requirement is first opened. */
  requirementTrips: (tripIds: readonly number[]) => ReactNode;
  /** An action under a scheme's requirements, if the account has one. */
  schemeAction?: (scheme: SeaTimeSchemeId) => ReactNode;
}
