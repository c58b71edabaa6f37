import { printableRangesText } from './printable-coverage.ts';

/**
 * What the PDFs print in place of a character their fonts lack (docs/decisions/014): the Unicode replacement
 * character, which every embedded font draws, so nothing is left blank or drawn as an empty box.
 */
export const replacementCharacter = '\uFFFD';

/** Line breaks and tabs: the documents lay them out themselves, no font draws them. */
const layoutControls = new Set([0x09, 0x0a, 0x0d]);

let ranges: Uint32Array | null = null;
/** One byte per code point of the Basic Multilingual Plane, 1 where it prints: most text is looked up here. */
let basicPlane: Uint8Array | null = null;

/** The generated ranges as [first, last, first, last, ...], decoded on first use. */
function printableRanges(): Uint32Array {
  if (ranges) return ranges;
  const pairs = printableRangesText.split(',');
  const decoded = new Uint32Array(pairs.length * 2);
  pairs.forEach((pair, i) => {
    const [from = '', to = from] = pair.split('-');
    decoded[i * 2] = Number.parseInt(from, 36);
    decoded[i * 2 + 1] = Number.parseInt(to, 36);
  });
  ranges = decoded;
  return decoded;
}

function printableBasicPlane(): Uint8Array {
  if (basicPlane) return basicPlane;
  const plane = new Uint8Array(0x10000);
  const flat = printableRanges();
  for (let i = 0; i < flat.length; i += 2) {
    const from = flat[i] ?? 0;
    const to = Math.min(flat[i + 1] ?? 0, 0xffff);
    if (from <= to) plane.fill(1, from, to + 1);
  }
  for (const codePoint of layoutControls) plane[codePoint] = 1;
  basicPlane = plane;
  return plane;
}

function isPrintableCodePoint(codePoint: number): boolean {
  if (codePoint <= 0xffff) return printableBasicPlane()[codePoint] === 1;
  const flat = printableRanges();
  let low = 0;
  let high = flat.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (codePoint < (flat[middle * 2] ?? 0)) high = middle - 1;
    else if (codePoint > (flat[middle * 2 + 1] ?? 0)) low = middle + 1;
    else return true;
  }
  return false;
}

/** True when every code point of `text` prints (a lone surrogate does not); by code unit, as this runs often. */
function isPrintableCluster(text: string): boolean {
  const plane = printableBasicPlane();
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const codePoint = text.codePointAt(i) ?? unit;
      if (codePoint > 0xffff) {
        if (!isPrintableCodePoint(codePoint)) return false;
        i += 1;
        continue;
      }
    }
    if (plane[unit] !== 1) return false;
  }
  return true;
}

let segmenter: Intl.Segmenter | null = null;

/**
 * The text as the user sees its characters: grapheme clusters, so an emoji with a skin tone, a family joined
 * by zero-width joiners or a flag is one character, as on screen.
 */
function clusters(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (segment) => segment.segment);
}

/** Composed form: a letter typed as a base and a combining accent prints as the one letter. */
const composed = (text: string) => text.normalize('NFC');

/**
 * The characters of `text` the documents cannot print as typed (not in the embedded fonts, or written right to
 * left), each once, in the order they first appear.
 */
export function unprintableCharacters(text: string): string[] {
  const normalized = composed(text);
  if (isPrintableCluster(normalized)) return [];
  const found = new Set<string>();
  for (const cluster of clusters(normalized)) {
    if (!isPrintableCluster(cluster)) found.add(cluster);
  }
  return [...found];
}

/** The text as the documents print it: each character they cannot print replaced by one replacement character. */
export function printableText(text: string): string {
  const normalized = composed(text);
  if (isPrintableCluster(normalized)) return normalized;
  return clusters(normalized)
    .map((cluster) => (isPrintableCluster(cluster) ? cluster : replacementCharacter))
    .join('');
}
