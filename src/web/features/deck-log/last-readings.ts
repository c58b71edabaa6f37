import type { DeckLogEntry } from '#domain/deck-log.ts';

/** The readings a new entry proposes: each the latest written in the log (a struck-through entry's do not count). */
export const proposedReadings = [
  'position',
  'course_deg',
  'heading_deg',
  'sog_kn',
  'stw_kn',
  'log_nm',
  'wind_dir_deg',
  'wind_bft',
  'sea_state',
  'pressure_hpa',
  'visibility',
  'sails',
  'engine_hours',
] as const;
export type ProposedReading = (typeof proposedReadings)[number];
export type Readings = Partial<Pick<DeckLogEntry, ProposedReading>>;

/** The ids of entries a later entry corrects. */
export function correctedIds(entries: readonly DeckLogEntry[]): Set<string> {
  const ids = new Set<string>();
  for (const entry of entries) if (entry.corrects) ids.add(entry.corrects);
  return ids;
}

/** For each reading, its value in the latest entry (oldest-first list) that wrote one and was not corrected. */
export function lastReadings(entries: readonly DeckLogEntry[]): Readings {
  const corrected = correctedIds(entries);
  const readings: Record<string, unknown> = {};
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index];
    if (!entry || corrected.has(entry.id)) continue;
    for (const name of proposedReadings) {
      if (readings[name] === undefined && entry[name] !== null) readings[name] = entry[name];
    }
  }
  return readings as Readings;
}

/** Whether the engine runs by the log: its latest engine entry (not corrected) is engine_on. */
export function engineRunning(entries: readonly DeckLogEntry[]): boolean {
  const corrected = correctedIds(entries);
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index];
    if (!entry || corrected.has(entry.id)) continue;
    if (entry.kind === 'engine_on') return true;
    if (entry.kind === 'engine_off') return false;
  }
  return false;
}
