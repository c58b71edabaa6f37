import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../documents/read-pdf.ts';
import { newStudent, type Student } from '../planned-trips/test-support.ts';
import { generousRateLimits, unauthorized, wrongKind } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain, type ServedTrip } from '../trips/test-support.ts';
import { confirmationUrl, linkCrew, logbookUrl, tripUrl } from './test-support.ts';

const isoTime = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

/** validTrip() as the student linked on its first crew member (Anna Wiśniewska) sees it. */
function annasEntry(trip: ServedTrip, crewId: number) {
  return {
    id: trip.id,
    status: 'completed',
    captain: {
      first_name: 'Łukasz',
      last_name: 'Żółć',
      license_type: 'pzz-kj',
      license_number: 'KJ-1234',
      other_license: '',
    },
    yacht_name: 'Zawisza Czarny',
    registration_number: 'POL-1234',
    home_port: 'Gdynia',
    hull_length: 42.7,
    embarkation_port: 'Gdynia',
    is_embarkation_tidal_port: false,
    disembarkation_port: 'Świnoujście',
    is_disembarkation_tidal_port: false,
    visited_ports: [
      { name: 'Bornholm', is_tidal: false, arrival_date: null, departure_date: null, lat: null, lon: null },
      { name: 'Dover', is_tidal: true, arrival_date: null, departure_date: null, lat: null, lon: null },
    ],
    distance: 412.5,
    embarkation_date: '2026-07-01',
    disembarkation_date: '2026-07-08',
    sailing_hours: 96,
    engine_hours: 12.5,
    tidal_hours: 6,
    tidal_ports_count: 1,
    night_hours: 0,
    waters: 'sea',
    passages: [],
    crew_member: {
      id: crewId,
      full_name: 'Anna Wiśniewska',
      role: 'first_officer',
      other_role: '',
      license_type: 'pzz-jsm',
      other_license: '',
      license_number: 'JSM-77',
      captain_opinion: 'positive',
      performance: 'very_good',
      seasickness: 'none',
      resistance: 'good',
      captain_notes: 'Pewna ręka przy sterze.',
    },
    role_on_board: 'first_officer',
    confirmation: { status: 'pending', at: null, note: '' },
    other_crew: [{ full_name: 'Piotr Nowak', role: '_other', other_role: 'Kuk' }],
    deck_log_open: false,
  };
}

type Crew = { crew_members: { id: number }[] };
const crewIds = (trip: ServedTrip) => (trip as ServedTrip & Crew).crew_members.map((member) => member.id);

