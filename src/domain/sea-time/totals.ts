import { isCalendarDate } from '../trip-days.ts';
import {
  daysOf,
  hoursUnderWay,
  isNotYetCounted,
  isSailed,
  isSkipper,
  type SeaTimeTrip,
  sum,
  tidalPortsOf,
} from './counting.ts';
import type { SeaTimeTotals, SeaTimeYacht, SeaTimeYear } from './schema.ts';

/**
 * The logbook's totals over the trips sailed (completed; inland waters too, unlike the schemes). Tidal ports are
 * distinct by name across all trips: a port called at every summer is one port.
 */
export function seaTimeTotals(trips: readonly SeaTimeTrip[]): SeaTimeTotals {
  const sailed = trips.filter(isSailed);
  const skipper = sailed.filter(isSkipper);
  return {
    trips: sailed.length,
    days: sum(sailed, daysOf),
    distance: sum(sailed, (trip) => trip.distance),
    hours_sail: sum(sailed, (trip) => trip.sailing_hours),
    hours_engine: sum(sailed, (trip) => trip.engine_hours),
    hours_total: sum(sailed, hoursUnderWay),
    hours_tidal: sum(sailed, (trip) => trip.tidal_hours),
    hours_night: sum(sailed, (trip) => trip.night_hours),
    tidal_ports: new Set(sailed.flatMap((trip) => [...tidalPortsOf(trip)])).size,
    skipper_days: sum(skipper, daysOf),
    skipper_hours: sum(skipper, hoursUnderWay),
  };
}

/** The same per calendar year, oldest first; a trip belongs to the year it began in. */
export function seaTimeByYear(trips: readonly SeaTimeTrip[]): SeaTimeYear[] {
  const years = new Map<number, SeaTimeTrip[]>();
  for (const trip of trips.filter(isSailed)) {
    if (!isCalendarDate(trip.embarkation_date)) continue;
    const year = Number(trip.embarkation_date.slice(0, 4));
    years.set(year, [...(years.get(year) ?? []), trip]);
  }
  return [...years.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, sailed]) => ({
      year,
      trips: sailed.length,
      days: sum(sailed, daysOf),
      distance: sum(sailed, (trip) => trip.distance),
      hours_total: sum(sailed, hoursUnderWay),
    }));
}

/**
 * The same per yacht, most miles first. A trip keeps its own copy of the yacht, so trips are grouped by
 * registration number (letter case, spaces and dashes aside), or by name where the registration is empty; the name,
 * registration and length shown are the latest trip's.
 */
export function seaTimeByYacht(trips: readonly SeaTimeTrip[]): SeaTimeYacht[] {
  const yachts = new Map<string, SeaTimeTrip[]>();
  const keyOf = (trip: SeaTimeTrip) => {
    const registration = trip.registration_number.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
    return registration ? `r:${registration}` : `n:${trip.yacht_name.trim().toLowerCase()}`;
  };
  for (const trip of trips.filter(isSailed))
    yachts.set(keyOf(trip), [...(yachts.get(keyOf(trip)) ?? []), trip]);
  return [...yachts.values()]
    .map((sailed) => {
      const latest = sailed.reduce((a, b) => (b.embarkation_date > a.embarkation_date ? b : a));
      return {
        yacht_name: latest.yacht_name,
        registration_number: latest.registration_number,
        hull_length: latest.hull_length,
        trips: sailed.length,
        days: sum(sailed, daysOf),
        distance: sum(sailed, (trip) => trip.distance),
        hours_total: sum(sailed, hoursUnderWay),
        skipper_hours: sum(sailed.filter(isSkipper), hoursUnderWay),
      };
    })
    .sort((a, b) => b.distance - a.distance || a.yacht_name.localeCompare(b.yacht_name));
}

/** Trips planned or under way: counted nowhere yet, shown apart. */
export function notYetCounted(trips: readonly SeaTimeTrip[]): { trips: number } {
  return { trips: trips.filter(isNotYetCounted).length };
}
