// One captain with their profile, yachts and trips (3 visited ports and 6 crew members each unless `shape` says
// otherwise): captainRows builds them, writeCaptains inserts any number of captains in one transaction (see
// seed-insert.ts); bench/seed.ts, bench/account-export.ts and bench/transfer.ts seed with them. Every account,
// profile and yacht, and every trip `checkTrip` picks (all by default), is first read with the schema the API
// reads its request with, so a value the app would refuse stops the seed with the schema's error instead of
// reaching the database.

import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { captainProfileInputSchema } from '#domain/captain-profile.ts';
import { captainRegisterSchema } from '#domain/new-password.ts';
import { initialTripStatus, tripLimit } from '#domain/trip-enums.ts';
import { type TripRequest, type TripRequestBody, tripRequestSchema } from '#domain/trip-request.ts';
import { yachtInputSchema } from '#domain/yacht.ts';
import { normalizeEmail } from '../src/server/auth/users-repository.ts';
import type { Db } from '../src/server/db/database.ts';
import { toValues } from '../src/server/trips/service.ts';
import { captainName, crewMember, dayAfter, port, random, yachtName } from './seed-data.ts';
import { insertMany, nextIds, onPostgres } from './seed-insert.ts';

/** The value as the API would take it; anything it would refuse fails the seed, naming the field. */
function accepted<Schema extends z.ZodType>(schema: Schema, value: unknown, what: string): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The seed's ${what} is not one the API accepts: ${problems.join('; ')}`);
  }
  return result.data;
}

/**
 * A trip as the API would store it. A trip `check` skips is taken as sent: that is only sound while the schema
 * gives back every checked trip unchanged, so a checked trip that comes back changed stops the seed.
 */
function acceptedTrip(body: TripRequestBody, check: boolean, what: string): TripRequest {
  if (!check) return body as TripRequest;
  const trip = accepted(tripRequestSchema, body, what);
  if (!isDeepStrictEqual(trip, body))
    throw new Error(`The API's schema changes the seed's ${what}: check every trip (--check-every 1)`);
  return trip;
}

export type TripShape = { ports: number; crew: number };
type Rows = ReturnType<typeof toValues>;

/** What writeCaptains inserts for one captain, before the database gives it ids. */
export interface CaptainRows {
  user: { name: string; email: string; email_normalized: string; phone: string; password_hash: string };
  profile: {
    first_name: string;
    last_name: string;
    phone: string;
    license_type: string;
    license_number: string;
  };
  profileExtra: { nationality: string; languages: string };
  stamp: string;
  yachts: {
    name: string;
    registration_number: string;
    home_port: string;
    hull_length_cm: number;
    engines_count: number;
    engine_power_dkw: number;
    created_at: string;
    updated_at: string;
  }[];
  trips: { status: string; values: Rows; deleted: boolean }[];
}

export function captainRows(
  index: number,
  credentials: { password: string; passwordHash: string },
  tripCount: number,
  yachtCount: number,
  shape: TripShape = { ports: 3, crew: 6 },
  checkTrip: (n: number) => boolean = () => true,
): CaptainRows {
  const { first, last } = captainName(index);
  const phone = `+48 600 ${String(100000 + index).slice(-6)}`;
  const account = accepted(
    captainRegisterSchema,
    {
      name: `${first} ${last}`,
      email: `kapitan${index}@bench.example.com`,
      phone_register: phone,
      password: credentials.password,
      password_confirmation: credentials.password,
    },
    `captain ${index}`,
  );
  const profile = accepted(
    captainProfileInputSchema,
    {
      first_name: first,
      last_name: last,
      phone,
      license_type: 'pzz-kj',
      license_number: `KJ-${1000 + index}`,
      nationality: 'POLAND',
      languages: 'POL / ENG',
    },
    `profile of captain ${index}`,
  );
  const stamp = new Date(Date.UTC(2024, 0, 1, 0, 0, index)).toISOString();
  const yachts = Array.from({ length: yachtCount }, (_, y) => {
    const yacht = accepted(
      yachtInputSchema,
      {
        name: yachtName(index * 1000 + y),
        registration_number: `POL-${index}-${y + 1}`,
        home_port: port(index + y).name,
        hull_length: (800 + Math.floor(random() * 1500)) / 100,
        engines_count: 1,
        engine_power: (100 + Math.floor(random() * 900)) / 10,
      },
      `yacht ${y} of captain ${index}`,
    );
    return {
      name: yacht.name,
      registration_number: yacht.registration_number,
      home_port: yacht.home_port,
      hull_length_cm: Math.round(yacht.hull_length * 100),
      engines_count: yacht.engines_count,
      engine_power_dkw: Math.round(yacht.engine_power * 10),
      created_at: stamp,
      updated_at: stamp,
    };
  });
  // A captain keeps at most tripLimit trips: the older ones of a longer history were deleted (the export
  // bench's 2,000), as the app keeps them.
  const deletedCount = Math.max(tripCount - tripLimit, 0);
  const today = new Date().toISOString().slice(0, 10);
  const trips = Array.from({ length: tripCount }, (_, n) => {
    const start = dayAfter('2012-04-01', n * 14 + Math.floor(random() * 7));
    const yachtIndex = n % Math.max(yachtCount, 1);
    const body: TripRequestBody = {
      captain: {
        first_name: profile.first_name,
        last_name: profile.last_name,
        email: account.email,
        phone: '+48 600 100 200',
        license_type: profile.license_type,
        license_number: profile.license_number,
        other_license: '',
      },
      yacht_name: yachtName(index * 1000 + yachtIndex),
      registration_number: `POL-${index}-${yachtIndex + 1}`,
      home_port: 'Gdynia',
      hull_length: 12.5,
      engines_count: 1,
      engine_power: 30,
      yacht_type: 'Bavaria Cruiser 46',
      yacht_owner_name: '',
      yacht_owner_address: '',
      embarkation_port: port(n).name,
      is_embarkation_tidal_port: port(n).tidal,
      disembarkation_port: port(n + 5).name,
      is_disembarkation_tidal_port: port(n + 5).tidal,
      distance: Math.round(random() * 5000) / 10,
      embarkation_date: start,
      disembarkation_date: dayAfter(start, 7),
      sailing_hours: 40 + Math.floor(random() * 80),
      engine_hours: Math.floor(random() * 20),
      mooring_hours: Math.floor(random() * 60),
      tidal_hours: 0,
      night_hours: Math.floor(random() * 30),
      role_on_board: n % 5 === 0 ? 'first_officer' : 'skipper',
      waters: 'sea',
      passages: [],
      logbook_number: `LB/${start.slice(0, 4)}/${n + 1}`,
      captain_notes: 'Rejs szkoleniowy, wiatr 4-5°B, bez awarii.',
      visited_ports: Array.from({ length: shape.ports }, (_, position) => {
        const visited = port(n * shape.ports + position + 1);
        return { name: visited.name, is_tidal: visited.tidal };
      }),
      crew_members: Array.from({ length: shape.crew }, (_, position) =>
        crewMember(n * shape.crew + position),
      ),
    };
    const trip = acceptedTrip(body, checkTrip(n), `trip ${n} of captain ${index}`);
    return {
      status: initialTripStatus(trip.embarkation_date, trip.disembarkation_date, today),
      values: toValues(trip),
      deleted: n < deletedCount,
    };
  });
  return {
    user: {
      name: account.name,
      email: account.email,
      email_normalized: normalizeEmail(account.email),
      phone: account.phone_register,
      password_hash: credentials.passwordHash,
    },
    profile: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone: profile.phone,
      license_type: profile.license_type,
      license_number: profile.license_number,
    },
    profileExtra: { nationality: profile.nationality ?? '', languages: profile.languages ?? '' },
    stamp,
    yachts,
    trips,
  };
}