describe("the student's logbook", () => {
  let t: TestApp;
  let captain: Captain;
  let anna: Student;
  let piotr: Student;
  let stranger: Student;
  let trip: ServedTrip;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    [anna, piotr, stranger] = [await newStudent(t), await newStudent(t), await newStudent(t)];
    trip = await createTrip(t, captain.token);
    await linkCrew(t, trip.id, 0, anna.id);
    await linkCrew(t, trip.id, 1, piotr.id);
  });
  afterAll(async () => t.close());

  it('lists the trips the student is linked on, and serves one, in the logbook shape', async () => {
    const list = await call(t, 'GET', logbookUrl, { token: anna.token });
    expect(list.statusCode, list.body).toBe(200);
    const entry = annasEntry(trip, crewIds(trip)[0] ?? 0);
    expect(list.json()).toEqual({ success: true, sailing_trips: [entry], message: 'Your logbook loaded.' });

    const one = await call(t, 'GET', tripUrl(trip.id), { token: anna.token, language: 'pl' });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ success: true, sailing_trip: entry, message: 'Wczytano rejs.' });
  });

  it("says when the captain lets the crew write in the trip's deck log", async () => {
    const own = await createTrip(t, captain.token);
    await linkCrew(t, own.id, 0, anna.id);
    const open = async () =>
      (await call(t, 'GET', tripUrl(own.id), { token: anna.token })).json().sailing_trip.deck_log_open;
    expect(await open()).toBe(false);
    const settings = `/api/sailing-trips/${own.id}/log-settings`;
    const opened = await call(t, 'PUT', settings, {
      token: captain.token,
      payload: { crew_may_write: true },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await open()).toBe(true);
    await call(t, 'PUT', settings, { token: captain.token, payload: { crew_may_write: false } });
    expect(await open()).toBe(false);
  });

  it("never shows the other crew members' or the captain's e-mail and phone", async () => {
    const list = await call(t, 'GET', logbookUrl, { token: piotr.token });
    const [own] = list.json().sailing_trips;
    expect(own.crew_member).toMatchObject({ full_name: 'Piotr Nowak', role: '_other', other_role: 'Kuk' });
    expect(own.role_on_board).toBe('_other');
    expect(own.other_crew).toEqual([{ full_name: 'Anna Wiśniewska', role: 'first_officer', other_role: '' }]);
    for (const response of [list, await call(t, 'GET', tripUrl(trip.id), { token: piotr.token })]) {
      for (const contact of [
        'anna@example.com',
        '+48 500 000 001',
        'lukasz@example.com',
        '+48 600 100 200',
      ]) {
        expect(response.body).not.toContain(contact);
      }
    }
  });

  it('answers 404 for a trip the student is not linked on, and keeps captains and visitors out', async () => {
    const list = await call(t, 'GET', logbookUrl, { token: stranger.token });
    expect(list.json().sailing_trips).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', tripUrl(trip.id), undefined],
      ['POST', confirmationUrl(trip.id), { status: 'confirmed' }],
      ['GET', `${tripUrl(trip.id)}/opinion-pdf`, undefined],
      ['GET', tripUrl(999_999), undefined],
      ['GET', tripUrl(0), undefined],
    ] as const) {
      const response = await call(t, method, url, { token: stranger.token, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const byCaptain = await call(t, 'GET', logbookUrl, { token: captain.token });
    expect(byCaptain.statusCode).toBe(403);
    expect(byCaptain.json()).toEqual(wrongKind);
    const anonymous = await call(t, 'GET', tripUrl(trip.id));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthorized);
  });

  it('lists every status, newest sailing first, and drops a trip the captain deleted', async () => {
    const student = await newStudent(t);
    const older = await createTrip(t, captain.token, {
      embarkation_date: '2025-05-01',
      disembarkation_date: '2025-05-03',
    });
    const planned = await createTrip(t, captain.token, {
      embarkation_date: '2027-06-01',
      disembarkation_date: '2027-06-05',
    });
    const [current, deleted] = [await createTrip(t, captain.token), await createTrip(t, captain.token)];
    for (const linked of [older, planned, deleted, current]) await linkCrew(t, linked.id, 1, student.id);

    const removed = await call(t, 'DELETE', `/api/sailing-trips/${deleted.id}`, { token: captain.token });
    expect(removed.statusCode, removed.body).toBe(200);

    const list = await call(t, 'GET', logbookUrl, { token: student.token });
    const served = list
      .json()
      .sailing_trips.map((entry: { id: number; status: string }) => [entry.id, entry.status]);
    expect(served).toEqual([
      [planned.id, 'planned'],
      [current.id, 'completed'],
      [older.id, 'completed'],
    ]);
    for (const [method, url] of [
      ['GET', tripUrl(deleted.id)],
      ['POST', confirmationUrl(deleted.id)],
      ['GET', `${tripUrl(deleted.id)}/opinion-pdf`],
    ] as const) {
      const response = await call(t, method, url, { token: student.token, payload: { status: 'confirmed' } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('confirms, repeats the same answer unchanged, disputes with a note and confirms again', async () => {
    const student = await newStudent(t);
    const own = await createTrip(t, captain.token);
    await linkCrew(t, own.id, 0, student.id);
    const confirm = (payload: unknown, language?: string) =>
      call(t, 'POST', confirmationUrl(own.id), { token: student.token, payload, language });

    const confirmed = await confirm({ status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      success: true,
      sailing_trip: {
        ...annasEntry(own, crewIds(own)[0] ?? 0),
        confirmation: { status: 'confirmed', at: isoTime, note: '' },
      },
      message: 'You have confirmed this trip.',
    });
    const again = await confirm({ status: 'confirmed', note: null });
    expect(again.body).toBe(confirmed.body);

    const disputed = await confirm({ status: 'disputed', note: '  Rejs trwał 6 dni, nie 8.  ' }, 'pl');
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json().message).toBe('Zgłoszono zastrzeżenia do rejsu. Kapitan zobaczy Twoją uwagę.');
    const dispute = disputed.json().sailing_trip.confirmation;
    expect(dispute).toEqual({ status: 'disputed', at: isoTime, note: 'Rejs trwał 6 dni, nie 8.' });
    expect(dispute.at >= confirmed.json().sailing_trip.confirmation.at).toBe(true);

    // The captain's trip and list (cached per captain) show the answer as stored.
    const captainsList = await call(t, 'GET', '/api/sailing-trips', { token: captain.token });
    const listed = captainsList.json().sailing_trips.find((served: { id: number }) => served.id === own.id);
    expect(listed.crew_members[0]).toMatchObject({ student_id: student.id, confirmation: dispute });

    const back = await confirm({ status: 'confirmed' });
    expect(back.json().sailing_trip.confirmation).toEqual({ status: 'confirmed', at: isoTime, note: '' });
    const stored = await call(t, 'GET', tripUrl(own.id), { token: student.token });
    expect(stored.json().sailing_trip.confirmation).toEqual(back.json().sailing_trip.confirmation);
  });

  it('refuses an answer without a status, a dispute without a note and an unknown status, per field', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { status: ['Choose whether you confirm or dispute the trip.'] }],
      [{ status: 'disputed', note: '   ' }, { note: ['Say what is wrong with the trip.'] }],
      [{ status: 'pending' }, { status: [expect.any(String)] as unknown as string[] }],
      [
        { status: 'confirmed', note: 'x'.repeat(1001) },
        { note: [expect.any(String)] as unknown as string[] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await call(t, 'POST', confirmationUrl(trip.id), { token: anna.token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        message: expect.any(String),
        errors,
        request_id: expect.any(String),
      });
    }
    const polish = await call(t, 'POST', confirmationUrl(trip.id), {
      token: anna.token,
      payload: { status: 'disputed' },
      language: 'pl',
    });
    expect(polish.json().errors).toEqual({ note: ['Napisz, co się nie zgadza.'] });
    const unchanged = await call(t, 'GET', tripUrl(trip.id), { token: anna.token });
    expect(unchanged.json().sailing_trip.confirmation).toEqual({ status: 'pending', at: null, note: '' });
  });

  it("serves the student's own crew opinion, the document the captain prints", async () => {
    const response = await call(t, 'GET', `${tripUrl(trip.id)}/opinion-pdf?lang=pl`, { token: anna.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'filename="opinia-z-rejsu-anna-wisniewska-zawisza-czarny.pdf"',
    );
    const captainsUrl = `/api/sailing-trips/${trip.id}/crew/${crewIds(trip)[0]}/opinion-pdf?lang=pl`;
    const captains = await call(t, 'GET', captainsUrl, { token: captain.token });
    expect(captains.statusCode, captains.body).toBe(200);
    const [student, printed] = [await readPdf(response.rawPayload), await readPdf(captains.rawPayload)];
    expect(student.all).toBe(printed.all);
    for (const text of [
      'OPINIA Z REJSU / CREW OPINION',
      'Anna Wiśniewska',
      'Pewna ręka przy sterze.',
      'Łukasz Żółć',
    ]) {
      expect(student.all, text).toContain(text);
    }
    expect(student.all).not.toContain('Piotr Nowak');

    const piotrs = await call(t, 'GET', `${tripUrl(trip.id)}/opinion-pdf`, {
      token: piotr.token,
      language: 'en',
    });
    expect(piotrs.statusCode, piotrs.body).toBe(200);
    const { all } = await readPdf(piotrs.rawPayload);
    expect(all).toContain('Piotr Nowak');
    expect(all).not.toContain('Anna Wiśniewska');
  });
});
