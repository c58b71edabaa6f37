import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { createInvitation } from '../invitations/test-support.ts';
import { orderInput } from '../payments/testing/support.ts';
import { createPlannedTrip, decide, join } from '../planned-trips/test-support.ts';
import { premiumLedger } from '../subscriptions/premium.ts';
import { subscriptionsRepository } from '../subscriptions/repository.ts';
import { post, registerCaptain, registerStudent } from '../testing/accounts.ts';
import type { TestApp } from '../testing/test-app.ts';
import { call, createTrip } from '../trips/test-support.ts';
import { createYacht } from '../yachts/test-support.ts';
import { ownerKindTables } from './repository.ts';

export interface ForeignKey {
  table: string;
  column: string;
  references: string;
  onDelete: string;
}

/** Every table of the test's database (its own schema on PostgreSQL), by name. */
export async function tablesOf(t: TestApp): Promise<string[]> {
  const db = t.app.database.db;
  const rows =
    t.app.database.dialect === 'postgres'
      ? await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`
          select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.rows.map((row) => row.name).sort();
}

/** Every foreign key of the database, with its ON DELETE rule in upper case ("CASCADE", "SET NULL", ...). */
export async function foreignKeysOf(t: TestApp): Promise<ForeignKey[]> {
  const db = t.app.database.db;
  if (t.app.database.dialect === 'postgres') {
    const rows = await sql<ForeignKey>`
      select kcu.table_name as "table", kcu.column_name as "column", ccu.table_name as "references",
        rc.delete_rule as "onDelete"
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
      where rc.constraint_schema = current_schema()`.execute(db);
    return rows.rows;
  }
  const keys: ForeignKey[] = [];
  for (const table of await tablesOf(t)) {
    const rows = await sql<{ table: string; from: string; on_delete: string }>`
      select "table", "from", on_delete from pragma_foreign_key_list(${table})`.execute(db);
    for (const row of rows.rows) {
      keys.push({ table, column: row.from, references: row.table, onDelete: row.on_delete.toUpperCase() });
    }
  }
  return keys;
}

/** Every row of every table, as JSON text: what a search of the whole database for a person would read. */
export async function databaseDump(t: TestApp): Promise<string> {
  const dump: Record<string, unknown[]> = {};
  for (const table of await tablesOf(t)) {
    dump[table] = (await sql`select * from ${sql.table(table)}`.execute(t.app.database.db)).rows;
  }
  return JSON.stringify(dump, (_key, value) =>
    value && typeof value === 'object' && value.type === 'Buffer' ? '<bytes>' : value,
  );
}

/** How many rows still refer to the account through a foreign key column to users (captain) or students. */
export async function rowsReferringTo(t: TestApp, kind: 'captain' | 'student', id: number) {
  const root = kind === 'captain' ? 'users' : 'students';
  const left: string[] = [];
  for (const key of (await foreignKeysOf(t)).filter((fk) => fk.references === root)) {
    const { rows } = await sql<{ count: number | string }>`
      select count(*) as count from ${sql.table(key.table)} where ${sql.ref(key.column)} = ${id}`.execute(
      t.app.database.db,
    );
    if (Number(rows[0]?.count) > 0) left.push(`${key.table}.${key.column}`);
  }
  for (const [table, kindColumn] of Object.entries(ownerKindTables)) {
    const { rows } = await sql<{ count: number | string }>`
      select count(*) as count from ${sql.table(table)}
      where ${sql.ref(kindColumn)} = ${kind} and owner_id = ${id}`.execute(t.app.database.db);
    if (Number(rows[0]?.count) > 0) left.push(table);
  }
  const rootRow = await sql`select id from ${sql.table(root)} where id = ${id}`.execute(t.app.database.db);
  if (rootRow.rows.length > 0) left.push(root);
  return left;
}

/** Texts only the captain to be deleted has written or was given: none may be found anywhere afterwards. */
export const captainMarkers = {
  name: 'Zofia Usuwalska',
  email: 'zofia.usuwalska@example.com',
  phone: '+48 611 222 333',
  licence: 'KJ-USUWALSKA-7',
  tripNotes: 'Notatki Usuwalskiej z rejsu',
  deletedTripNotes: 'Notatki Usuwalskiej z usuniętego rejsu',
  crewName: 'Załogant Usuwalskiej',
  yacht: 'Jacht Usuwalskiej',
  planned: 'Plan Usuwalskiej',
  invitation: 'Zaproszenie Usuwalskiej',
  decisionNotes: 'Uwagi Usuwalskiej o kursancie',
  deckLog: 'Wpis Usuwalskiej w dzienniku jachtowym',
  deletedDeckLog: 'Wpis Usuwalskiej w dzienniku usuniętego rejsu',
  invoiceStreet: 'ul. Usuwalska 7',
  invoiceName: 'Zofiana',
};

/** The company's name and NIP that a company invoice keeps with the payment (docs/accounts.md). */
export const company = { name: 'Żagle Północ Sp. z o.o.', nip: '5260250995' };

export const bystanderMarkers = {
  captainTrip: 'Rejs kapitana, który zostaje',
  studentEmail: 'stays.student@example.com',
};

const password = 'correct horse battery';

export interface SeededCaptain {
  id: number;
  token: string;
  /** A second session of the same captain (another device). */
  otherToken: string;
  password: string;
  email: string;
  plannedTripId: number;
}

export interface Bystanders {
  captain: { id: number; token: string };
  student: { id: number; token: string; email: string };
}

/** A captain who sailed alongside (keeps everything) and a student connected to the doomed captain too. */
export async function bystanders(t: TestApp): Promise<Bystanders> {
  const captain = await registerCaptain(t, { email: 'stays.captain@example.com', name: 'Kapitan Zostaje' });
  await premiumLedger(subscriptionsRepository(t.app.database.db)).grant(captain.user.id, 30, 'grant');
  await createTrip(t, captain.token, { captain_notes: bystanderMarkers.captainTrip });
  const student = await registerStudent(t, { email: bystanderMarkers.studentEmail, first_name: 'Ola' });
  return {
    captain: { id: captain.user.id, token: captain.token },
    student: { id: student.student.id, token: student.token, email: student.student.email },
  };
}

/** Pays through the built-in sandbox (its notifications carry the buyer, as PayU's do). */
async function buyPremium(t: TestApp, token: string, invoice: Record<string, unknown>) {
  const order = await post(t, '/api/subscriptions', orderInput(invoice), { token });
  expect(order.statusCode, order.body).toBe(200);
  const url = order.json<{ redirect_url: string }>().redirect_url;
  const paid = await t.app.inject({
    method: 'POST',
    url: `${url}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(paid.statusCode, paid.body).toBe(303);
}

