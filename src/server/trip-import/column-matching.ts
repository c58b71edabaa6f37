import { languages } from '#domain/language.ts';
import {
  crewColumns,
  importableTripFields,
  normaliseHeader,
  passageColumns,
  portColumns,
  type TransferColumn,
  type TransferSheet,
  tripColumns,
} from '#domain/trip-transfer/columns.ts';
import type { ImportColumn, ImportMapping } from '#domain/trip-transfer/import.ts';
import { translate } from '../http/messages.ts';

const sheetColumns: Record<TransferSheet, readonly TransferColumn[]> = {
  trips: tripColumns,
  visited_ports: portColumns,
  crew: crewColumns,
  passages: passageColumns,
};

/** The column's label in a language; undefined while the catalogue has none. */
function labelOf(sheet: TransferSheet, field: string, language: (typeof languages)[number]) {
  const key = `transfer.columns.${sheet}.${field}`;
  const label = translate(language, key);
  return label === key ? undefined : label;
}

const names = new Map<TransferSheet, Map<string, string>>();

/**
 * Every name a sheet's column goes by, normalised: the field itself and its labels in English and Polish first,
 * then the aliases (so an alias never takes another column's own name).
 */
function namesOf(sheet: TransferSheet): Map<string, string> {
  const known = names.get(sheet);
  if (known) return known;
  const index = new Map<string, string>();
  const add = (name: string | undefined, field: string) => {
    const key = name === undefined ? '' : normaliseHeader(name);
    if (key !== '' && !index.has(key)) index.set(key, field);
  };
  for (const column of sheetColumns[sheet]) {
    add(column.field, column.field);
    for (const language of languages) add(labelOf(sheet, column.field, language), column.field);
  }
  // "Captain first name" for "Captain's first name": people drop the possessive.
  for (const column of sheetColumns[sheet]) {
    for (const language of languages)
      add(labelOf(sheet, column.field, language)?.replace(/['’]s\b/g, ''), column.field);
  }
  for (const column of sheetColumns[sheet]) for (const alias of column.aliases) add(alias, column.field);
  names.set(sheet, index);
  return index;
}

const importable = new Set<string>(importableTripFields);

/** The field a header names on a sheet, or null; on the Trips sheet only a field an import reads. */
export function fieldOfHeader(sheet: TransferSheet, header: string): string | null {
  const field = namesOf(sheet).get(normaliseHeader(header)) ?? null;
  if (sheet === 'trips' && field !== null && !importable.has(field)) return null;
  return field;
}

/**
 * The Trips sheet's columns: each header matched by name, or as `mapping` says (null ignores it). When two columns
 * name one field, a column the mapping named wins, otherwise the first from the left; the other is ignored.
 */
export function matchTripColumns(header: readonly string[], mapping: ImportMapping = {}): ImportColumn[] {
  const mapped = (source: string) =>
    Object.hasOwn(mapping, source) ? source : Object.hasOwn(mapping, source.trim()) ? source.trim() : null;
  const wanted = header.map((source) => {
    const key = mapped(source);
    return key === null
      ? { source, field: fieldOfHeader('trips', source), chosen: false }
      : { source, field: mapping[key] ?? null, chosen: true };
  });
  const taken = new Set<string>();
  const claim = (entry: (typeof wanted)[number]) => {
    if (entry.field === null || taken.has(entry.field)) return null;
    taken.add(entry.field);
    return entry.field;
  };
  const fields = new Map<number, string | null>();
  wanted.forEach((entry, index) => {
    if (entry.chosen) fields.set(index, claim(entry));
  });
  wanted.forEach((entry, index) => {
    if (!entry.chosen) fields.set(index, claim(entry));
  });
  return wanted.map((entry, index) => ({ source: entry.source, field: fields.get(index) ?? null }));
}

/** Another sheet's columns (Visited ports, Crew, Passages) by name; the first of two that name one field wins. */
export function matchSheetColumns(sheet: TransferSheet, header: readonly string[]): (string | null)[] {
  const taken = new Set<string>();
  return header.map((source) => {
    const field = fieldOfHeader(sheet, source);
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}
