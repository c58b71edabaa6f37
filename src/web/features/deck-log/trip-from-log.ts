import type { DeckLogSummary } from '#domain/deck-log.ts';
import type { Trip, VisitedPort } from '#domain/trip.ts';
import { formValuesToRequest, tripToFormValues } from '#domain/trip-form-data.ts';
import type { TripRequestBody } from '#domain/trip-request.ts';

/** What "Use the deck log" sets on the trip, from the log's summary; null where the log has nothing to say. */
export interface TripFromLog {
  sailing_hours: number;
  engine_hours: number;
  mooring_hours: number;
  distance: number;
  night_hours: number | null;
  embarkation_port: string | null;
  disembarkation_port: string | null;
  /** The ports between the first and the last; null when the log names fewer than two. */
  visited_ports: string[] | null;
}

/**
 * The log's figures for the trip: hours, miles and night hours as summed; the ports when the log names them
 * (the first is the embarkation port; the last, when there are two or more, the disembarkation port).
 */
export function tripFromLog(summary: DeckLogSummary): TripFromLog {
  const { ports } = summary;
  return {
    sailing_hours: summary.hours_under_sail,
    engine_hours: summary.hours_under_engine,
    mooring_hours: summary.hours_in_port,
    distance: summary.miles,
    night_hours: summary.night_hours,
    embarkation_port: ports[0] ?? null,
    disembarkation_port: ports.length >= 2 ? (ports.at(-1) ?? null) : null,
    visited_ports: ports.length >= 2 ? ports.slice(1, -1) : null,
  };
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Whether the trip already knows a port of this name as tidal (its own ports, then its visited ones). */
function knownTidal(trip: Trip, name: string): boolean {
  if (sameName(trip.embarkation_port, name)) return trip.is_embarkation_tidal_port;
  if (sameName(trip.disembarkation_port, name)) return trip.is_disembarkation_tidal_port;
  return trip.visited_ports.find((port) => sameName(port.name, name))?.is_tidal ?? false;
}

/** A visited port from the log: the trip's own entry of that name (tidal flag, dates, place) when it has one. */
function visitedPort(trip: Trip, name: string): VisitedPort {
  const known = trip.visited_ports.find((port) => sameName(port.name, name));
  return (
    known ?? {
      name,
      is_tidal: knownTidal(trip, name),
      arrival_date: null,
      departure_date: null,
      lat: null,
      lon: null,
    }
  );
}

/** The visited ports the trip will have: the log's between the first and last, as the trip knew them; else its own. */
export function visitedPortsFromLog(trip: Trip, log: TripFromLog): VisitedPort[] {
  return log.visited_ports ? log.visited_ports.map((name) => visitedPort(trip, name)) : trip.visited_ports;
}

/**
 * The whole trip as PUT /api/sailing-trips/{id} takes it (the edit form's body), with the log's figures in:
 * everything else stays as stored. A port the trip knew keeps its tidal flag.
 */
export function tripUpdateFromLog(trip: Trip, log: TripFromLog): TripRequestBody {
  const embarkation = log.embarkation_port ?? trip.embarkation_port;
  const disembarkation = log.disembarkation_port ?? trip.disembarkation_port;
  const visited = log.visited_ports
    ? log.visited_ports.map((name) => visitedPort(trip, name))
    : trip.visited_ports;
  const filled: Trip = {
    ...trip,
    sailing_hours: log.sailing_hours,
    engine_hours: log.engine_hours,
    mooring_hours: log.mooring_hours,
    distance: log.distance,
    night_hours: log.night_hours ?? trip.night_hours,
    embarkation_port: embarkation,
    is_embarkation_tidal_port: knownTidal(trip, embarkation),
    disembarkation_port: disembarkation,
    is_disembarkation_tidal_port: knownTidal(trip, disembarkation),
    visited_ports: visited,
  };
  return formValuesToRequest(tripToFormValues(filled));
}
