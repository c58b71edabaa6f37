// Documents rendered in-process, warm: median time and memory of the voyage card, a crew opinion, the CV of 350
// trips and the public trip card (the request body read as the route reads it, then the card).
// Usage: npx tsx bench/documents.ts [--runs 15]. Size to a tenth of a KB (what tagging adds is a few KB). CPU
// time is the process's (user and system) during each render: on a machine others load it moves less than the
// wall-clock time, which counts the waits for a core.
// Memory: the highest rss and heapUsed seen during the runs, sampled every millisecond, above what the process
// held before the first run.
import { tripRequestSchema } from '#domain/trip-request.ts';
import { renderCaptainCv } from '../src/server/cv/cv-document.ts';
import { renderCrewOpinion } from '../src/server/documents/crew-opinion.ts';
import { renderVoyageCard } from '../src/server/documents/voyage-card.ts';
import { unsavedTrip } from '../src/server/trips/service.ts';
import { validTrip } from '../src/server/trips/test-support.ts';
import { cvOf350Trips } from './sample-cv.ts';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 15;

const body = validTrip({
  visited_ports: ['Hel', 'Bornholm', { name: 'Dover', is_tidal: true }, 'Visby'].map((name) =>
    typeof name === 'string' ? { name, is_tidal: false } : name,
  ),
});
const trip = unsavedTrip(tripRequestSchema.parse(body));
const member = trip.crew_members[0];
if (!member) throw new Error('the sample trip has no crew');
const documents: Record<string, () => Promise<Buffer>> = {
  'voyage card (4 ports, 2 crew)': () => renderVoyageCard(trip, { language: 'pl' }),
  'crew opinion': () => renderCrewOpinion(trip, member, { language: 'pl' }),
  'CV of 350 trips': () => renderCaptainCv(cvOf350Trips(), 'pl'),
  'public trip card (body read + card)': () =>
    renderVoyageCard(unsavedTrip(tripRequestSchema.parse(body)), { language: 'pl' }),
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

// The first render of each, in this order, before any is measured: the first of a process pays for loading the
// fonts and for the JIT, and would otherwise weigh on whichever document is measured first.
const first: Record<string, number> = {};
for (const [name, render] of Object.entries(documents)) {
  const started = performance.now();
  await render();
  first[name] = performance.now() - started;
}
for (const render of Object.values(documents)) for (let i = 0; i < 3; i += 1) await render();

console.log(`| document | first ms | median ms | median CPU ms | size KB | peak rss +MB | peak heap +MB |`);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [name, render] of Object.entries(documents)) {
  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 1);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let size = 0;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    size = (await render()).length;
    times.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuStarted);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    await new Promise((resolve) => setImmediate(resolve));
  }
  clearInterval(sampler);
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeap = Math.max(peakHeap, now.heapUsed);
  console.log(
    `| ${name} | ${Math.round(first[name] ?? 0)} | ${median(times).toFixed(1)} | ${median(cpuTimes).toFixed(1)} | ${(size / 1024).toFixed(1)} | ${mb(peakRss - base.rss)} | ${mb(peakHeap - base.heapUsed)} |`,
  );
}
