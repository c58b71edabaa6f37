import { HttpResponse, http } from 'msw';
import { vi } from 'vitest';
import type { CvCaptainInfo, CvGenerateRequest, CvTrip } from '#domain/cv.ts';
import { sampleCvTrip } from '#domain/cv-test-support.ts';
import { cvGenerateUrl, cvTripsUrl } from './api.ts';

/** Test fixtures for the CV page (not part of the app bundle). */

export const captainInfo = (overrides: Partial<CvCaptainInfo> = {}): CvCaptainInfo => ({
  first_name: 'Łukasz',
  last_name: 'Żółć',
  email: 'lukasz@example.com',
  phone: '+48 600 100 200',
  license_type: 'pzz-kj',
  license_number: 'KJ-1234',
  other_license: '',
  logo_url: '/api/logos/logo-key',
  nationality: 'POLAND',
  languages: 'POL / ENG / GER',
  ...overrides,
});

export const cvTrip = (overrides: Partial<CvTrip> = {}): CvTrip => sampleCvTrip(overrides);

/** Three trips unlike in every CV column: in command on a tidal sea, an officer inland, crew at sea. */
export const threeTrips = [
  cvTrip(),
  cvTrip({
    id: 2,
    yacht_name: 'Dar Młodzieży',
    registration_number: 'POL-0001',
    embarkation_port: 'Szczecin',
    disembarkation_port: 'Kołobrzeg',
    embarkation_date: '2025-05-01',
    disembarkation_date: '2025-05-01',
    visited_ports: [],
    distance: 55.2,
    yacht_type: '',
    hull_length: 0,
    role_on_board: 'first_officer',
    waters: 'inland',
    tidal: false,
    sailing_hours: 8,
    engine_hours: 2.5,
    night_hours: 0,
    tidal_hours: 0,
    confirmed_by: 0,
  }),
  cvTrip({
    id: 3,
    yacht_name: 'Pogoria',
    registration_number: 'POL-777',
    embarkation_port: 'Gdańsk',
    disembarkation_port: 'Hel',
    embarkation_date: '2024-12-30',
    disembarkation_date: '2025-01-02',
    visited_ports: ['Jastarnia', 'Puck', 'Rewa', 'Sopot', 'Gdynia'],
    distance: 1234.5,
    yacht_type: 'Bryg',
    hull_length: 46.8,
    role_on_board: 'crew',
    tidal: false,
    sailing_hours: 70,
    engine_hours: 10.5,
    night_hours: 12,
    tidal_hours: 0,
    confirmed_by: 1,
  }),
];

export function cvTripsHandler(trips: CvTrip[] = threeTrips, info: CvCaptainInfo = captainInfo()) {
  return http.get(cvTripsUrl, () =>
    HttpResponse.json({ success: true, trips, captainInfo: info, message: 'Trips for your CV loaded.' }),
  );
}

/** POST /api/captain/cv/generate answering with a link; the bodies received are kept in `bodies`. */
export function generateHandler(pdfUrl = '/api/captain/cv/pdf/the-token') {
  const bodies: CvGenerateRequest[] = [];
  const handler = http.post(cvGenerateUrl, async ({ request }) => {
    bodies.push((await request.json()) as CvGenerateRequest);
    return HttpResponse.json({ success: true, pdf_url: pdfUrl, message: 'Your CV is ready.' });
  });
  return { handler, bodies };
}

export interface FakeTab {
  opener: unknown;
  closed: boolean;
  document: Document;
  location: { href: string };
  close: () => void;
}

/** window.open handing out fake tabs that record where they were sent (or null, as a pop-up blocker does). */
export function stubTabs({ blocked = false }: { blocked?: boolean } = {}) {
  const tabs: FakeTab[] = [];
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    if (blocked) return null;
    const tab: FakeTab = {
      opener: window,
      closed: false,
      document: document.implementation.createHTMLDocument(''),
      location: { href: 'about:blank' },
      close: () => {
        tab.closed = true;
      },
    };
    tabs.push(tab);
    return tab as unknown as Window;
  });
  return { tabs, open };
}
