// What printing only printable text costs (docs/decisions/014): median ms of a voyage card and a crew opinion
// rendered in-process, warm, and the time spent in printableText during one voyage card.
// Usage: npx tsx bench/printable-text.ts [--runs 30]
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
// The texts a voyage card measures and draws, as many times as it calls the hook (counted once by hand below).
const sample = [
  'Zawisza Czarny',
  'Gdynia',
  'Świnoujście',
  'Jan Kowalski',
  'Port zaokrętowania / Port of embarkation',
];
const start = performance.now();
for (let i = 0; i < 10_000; i += 1) printableText(sample[i % sample.length] ?? '');
console.log('printableText µs per call (printable text)', ((performance.now() - start) / 10).toFixed(2));
