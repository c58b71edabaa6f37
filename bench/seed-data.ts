// Polish names, Baltic and North Sea ports and crew members for bench/seed.ts; a fixed-seed generator, so every
// run seeds the same data. Crew values are picked from the domain's lists, as the trip form offers them.
import type {
  CrewRole,
  captainOpinions,
  performanceGrades,
  resistanceGrades,
  seasicknessLevels,
} from '#domain/trip-enums.ts';

let state = 20261123;
/** mulberry32: deterministic numbers in [0, 1). */
export function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const firstNames = [
  'Łukasz',
  'Katarzyna',
  'Piotr',
  'Małgorzata',
  'Krzysztof',
  'Agnieszka',
  'Tomasz',
  'Joanna',
  'Paweł',
  'Zofia',
  'Michał',
  'Ewa',
  'Grzegorz',
  'Magdalena',
  'Wojciech',
  'Anna',
  'Jędrzej',
  'Żaneta',
];
const lastNames = [
  'Nowak',
  'Kowalski',
  'Wiśniewski',
  'Wójcik',
  'Kamiński',
  'Lewandowski',
  'Zieliński',
  'Szymański',
  'Woźniak',
  'Dąbrowski',
  'Kozłowski',
  'Jankowski',
  'Mazur',
  'Krawczyk',
  'Żółkiewski',
  'Gałązka',
];
const ports: { name: string; tidal: boolean }[] = [
  ...[
    'Gdynia',
    'Gdańsk',
    'Hel',
    'Jastarnia',
    'Puck',
    'Władysławowo',
    'Łeba',
    'Ustka',
    'Darłowo',
    'Kołobrzeg',
    'Świnoujście',
    'Szczecin',
    'Nexø',
    'Rønne',
    'Christiansø',
    'Visby',
    'Kalmar',
    'Karlskrona',
    'Ystad',
    'Kłajpeda',
    'Mariehamn',
    'Sassnitz',
    'Stralsund',
    'Kiel',
  ].map((name) => ({ name, tidal: false })),
  ...['Dover', 'Cherbourg', 'Saint-Malo', 'Guernsey'].map((name) => ({ name, tidal: true })),
];
const yachtNames = [
  'Zawisza Czarny',
  'Dar Młodzieży',
  'Fryderyk Chopin',
  'Pogoria',
  'Kapitan Głowacki',
  'Zjawa IV',
  'Mazurek',
  'Bryza',
  'Szkwał',
  'Halny',
  'Wiatrak',
  'Żagiewka',
  'Kaszubia',
  'Mewa',
  'Rybitwa',
];
type Listed<List extends readonly string[]> = List[number];
const roles: CrewRole[] = ['first_officer', 'second_officer', 'crew', 'crew', 'crew', 'crew'];
const performances: Listed<typeof performanceGrades>[] = ['very_good', 'good', 'sufficient'];
const resistances: Listed<typeof resistanceGrades>[] = ['good', 'sufficient', 'not_tested'];

const pick = <T>(list: T[], n: number): T => list[n % list.length] as T;

export function captainName(index: number) {
  return {
    first: pick(firstNames, index),
    last: pick(lastNames, Math.floor(index / firstNames.length) + index),
  };
}

export const port = (n: number) => pick(ports, n);

export const yachtName = (n: number) =>
  `${pick(yachtNames, n)}${n >= yachtNames.length ? ` ${Math.floor(n / yachtNames.length) + 1}` : ''}`;

export function dayAfter(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function crewMember(n: number) {
  const first = pick(firstNames, n * 7 + 3);
  const last = pick(lastNames, n * 5 + 1);
  return {
    full_name: `${first} ${last}`,
    email: `zaloga${n}@example.com`,
    phone: `+48 500 ${String(100000 + (n % 900000)).slice(-6)}`,
    role: pick(roles, n),
    other_role: '',
    license_type: n % 3 === 0 ? 'pzz-zj' : '',
    other_license: '',
    license_number: n % 3 === 0 ? `ZJ-${n}` : '',
    captain_opinion: (n % 11 === 0 ? 'negative' : 'positive') satisfies Listed<typeof captainOpinions>,
    performance: pick(performances, n),
    seasickness: (n % 4 === 0 ? 'mild' : 'none') satisfies Listed<typeof seasicknessLevels>,
    resistance: pick(resistances, n + 1),
    captain_notes: n % 2 === 0 ? 'Pewna ręka przy sterze, dobrze pracuje przy żaglach.' : '',
  };
}
