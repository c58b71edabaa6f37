import { useEffect } from 'react';
import type { CaptainProfile } from '#domain/captain-profile.ts';
import { useCaptainProfile } from '../../captain-profile/api.ts';

/**
 * Reads the captain profile (GET /api/captain-profile) and hands it over once it has loaded. Rendered only when
 * the form should be filled from it; a missing or failed profile simply leaves the fields as they are.
 */
export function ProfileAutofill({ onLoaded }: { onLoaded: (profile: CaptainProfile) => void }) {
  const profile = useCaptainProfile();
  useEffect(() => {
    if (profile.data) onLoaded(profile.data);
  }, [profile.data, onLoaded]);
  return null;
}