/**
 * A captain with something in every table an account reaches: two payments (a person's invoice and a
 * company's) with their notifications, a discount-free premium, profile and logo, a yacht, a trip and a deleted
 * one with crew and ports, a CV link, an idempotency key, a reset link, two sessions, an invitation a student
 * used, and a planned trip with that student's accepted enrolment.
 */
export async function seedCaptain(t: TestApp, student: Bystanders['student']): Promise<SeededCaptain> {
  const m = captainMarkers;
  const registered = await registerCaptain(t, {
    name: m.name,
    email: m.email,
    phone_register: m.phone,
    password,
    password_confirmation: password,
  });
  const token = registered.token;
  const id = registered.user.id;
  const person = { first_name: m.invoiceName, last_name: 'Usuwalska', address_street: m.invoiceStreet };
  await buyPremium(t, token, person);
  await buyPremium(t, token, {
    ...person,
    invoice_type: 'osoba_prawna',
    company_name: company.name,
    nip: company.nip,
  });

  const profile = await call(t, 'POST', '/api/captain-profile', {
    token,
    payload: {
      first_name: 'Zofia',
      last_name: 'Usuwalska',
      phone: m.phone,
      license_type: 'pzz-kj',
      license_number: m.licence,
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  await t.app.database.db
    .insertInto('captain_logos')
    .values({
      user_id: id,
      public_key: 'usuwalska-logo-key',
      content_type: 'image/png',
      data: Buffer.from('logo bytes'),
      width: 1,
      height: 1,
      byte_size: 10,
      updated_at: new Date().toISOString(),
    })
    .execute();
  await createYacht(t, token, { name: m.yacht });
  const crew = [{ ...crewMember(), full_name: m.crewName }];
  const trip = await t.app.inject({
    method: 'POST',
    url: '/api/sailing-trips',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'usuwalska-key-1' },
    payload: tripPayload({ captain_notes: m.tripNotes, crew_members: crew }),
  });
  expect(trip.statusCode, trip.body).toBe(201);
  const tripId = trip.json<{ sailing_trip: { id: number } }>().sailing_trip.id;
  const doomed = await createTrip(t, token, { captain_notes: m.deletedTripNotes });
  for (const [logged, text, at] of [
    [tripId, m.deckLog, '2026-06-02T12:00+02:00'],
    [doomed.id, m.deletedDeckLog, '2026-07-02T12:00+02:00'],
  ] as const) {
    const written = await call(t, 'POST', `/api/sailing-trips/${logged}/log-entries`, {
      token,
      payload: { id: randomUUID(), logged_at: at, kind: 'note', text },
    });
    expect(written.statusCode, written.body).toBe(201);
  }
  expect((await call(t, 'DELETE', `/api/sailing-trips/${doomed.id}`, { token })).statusCode).toBe(200);
  const cv = await call(t, 'POST', '/api/captain/cv/generate', { token, payload: { trip_ids: [tripId] } });
  expect(cv.statusCode, cv.body).toBe(200);

  const invitation = await createInvitation(t, token, { description: m.invitation });
  const accepted = await call(t, 'POST', '/api/student/invitations/accept', {
    token: student.token,
    payload: { code: invitation.code },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const planned = await createPlannedTrip(t, token, { name: m.planned, max_crew: 1 });
  const enrolment = await join(t, student.token, planned.id, 'Chętnie popłynę');
  const decided = await decide(t, token, planned.id, enrolment, {
    status: 'accepted',
    captain_notes: m.decisionNotes,
  });
  expect(decided.statusCode, decided.body).toBe(200);

  expect((await post(t, '/api/auth/forgot-password', { email: m.email })).statusCode).toBe(200);
  const again = await post(t, '/api/auth/login', { email: m.email, password });
  expect(again.statusCode, again.body).toBe(200);
  return { id, token, otherToken: again.json().token, password, email: m.email, plannedTripId: planned.id };
}

function crewMember() {
  return {
    full_name: '',
    email: 'crew.usuwalskiej@example.com',
    phone: '+48 500 000 009',
    role: 'first_officer',
    other_role: '',
    license_type: 'pzz-jsm',
    other_license: '',
    license_number: 'JSM-9',
    captain_opinion: 'positive',
    performance: 'very_good',
    seasickness: 'none',
    resistance: 'good',
    captain_notes: '',
  };
}

function tripPayload(overrides: Record<string, unknown>) {
  return { ...validTripFor(), ...overrides };
}

function validTripFor() {
  const m = captainMarkers;
  return {
    captain: {
      first_name: 'Zofia',
      last_name: 'Usuwalska',
      email: m.email,
      phone: m.phone,
      license_type: 'pzz-kj',
      license_number: m.licence,
      other_license: '',
    },
    yacht_name: m.yacht,
    registration_number: 'POL-7777',
    home_port: 'Gdynia',
    hull_length: '12',
    engines_count: '1',
    engine_power: '30',
    embarkation_port: 'Gdynia',
    is_embarkation_tidal_port: false,
    disembarkation_port: 'Hel',
    is_disembarkation_tidal_port: false,
    visited_ports: [{ name: 'Jastarnia', is_tidal: false }],
    distance: '40',
    embarkation_date: '2026-06-01',
    disembarkation_date: '2026-06-03',
    sailing_hours: '20',
    engine_hours: '2',
    mooring_hours: '10',
    tidal_hours: '0',
    logbook_number: 'LB/2026/U',
    captain_notes: '',
    crew_members: [],
  };
}
