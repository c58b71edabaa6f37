import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CaptainExport } from '#domain/account-export.ts';
import type { CaptainEnrolment, PlannedTrip } from '#domain/planned-trip.ts';
import { useSeededApp } from './seeded-app.ts';
import { storedSessions } from './stored-sessions.ts';
import { getExport, markers, served } from './test-support.ts';

const url = '/api/auth/export';

describe('GET /api/auth/export: a captain downloads their data', () => {
  const seeded = useSeededApp();

  /** The file as the captain would get it, with what the API serves, in one language. */
  async function exportAndServed(language: 'en' | 'pl') {
    const { t, world } = seeded;
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
    const sessions = await storedSessions(t, 'captain', world.captainA.id);
    const payment = await t.app.database.db
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
      sessions,
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
      // Captain A's own log only (B's is in B's file), the deleted trip's too: by trip, then oldest first.
      deck_log_entries: world.deckLog
        .filter((entry) => entry.text?.includes(markers.captainA))
        .toSorted((a, b) => a.trip_id - b.trip_id),
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
    const { world } = seeded;
    const { file } = await exportAndServed('en');
    expect(file.yachts).toHaveLength(2);
    // The yacht's type and owner (issue 28), on the yacht and on the trip's own copy.
    expect(file.yachts).toContainEqual(
      expect.objectContaining({ type: 'Bavaria Cruiser 46', owner_address: 'ul. Portowa 1\n81-350 Gdynia' }),
    );
    expect(file.trips).toContainEqual(
      expect.objectContaining({
        yacht_type: 'Bavaria Cruiser 46',
        yacht_owner_address: 'ul. Portowa 1\n81-350 Gdynia',
      }),
    );
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
    const { world } = seeded;
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
    const { t, world } = seeded;
    const other = await getExport(t, url, { token: world.captainB.token });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json<CaptainExport>().profile.logo).toBeNull();
  });

  it("never holds another captain's or account's records, though names, students and trips overlap", async () => {
    const { t, world } = seeded;
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
});
