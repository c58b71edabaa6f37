import fc from 'fast-check';
import { validPlannedTrip } from '../planned-trips/test-support.ts';
import { captainInput, studentInput } from '../testing/accounts.ts';
import { validTrip } from '../trips/test-support.ts';
import { validYacht } from '../yachts/test-support.ts';
import type { AppRoute, World } from './world.ts';

/** The URL of a route with its parameters naming the world's own objects (the fuzzer acts as their owner). */
export function urlFor(route: AppRoute, w: World): string {
  const ids: Record<string, number> = {
    '/api/sailing-trips/:id': w.tripId,
    '/api/yachts/:id': w.yachtId,
    '/api/planned-sailing-trips/:id': w.plannedTripId,
    '/api/student/planned-sailing-trips/:id': w.plannedTripId,
    '/api/invitations/:id': w.invitationId,
    '/api/student/invitations/:id': w.invitationId,
  };
  let url = route.path;
  for (const [prefix, id] of Object.entries(ids)) {
    if (url.startsWith(prefix)) url = `${prefix.replace(':id', String(id))}${url.slice(prefix.length)}`;
  }
  return url
    .replace(':crewId', String(w.crewId))
    .replace(':enrolmentId', String(w.enrolmentId))
    .replace(':studentId', String(w.victimStudent.id))
    .replace(':captainId', String(w.victim.id))
    .replace(/:[A-Za-z]+/g, '1')
    .replace('*', 'x');
}

/** The session a route is fuzzed with: the owner of the world's objects, of the kind the route serves. */
export function tokenFor(route: AppRoute, w: World): string {
  return route.path.startsWith('/api/student/') ? w.victimStudent.token : w.victim.token;
}

/** A body each JSON route accepts (or nearly), so mutations reach past the first check. Others start at {}. */
export function validBodyFor(route: AppRoute, w: World): Record<string, unknown> {
  const key = `${route.method} ${route.path}`;
  const bodies: Record<string, () => Record<string, unknown>> = {
    'POST /api/auth/register': () => ({ ...captainInput({ email: 'fuzz@example.com' }) }),
    'POST /api/auth/login': () => ({ email: w.victim.email, password: 'x' }),
    'POST /api/auth/forgot-password': () => ({ email: w.victim.email }),
    'POST /api/auth/reset-password': () => ({
      email: w.victim.email,
      token: 'x',
      password: 'new password 123',
      password_confirmation: 'new password 123',
    }),
    'POST /api/student/register': () => ({ ...studentInput({ email: 'fuzz.student@example.com' }) }),
    'POST /api/student/login': () => ({ email: 'x@example.com', password: 'x' }),
    'POST /api/auth/delete-account': () => ({ password: 'not the password' }),
    'POST /api/student/delete-account': () => ({ password: 'not the password' }),
    'POST /api/captain-profile': () => ({
      first_name: 'Jan',
      last_name: 'Kowalski',
      phone: '+48 600 000 000',
      license_type: 'pzz-kj',
      license_number: 'KJ-1',
    }),
    'POST /api/captain-profile/change-password': () => ({
      current_password: 'wrong',
      new_password: 'new password 123',
      new_password_confirmation: 'new password 123',
    }),
    'POST /api/subscriptions': () => ({
      subscription_price_id: 1,
      payment_provider: 'payu',
      invoice_type: 'person',
      first_name: 'Jan',
      last_name: 'Kowalski',
      address_street: 'Długa 1',
      address_postal_code: '80-001',
      address_city: 'Gdańsk',
    }),
    'POST /api/discount-codes/redeem': () => ({ code: 'NOPE' }),
    'PUT /api/captain-profile/document-verification': () => ({ enabled: true }),
    'POST /api/captain/cv/generate': () => ({ trip_ids: [w.tripId], nationality: 'POLAND' }),
    'POST /api/sailing-trips': () => validTrip(),
    'PUT /api/sailing-trips/:id': () => validTrip(),
    'PATCH /api/sailing-trips/:id/status': () => ({ status: 'in_progress' }),
    'POST /api/public/trip-card-pdf': () => validTrip(),
    'POST /api/yachts': () => ({ ...validYacht }),
    'PUT /api/yachts/:id': () => ({ ...validYacht }),
    'POST /api/planned-sailing-trips': () => validPlannedTrip(),
    'PUT /api/planned-sailing-trips/:id': () => validPlannedTrip(),
    'PATCH /api/planned-sailing-trips/:id/enrolments/:enrolmentId': () => ({ status: 'accepted' }),
    'POST /api/invitations': () => ({ description: 'Fuzz' }),
    'PATCH /api/invitations/:id': () => ({ description: 'Fuzz', max_uses: 5 }),
    'POST /api/student/invitations/accept': () => ({ code: w.invitationCode }),
    'POST /api/student/planned-sailing-trips/:id/enrolment': () => ({ student_notes: 'x' }),
    'PATCH /api/student/planned-sailing-trips/:id/enrolment': () => ({ student_notes: 'x' }),
  };
  return bodies[key]?.() ?? {};
}

