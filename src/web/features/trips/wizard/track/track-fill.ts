import type { Track, TrackStop } from '#domain/track.ts';
import type { TripFormValues, VisitedPortFormValues } from '#domain/trip-form.ts';

/** The form fields a track can fill, in the order the preview lists them. */
export const trackFillKeys = [
  'distance',
  'embarkationDate',
  'disembarkationDate',
  'sailingHours',
  'nightHours',
  'embarkationPort',
  'disembarkationPort',
  'visitedPorts',
] as const;
export type TrackFillKey = (typeof trackFillKeys)[number];

/** One field the track would fill: what the form holds, what it would hold, and the values that set it. */
export interface TrackFillRow {
  key: TrackFillKey;
  current: string;
  next: string;
  /** The form holds something else already: the row starts unticked and shows old → new. */
  replaces: boolean;
  values: Partial<TripFormValues>;
}

/** The calendar day (YYYY-MM-DD) of a UTC instant in a time zone. */
export function localDay(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return parts.format(new Date(iso));
}

const rounded = (value: number, places: number) => String(Number(value.toFixed(places)));

/** A stop's name, or its position when no port lies near it (the captain can rename it). */
export const stopName = (stop: TrackStop) => stop.name ?? `${stop.lat.toFixed(3)}, ${stop.lon.toFixed(3)}`;

function visitedPort(stop: TrackStop, timeZone: string): VisitedPortFormValues {
  return {
    name: stopName(stop),
    isTidalPort: stop.is_tidal ?? false,
    arrivalDate: stop.arrived_at ? localDay(stop.arrived_at, timeZone) : null,
    departureDate: stop.departed_at ? localDay(stop.departed_at, timeZone) : null,
    lat: stop.lat,
    lon: stop.lon,
  };
}

/** Nothing typed yet: empty text, or the "0" a new form starts with. */
const blank = (value: string) => value.trim() === '' || Number(value.replace(',', '.')) === 0;

const portNames = (ports: readonly VisitedPortFormValues[]) =>
  ports
    .map((port) => port.name.trim())
    .filter((name) => name !== '')
    .join(', ');

/**
 * What the track would fill, field by field (only the fields it knows: a file without timestamps gives no dates
 * or hours). Dates are the days in `timeZone`; the hours under way go to sailing hours, which the captain splits
 * with engine hours afterwards. The first and last stops are the ends of the trip, the stops between them the
 * visited ports.
 */
export function trackFillRows(track: Track, form: TripFormValues, timeZone: string): TrackFillRow[] {
  const rows: TrackFillRow[] = [];
  const text = (key: 'distance' | 'sailingHours' | 'nightHours', next: string) => {
    const current = form[key];
    const same = Number(current.replace(',', '.')) === Number(next);
    rows.push({ key, current, next, replaces: !blank(current) && !same, values: { [key]: next } });
  };
  const day = (key: 'embarkationDate' | 'disembarkationDate', iso: string | null) => {
    if (!iso) return;
    const next = localDay(iso, timeZone);
    const current = form[key];
    rows.push({ key, current, next, replaces: current !== '' && current !== next, values: { [key]: next } });
  };

  text('distance', rounded(track.distance, 1));
  day('embarkationDate', track.started_at);
  day('disembarkationDate', track.ended_at);
  if (track.hours_under_way !== null) text('sailingHours', rounded(track.hours_under_way, 2));
  if (track.night_hours !== null) text('nightHours', rounded(track.night_hours, 2));

  const first = track.stops[0];
  const last = track.stops.length > 1 ? track.stops.at(-1) : undefined;
  const end = (key: 'embarkationPort' | 'disembarkationPort', stop: TrackStop | undefined) => {
    if (!stop) return;
    const next = stopName(stop);
    const current = form[key].trim();
    const tidal = key === 'embarkationPort' ? 'isEmbarkationTidalPort' : 'isDisembarkationTidalPort';
    rows.push({
      key,
      current,
      next,
      replaces: current !== '' && current !== next,
      values: { [key]: next, ...(stop.is_tidal ? { [tidal]: true } : {}) },
    });
  };
  end('embarkationPort', first);
  end('disembarkationPort', last);

  const between = track.stops.slice(1, -1).map((stop) => visitedPort(stop, timeZone));
  if (between.length > 0) {
    const current = portNames(form.visitedPorts);
    const next = portNames(between);
    rows.push({
      key: 'visitedPorts',
      current,
      next,
      replaces: current !== '' && current !== next,
      values: { visitedPorts: between },
    });
  }
  return rows;
}

/** The chosen rows as form values, with the track the trip takes. */
export function acceptedValues(
  rows: readonly TrackFillRow[],
  chosen: ReadonlySet<TrackFillKey>,
  trackId: number,
) {
  const values: Partial<TripFormValues> = { trackId };
  for (const row of rows) if (chosen.has(row.key)) Object.assign(values, row.values);
  return values;
}

/** A row is ticked at first unless it would replace what the captain already wrote. */
export const initiallyChosen = (rows: readonly TrackFillRow[]) =>
  new Set(rows.filter((row) => !row.replaces).map((row) => row.key));
