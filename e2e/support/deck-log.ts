import { randomUUID } from 'node:crypto';
import type { ApiCaptain } from './accounts.ts';
import { captainApi } from './trips.ts';

/**
 * A day of a deck log as a watch keeps it, on the trip's first day (`date`, YYYY-MM-DD, ship's time +02:00):
 * departure, a watch change with every reading, the engine on and off, a course written wrong and corrected,
 * the arrival.
 */
export function deckLogDay(date: string) {
  const at = (time: string) => `${date}T${time}+02:00`;
  const wrong = randomUUID();
  return [
    { id: randomUUID(), logged_at: at('08:00'), kind: 'departure', text: 'Gdynia', log_nm: 1200 },
    { id: randomUUID(), logged_at: at('08:05'), kind: 'engine_on', engine_hours: 812.4 },
    { id: randomUUID(), logged_at: at('08:40'), kind: 'engine_off', engine_hours: 813 },
    {
      id: wrong,
      logged_at: at('12:00'),
      kind: 'watch_change',
      position: { lat: 54.6, lon: 18.9 },
      course_deg: 54,
      sog_kn: 6.2,
      log_nm: 1224.5,
      wind_dir_deg: 270,
      wind_bft: 5,
      sea_state: 3,
      pressure_hpa: 1013,
      visibility: 'good',
      sails: 'grot na 1. refie, genua',
      text: 'Wachta II przejmuje.',
    },
    {
      id: randomUUID(),
      logged_at: at('12:00'),
      kind: 'watch_change',
      position: { lat: 54.6, lon: 18.9 },
      course_deg: 45,
      sog_kn: 6.2,
      log_nm: 1224.5,
      wind_dir_deg: 270,
      wind_bft: 5,
      sea_state: 3,
      pressure_hpa: 1013,
      visibility: 'good',
      sails: 'grot na 1. refie, genua',
      text: 'Wachta II przejmuje.',
      corrects: wrong,
    },
    { id: randomUUID(), logged_at: at('17:30'), kind: 'arrival', text: 'Hel', log_nm: 1238.2 },
  ];
}

/** Stores entries in a trip's deck log through the batch endpoint (at most 500 at a time). */
export async function writeDeckLog(captain: ApiCaptain, tripId: number, entries: readonly unknown[]) {
  for (let start = 0; start < entries.length; start += 500) {
    await captainApi(
      captain,
      'POST',
      `/api/sailing-trips/${tripId}/log-entries/batch`,
      { entries: entries.slice(start, start + 500) },
      200,
    );
  }
}
