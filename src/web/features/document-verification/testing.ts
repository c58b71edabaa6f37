import { HttpResponse, http } from 'msw';
import type {
  DocumentStatus,
  VerificationNotFound,
  VerificationResponse,
  VerifiedDocument,
} from '#domain/document-verification.ts';

/** Test helpers for the verification page (not part of the app bundle). */

export const testCode = 'K7MP4QX9RT2W';

const verifyPattern = '/api/verify/:code';

/** A crew opinion as the server keeps it: the captain, the trip and the member it was written for. */
export function crewOpinion(status: DocumentStatus = 'valid'): VerifiedDocument {
  return {
    kind: 'crew_opinion',
    issued_at: '2026-07-12T09:30:00.000Z',
    status,
    facts: {
      captain: {
        name: 'Anna Kowalska',
        license_type: 'pzz-kj',
        other_license: '',
        license_number: 'KJ-1234',
      },
      trip: {
        yacht_name: 'Zawisza Czarny',
        registration_number: 'POL-1234',
        embarkation_date: '2026-07-01',
        disembarkation_date: '2026-07-08',
        embarkation_port: 'Gdynia',
        disembarkation_port: 'Świnoujście',
        visited_ports: ['Bornholm', 'Ystad'],
        sailing_hours: 96.5,
        engine_hours: 12,
        tidal_hours: 0,
        mooring_hours: 40,
        distance: 412.5,
      },
      crew_member: { name: 'Łukasz Żółć', confirmed: true },
    },
  };
}

/** A CV: the captain and the totals over its trips, no single trip. */
export function captainCv(status: DocumentStatus = 'valid'): VerifiedDocument {
  return {
    kind: 'cv',
    issued_at: '2026-03-05T12:00:00.000Z',
    status,
    facts: {
      captain: {
        name: 'Anna Kowalska',
        license_type: '_other',
        other_license: 'Yachtmaster',
        license_number: '',
      },
      totals: { trips: 14, days: 96, distance: 3120.25, sailing_hours: 610, engine_hours: 88.5 },
    },
  };
}

/** GET /api/verify/{code} answering this document; the codes asked for are recorded. */
export function verifyHandler(document: VerifiedDocument, asked: string[] = []) {
  return http.get(verifyPattern, ({ params }) => {
    asked.push(String(params.code));
    const answer: VerificationResponse = { success: true, document };
    return HttpResponse.json(answer);
  });
}

/** GET /api/verify/{code} answering 404 with this reason. */
export function verifyNotFoundHandler(reason: VerificationNotFound['reason'], asked: string[] = []) {
  return http.get(verifyPattern, ({ params }) => {
    asked.push(String(params.code));
    const answer: VerificationNotFound = {
      success: false,
      reason,
      message: 'Document not found.',
      request_id: 'req-1',
    };
    return HttpResponse.json(answer, { status: 404 });
  });
}

/** GET /api/verify/{code} refusing with 429 (too many checks from this address). */
export function verifyRateLimitedHandler() {
  return http.get(verifyPattern, () =>
    HttpResponse.json({ success: false, message: 'Too many requests.' }, { status: 429 }),
  );
}
