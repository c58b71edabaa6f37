import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptainExport } from '#domain/account-export.ts';
import type { CaptainEnrolment, PlannedTrip } from '#domain/planned-trip.ts';
import { todayIso } from '#domain/trip-days.ts';
import { generousRateLimits, unauthorized, wrongKind } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  getExport,
  markers,
  secretKeysIn,
  seedWorld,
  served,
  storedSecrets,
  type World,
} from './test-support.ts';

const url = '/api/auth/export';

describe('GET /api/auth/export: a captain downloads their data', () => {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    world = await seedWorld(t);
  });
  afterAll(async () => t.close());

  /** The file as the captain would get it, with what the API serves, in one language. */
  async function exportAndServed(language: 'en' | 'pl') {
    const options = { token: world.captainA.token, language };
    const before = Date.now();
    const response = await getExport(t, url, options);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json<CaptainExport>();
    const profile = await served<{ captain_profile: Record<string, unknown> }>(
      t,
      '/api/captain-profile',
      options,
    );
    const planned = await served<{ planned_trips: PlannedTrip[] }>(t, '/api/planned-sailing-trips', options);
    const enrolments = [];
    for (const trip of planned.planned_trips.toSorted((a, b) => a.id - b.id)) {
      const detail = await served<{ enrolments: Record<string, CaptainEnrolment[]> }>(
        t,
        `/api/planned-sailing-trips/${trip.id}`,
        options,
      );
      const all = [
        ...detail.enrolments.pending!,
        ...detail.enrolments.accepted!,
        ...detail.enrolments.rejected!,
      ];
      all.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
      enrolments.push(...all.map((enrolment) => ({ ...enrolment, planned_trip_id: trip.id })));
    }
    const trips = await served<{ sailing_trips: Record<string, unknown>[] }>(
      t,
      '/api/sailing-trips',
      options,
    );
    const subscription = await served<Record<string, unknown>>(t, '/api/subscriptions', options);
    const logoUrl = profile.captain_profile.logo_url as string;
    const logo = await t.app.inject({ method: 'GET', url: logoUrl });
    const { logo_path: _path, logo_url: _url, ...profileFields } = profile.captain_profile;
    const db = t.app.database.db;
    const sessions = await db
      .selectFrom('auth_tokens')
      .select(['created_at', 'last_used_at', 'expires_at', 'remember'])
      .where('kind', '=', 'captain')
      .where('owner_id', '=', world.captainA.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const payment = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', world.captainA.id)
      .where('source', '=', 'payment')
      .executeTakeFirstOrThrow();
    const expected: CaptainExport = {
      format_version: 1,
      exported_at: file.exported_at,
      account_kind: 'captain',
      account: (await served<{ user: CaptainExport['account'] }>(t, '/api/auth/user', options)).user,
      sessions: sessions.map((row) => ({ ...row, remember: Boolean(row.remember) })),
      profile: {
        ...(profileFields as Omit<CaptainExport['profile'], 'logo'>),
        logo: {
          content_type: 'image/png',
          width: 500,
          height: 500,
          byte_size: logo.rawPayload.length,
          updated_at: expect.any(String),
          data_url: `data:image/png;base64,${logo.rawPayload.toString('base64')}`,
        },
      },
      yachts: (await served<{ data: CaptainExport['yachts'] }>(t, '/api/yachts', options)).data,
      // The list leaves out the deleted trip; the file has it in its place, newest first.
      trips: [
        { ...world.deletedTrip, deleted_at: expect.any(String) },
        ...trips.sailing_trips.map((trip) => ({ ...trip, deleted_at: null })),
      ] as CaptainExport['trips'],
      planned_trips: planned.planned_trips,
      enrolments,
      invitations: (
        await served<{ invitations: CaptainExport['invitations'] }>(t, '/api/invitations', options)
      ).invitations,
      students: (await served<{ students: CaptainExport['students'] }>(t, '/api/captain/students', options))
        .students,
      active_subscription: subscription.active_subscription as CaptainExport['active_subscription'],
      subscription_history: subscription.subscription_history as CaptainExport['subscription_history'],
      payments: [
        {
          id: payment.id,
          status: 'completed',
          plan_name_en: 'Yearly premium',
          plan_name_pl: 'Premium roczny',
          amount: 49,
          currency: 'PLN',
          days: 365,
          payment_provider: 'payu',
          provider_order_id: payment.provider_order_id,
          invoice: {
            invoice_type: 'osoba_prawna',
            first_name: 'Anna',
            last_name: 'Nowak',
            company_name: `Żagle ${markers.captainA} sp. z o.o.`,
            nip: '5260250274',
            address_street: 'ul. Morska 1',
            address_postal_code: '81-300',
            address_city: 'Gdynia',
          },
          created_at: payment.created_at,
          completed_at: payment.completed_at,
          expires_at: payment.expires_at,
          ends_at: payment.ends_at,
        },
      ],
    };
    return { response, file, expected, before, logo: logo.rawPayload };
  }

  it('is one JSON file to save: attachment named with the date, never cached', async () => {
    const response = await getExport(t, url, { token: world.captainA.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="logbook-export-${todayIso()}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    // Indented, so that a person can read it as well as a program.
    expect(response.body.startsWith('{\n  "format_version": 1,\n  "exported_at": "')).toBe(true);
  });

  it('comes compressed to a client that accepts it, the same file once decompressed', async () => {
    const plain = (await getExport(t, url, { token: world.captainA.token })).json<CaptainExport>();
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${world.captainA.token}`, 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      const file = JSON.parse(decompress(response.rawPayload).toString()) as CaptainExport;
      expect({ ...file, exported_at: plain.exported_at, sessions: plain.sessions }).toEqual(plain);
    }
  });

  it('holds the whole account in the shapes the API serves, deleted trips marked, in the reader’s language', async () => {
    for (const language of ['en', 'pl'] as const) {
      const { file, expected, before } = await exportAndServed(language);
      expect(file).toEqual(expected);
      expect(Date.parse(file.exported_at)).toBeGreaterThanOrEqual(before - 1);
      expect(Date.parse(file.exported_at)).toBeLessThanOrEqual(Date.now());
      expect(file.subscription_history.map((entry) => [entry.source, entry.plan_name])).toEqual([
        ['payment', language === 'pl' ? 'Premium roczny' : 'Yearly premium'],
        ['grant', null],
      ]);
    }
  });

  it('has every kind of record of the seeded account', async () => {
    const { file } = await exportAndServed('en');
    expect(file.yachts).toHaveLength(2);
    expect(file.trips.map((trip) => [trip.id === world.deletedTrip.id, trip.deleted_at === null])).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);
    expect(file.trips[2]!.visited_ports).toHaveLength(2);
    expect(file.trips[2]!.crew_members).toHaveLength(2);
    expect(file.planned_trips).toHaveLength(2);
    expect(file.enrolments.map((enrolment) => [enrolment.student.id, enrolment.status])).toEqual([
      [world.studentOne.id, 'accepted'],
      [world.studentTwo.id, 'rejected'],
    ]);
    expect(file.invitations).toHaveLength(2);
    expect(file.students.map((student) => student.id).sort()).toEqual(
      [world.studentOne.id, world.studentTwo.id].sort(),
    );
    expect(file.active_subscription?.status).toBe('active');
    expect(file.sessions.map((session) => session.remember)).toEqual([true, false]);
  });

  it("has the logo itself: its data: URL decodes to the image as stored, the uploaded picture's pixels", async () => {
    const { file, logo } = await exportAndServed('en');
    const dataUrl = file.profile.logo!.data_url;
    const [prefix, base64] = dataUrl.split(',');
    expect(prefix).toBe('data:image/png;base64');
    const decoded = Buffer.from(base64!, 'base64');
    expect(decoded.equals(logo)).toBe(true);
    expect(decoded.length).toBe(file.profile.logo!.byte_size);
    // The upload was re-encoded without its metadata (docs/security.md): the same pixels, not the same bytes.
    const pixels = (image: Buffer) => sharp(image).ensureAlpha().raw().toBuffer();
    expect((await pixels(decoded)).equals(await pixels(world.logoPng))).toBe(true);
  });

  it('without a logo, the profile says so', async () => {
    const other = await getExport(t, url, { token: world.captainB.token });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json<CaptainExport>().profile.logo).toBeNull();
  });

  it("never holds another captain's or account's records, though names, students and trips overlap", async () => {
    const text = (await getExport(t, url, { token: world.captainA.token })).body;
    expect(text).toContain(markers.captainA);
    expect(text).not.toContain(markers.captainB);
    expect(text).not.toContain(world.captainB.email);
    const other = (await getExport(t, url, { token: world.captainB.token })).body;
    expect(other).toContain(markers.captainB);
    expect(other).not.toContain(markers.captainA);
    expect(other).not.toContain(world.captainA.email);
    // B's students enrolled with B only: student one's enrolment with B was left when they disconnected.
    const fileB = JSON.parse(other) as CaptainExport;
    expect(fileB.students.map((student) => student.id)).toEqual([world.studentTwo.id]);
    expect(fileB.enrolments.map((enrolment) => enrolment.student.id)).toEqual([
      world.studentOne.id,
      world.studentTwo.id,
    ]);
  });

  it('holds no password, hash, token, idempotency key or order secret, by key or by value', async () => {
    const response = await getExport(t, url, { token: world.captainA.token });
    expect(secretKeysIn(response.json())).toEqual([]);
    const secrets = [
      ...(await storedSecrets(t)),
      world.captainA.token,
      world.captainB.token,
      'correct horse battery',
    ];
    for (const secret of secrets) expect(response.body).not.toContain(secret);
    // The logo's capability URL changes at each upload; the file carries the image instead.
    const key = await t.app.database.db
      .selectFrom('captain_logos')
      .select('public_key')
      .executeTakeFirstOrThrow();
    expect(response.body).not.toContain(key.public_key);
  });

  it('answers 401 without a login and 403 to a student', async () => {
    const anonymous = await getExport(t, url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthorized);
    const student = await getExport(t, url, { token: world.studentOne.token });
    expect(student.statusCode).toBe(403);
    expect(student.json()).toEqual(wrongKind);
  });

  it('is refused with 429 and Retry-After past the per-account limit; other accounts go on', async () => {
    const limited = await createTestApp({ rateLimits: { ...generousRateLimits, exportPerAccount: 2 } });
    try {
      const first = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Ewa Morska',
          email: 'ewa@example.com',
          phone_register: '+48 600 000 001',
          password: 'correct horse battery',
          password_confirmation: 'correct horse battery',
        },
      });
      const token = first.json<{ token: string }>().token;
      for (let i = 0; i < 2; i++) expect((await getExport(limited, url, { token })).statusCode).toBe(200);
      const refused = await getExport(limited, url, { token, language: 'pl' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/\S/) });
      const student = await limited.app.inject({
        method: 'POST',
        url: '/api/student/register',
        payload: {
          first_name: 'Ola',
          last_name: 'Nowak',
          email: 'ola@example.com',
          password: 'correct horse battery',
          password_confirmation: 'correct horse battery',
        },
      });
      const studentToken = student.json<{ token: string }>().token;
      expect((await getExport(limited, '/api/student/export', { token: studentToken })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
