import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import type { User } from '#domain/auth.ts';
import type { CaptainProfile } from '#domain/captain-profile.ts';
import { saveCaptainSession } from '../../lib/session-storage.ts';
import { captainProfileUrl } from './api.ts';
import { CaptainProfilePage, type CaptainProfileTab } from './captain-profile-page.tsx';
import type { ImageDimensionReader } from './logo-checks.ts';

/** Test helpers for the captain profile feature (not part of the app bundle). */

export const testCaptain: User = {
  id: 7,
  name: 'Anna Kowalska',
  email: 'anna@example.com',
  phone: '+48 600 100 200',
  created_at: '2025-01-01T10:00:00.000Z',
};
export const testToken = 'captain-token-123';

export function logInTestCaptain() {
  saveCaptainSession(testCaptain, testToken);
}

export const storedProfile: CaptainProfile = {
  first_name: 'Anna',
  last_name: 'Kowalska',
  email: 'anna@example.com',
  phone: '+48 600 100 200',
  license_type: 'pzz-jsm',
  license_number: 'JSM-1234',
  other_license: '',
  nationality: 'POLAND',
  languages: 'POL / ENG / GER',
  logo_path: null,
  logo_url: null,
};

export interface SeenRequest {
  method: string;
  authorization: string | null;
  acceptLanguage: string | null;
  body: unknown;
}

/** GET /api/captain-profile answering with this profile, recording what was asked. */
export function profileHandler(profile: CaptainProfile, seen: SeenRequest[] = []) {
  return http.get(captainProfileUrl, ({ request }) => {
    seen.push({
      method: 'GET',
      authorization: request.headers.get('authorization'),
      acceptLanguage: request.headers.get('accept-language'),
      body: null,
    });
    return HttpResponse.json({ success: true, captain_profile: profile, message: 'Captain profile loaded.' });
  });
}

/** A file of the given type and size (the bytes are zeros: jsdom never decodes them). */
export function fakeFile(name: string, type: string, size = 1024) {
  return new File([new Uint8Array(size)], name, { type });
}

/** An image size reader that answers without decoding (jsdom cannot decode images). */
export const dimensions =
  (width: number, height: number): ImageDimensionReader =>
  async () => ({ width, height });

export const unreadableImage: ImageDimensionReader = async () => {
  throw new Error('cannot decode');
};

/** The page as the route uses it: the tab lives in the URL, here in state; every change is recorded. */
export function PageHarness({
  initialTab = 'profile',
  changes = [],
  readImageDimensions,
}: {
  initialTab?: CaptainProfileTab;
  changes?: CaptainProfileTab[];
  readImageDimensions?: ImageDimensionReader;
}) {
  const [tab, setTab] = useState<CaptainProfileTab>(initialTab);
  return (
    <CaptainProfilePage
      tab={tab}
      onTabChange={(next) => {
        changes.push(next);
        setTab(next);
      }}
      readImageDimensions={readImageDimensions}
    />
  );
}
