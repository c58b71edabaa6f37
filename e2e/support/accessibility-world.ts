import { type ApiCaptain, type ApiStudent, type LoggedInStudent, registerStudentViaApi } from './accounts.ts';
import { apiCall, baseUrl } from './api.ts';
import { deckLogDay, writeDeckLog } from './deck-log.ts';
import { test as base } from './fixtures.ts';
import { captainApi, createTripViaApi, createYachtViaApi, premiumCaptain, tripBody } from './trips.ts';

/**
 * Everything the pages behind a login show, made through the API: a captain with yachts, trips of every
 * status, invitations, students and planned trips with enrolments of every status, and a student who sees
 * them from the other side.
 */
export interface AccessibilityWorld {
  captain: ApiCaptain;
  /** A Premium captain with nothing recorded yet: the empty states. */
  emptyCaptain: ApiCaptain;
  yacht: { id: number; name: string };
  /**
   * A completed trip with two crew members and Zofia, the student, who has not confirmed it yet; its deck log has
   * a day of entries, one of them corrected.
   */
  trip: { id: number; yachtName: string };
  /** The planned trip with a pending, an accepted and a rejected student. */
  plannedTrip: { id: number; name: string };
  /** A planned trip the student has not joined. */
  openPlannedTrip: { id: number; name: string };
  /** Zofia: connected to the captain, pending on `plannedTrip`, crew of `trip` and of a confirmed trip. */
  student: LoggedInStudent;
  /** The path of an invitation link Zofia has not used yet. */
  unusedInvitationPath: string;
}

async function logInStudent(student: ApiStudent): Promise<LoggedInStudent> {
  const answer = await apiCall<{ token: string; student: LoggedInStudent['student'] }>(
    null,
    'POST',
    '/api/student/login',
    { email: student.email, password: student.password },
    200,
  );
  return { ...student, student: answer.student, token: answer.token };
}

/** A student account, logged in and connected to the captain through an invitation code. */
export async function connectedStudent(code: string): Promise<LoggedInStudent> {
  const student = await logInStudent(await registerStudentViaApi());
  await apiCall(student.token, 'POST', '/api/student/invitations/accept', { code }, 200);
  return student;
}

const yachtNames = ['Zawisza Czarny', 'Dar Młodzieży', 'Pogoria', 'Fryderyk Chopin', 'Kapitan Głowacki'];

