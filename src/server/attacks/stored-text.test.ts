import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validPlannedTrip } from '../planned-trips/test-support.ts';
import { validTrip } from '../trips/test-support.ts';
import { validYacht } from '../yachts/test-support.ts';
import { hostileTexts } from './fuzz-support.ts';
import { buildWorld, send, type World } from './world.ts';

/**
 * Text a user can store comes back byte for byte: markup, quotes, SQL, emoji, Polish letters. The server neither
 * escapes nor strips it (the web app escapes on output, React never injects it as HTML). Fields are trimmed by
 * design, so generated texts have no surrounding white space. NUL is refused (see the last test) and a lone
 * UTF-16 surrogate is not text, so neither is generated here.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const storableText = fc
  .oneof(
    fc.constantFrom(...hostileTexts),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
    fc.constantFrom(`<script>alert("x")</script>`, `'; DROP TABLE users; --`, 'Żółw 🐢 "cudzysłów" & <b>'),
  )
  .filter(
    (text) =>
      text.length > 0 &&
      text.length <= 60 &&
      text === text.trim() &&
      !text.includes('\u0000') &&
      !loneSurrogate.test(text),
  );

const runs = { numRuns: 15 };

describe('stored text comes back exactly as sent', () => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld();
  }, 60_000);
  afterAll(async () => w?.t.close());

  const ok = async (promise: ReturnType<typeof send>, label: string) => {
    const response = await promise;
    expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };

  it('trip notes, names and ports, crew notes', async () => {
    await fc.assert(
      fc.asyncProperty(storableText, async (text) => {
        const body = validTrip({
          yacht_name: text,
          home_port: text,
          captain_notes: text,
          visited_ports: [{ name: text, is_tidal: false }],
        });
        const crew = body.crew_members as Record<string, unknown>[];
        crew[0] = { ...crew[0], full_name: text.length >= 2 ? text : `${text}${text}`, captain_notes: text };
        await ok(send(w.t, 'PUT', `/api/sailing-trips/${w.tripId}`, w.victim.token, body), text);
        const { sailing_trip: trip } = await ok(
          send(w.t, 'GET', `/api/sailing-trips/${w.tripId}`, w.victim.token),
          text,
        );
        expect(trip.yacht_name).toBe(text);
        expect(trip.home_port).toBe(text);
        expect(trip.captain_notes).toBe(text);
        expect(trip.visited_ports[0].name).toBe(text);
        expect(trip.crew_members[0].captain_notes).toBe(text);
        expect(trip.crew_members[0].full_name).toBe(crew[0]?.full_name);
      }),
      runs,
    );
  });

  it('yacht name and home port', async () => {
    await fc.assert(
      fc.asyncProperty(storableText, async (text) => {
        const body = { ...validYacht, name: text, home_port: text };
        await ok(send(w.t, 'PUT', `/api/yachts/${w.yachtId}`, w.victim.token, body), text);
        const { data } = await ok(send(w.t, 'GET', `/api/yachts/${w.yachtId}`, w.victim.token), text);
        expect(data.name).toBe(text);
        expect(data.home_port).toBe(text);
      }),
      runs,
    );
  });

  it('invitation description, as the captain and the invited student read it', async () => {
    await fc.assert(
      fc.asyncProperty(storableText, async (text) => {
        const url = `/api/invitations/${w.invitationId}`;
        await ok(send(w.t, 'PATCH', url, w.victim.token, { description: text }), text);
        const { invitations } = await ok(send(w.t, 'GET', '/api/invitations', w.victim.token), text);
        expect(invitations.find((i: { id: number }) => i.id === w.invitationId).description).toBe(text);
        const preview = await ok(
          send(
            w.t,
            'GET',
            `/api/student/invitations/${w.invitationId}?code=${w.invitationCode}`,
            w.otherStudent.token,
          ),
          text,
        );
        expect(preview.invitation.description).toBe(text);
      }),
      runs,
    );
  });

  it('planned trip name and description, as the captain and the student read them', async () => {
    await fc.assert(
      fc.asyncProperty(storableText, async (text) => {
        const body = validPlannedTrip({
          name: text,
          description: text,
          start_date: '2099-07-01',
          end_date: '2099-07-08',
        });
        await ok(
          send(w.t, 'PUT', `/api/planned-sailing-trips/${w.plannedTripId}`, w.victim.token, body),
          text,
        );
        const { planned_trip: trip } = await ok(
          send(w.t, 'GET', `/api/planned-sailing-trips/${w.plannedTripId}`, w.victim.token),
          text,
        );
        expect(trip.name).toBe(text);
        expect(trip.description).toBe(text);
        const student = await ok(
          send(w.t, 'GET', `/api/student/planned-sailing-trips/${w.plannedTripId}`, w.victimStudent.token),
          text,
        );
        expect(JSON.stringify(student)).toContain(JSON.stringify(text));
      }),
      runs,
    );
  });

  it("the student's and the captain's enrolment notes", async () => {
    await fc.assert(
      fc.asyncProperty(storableText, storableText, async (studentText, captainText) => {
        const enrolment = `/api/student/planned-sailing-trips/${w.plannedTripId}/enrolment`;
        await ok(
          send(w.t, 'PATCH', enrolment, w.victimStudent.token, { student_notes: studentText }),
          studentText,
        );
        const decision = `/api/planned-sailing-trips/${w.plannedTripId}/enrolments/${w.enrolmentId}`;
        await ok(
          send(w.t, 'PATCH', decision, w.victim.token, { status: 'accepted', captain_notes: captainText }),
          captainText,
        );
        const { enrolments } = await ok(
          send(w.t, 'GET', '/api/student/enrolments', w.victimStudent.token),
          '',
        );
        const mine = enrolments.find((e: { id: number }) => e.id === w.enrolmentId) ?? enrolments[0];
        expect(mine.student_notes).toBe(studentText);
        expect(mine.captain_notes).toBe(captainText);
      }),
      runs,
    );
  });

  it('captain profile names and languages', async () => {
    await fc.assert(
      fc.asyncProperty(storableText, async (text) => {
        const body = {
          first_name: text,
          last_name: text,
          phone: '+48 600 000 000',
          license_type: 'pzz-kj',
          license_number: text,
          languages: text,
          nationality: text,
        };
        await ok(send(w.t, 'POST', '/api/captain-profile', w.victim.token, body), text);
        const { captain_profile: profile } = await ok(
          send(w.t, 'GET', '/api/captain-profile', w.victim.token),
          text,
        );
        expect(profile.first_name).toBe(text);
        expect(profile.last_name).toBe(text);
        expect(profile.license_number).toBe(text);
        expect(profile.languages).toBe(text);
        expect(profile.nationality).toBe(text);
      }),
      runs,
    );
  });

  it('answers JSON, never HTML, so stored markup is never rendered by the API', async () => {
    const response = await send(w.t, 'GET', `/api/sailing-trips/${w.tripId}`, w.victim.token);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a NUL character (PostgreSQL cannot store it) with 400 on both databases, storing nothing', async () => {
    const before = (await send(w.t, 'GET', `/api/yachts/${w.yachtId}`, w.victim.token)).body;
    for (const [method, url, token, payload] of [
      ['PUT', `/api/yachts/${w.yachtId}`, w.victim.token, { ...validYacht, name: 'a\u0000b' }],
      ['PUT', `/api/yachts/${w.yachtId}`, w.victim.token, { ...validYacht, '\u0000': 'x' }],
      ['GET', '/api/yachts/search?q=%00', w.victim.token, undefined],
      ['GET', '/api/logos/%00', undefined, undefined],
    ] as const) {
      const response = await send(w.t, method, url, token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'The request could not be understood.',
        request_id: expect.any(String),
      });
    }
    expect((await send(w.t, 'GET', `/api/yachts/${w.yachtId}`, w.victim.token)).body).toBe(before);
  });
});
