import type { DeckLogEntry, DeckLogSummary } from '../deck-log.ts';
import { geodesicMiles } from '../track/geodesic.ts';
import { nightHours } from '../track/night.ts';

/** What the summary reads of an entry: the served entries and the outbox's waiting ones both have it. */
export type SummarizedEntry = Pick<
  DeckLogEntry,
  'id' | 'logged_at' | 'kind' | 'position' | 'log_nm' | 'text' | 'corrects'
>;

type Timed = SummarizedEntry & { time: number };
type Place = { lat: number; lon: number };

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const hoursBetween = (a: Timed, b: Timed) => (b.time - a.time) / 3_600_000;

/**
 * What a deck log adds up to (docs/deck-log.md, "What the log fills"). Corrected entries are left out: their
 * corrections stand in for them. Between two entries in time order the boat is under way from a departure until
 * an arrival, mooring or anchoring (from the first entry when the log has no departure at all, as a log begun at
 * sea), and its engine runs from engine_on until engine_off; each stretch counts once: under engine while the
 * engine runs, under sail while under way without it, in port otherwise. An engine still running at the last
 * entry counts until that entry.
 */
export function summarizeDeckLog(entries: readonly SummarizedEntry[]): DeckLogSummary {
  const log = standing(entries);
  let sail = 0;
  let engine = 0;
  let port = 0;
  let night = 0;
  let underWay = !log.some((entry) => entry.kind === 'departure');
  let engineOn = false;
  const places = knownPlaces(log);
  for (let i = 0; i < log.length; i++) {
    const entry = log[i] as Timed;
    if (entry.kind === 'departure') underWay = true;
    if (entry.kind === 'arrival' || entry.kind === 'moored' || entry.kind === 'anchored') underWay = false;
    if (entry.kind === 'engine_on') engineOn = true;
    if (entry.kind === 'engine_off') engineOn = false;
    const next = log[i + 1];
    if (!next) break;
    const hours = hoursBetween(entry, next);
    if (engineOn) engine += hours;
    else if (underWay) sail += hours;
    else port += hours;
    const from = places.at[i];
    const to = places.at[i + 1];
    if (underWay && from && to)
      night += nightHours(entry.time, from.lat, from.lon, next.time, to.lat, to.lon);
  }
  return {
    hours_under_sail: round(sail, 2),
    hours_under_engine: round(engine, 2),
    hours_in_port: round(port, 2),
    miles: round(milesOf(log), 1),
    night_hours: places.any ? round(night, 2) : null,
    ports: portsOf(log),
    first_entry_at: log[0]?.logged_at ?? null,
    last_entry_at: log[log.length - 1]?.logged_at ?? null,
  };
}

/** The entries no later entry corrects, in time order (ties in the order given). */
function standing(entries: readonly SummarizedEntry[]): Timed[] {
  const corrected = new Set(entries.flatMap((entry) => (entry.corrects ? [entry.corrects] : [])));
  return entries
    .filter((entry) => !corrected.has(entry.id))
    .map((entry) => ({ ...entry, time: Date.parse(entry.logged_at) }))
    .filter((entry) => Number.isFinite(entry.time))
    .sort((a, b) => a.time - b.time);
}

/**
 * Where the boat was at each entry: its own position, else the last one written before it, else (before the
 * first position) the first one written after it.
 */
function knownPlaces(log: readonly Timed[]): { at: (Place | undefined)[]; any: boolean } {
  const at: (Place | undefined)[] = [];
  let last: Place | undefined;
  for (const entry of log) {
    last = entry.position ?? last;
    at.push(last);
  }
  const first = log.find((entry) => entry.position)?.position ?? undefined;
  return { at: at.map((place) => place ?? first), any: first !== undefined };
}

/**
 * Miles from the log's readings when at least two were written (the distance through the water the paper log
 * counts; a reading lower than the one before, a log reset, adds nothing), else along the WGS84 geodesics between
 * the written positions.
 */
function milesOf(log: readonly Timed[]): number {
  const readings = log.flatMap((entry) => (typeof entry.log_nm === 'number' ? [entry.log_nm] : []));
  if (readings.length >= 2) {
    let miles = 0;
    for (let i = 1; i < readings.length; i++)
      miles += Math.max(0, (readings[i] as number) - (readings[i - 1] as number));
    return miles;
  }
  const places = log.flatMap((entry) => (entry.position ? [entry.position] : []));
  let miles = 0;
  for (let i = 1; i < places.length; i++) {
    const a = places[i - 1] as Place;
    const b = places[i] as Place;
    miles += geodesicMiles(a.lat, a.lon, b.lat, b.lon);
  }
  return miles;
}

/** The ports the departure and arrival entries name, in order; arriving where one left is one port, not two. */
function portsOf(log: readonly Timed[]): string[] {
  const ports: string[] = [];
  for (const entry of log) {
    if (entry.kind !== 'departure' && entry.kind !== 'arrival') continue;
    const name = entry.text?.trim();
    if (name && ports[ports.length - 1]?.toLowerCase() !== name.toLowerCase()) ports.push(name);
  }
  return ports;
}
