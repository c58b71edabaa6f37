import { summarizeDeckLog } from '#domain/deck-log/summary.ts';
import type { DeckLogEntry, DeckLogKind, DeckLogTrip } from '#domain/deck-log.ts';
import type { DeckLogDocument } from './deck-log-pdf.ts';

export const deckLogTrip: DeckLogTrip = {
  id: 7,
  yacht_name: 'Zawisza Czarny',
  registration_number: 'POL-1234',
  captain_name: 'Łukasz Żółć',
  embarkation_port: 'Gdynia',
  disembarkation_port: 'Świnoujście',
  embarkation_date: '2026-06-21',
  disembarkation_date: '2026-06-24',
  status: 'completed',
};

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** An entry of the fixture log, every reading filled, at `minutes` after 21.06.2026 06:00 ship's time (+02:00). */
export function logEntry(n: number, minutes: number, overrides: Partial<DeckLogEntry> = {}): DeckLogEntry {
  const at = new Date(Date.UTC(2026, 5, 21, 6, 0) + minutes * 60_000);
  const two = (value: number) => String(value).padStart(2, '0');
  const loggedAt = `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}T${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:00+02:00`;
  return {
    id: id(n),
    logged_at: loggedAt,
    kind: 'position',
    position: { lat: 54.5 + n * 0.01, lon: 18.55 - n * 0.02 },
    course_deg: (n * 7) % 360,
    heading_deg: null,
    sog_kn: 5.5,
    stw_kn: null,
    log_nm: 100 + n * 2.5,
    wind_dir_deg: 45,
    wind_bft: 4,
    sea_state: 3,
    pressure_hpa: 1013.2,
    visibility: null,
    sails: null,
    engine_hours: null,
    text: null,
    author: { role: 'captain', name: 'Łukasz Żółć' },
    corrects: null,
    received_at: `2026-06-21T${two(6 + (n % 12))}:00:00.000Z`,
    ...overrides,
  };
}

const cycle: DeckLogKind[] = ['position', 'weather', 'position', 'watch_change', 'sails', 'position', 'note'];

/**
 * A log of `count` entries half an hour apart, from the departure from Gdynia to the arrival in Świnoujście: the
 * engine on and off, a long remark, a wrong position (the 10th entry) corrected by the 11th, and Polish letters.
 */
export function deckLogOf(count: number): DeckLogDocument {
  const entries = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const kind = cycle[i % cycle.length] ?? 'position';
    const base = logEntry(n, i * 30, { kind });
    if (n === 1) return { ...base, kind: 'departure' as const, text: 'Gdynia' };
    if (n === 2) return { ...base, kind: 'engine_on' as const, engine_hours: 1234.5 };
    if (n === 4) return { ...base, kind: 'engine_off' as const, engine_hours: 1235.2 };
    if (n === 5)
      return { ...base, kind: 'sails' as const, sails: 'grot, genua', stw_kn: 6.1, heading_deg: 275 };
    if (n === 7) {
      return {
        ...base,
        kind: 'note' as const,
        author: { role: 'crew' as const, name: 'Anna Wiśniewska' },
        text: `Zmiana wachty: Anna Wiśniewska przejmuje. ${'Szkwał z NW, refujemy grota, załoga w kamizelkach. '.repeat(8)}Koniec.`,
        visibility: 'moderate' as const,
      };
    }
    if (kind === 'weather') return { ...base, position: null, course_deg: null, sog_kn: null, log_nm: null };
    if (kind === 'note') return { ...base, text: 'Kawa dla wachty.', position: null, course_deg: null };
    if (n === 10) return { ...base, position: { lat: 55.4, lon: 17.1 }, text: 'Pomyłka w pozycji' };
    if (n === 11) {
      return {
        ...base,
        kind: 'position' as const,
        logged_at: logEntry(10, 9 * 30 + 5).logged_at,
        corrects: id(10),
        position: { lat: 54.6, lon: 18.35 },
      };
    }
    if (n === count) return { ...base, kind: 'arrival' as const, text: 'Świnoujście' };
    return base;
  });
  return {
    trip: deckLogTrip,
    entries,
    summary: summarizeDeckLog(entries),
    generatedAt: new Date('2026-06-25'),
  };
}

/** The fixture's entry number `n` (1-based), as printed. */
export const fixtureId = id;