/**
 * Inserts the captains, in one transaction, and answers each one's e-mail and newest trip id. On PostgreSQL the
 * trips take ids from their sequence first, so their ports and crew need no read-back.
 */
export function writeCaptains(
  db: Db,
  captains: CaptainRows[],
  { beforeWrites }: { beforeWrites?: (trx: Db) => Promise<unknown> } = {},
): Promise<{ email: string; tripId: number | undefined }[]> {
  return db.transaction().execute(async (trx) => {
    const postgres = onPostgres(trx);
    await beforeWrites?.(trx);
    const users = await trx
      .insertInto('users')
      .values(
        captains.map(({ user, stamp }) => ({
          ...user,
          created_at: stamp,
          updated_at: stamp,
          premium_until: '2099-12-31T00:00:00.000Z',
        })),
      )
      .returning(['id', 'email'])
      .execute();
    const userIds = new Map(users.map((user) => [user.email, user.id]));
    const userIdOf = (captain: CaptainRows) => userIds.get(captain.user.email) as number;
    await insertMany(
      trx,
      'captain_profiles',
      captains.map((captain) => ({
        user_id: userIdOf(captain),
        ...captain.profile,
        other_license: '',
        ...captain.profileExtra,
        updated_at: captain.stamp,
      })),
    );
    await insertMany(
      trx,
      'yachts',
      captains.flatMap((captain) =>
        captain.yachts.map((yacht) => ({ user_id: userIdOf(captain), ...yacht })),
      ),
    );
    const trips = captains.flatMap((captain) =>
      captain.trips.map(({ status, values, deleted }, n) => {
        const created = new Date(Date.parse(captain.stamp) + n * 60_000).toISOString();
        return {
          user_id: userIdOf(captain),
          status,
          ...values.trip,
          created_at: created,
          updated_at: created,
          deleted_at: deleted ? created : null,
        };
      }),
    );
    const ids: number[] = [];
    if (postgres) {
      ids.push(...(await nextIds(trx, 'trips', trips.length)));
      await insertMany(
        trx,
        'trips',
        trips.map((trip, n) => ({ id: ids[n], ...trip })),
      );
    } else {
      for (let i = 0; i < trips.length; i += 500) {
        const rows = await trx
          .insertInto('trips')
          .values(trips.slice(i, i + 500))
          .returning('id')
          .execute();
        ids.push(...rows.map((row) => row.id));
      }
    }
    const values = captains.flatMap((captain) => captain.trips.map((trip) => trip.values));
    await insertMany(
      trx,
      'trip_visited_ports',
      values.flatMap(({ ports }, n) =>
        ports.map((visited, position) => ({ ...visited, trip_id: ids[n] as number, position })),
      ),
    );
    await insertMany(
      trx,
      'trip_crew_members',
      values.flatMap(({ crew }, n) =>
        crew.map((member, position) => ({ ...member, trip_id: ids[n] as number, position })),
      ),
    );
    let seen = 0;
    return captains.map((captain) => {
      seen += captain.trips.length;
      return { email: captain.user.email, tripId: ids[seen - 1] };
    });
  });
}

/** One captain, every trip read with the API's schema, in one transaction. */
export async function seedCaptain(
  db: Db,
  index: number,
  credentials: { password: string; passwordHash: string },
  tripCount: number,
  yachtCount: number,
  shape: TripShape = { ports: 3, crew: 6 },
) {
  const [seeded] = await writeCaptains(db, [captainRows(index, credentials, tripCount, yachtCount, shape)]);
  return seeded as { email: string; tripId: number | undefined };
}