/** Texts that have broken web apps before: markup, SQL, template syntax, paths, odd unicode. */
export const hostileTexts = [
  '<script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  "'; DROP TABLE sailing_trips; --",
  "1' OR '1'='1",
  'Robert"); DELETE FROM users WHERE ("1"="1',
  '\\',
  '%00%27%22',
  ['$', '{7*7}{{7*7}}<%= 7*7 %>'].join(''),
  "{{constructor.constructor('return process')()}}",
  '../../../../etc/passwd',
  'Zażółć gęślą jaźń ŁÓDŹ',
  '⛵🚀👨‍👩‍👧‍👦🏳️‍🌈',
  '\u202Egnp.exe',
  '\uFEFFbom',
  'e\u0301 (combining)',
  'ｆｕｌｌｗｉｄｔｈ',
  'مرحبا שלום',
  'tab\tnew\nline\rcr',
  '\u0000nul',
  '\u0007\u001b[31mred',
  '\uD800 lone surrogate',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1e309',
];

const hostileText = fc.oneof(
  fc.constantFrom(...hostileTexts),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.nat({ max: 300_000 }).map((n) => 'x'.repeat(n)),
);

/** Any JSON value a hostile client might put where a field goes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.1 + 0.2, true, false, null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom('id', 'user_id', 'owner_id', 'name', 'x'), hostileText, { maxKeys: 3 }),
);

type Json = Record<string, unknown> | unknown[];

function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => pathsOf(item, [...prefix, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsOf(item, [...prefix, key]),
    ]);
  }
  return [];
}

function setAt(root: Json, path: (string | number)[], value: unknown, remove: boolean): Json {
  const copy = structuredClone(root);
  let node: unknown = copy;
  for (const key of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[key];
  const last = path[path.length - 1] as string | number;
  if (remove && !Array.isArray(node)) delete (node as Record<string, unknown>)[last];
  else (node as Record<string | number, unknown>)[last] = value;
  return copy;
}

/**
 * Bodies built from a valid one: a field anywhere (also inside the crew or ports) replaced by a hostile value or
 * removed, an unknown field added, the whole body swapped for another JSON value or wrapped in an array.
 */
export function hostileBodies(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const mutations: fc.Arbitrary<unknown>[] = [
    fc.jsonValue({ maxDepth: 4 }),
    fc.record({ extra: hostileValue }).map(({ extra }) => ({ ...valid, id: extra, user_id: extra })),
    hostileValue.map((value) => [valid, value]),
    fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 6 }),
  ];
  if (paths.length > 0) {
    mutations.push(
      fc
        .tuple(fc.constantFrom(...paths), hostileValue, fc.boolean())
        .map(([path, value, remove]) => setAt(valid, path, value, remove)),
      fc
        .tuple(fc.constantFrom(...paths), fc.constantFrom(...hostileTexts))
        .map(([path, text]) => setAt(valid, path, text, false)),
    );
  }
  return fc.oneof(...mutations);
}

const deep = (depth: number, open: string, close: string, inner = '1') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** Raw request bodies that JSON.stringify cannot produce: pollution keys, deep nesting, broken encodings. */
export const rawHostileBodies: string[] = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":{"__proto__":{"polluted":"yes"}},"b":[{"__proto__":{"polluted":"yes"}}]}',
  '{"prototype":{"polluted":"yes"},"toString":"x","valueOf":1,"hasOwnProperty":"x"}',
  '{"name":"a","name":"b","name":{"$ne":null}}',
  deep(5_000, '[', ']'),
  deep(5_000, '{"a":', '}'),
  deep(100_000, '[', ']'),
  `{"a":${'1'.repeat(5000)}}`,
  '{"a":1e999999}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '"just a string"',
  'null',
  'true',
  '[]',
  '12345',
  '{"a":\u0000}',
  '\uFEFF{"a":1}',
  `{"a":"${'x'.repeat(1_100_000)}"}`,
];
