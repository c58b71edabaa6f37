import { validPlannedTrip } from '../planned-trips/test-support.ts';
import { validTrip } from '../trips/test-support.ts';
import { validYacht } from '../yachts/test-support.ts';
import type { AppRoute, World } from './world.ts';

/**
 * Who may call what. Every route the app serves must have an entry here: the first test
 * fails on a route without one (and on an entry whose route is gone), so a new route cannot be forgotten.
 *
 * - public: no login; `anonymous` is the status an anonymous, harmless request gets (never 401, never 5xx).
 * - captain / student: a session of that kind only. Anonymous and dead tokens -> 401, the other kind -> 403.
 * - premium: a captain without premium -> 403 premium_required.
 * - victimObject: the URL (or body) names the victim's object; the other captain (or a student not connected
 *   to the victim) -> 404, as if it did not exist.
 * HEAD follows its GET.
 */
export type Rule =
  | { access: 'public'; url?: (w: World) => string; body?: (w: World) => unknown; anonymous: number }
  | {
      access: 'captain' | 'student';
      url?: (w: World) => string;
      body?: (w: World) => unknown;
      premium?: true;
      victimObject?: true;
      /** What the other captain or student gets on the victim's object, when not 404 (a 422 naming the field). */
      otherStatus?: number;
      /**
       * A captain route that students linked to the trip's crew may use too, while the captain lets the crew
       * write (the deck log): every student gets 404 on the victim's trip instead of 403, the victim's own
       * student included (linked, but not let to write).
       */
      crew?: true;
    };

const trip = (w: World) => `/api/sailing-trips/${w.tripId}`;
const planned = (w: World) => `/api/planned-sailing-trips/${w.plannedTripId}`;
const studentPlanned = (w: World) => `/api/student/planned-sailing-trips/${w.plannedTripId}`;
const hostileText = `<script>alert(1)</script>'; DROP TABLE users; --`;
const deckLog = (w: World) => `${trip(w)}/log-entries`;
const deckLogEntry = () => ({
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  logged_at: '2026-07-01T10:00+02:00',
  kind: 'note',
  text: hostileText,
});

const captainProfile = {
  first_name: 'Zły',
  last_name: 'Kapitan',
  phone: '+48 600 000 000',
  license_type: 'pzz-kj',
  license_number: 'KJ-666',
};