/** YYYY-MM-DD `days` from today. */
function dayFromToday(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Twenty trips, five of each status, so the list shows every status badge many times: completed ones in the
 * past, planned ones in 2099, ones under way today (their dates say so) and planned ones then cancelled.
 */
async function tripsOfEveryStatus(captain: ApiCaptain) {
  for (let index = 0; index < 5; index++) {
    const yacht_name = yachtNames[index] ?? 'Zawisza Czarny';
    const past = `2025-0${index + 4}`;
    await createTripViaApi(captain, {
      yacht_name,
      embarkation_date: `${past}-01`,
      disembarkation_date: `${past}-08`,
    });
    await createTripViaApi(captain, {
      yacht_name,
      embarkation_date: `2099-0${index + 4}-01`,
      disembarkation_date: `2099-0${index + 4}-08`,
    });
    await createTripViaApi(captain, {
      yacht_name,
      embarkation_date: dayFromToday(-2 - index),
      disembarkation_date: dayFromToday(3 + index),
    });
    const cancelled = await createTripViaApi(captain, {
      yacht_name,
      embarkation_date: `2098-0${index + 4}-01`,
      disembarkation_date: `2098-0${index + 4}-08`,
    });
    await captainApi(
      captain,
      'PATCH',
      `/api/sailing-trips/${cancelled.id}/status`,
      { status: 'cancelled' },
      200,
    );
  }
}

/** A student as a crew member of a trip, linked to their account. */
export function studentCrewMember(student: LoggedInStudent) {
  const crew = tripBody().crew_members[0];
  return {
    ...crew,
    full_name: `${student.student.first_name} ${student.student.last_name}`,
    email: student.email,
    student_id: student.student.id,
  };
}

const plannedTripBody = (name: string, month: string) => ({
  name,
  description: 'Tydzień na Bałtyku, zmiany wachtowe.',
  start_date: `2099-${month}-01`,
  end_date: `2099-${month}-08`,
  embarkation_port: 'Gdynia',
  disembarkation_port: 'Świnoujście',
  yacht_name: 'Zawisza Czarny',
  yacht_type: 'szkuner',
  max_crew: 6,
});

export async function buildAccessibilityWorld(): Promise<AccessibilityWorld> {
  const captain = await premiumCaptain({ profile: true });
  const emptyCaptain = await premiumCaptain({ profile: true });
  const yacht = { name: 'Zawisza Czarny', registration_number: 'POL-1234', home_port: 'Gdynia' };
  const { id: yachtId } = await createYachtViaApi(captain, {
    ...yacht,
    hull_length: '42.7',
    engines_count: '1',
    engine_power: '220.5',
  });
  await createYachtViaApi(captain, {
    name: 'Dar Młodzieży',
    registration_number: 'POL-5678',
    home_port: 'Gdynia',
    hull_length: '108.8',
    engines_count: '2',
    engine_power: '1100',
  });
  await tripsOfEveryStatus(captain);

  const { invitation } = await captainApi<{ invitation: { code: string } }>(
    captain,
    'POST',
    '/api/invitations',
    { description: 'Rejs szkoleniowy, lato 2099' },
    201,
  );
  const unused = await captainApi<{ invitation: { link: string } }>(
    captain,
    'POST',
    '/api/invitations',
    { description: 'Rejs po Mazurach' },
    201,
  );
  const unusedLink = new URL(unused.invitation.link, baseUrl());
  const [zofia, accepted, rejected] = [
    await connectedStudent(invitation.code),
    await connectedStudent(invitation.code),
    await connectedStudent(invitation.code),
  ];

  const trip = await createTripViaApi(captain, {
    crew_members: [...tripBody().crew_members, studentCrewMember(zofia)],
    embarkation_date: '2025-09-01',
    disembarkation_date: '2025-09-08',
  });
  await writeDeckLog(captain, trip.id, deckLogDay('2025-09-01'));
  // Zofia may write in it: the student's states include the log as the crew sees it.
  await captainApi(
    captain,
    'PUT',
    `/api/sailing-trips/${trip.id}/log-settings`,
    { crew_may_write: true },
    200,
  );
  const confirmed = await createTripViaApi(captain, {
    yacht_name: 'Pogoria',
    crew_members: [studentCrewMember(zofia)],
    embarkation_date: '2025-10-01',
    disembarkation_date: '2025-10-08',
  });
  await apiCall(
    zofia.token,
    'POST',
    `/api/student/logbook/${confirmed.id}/confirmation`,
    { status: 'confirmed' },
    200,
  );

  const plannedTrip = await captainApi<{ planned_trip: { id: number; name: string } }>(
    captain,
    'POST',
    '/api/planned-sailing-trips',
    plannedTripBody('Bałtyk 2099', '07'),
    201,
  );
  const openPlannedTrip = await captainApi<{ planned_trip: { id: number; name: string } }>(
    captain,
    'POST',
    '/api/planned-sailing-trips',
    plannedTripBody('Mazury 2099', '08'),
    201,
  );
  const plannedId = plannedTrip.planned_trip.id;
  const enrol = (student: LoggedInStudent, notes: string) =>
    apiCall<{ enrolment: { id: number } }>(
      student.token,
      'POST',
      `/api/student/planned-sailing-trips/${plannedId}/enrolment`,
      { student_notes: notes },
      201,
    );
  await enrol(zofia, 'Mam patent sternika.');
  const decide = async (student: LoggedInStudent, status: 'accepted' | 'rejected') => {
    const { enrolment } = await enrol(student, '');
    await captainApi(
      captain,
      'PATCH',
      `/api/planned-sailing-trips/${plannedId}/enrolments/${enrolment.id}`,
      { status },
      200,
    );
  };
  await decide(accepted, 'accepted');
  await decide(rejected, 'rejected');

  return {
    captain,
    emptyCaptain,
    yacht: { id: yachtId, name: yacht.name },
    trip: { id: trip.id, yachtName: trip.yacht_name },
    plannedTrip: plannedTrip.planned_trip,
    openPlannedTrip: openPlannedTrip.planned_trip,
    student: zofia,
    unusedInvitationPath: unusedLink.pathname + unusedLink.search,
  };
}

/**
 * The project's test with the world made once per worker, so the captain's and the student's specs share it
 * (it is only read: dialogs are opened, never confirmed, and forms are never saved).
 */
export const test = base.extend<object, { world: AccessibilityWorld }>({
  world: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      await use(await buildAccessibilityWorld());
    },
    // Two captains, three students, twenty-two trips and two planned trips, all through the API.
    { scope: 'worker', timeout: 90_000 },
  ],
});
