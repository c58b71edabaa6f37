import type { Page } from '@playwright/test';
import type { ApiCaptain } from './accounts.ts';

/** The trip form's values of a complete trip (the form's own field names), every step valid. */
export function completeTripFormValues(changes: Record<string, unknown> = {}) {
  return {
    firstName: 'Łukasz',
    lastName: 'Żółć',
    email: 'lukasz@example.com',
    phone: '+48 600 100 200',
    licenseType: 'pzz-kj',
    licenseNumber: 'KJ-1234',
    otherLicense: '',
    yachtName: 'Zawisza Czarny',
    registrationNumber: 'POL-1234',
    homePort: 'Gdynia',
    hullLength: '42.7',
    enginesCount: '1',
    enginePower: '220.5',
    embarkationPort: 'Gdynia',
    isEmbarkationTidalPort: false,
    disembarkationPort: 'Świnoujście',
    isDisembarkationTidalPort: false,
    visitedPorts: [{ name: '', isTidalPort: false }],
    distance: '180',
    embarkationDate: '2099-07-01',
    disembarkationDate: '2099-07-08',
    sailingHours: '40',
    engineHours: '12',
    mooringHours: '0',
    tidalHours: '0',
    logbookNumber: '',
    captainNotes: '',
    crewMembers: [],
    ...changes,
  };
}

/**
 * A draft of the new-trip form as the app keeps it (docs/trips.md, "Drafts"): as if the captain had filled every
 * step earlier and left on the summary (or on `step`). The page must be on the app's origin.
 */
export async function storeNewTripDraft(
  page: Page,
  captain: ApiCaptain,
  values = completeTripFormValues(),
  step = 5,
) {
  const id = (captain.user as { id: number }).id;
  await page.evaluate(({ key, draft }) => window.localStorage.setItem(key, JSON.stringify(draft)), {
    key: `tripDraft:${id}:new`,
    draft: {
      version: 1,
      savedAt: new Date().toISOString(),
      step,
      furthest: 5,
      baseUpdatedAt: null,
      values,
    },
  });
}
