import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentExport } from '#domain/account-export.ts';
import type { Trip } from '#domain/trip.ts';
import { connect, createPlannedTrip, decide, join } from '../planned-trips/test-support.ts';
import { studentLogbookRepository } from '../student-logbook/repository.ts';
import { generousRateLimits, registerStudent, strongPassword } from '../testing/accounts.ts';
import { type SmtpCapture, startSmtpCapture } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, newCaptain, validTrip } from './test-support.ts';

interface Student {
  id: number;
  token: string;
  email: string;
}

type CrewOverrides = Record<string, unknown>[];

/** validTrip's two crew members (Anna with an e-mail, Piotr without), each with the given fields on top. */
function tripWithCrew(crew: CrewOverrides, overrides: Record<string, unknown> = {}) {
  const base = validTrip();
  return {
    ...base,
    crew_members: base.crew_members.map((member, index) => ({ ...member, ...crew[index] })),
    ...overrides,
  };
}

const pending = { status: 'pending', at: null, note: '' };

/** Linking crew members to the captain's students, and their confirmations across the captain's edits. */
describe('crew members linked to students', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let captain: Captain;
  let other: Captain;
  let anna: Student;
  let piotr: Student;
  let stranger: Student;
  let counter = 0;

  async function student(
    firstName: string,
    lastName: string,
    connectTo: Captain[] = [captain],
  ): Promise<Student> {
    counter += 1;
    const email = `crew${counter}@example.com`;
    const { student: account, token } = await registerStudent(t, {
      email,
      first_name: firstName,
      last_name: lastName,
    });
    for (const to of connectTo) await connect(t, to.id, account.id);
    return { id: account.id, token, email };
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url, rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    other = await newCaptain(t, true);
    anna = await student('Anna', 'Wiśniewska');
    piotr = await student('Piotr', 'Nowak');
    stranger = await student('Obcy', 'Kursant', [other]);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (address: string, from = 0) =>
    smtp.messages.slice(from).filter((message) => message.envelopeTo.includes(address));
  const save = (payload: unknown, language?: string) =>
    call(t, 'POST', '/api/sailing-trips', {
      token: captain.token,
      payload,
      ...(language ? { language } : {}),
    });
  const edit = (id: number, payload: unknown) =>
    call(t, 'PUT', `/api/sailing-trips/${id}`, { token: captain.token, payload });
  const read = async (id: number) =>
    (await call(t, 'GET', `/api/sailing-trips/${id}`, { token: captain.token })).json<{
      sailing_trip: Trip;
    }>().sailing_trip;
  const created = async (payload: unknown) => {
    const response = await save(payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ sailing_trip: Trip }>().sailing_trip;
  };
  const edited = async (id: number, payload: unknown) => {
    const response = await edit(id, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ sailing_trip: Trip }>().sailing_trip;
  };
  const links = (trip: Trip) => trip.crew_members.map((member) => [member.student_id, member.confirmation]);
  const tripCount = async () =>
    (await call(t, 'GET', '/api/sailing-trips', { token: captain.token })).json<{ sailing_trips: Trip[] }>()
      .sailing_trips.length;
  /** The student's answer, stored by the student's own confirmation call's repository. */
  const answer = (tripId: number, studentId: number, status: 'confirmed' | 'disputed', note = '') =>
    studentLogbookRepository(t.app.database.db).confirm(studentId, tripId, {
      status,
      at: '2026-07-10T08:00:00.000Z',
      note,
    });

  it('links a connected student as pending and mails them a link to the trip', async () => {
    const sent = smtp.messages.length;
    const trip = await created(tripWithCrew([{ student_id: anna.id }]));
    expect(links(trip)).toEqual([
      [anna.id, pending],
      [null, null],
    ]);
    expect(links(await read(trip.id))).toEqual(links(trip));
    const listed = (await call(t, 'GET', '/api/sailing-trips', { token: captain.token })).json<{
      sailing_trips: Trip[];
    }>().sailing_trips;
    expect(listed.find((each) => each.id === trip.id)?.crew_members[0]).toMatchObject({
      student_id: anna.id,
      confirmation: pending,
    });

    const mails = mailsTo(anna.email, sent);
    expect(mails.map((message) => message.mail.subject)).toEqual(['A new trip in your logbook']);
    const text = mails[0]?.mail.text ?? '';
    expect(text).toContain('Hello Anna Wiśniewska,');
    expect(text).toContain('Zawisza Czarny');
    expect(text).toContain('captain Łukasz Żółć');
    expect(text).toContain(`${t.config.appUrl}/student/logbook/${trip.id}`);
    expect(mails[0]?.mail.html).toContain(`${t.config.appUrl}/student/logbook/${trip.id}`);
    expect(smtp.messages.length - sent).toBe(1);
  });

  it('mails in the language of the request', async () => {
    const sent = smtp.messages.length;
    const response = await save(tripWithCrew([{}, { student_id: piotr.id }]), 'pl');
    expect(response.statusCode, response.body).toBe(201);
    const mails = mailsTo(piotr.email, sent);
    expect(mails.map((message) => message.mail.subject)).toEqual(['Nowy rejs w Twoim dzienniku']);
    expect(mails[0]?.mail.text).toContain('kapitan Łukasz Żółć');
  });

  it('refuses a student who is not connected to the captain, or no student at all, and saves nothing', async () => {
    const before = await tripCount();
    const sent = smtp.messages.length;
    for (const studentId of [stranger.id, 987_654]) {
      const response = await save(tripWithCrew([{}, { student_id: studentId }]));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        message: 'Some fields need your attention.',
        errors: {
          'crew_members.1.student_id': ['This student is not connected to you. Pick one of your students.'],
        },
        request_id: expect.any(String),
      });
    }
    const polish = await save(tripWithCrew([{ student_id: stranger.id }]), 'pl');
    expect(polish.json().errors).toEqual({
      'crew_members.0.student_id': ['Tej osoby nie ma wśród Twoich kursantów. Wybierz kogoś z ich listy.'],
    });
    expect(await tripCount()).toBe(before);
    expect(smtp.messages.length).toBe(sent);
  });

  it('refuses the same student on two crew rows', async () => {
    const before = await tripCount();
    const response = await save(tripWithCrew([{ student_id: anna.id }, { student_id: anna.id }]));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({
      'crew_members.1.student_id': ['This student is already on the crew of this trip.'],
    });
    expect(await tripCount()).toBe(before);
  });

  it('keeps the stored links of members sent without student_id, matched by e-mail or else by name', async () => {
    const trip = await created(tripWithCrew([{ student_id: anna.id }, { student_id: piotr.id }]));
    await answer(trip.id, anna.id, 'confirmed');
    const sent = smtp.messages.length;
    // A client from before student links: no student_id; the e-mail in another case, the name without e-mail.
    const again = await edited(
      trip.id,
      tripWithCrew([{ email: 'ANNA@example.com' }, { full_name: 'piotr nowak' }], {
        captain_notes: 'Nowe uwagi.',
      }),
    );
    expect(links(again)).toEqual([
      [anna.id, { status: 'confirmed', at: '2026-07-10T08:00:00.000Z', note: '' }],
      [piotr.id, pending],
    ]);
    expect(smtp.messages.length).toBe(sent);

    // null unlinks; a link left out on a member who matches nobody is gone too.
    const unlinked = await edited(trip.id, tripWithCrew([{ student_id: null }, { full_name: 'Ktoś Inny' }]));
    expect(links(unlinked)).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('accepts the served trip sent back, student links and confirmations included', async () => {
    const trip = await created(tripWithCrew([{ student_id: anna.id }]));
    await answer(trip.id, anna.id, 'disputed', 'Było 90 godzin.');
    const served = await read(trip.id);
    const back = await edited(trip.id, served);
    expect(links(back)).toEqual([
      [anna.id, { status: 'disputed', at: '2026-07-10T08:00:00.000Z', note: 'Było 90 godzin.' }],
      [null, null],
    ]);
    // The confirmation sent back is the server's to keep: a client cannot set it.
    const forged = await edited(
      trip.id,
      tripWithCrew([{ student_id: anna.id, confirmation: { status: 'confirmed', at: null, note: '' } }]),
    );
    expect(forged.crew_members[0]?.confirmation).toEqual({
      status: 'disputed',
      at: '2026-07-10T08:00:00.000Z',
      note: 'Było 90 godzin.',
    });
  });

  it('keeps confirmations across an edit of what does not count', async () => {
    const trip = await created(tripWithCrew([{ student_id: anna.id }, { student_id: piotr.id }]));
    await answer(trip.id, anna.id, 'confirmed');
    await answer(trip.id, piotr.id, 'disputed', 'Nie byłem kukiem.');
    const sent = smtp.messages.length;
    const changed = await edited(
      trip.id,
      tripWithCrew(
        [
          { student_id: anna.id, captain_notes: 'Inna opinia.', phone: '+48 111' },
          { student_id: piotr.id },
          {
            ...validTrip().crew_members[0],
            full_name: 'Nowy Załogant',
            email: 'nowy@example.com',
          },
        ],
        {
          captain_notes: 'Inne uwagi.',
          embarkation_port: 'Gdańsk',
          visited_ports: [{ name: 'Hel', is_tidal: false }],
          logbook_number: 'LB/9',
        },
      ),
    );
    expect(links(changed).slice(0, 2)).toEqual([
      [anna.id, { status: 'confirmed', at: '2026-07-10T08:00:00.000Z', note: '' }],
      [piotr.id, { status: 'disputed', at: '2026-07-10T08:00:00.000Z', note: 'Nie byłem kukiem.' }],
    ]);
    expect(smtp.messages.length).toBe(sent);
  });

  it('sets an answered confirmation back to pending after a material edit and mails the student', async () => {
    const trip = await created(tripWithCrew([{ student_id: anna.id }, { student_id: piotr.id }]));
    await answer(trip.id, anna.id, 'confirmed', 'Wszystko się zgadza.');
    const sent = smtp.messages.length;
    // Piotr has not answered yet: he stays pending and gets no second mail.
    const changed = await edited(
      trip.id,
      tripWithCrew([{ student_id: anna.id }, { student_id: piotr.id }], { sailing_hours: '90' }),
    );
    expect(links(changed)).toEqual([
      [anna.id, pending],
      [piotr.id, pending],
    ]);
    const mails = smtp.messages.slice(sent);
    expect(mails.map((message) => [message.envelopeTo, message.mail.subject])).toEqual([
      [[anna.email], 'A trip in your logbook was changed'],
    ]);
    expect(mails[0]?.mail.text).toContain('after you had confirmed it');
    expect(mails[0]?.mail.text).toContain(`${t.config.appUrl}/student/logbook/${trip.id}`);
  });

  it('resets only the member whose own function changed, and says a disputed trip was changed', async () => {
    const trip = await created(tripWithCrew([{ student_id: anna.id }, { student_id: piotr.id }]));
    await answer(trip.id, anna.id, 'confirmed');
    await answer(trip.id, piotr.id, 'disputed', 'Nie byłem kukiem.');
    const sent = smtp.messages.length;
    const changed = await edited(
      trip.id,
      tripWithCrew([{ student_id: anna.id }, { student_id: piotr.id, role: 'crew', other_role: '' }]),
    );
    expect(links(changed)).toEqual([
      [anna.id, { status: 'confirmed', at: '2026-07-10T08:00:00.000Z', note: '' }],
      [piotr.id, pending],
    ]);
    const mails = smtp.messages.slice(sent);
    expect(mails.map((message) => message.envelopeTo)).toEqual([[piotr.email]]);
    expect(mails[0]?.mail.text).toContain('after you had disputed it');
  });

  it('keeps the link of a student who disconnected, but links them to no new trip', async () => {
    const leaving = await student('Ola', 'Odchodząca');
    const trip = await created(tripWithCrew([{}, { student_id: leaving.id, email: leaving.email }]));
    await answer(trip.id, leaving.id, 'confirmed');
    const gone = await call(t, 'DELETE', `/api/captain/students/${leaving.id}`, { token: captain.token });
    expect(gone.statusCode, gone.body).toBe(200);
    const left = await student('Kuba', 'Sam Odchodzi');
    const theirs = await created(tripWithCrew([{ student_id: left.id }]));
    const own = await call(t, 'DELETE', `/api/student/captains/${captain.id}`, { token: left.token });
    expect(own.statusCode, own.body).toBe(200);
    expect((await read(theirs.id)).crew_members[0]?.student_id).toBe(left.id);

    expect(links(await read(trip.id))[1]).toEqual([
      leaving.id,
      { status: 'confirmed', at: '2026-07-10T08:00:00.000Z', note: '' },
    ]);
    const kept = await edited(
      trip.id,
      tripWithCrew([{}, { student_id: leaving.id, email: leaving.email }], { captain_notes: 'x' }),
    );
    expect(kept.crew_members[1]?.student_id).toBe(leaving.id);
    const refused = await save(tripWithCrew([{}, { student_id: leaving.id }]));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['crew_members.1.student_id']);
  });

  it('links the accepted students of the planned trip the trip is made from, by e-mail', async () => {
    const planned = await createPlannedTrip(t, captain.token);
    const accepted = await student('Ewa', 'Przyjęta');
    const waiting = await student('Jan', 'Czekający');
    const enrolment = await join(t, accepted.token, planned.id);
    await join(t, waiting.token, planned.id);
    expect((await decide(t, captain.token, planned.id, enrolment, { status: 'accepted' })).statusCode).toBe(
      200,
    );
    const sent = smtp.messages.length;

    const trip = await created({
      ...tripWithCrew([{ email: accepted.email.toUpperCase() }, { email: waiting.email }]),
      planned_trip_id: planned.id,
    });
    expect(links(trip)).toEqual([
      [accepted.id, pending],
      [null, null],
    ]);
    expect(mailsTo(accepted.email, sent)).toHaveLength(1);
    expect(mailsTo(waiting.email, sent)).toEqual([]);
  });

  it("unlinks a student who deletes their account; the captain's crew row stays as written", async () => {
    const deleting = await student('Marta', 'Usuwająca');
    const trip = await created(tripWithCrew([{ student_id: deleting.id, email: deleting.email }]));
    await answer(trip.id, deleting.id, 'confirmed', 'OK');
    // The list is cached until the captain's trips change: the deletion must count as a change.
    expect((await call(t, 'GET', '/api/sailing-trips', { token: captain.token })).statusCode).toBe(200);

    const file = (
      await call(t, 'GET', '/api/student/export', { token: deleting.token })
    ).json<StudentExport>();
    expect(file.logbook_links).toEqual([
      {
        trip_id: trip.id,
        crew_member_id: trip.crew_members[0]?.id,
        captain: { id: captain.id, name: 'Anna Nowak' },
        yacht_name: 'Zawisza Czarny',
        embarkation_date: '2026-07-01',
        disembarkation_date: '2026-07-08',
        trip_deleted: false,
        confirmation: { status: 'confirmed', at: '2026-07-10T08:00:00.000Z', note: 'OK' },
      },
    ]);

    const deleted = await call(t, 'POST', '/api/student/delete-account', {
      token: deleting.token,
      payload: { password: strongPassword },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await read(trip.id);
    expect(after.crew_members[0]).toMatchObject({
      full_name: 'Anna Wiśniewska',
      email: deleting.email,
      student_id: null,
      confirmation: null,
    });
    const listed = (await call(t, 'GET', '/api/sailing-trips', { token: captain.token })).json<{
      sailing_trips: Trip[];
    }>().sailing_trips;
    expect(listed.find((each) => each.id === trip.id)?.crew_members[0]).toMatchObject({
      student_id: null,
      confirmation: null,
    });
    const stored = await t.app.database.db
      .selectFrom('trip_crew_members')
      .select(['student_id', 'confirmation_status', 'confirmation_at', 'confirmation_note'])
      .where('id', '=', after.crew_members[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      student_id: null,
      confirmation_status: null,
      confirmation_at: null,
      confirmation_note: '',
    });
  });
});
