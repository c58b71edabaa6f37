/**
 * How long reading and summarizing a 100,000-point GPX takes, and the memory it needs: a 28-hour passage from
 * Gdynia with a fix every second, an hour at anchor in the middle, written to a temporary file and streamed from
 * disk as an upload is. One round per process, so that the memory figures are this file's alone.
 * `node --expose-gc --import tsx bench/track-read.ts` (`--points N` for another size; without --expose-gc the
 * generator's garbage is counted too)
 */
import { createReadStream, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simplifyTrack } from '../src/domain/track/simplify.ts';
import { summarizeTrack } from '../src/domain/track/summary.ts';
import { readGpx } from '../src/server/tracks/gpx-reader.ts';

const count = Number(process.argv[process.argv.indexOf('--points') + 1]) || 100_000;
const start = Date.UTC(2026, 6, 1, 6);
const lines = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Bench</name><trkseg>',
];
let lat = 54.52;
let lon = 18.55;
for (let i = 0; i < count; i++) {
  const anchored = i > count / 2 && i < count / 2 + 3600;
  if (!anchored) {
    // About 6 kn on a slowly turning course, with a few metres of GPS noise.
    const course = i / 20_000;
    lat += (6 / 3600 / 60) * Math.cos(course) + (Math.random() - 0.5) * 2e-5;
    lon += ((6 / 3600 / 60) * Math.sin(course)) / Math.cos((lat * Math.PI) / 180);
  }
  const time = new Date(start + i * 1000).toISOString();
  lines.push(
    `<trkpt lat="${lat.toFixed(6)}" lon="${lon.toFixed(6)}"><ele>0.0</ele><time>${time}</time></trkpt>`,
  );
}
lines.push('</trkseg></trk></gpx>');
const file = join(tmpdir(), `track-read-${process.pid}.gpx`);
writeFileSync(file, lines.join('\n'));
lines.length = 0;
globalThis.gc?.();

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const before = process.memoryUsage();
let peakHeap = before.heapUsed;
let peakRss = before.rss;
const sample = setInterval(() => {
  const now = process.memoryUsage();
  peakHeap = Math.max(peakHeap, now.heapUsed);
  peakRss = Math.max(peakRss, now.rss);
}, 5);

const t0 = performance.now();
const points = await readGpx(createReadStream(file, { highWaterMark: 64 * 1024 }));
const t1 = performance.now();
const summary = summarizeTrack(points);
const t2 = performance.now();
const line = simplifyTrack(points, 0.0001);
const t3 = performance.now();
clearInterval(sample);
const after = process.memoryUsage();
peakHeap = Math.max(peakHeap, after.heapUsed);
peakRss = Math.max(peakRss, after.rss);

console.log(
  JSON.stringify(
    {
      points: points.length,
      file: mb(statSync(file).size),
      read_ms: Math.round(t1 - t0),
      summarize_ms: Math.round(t2 - t1),
      simplify_ms: Math.round(t3 - t2),
      total_ms: Math.round(t3 - t0),
      rss_before: mb(before.rss),
      rss_peak: mb(peakRss),
      heap_before: mb(before.heapUsed),
      heap_peak: mb(peakHeap),
      distance: summary.distance,
      hours_under_way: summary.hours_under_way,
      stops: summary.stops.length,
      sketch_points: line.length,
    },
    null,
    2,
  ),
);
rmSync(file);
