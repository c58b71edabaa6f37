import type { Position } from '../deck-log.ts';

type Token = { number: number } | { hemisphere: 'N' | 'S' | 'E' | 'W' };
type Coordinate = { value: number; hemisphere: 'N' | 'S' | 'E' | 'W' | null };

/** Splits "54°21,5′N 018°39.2′E" into numbers and hemisphere letters; null on anything else. */
function tokens(text: string): Token[] | null {
  const cleaned = text
    .toUpperCase()
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/[°º'′’"″”,;]/g, ' ')
    .trim();
  if (cleaned === '') return null;
  const found: Token[] = [];
  for (const part of cleaned.match(/-?\d+(?:\.\d+)?|[NSEW]|\S+/g) ?? []) {
    if (/^[NSEW]$/.test(part)) found.push({ hemisphere: part as 'N' | 'S' | 'E' | 'W' });
    else if (/^-?\d+(?:\.\d+)?$/.test(part)) found.push({ number: Number(part) });
    else return null;
  }
  return found;
}

/** Degrees, minutes and seconds (each optional after the first) as degrees; null when a part is out of range. */
function degreesOf(parts: readonly number[]): number | null {
  const [degrees, minutes = 0, seconds = 0] = parts;
  if (degrees === undefined || parts.length > 3) return null;
  if (minutes < 0 || minutes >= 60 || seconds < 0 || seconds >= 60) return null;
  if (parts.length > 1 && (degrees < 0 || !Number.isInteger(degrees))) return null;
  if (parts.length > 2 && !Number.isInteger(minutes)) return null;
  const sign = degrees < 0 ? -1 : 1;
  return sign * (Math.abs(degrees) + minutes / 60 + seconds / 3600);
}

/** The two coordinates, each with its letter written before ("N 54 21.5") or after ("54 21.5 N"), or none. */
function coordinates(found: readonly Token[]): [Coordinate, Coordinate] | null {
  const letters = found.filter((token) => 'hemisphere' in token).length;
  const numbers = found.flatMap((token) => ('number' in token ? [token.number] : []));
  if (letters === 0) {
    const half = numbers.length / 2;
    if (!Number.isInteger(half) || half < 1) return null;
    const a = degreesOf(numbers.slice(0, half));
    const b = degreesOf(numbers.slice(half));
    return a === null || b === null
      ? null
      : [
          { value: a, hemisphere: null },
          { value: b, hemisphere: null },
        ];
  }
  if (letters !== 2 || numbers.some((n) => n < 0)) return null;
  const prefix = 'hemisphere' in (found[0] as Token);
  const groups: Coordinate[] = [];
  let current: number[] = [];
  let letter: 'N' | 'S' | 'E' | 'W' | null = null;
  const close = () => {
    const value = degreesOf(current);
    if (value === null || letter === null) return false;
    groups.push({ value, hemisphere: letter });
    current = [];
    letter = null;
    return true;
  };
  for (const token of found) {
    if ('number' in token) {
      current.push(token.number);
      continue;
    }
    if (prefix && letter !== null && !close()) return null;
    letter = token.hemisphere;
    if (!prefix && !close()) return null;
  }
  if (prefix && !close()) return null;
  return groups.length === 2 && current.length === 0
    ? [groups[0] as Coordinate, groups[1] as Coordinate]
    : null;
}

/**
 * A position as a watch writes it: degrees and decimal minutes ("54°21.5′N 018°39.2′E", "54 21,5 N 18 39,2 E",
 * "N 54°21.5′ E 018°39.2′"), degrees, minutes and seconds, or decimal degrees ("54.358, 18.653", "-33.9 151.2").
 * Latitude first, unless the letters say otherwise. Null when it cannot be read or lies off the globe.
 */
export function parsePosition(text: string): Position | null {
  const found = tokens(text);
  const pair = found && coordinates(found);
  if (!pair) return null;
  let [first, second] = pair;
  if (first.hemisphere === 'E' || first.hemisphere === 'W') [first, second] = [second, first];
  if (first.hemisphere === 'E' || first.hemisphere === 'W') return null;
  if (second.hemisphere === 'N' || second.hemisphere === 'S') return null;
  const lat = first.hemisphere === 'S' ? -first.value : first.value;
  const lon = second.hemisphere === 'W' ? -second.value : second.value;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat: Math.round(lat * 1e6) / 1e6, lon: Math.round(lon * 1e6) / 1e6 };
}

/** Degrees and minutes to a tenth, the minutes carried into the degrees when they round to 60. */
function dm(value: number, degreeDigits: number, decimalSeparator: string): string {
  const tenths = Math.round(Math.abs(value) * 600);
  const degrees = Math.floor(tenths / 600);
  const minutes = ((tenths % 600) / 10).toFixed(1).padStart(4, '0').replace('.', decimalSeparator);
  return `${String(degrees).padStart(degreeDigits, '0')}°${minutes}′`;
}

/** "54°21.5′N 018°39.2′E": degrees and decimal minutes, as a chart and a paper deck log write a position. */
export function formatPosition(position: Position, decimalSeparator = '.'): string {
  const ns = position.lat < 0 ? 'S' : 'N';
  const ew = position.lon < 0 ? 'W' : 'E';
  return `${dm(position.lat, 2, decimalSeparator)}${ns} ${dm(position.lon, 3, decimalSeparator)}${ew}`;
}
