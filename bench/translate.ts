// The server's translate(), warm, per call: the keys every API error, mail and PDF label asks for.
// Usage: npx tsx bench/translate.ts [--calls 200000] [--rounds 5]. Prints the median nanoseconds per call
// of each case over the rounds; every round makes --calls calls of each case after a warm-up.
import type { Language } from '#domain/language.ts';
import { translate } from '../src/server/http/messages.ts';

const calls = Number(process.argv[process.argv.indexOf('--calls') + 1]) || 200_000;
const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 5;

interface Case {
  name: string;
  language: Language;
  key: string;
  params?: Record<string, unknown>;
}

const cases: Case[] = [
  { name: 'API error, no params (pl)', language: 'pl', key: 'errors.not_found' },
  {
    name: 'validation message, params (pl)',
    language: 'pl',
    key: 'validation.too_many',
    params: { maximum: 20 },
  },
  {
    name: 'mail line, {{name}} (pl)',
    language: 'pl',
    key: 'mail.greeting',
    params: { name: 'Łukasz', minutes: 60 },
  },
  { name: 'PDF label (en)', language: 'en', key: 'pdf.labels.embarkation_port' },
  // The CV's form key as the document asked for it before i18next chose plural forms itself.
  { name: 'plural form key, count (pl)', language: 'pl', key: 'cv.visited_ports_few', params: { count: 3 } },
  { name: 'plural base key, count (pl)', language: 'pl', key: 'cv.visited_ports', params: { count: 3 } },
  { name: 'unknown key (pl)', language: 'pl', key: 'no.such.key' },
];

function nanosecondsPerCall(entry: Case): number {
  const start = process.hrtime.bigint();
  let length = 0;
  for (let call = 0; call < calls; call++)
    length += translate(entry.language, entry.key, entry.params).length;
  const elapsed = Number(process.hrtime.bigint() - start);
  if (length === 0) throw new Error(`${entry.key} rendered nothing`);
  return elapsed / calls;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

for (const entry of cases) nanosecondsPerCall(entry);
const timings = new Map<string, number[]>(cases.map((entry) => [entry.name, []]));
for (let round = 0; round < rounds; round++) {
  for (const entry of cases) timings.get(entry.name)?.push(nanosecondsPerCall(entry));
}
for (const entry of cases) {
  const ns = median(timings.get(entry.name) ?? []);
  console.log(
    `${entry.name.padEnd(36)} ${ns.toFixed(0).padStart(6)} ns/call  ${translate(entry.language, entry.key, entry.params)}`,
  );
}
