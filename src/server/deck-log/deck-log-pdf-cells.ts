import { formatPosition } from '#domain/deck-log/position-text.ts';
import type { DeckLogEntry } from '#domain/deck-log.ts';
import { type Language, localeOf } from '#domain/language.ts';
import type { FontName } from '../pdf/fonts.ts';

/** A catalogue translator with {{placeholders}}: the server's translate bound to the document's language. */
export type Translator = (key: string, params?: Record<string, unknown>) => string;

/** A stretch of a cell's text in one font and colour; a cell is one or more of them, wrapped together. */
export interface Run {
  text: string;
  font: FontName;
  tone?: 'ink' | 'muted';
  /** Left whole when the row is struck through (the note that names the correction). */
  keep?: boolean;
}

const shipTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A logged_at as the watch wrote it, in the ship's time and never converted: "21.06 23:30" (pl) or "21/06 23:30"
 * (en), with the year when asked, and the offset when asked ("(+03:00)", "(UTC)").
 */
export function shipTime(
  loggedAt: string,
  language: Language,
  { year = false, offset = true }: { year?: boolean; offset?: boolean } = {},
): string {
  const match = shipTimePattern.exec(loggedAt);
  if (!match) return loggedAt;
  const [, y, mo, d, h, mi, zone] = match;
  const separator = language === 'pl' ? '.' : '/';
  const date = [d, mo, ...(year ? [y] : [])].join(separator);
  const suffix = offset ? ` (${zone === 'Z' ? 'UTC' : zone})` : '';
  return `${date} ${h}:${mi}${suffix}`;
}

/** The values of one entry's columns, in the document's language ('' where the watch wrote nothing). */
export function entryCells(language: Language, t: Translator) {
  const locale = localeOf(language);
  // Without thousands separators, as a watch writes a log reading or a pressure ("1013,2", not "1 013,2").
  const tenths = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false });
  const number = (value: number | null) => (value === null ? '' : tenths.format(value));
  const degrees = (value: number | null) => (value === null ? '' : `${String(value).padStart(3, '0')}°`);
  const decimalSeparator = language === 'pl' ? ',' : '.';
  return {
    number,
    time: (entry: DeckLogEntry) => shipTime(entry.logged_at, language),
    position: (entry: DeckLogEntry) =>
      entry.position ? formatPosition(entry.position, decimalSeparator) : '',
    course: (entry: DeckLogEntry) => degrees(entry.course_deg),
    speed: (entry: DeckLogEntry) => number(entry.sog_kn),
    log: (entry: DeckLogEntry) => number(entry.log_nm),
    wind: (entry: DeckLogEntry) =>
      [
        degrees(entry.wind_dir_deg),
        entry.wind_bft === null ? '' : t('deck_log.pdf.bft', { force: entry.wind_bft }),
      ]
        .filter(Boolean)
        .join(' '),
    sea: (entry: DeckLogEntry) => (entry.sea_state === null ? '' : String(entry.sea_state)),
    pressure: (entry: DeckLogEntry) => number(entry.pressure_hpa),
  };
}

export type EntryCells = ReturnType<typeof entryCells>;

/** A detail as a sentence of the remarks: a full stop unless the watch's words already end in one. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/**
 * The remarks column: the entry's kind in bold and what it corrects, the watch's text, then the readings no column
 * holds (sails, engine meter, heading, speed through the water, visibility), the crew member who wrote it, and
 * the entries that correct it. Line breaks in the text become spaces: a row of the table is one paragraph, as in
 * a paper log.
 */
export function remarks(
  entry: DeckLogEntry,
  { cells, language, t }: { cells: EntryCells; language: Language; t: Translator },
  links: { corrects: DeckLogEntry | undefined; correctedBy: readonly DeckLogEntry[] },
): Run[] {
  const at = (other: DeckLogEntry) => shipTime(other.logged_at, language, { offset: false });
  const corrects: Run[] = links.corrects
    ? [{ text: `${t('deck_log.pdf.corrects', { time: at(links.corrects) })}.`, font: 'condensedBold' }]
    : [];
  // Last, and not struck through with the rest: the way from a struck entry to the one that stands for it.
  const correctedBy: Run[] =
    links.correctedBy.length > 0
      ? [
          {
            text: t('deck_log.pdf.corrected_by', { time: links.correctedBy.map(at).join(', ') }),
            font: 'condensedBold',
            keep: true,
          },
        ]
      : [];
  const details = [
    // A sails entry's kind already says what its text is.
    entry.sails && entry.kind === 'sails' ? entry.sails : '',
    entry.sails && entry.kind !== 'sails' ? t('deck_log.pdf.sails', { sails: entry.sails }) : '',
    entry.engine_hours === null
      ? ''
      : t('deck_log.pdf.engine_hours', { hours: cells.number(entry.engine_hours) }),
    entry.heading_deg === null
      ? ''
      : t('deck_log.pdf.heading', { heading: String(entry.heading_deg).padStart(3, '0') }),
    entry.stw_kn === null ? '' : t('deck_log.pdf.stw', { speed: cells.number(entry.stw_kn) }),
    entry.visibility
      ? t('deck_log.pdf.visibility', { visibility: t(`deck_log.pdf.visibilities.${entry.visibility}`) })
      : '',
  ].filter(Boolean);
  const text = entry.text?.replace(/\s+/g, ' ').trim() ?? '';
  // The watch's words first (the port of a departure, what happened), then the readings no column holds.
  const body = [text && details.length > 0 ? sentence(text) : text, ...details.map(sentence)]
    .filter(Boolean)
    .join(' ');
  // The captain is named in every page's head; a crew member writing with the captain's leave signs the entry.
  const author: Run[] =
    entry.author.role === 'crew'
      ? [
          {
            text: `— ${entry.author.name} (${t('deck_log.pdf.roles.crew')})`,
            font: 'condensed',
            tone: 'muted',
          },
        ]
      : [];
  return [
    { text: `${t(`deck_log.pdf.kinds.${entry.kind}`)}.`, font: 'condensedBold' },
    ...corrects,
    ...(body ? [{ text: body, font: 'condensed' as const }] : []),
    ...author,
    ...correctedBy,
  ];
}