export const rules: Record<string, Rule> = {
  // Public.
  'GET /api/docs': { access: 'public', anonymous: 200 },
  'GET /api/docs/': { access: 'public', anonymous: 200 },
  'GET /api/docs/static/index.html': { access: 'public', anonymous: 302 },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', anonymous: 200 },
  'GET /api/docs/*': { access: 'public', url: () => '/api/docs/static/swagger-ui.css', anonymous: 200 },
  'GET /api/docs/json': { access: 'public', anonymous: 200 },
  'GET /api/docs/yaml': { access: 'public', anonymous: 200 },
  'GET /api/subscriptions/plans': { access: 'public', anonymous: 200 },
  'GET /api/config': { access: 'public', anonymous: 200 },
  'GET /api/health/live': { access: 'public', anonymous: 200 },
  'GET /api/health/ready': { access: 'public', anonymous: 200 },
  // The built web app's files (the attack world has a one-file build, as production has the real one).
  'GET /index.html': { access: 'public', anonymous: 200 },
  'POST /api/auth/register': { access: 'public', body: () => ({}), anonymous: 422 },
  'POST /api/auth/login': {
    access: 'public',
    body: (w) => ({ email: w.victim.email, password: 'wrong password' }),
    anonymous: 401,
  },
  'POST /api/auth/forgot-password': { access: 'public', body: () => ({}), anonymous: 422 },
  'POST /api/auth/reset-password': {
    access: 'public',
    body: (w) => ({
      email: w.victim.email,
      token: 'guessed',
      password: 'new password 123',
      password_confirmation: 'new password 123',
    }),
    anonymous: 422,
  },
  // The link's secret is the permission: a guessed one confirms nothing.
  'POST /api/auth/verify-email': {
    access: 'public',
    body: (w) => ({ email: w.victim.email, token: 'guessed' }),
    anonymous: 422,
  },
  'POST /api/student/verify-email': {
    access: 'public',
    body: (w) => ({ email: w.victim.email, token: 'guessed' }),
    anonymous: 422,
  },
  'POST /api/student/forgot-password': { access: 'public', body: () => ({}), anonymous: 422 },
  'POST /api/student/reset-password': {
    access: 'public',
    body: () => ({
      email: 'ofiara@example.com',
      token: 'guessed',
      password: 'new password 123',
      password_confirmation: 'new password 123',
    }),
    anonymous: 422,
  },
  'POST /api/student/register': { access: 'public', body: () => ({}), anonymous: 422 },
  'POST /api/student/login': { access: 'public', body: () => ({ email: 'x@example.com' }), anonymous: 422 },
  'POST /api/public/trip-card-pdf': { access: 'public', body: () => ({}), anonymous: 422 },
  // The code in the query is the permission: a guessed one is refused like an unknown invitation.
  'GET /api/public/invitations/:id': {
    access: 'public',
    url: (w) => `/api/public/invitations/${w.invitationId}?code=GUESSEDCODE1`,
    anonymous: 422,
  },
  // The random key or token in the path is the permission: a guessed one finds nothing.
  'GET /api/logos/:key': { access: 'public', url: () => '/api/logos/guessed-key', anonymous: 404 },
  // The code is the permission: a guessed one (well formed, never issued) is an unknown code.
  'GET /api/verify/:code': { access: 'public', url: () => '/api/verify/ABCD-EFGH-JKMN', anonymous: 404 },
  'GET /api/captain/cv/pdf/:token': {
    access: 'public',
    url: () => '/api/captain/cv/pdf/guessed-token',
    anonymous: 404,
  },
  // PayU's webhook: only a correctly signed notification is acted upon.
  'POST /api/payments/payu/notify': {
    access: 'public',
    body: () => ({ order: { orderId: 'X', extOrderId: '1', status: 'COMPLETED' } }),
    anonymous: 400,
  },
  // The built-in sandbox checkout (absent with real PayU): an unknown order is not found.
  'GET /sandbox/payu/:extOrderId': { access: 'public', url: () => '/sandbox/payu/guessed', anonymous: 404 },
  'POST /sandbox/payu/:extOrderId/pay': {
    access: 'public',
    url: () => '/sandbox/payu/guessed/pay',
    anonymous: 404,
  },
  'POST /sandbox/payu/:extOrderId/cancel': {
    access: 'public',
    url: () => '/sandbox/payu/guessed/cancel',
    anonymous: 404,
  },

  // Captain: account, profile, subscription.
  'POST /api/auth/logout': { access: 'captain' },
  'GET /api/auth/user': { access: 'captain' },
  // The session names the account, and only its password deletes it: a wrong one changes nothing.
  'POST /api/auth/delete-account': { access: 'captain', body: () => ({ password: 'wrong password' }) },
  'POST /api/auth/verification-mail': { access: 'captain' },
  'GET /api/auth/export': { access: 'captain' },
  'GET /api/captain-profile': { access: 'captain' },
  'POST /api/captain-profile': { access: 'captain', body: () => captainProfile },
  'POST /api/captain-profile/change-password': {
    access: 'captain',
    body: () => ({
      current_password: 'correct horse battery',
      new_password: 'stolen password 123',
      new_password_confirmation: 'stolen password 123',
    }),
  },
  'POST /api/captain-profile/logo': { access: 'captain' },
  'GET /api/captain-profile/logo': { access: 'captain' },
  'DELETE /api/captain-profile/logo': { access: 'captain' },
  // The session names the captain whose switch it is: there is no other captain's to name.
  'GET /api/captain-profile/document-verification': { access: 'captain' },
  'PUT /api/captain-profile/document-verification': { access: 'captain', body: () => ({ enabled: true }) },
  'GET /api/subscriptions': { access: 'captain' },
  'POST /api/subscriptions': { access: 'captain', body: () => ({}) },
  'POST /api/discount-codes/redeem': { access: 'captain', body: () => ({ code: 'FREE' }) },
  'GET /api/captain/cv/trips': { access: 'captain' },
  'POST /api/captain/cv/generate': {
    access: 'captain',
    body: (w) => ({ trip_ids: [w.tripId] }),
    victimObject: true,
    // The same 422 "not in your logbook" as for an id that does not exist (checked below).
    otherStatus: 422,
  },
  // The captain's own logbook only: there is no object to name, so no other captain's to reach.
  'GET /api/sea-time': { access: 'captain' },
  // The statement prints the same own logbook; unlike the sea time itself, it is a Premium document.
  'GET /api/sea-time/statement-pdf': {
    access: 'captain',
    url: () => '/api/sea-time/statement-pdf?scheme=pzz-jsm',
    premium: true,
  },

  // Captain: trips and their documents.
  'GET /api/sailing-trips': { access: 'captain' },
  'POST /api/sailing-trips': { access: 'captain', premium: true, body: () => validTrip() },
  'GET /api/sailing-trips/:id': { access: 'captain', url: trip, victimObject: true },
  // The own logbook as a file and the import template: a login is enough (it is their data), no object named.
  'GET /api/sailing-trips/export': { access: 'captain', url: () => '/api/sailing-trips/export?format=json' },
  'GET /api/sailing-trips/import/template': {
    access: 'captain',
    url: () => '/api/sailing-trips/import/template?format=csv',
  },
  'PUT /api/sailing-trips/:id': {
    access: 'captain',
    url: trip,
    premium: true,
    victimObject: true,
    body: () => validTrip({ captain_notes: hostileText }),
  },
  'DELETE /api/sailing-trips/:id': { access: 'captain', url: trip, premium: true, victimObject: true },
  'PATCH /api/sailing-trips/:id/status': {
    access: 'captain',
    url: (w) => `${trip(w)}/status`,
    premium: true,
    victimObject: true,
    body: () => ({ status: 'cancelled' }),
  },
  'GET /api/sailing-trips/:id/voyage-card-pdf': {
    access: 'captain',
    url: (w) => `${trip(w)}/voyage-card-pdf`,
    victimObject: true,
  },
  'GET /api/sailing-trips/:id/crew/:crewId/opinion-pdf': {
    access: 'captain',
    url: (w) => `${trip(w)}/crew/${w.crewId}/opinion-pdf`,
    victimObject: true,
  },
  'GET /api/sailing-trips/:id/track': {
    access: 'captain',
    url: (w) => `${trip(w)}/track`,
    victimObject: true,
  },
  'GET /api/sailing-trips/:id/track.gpx': {
    access: 'captain',
    url: (w) => `${trip(w)}/track.gpx`,
    victimObject: true,
  },
  // The deck log: the captain's, and their linked crew's while the captain lets them write (docs/deck-log.md).
  'GET /api/sailing-trips/:id/log-entries': {
    access: 'captain',
    crew: true,
    url: deckLog,
    victimObject: true,
  },
  'POST /api/sailing-trips/:id/log-entries': {
    access: 'captain',
    crew: true,
    url: deckLog,
    premium: true,
    victimObject: true,
    body: deckLogEntry,
  },
  'POST /api/sailing-trips/:id/log-entries/batch': {
    access: 'captain',
    crew: true,
    url: (w) => `${deckLog(w)}/batch`,
    premium: true,
    victimObject: true,
    body: () => ({ entries: [deckLogEntry()] }),
  },
  // Printed by whoever may read it: no premium, as the captain whose premium ended still prints the log.
  'GET /api/sailing-trips/:id/deck-log.pdf': {
    access: 'captain',
    crew: true,
    url: (w) => `${trip(w)}/deck-log.pdf`,
    victimObject: true,
  },
  'PUT /api/sailing-trips/:id/log-settings': {
    access: 'captain',
    url: (w) => `${trip(w)}/log-settings`,
    premium: true,
    victimObject: true,
    body: () => ({ crew_may_write: true }),
  },
  // A deck log is never edited or deleted, by anyone: the same 405 whoever asks (no login is looked at).
  'PUT /api/sailing-trips/:id/log-entries': { access: 'public', url: deckLog, anonymous: 405 },
  'PATCH /api/sailing-trips/:id/log-entries': { access: 'public', url: deckLog, anonymous: 405 },
  'DELETE /api/sailing-trips/:id/log-entries': { access: 'public', url: deckLog, anonymous: 405 },
  'PUT /api/sailing-trips/:id/log-entries/:entryId': {
    access: 'public',
    url: (w) => `${deckLog(w)}/${deckLogEntry().id}`,
    anonymous: 405,
  },
  'PATCH /api/sailing-trips/:id/log-entries/:entryId': {
    access: 'public',
    url: (w) => `${deckLog(w)}/${deckLogEntry().id}`,
    anonymous: 405,
  },
  'DELETE /api/sailing-trips/:id/log-entries/:entryId': {
    access: 'public',
    url: (w) => `${deckLog(w)}/${deckLogEntry().id}`,
    anonymous: 405,
  },
  // Multipart: a JSON body is refused with 422 (no file); the hostile files are in src/server/tracks/hostile-files.test.ts.
  'POST /api/tracks': { access: 'captain', premium: true },
  // Multipart as well; the hostile files are in src/server/trip-import/commit.test.ts and the reader's tests.
  'POST /api/sailing-trips/import': { access: 'captain', premium: true },
  'POST /api/sailing-trips/import/:id/commit': {
    access: 'captain',
    url: (w) => `/api/sailing-trips/import/${w.importId}/commit`,
    body: () => ({}),
    premium: true,
    victimObject: true,
  },

  // Captain: port suggestions (the own ports and the bundled harbours).
  'GET /api/ports': { access: 'captain', url: () => '/api/ports?q=VICTIM' },
  // Captain: yachts.
  'GET /api/yachts': { access: 'captain' },
  'GET /api/yachts/search': { access: 'captain', url: () => '/api/yachts/search?q=VICTIM' },
  'POST /api/yachts': { access: 'captain', premium: true, body: () => validYacht },
  'GET /api/yachts/:id': { access: 'captain', url: (w) => `/api/yachts/${w.yachtId}`, victimObject: true },
  'PUT /api/yachts/:id': {
    access: 'captain',
    url: (w) => `/api/yachts/${w.yachtId}`,
    premium: true,
    victimObject: true,
    body: () => ({ ...validYacht, name: hostileText }),
  },
  'DELETE /api/yachts/:id': {
    access: 'captain',
    url: (w) => `/api/yachts/${w.yachtId}`,
    victimObject: true,
  },

  // Captain: planned trips, enrolments, invitations, students.
  'GET /api/planned-sailing-trips': { access: 'captain' },
  'POST /api/planned-sailing-trips': { access: 'captain', premium: true, body: () => validPlannedTrip() },
  'GET /api/planned-sailing-trips/:id': { access: 'captain', url: planned, victimObject: true },
  'PUT /api/planned-sailing-trips/:id': {
    access: 'captain',
    url: planned,
    victimObject: true,
    body: () => validPlannedTrip({ name: hostileText, start_date: '2099-07-01', end_date: '2099-07-08' }),
  },
  'DELETE /api/planned-sailing-trips/:id': { access: 'captain', url: planned, victimObject: true },
  'PATCH /api/planned-sailing-trips/:id/enrolments/:enrolmentId': {
    access: 'captain',
    url: (w) => `${planned(w)}/enrolments/${w.enrolmentId}`,
    victimObject: true,
    body: () => ({ status: 'rejected', captain_notes: hostileText }),
  },
  'GET /api/invitations': { access: 'captain' },
  'POST /api/invitations': { access: 'captain', body: () => ({ description: 'Mine' }) },
  'PATCH /api/invitations/:id': {
    access: 'captain',
    url: (w) => `/api/invitations/${w.invitationId}`,
    victimObject: true,
    body: () => ({ description: hostileText, is_active: false }),
  },
  'DELETE /api/invitations/:id': {
    access: 'captain',
    url: (w) => `/api/invitations/${w.invitationId}`,
    victimObject: true,
  },
  'GET /api/captain/students': { access: 'captain' },
  'DELETE /api/captain/students/:studentId': {
    access: 'captain',
    url: (w) => `/api/captain/students/${w.victimStudent.id}`,
    victimObject: true,
  },

  // Student.
  'POST /api/student/logout': { access: 'student' },
  'GET /api/student/profile': { access: 'student' },
  'POST /api/student/delete-account': { access: 'student', body: () => ({ password: 'wrong password' }) },
  // The session names the account: a student can only ever change their own details and password.
  'POST /api/student/profile': {
    access: 'student',
    body: () => ({ first_name: hostileText, last_name: 'Kursant', phone: '+48 600 000 000' }),
  },
  'POST /api/student/change-password': {
    access: 'student',
    body: () => ({
      current_password: 'correct horse battery',
      new_password: 'stolen password 123',
      new_password_confirmation: 'stolen password 123',
    }),
  },
  'POST /api/student/verification-mail': { access: 'student' },
  'GET /api/student/export': { access: 'student' },
  'GET /api/student/planned-sailing-trips': { access: 'student' },
  'GET /api/student/planned-sailing-trips/:id': {
    access: 'student',
    url: studentPlanned,
    victimObject: true,
  },
  'POST /api/student/planned-sailing-trips/:id/enrolment': {
    access: 'student',
    url: (w) => `${studentPlanned(w)}/enrolment`,
    victimObject: true,
    body: () => ({ student_notes: hostileText }),
  },
  'PATCH /api/student/planned-sailing-trips/:id/enrolment': {
    access: 'student',
    url: (w) => `${studentPlanned(w)}/enrolment`,
    victimObject: true,
    body: () => ({ student_notes: hostileText }),
  },
  'DELETE /api/student/planned-sailing-trips/:id/enrolment': {
    access: 'student',
    url: (w) => `${studentPlanned(w)}/enrolment`,
    victimObject: true,
  },
  'GET /api/student/enrolments': { access: 'student' },
  // The student's logbook: a trip is theirs only through their crew link; any other trip is 404.
  'GET /api/student/logbook': { access: 'student' },
  'GET /api/student/logbook/:tripId': {
    access: 'student',
    url: (w) => `/api/student/logbook/${w.tripId}`,
    victimObject: true,
  },
  'POST /api/student/logbook/:tripId/confirmation': {
    access: 'student',
    url: (w) => `/api/student/logbook/${w.tripId}/confirmation`,
    victimObject: true,
    body: () => ({ status: 'disputed', note: hostileText }),
  },
  'GET /api/student/logbook/:tripId/opinion-pdf': {
    access: 'student',
    url: (w) => `/api/student/logbook/${w.tripId}/opinion-pdf`,
    victimObject: true,
  },
  'GET /api/student/sea-time': { access: 'student' },
  // Any student holding the code may read and accept an invitation: that is what an invitation is for.
  'POST /api/student/invitations/accept': { access: 'student', body: (w) => ({ code: w.invitationCode }) },
  'GET /api/student/invitations/:id': {
    access: 'student',
    url: (w) => `/api/student/invitations/${w.invitationId}?code=${w.invitationCode}`,
  },
  'GET /api/student/captains': { access: 'student' },
  'DELETE /api/student/captains/:captainId': {
    access: 'student',
    url: (w) => `/api/student/captains/${w.victim.id}`,
    victimObject: true,
  },
};

export function ruleKey(route: AppRoute): string {
  return `${route.method === 'HEAD' ? 'GET' : route.method} ${route.path}`;
}
