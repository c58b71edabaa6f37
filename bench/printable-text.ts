// What printing only printable text costs (docs/decisions/014): the voyage card's and crew opinion's median ms
// rendered in-process, warm; and, since a loaded machine's noise is larger than the cost, the time printableText
// itself takes over every string one voyage card draws or measures (recorded from pdfkit's text methods).
// Usage: npx tsx bench/printable-text.ts [--runs 30]
import PDFDocument from 'pdfkit';
import { printableText } from '#domain/printable-text.ts';
import { tripRequestSchema } from '#domain/trip-request.ts';
import { renderCrewOpinion } from '../src/server/documents/crew-opinion.ts';
import { renderVoyageCard } from '../src/server/documents/voyage-card.ts';
import { unsavedTrip } from '../src/server/trips/service.ts';
import { validTrip } from '../src/server/trips/test-support.ts';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 30;
const trip = unsavedTrip(tripRequestSchema.parse(validTrip()));
const member = trip.crew_members[0];
if (!member) throw new Error('the sample trip has no crew');

async function median(render: () => Promise<Buffer>) {
  await render();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await render();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]?.toFixed(1);
}

console.log('voyage card ms', await median(() => renderVoyageCard(trip, { language: 'pl' })));
console.log('crew opinion ms', await median(() => renderCrewOpinion(trip, member, { language: 'pl' })));

// The strings reach pdfkit's own methods after the document's wrappers: record them there.
const strings: string[] = [];
const methods = PDFDocument.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
for (const name of ['text', 'widthOfString', 'heightOfString', 'boundsOfString']) {
  const original = methods[name];
  if (!original) throw new Error(`pdfkit has no ${name}`);
  methods[name] = function (this: unknown, ...args: unknown[]) {
    if (typeof args[0] === 'string') strings.push(args[0]);
    return original.apply(this, args);
  };
}
await renderVoyageCard(trip, { language: 'pl' });
const rounds = 200;
const start = performance.now();
for (let round = 0; round < rounds; round += 1) for (const text of strings) printableText(text);
console.log(
  `printableText over one voyage card's ${strings.length} strings (${strings.join('').length} characters): ` +
    `${((performance.now() - start) / rounds).toFixed(2)} ms`,
);
