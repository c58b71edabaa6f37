import type { FontName } from '../pdf/fonts.ts';
import type { Run } from './deck-log-pdf-cells.ts';

/** Words of one font, tone and strike on one line, drawn by one call (with the space that follows them). */
export interface Piece {
  text: string;
  font: FontName;
  tone: 'ink' | 'muted';
  /** Not struck through with the rest of a struck row. */
  keep: boolean;
  /** From the line's start, in points. */
  x: number;
}

export interface RichLine {
  pieces: Piece[];
  /** The line's printed width, its last space left out (what a strike-through covers). */
  width: number;
}

/**
 * Each document's words already measured, by font, size and text: a log repeats its words (times, figures, the
 * kinds), and measuring is most of the time a row takes.
 */
const measured = new WeakMap<PDFKit.PDFDocument, Map<string, number>>();

/**
 * Runs of text in several fonts (the remarks' bold kind, then plain text) broken into the lines they take in a
 * box `width` points wide at `size`: textLines (../pdf/text-lines.ts) for one font, word by word across fonts.
 * A word wider than the box is cut where it overflows.
 */
export function richLines(
  doc: PDFKit.PDFDocument,
  runs: readonly Run[],
  size: number,
  width: number,
): RichLine[] {
  const widths = measured.get(doc) ?? new Map<string, number>();
  measured.set(doc, widths);
  const measure = (text: string, font: FontName) => {
    const key = `${font} ${size} ${text}`;
    let found = widths.get(key);
    if (found === undefined) {
      found = doc.font(font).fontSize(size).widthOfString(text);
      widths.set(key, found);
    }
    return found;
  };
  const lines: RichLine[] = [];
  let pieces: Piece[] = [];
  /** Where the next word starts on the current line, and where its last word ends. */
  let cursor = 0;
  let end = 0;

  const closeLine = () => {
    lines.push({ pieces, width: end });
    pieces = [];
    cursor = 0;
    end = 0;
  };
  const place = (word: string, run: Run, wordWidth: number) => {
    const { font } = run;
    const tone = run.tone ?? 'ink';
    const keep = run.keep ?? false;
    const last = pieces[pieces.length - 1];
    if (last && last.font === font && last.tone === tone && last.keep === keep) last.text += `${word} `;
    else pieces.push({ text: `${word} `, font, tone, keep, x: cursor });
    end = cursor + wordWidth;
    cursor = end + measure(' ', font);
  };

  for (const run of runs) {
    for (const word of run.text.split(/\s+/).filter(Boolean)) {
      let rest = word;
      let restWidth = measure(rest, run.font);
      if (pieces.length > 0 && cursor + restWidth > width) closeLine();
      while (restWidth > width) {
        // The longest head that fits (at least one letter), found by halving: a 2,000-letter word is cut in a
        // dozen measurements a line rather than a measurement per letter.
        let fits = 1;
        let over = rest.length;
        while (over - fits > 1) {
          const middle = Math.floor((fits + over) / 2);
          if (measure(rest.slice(0, middle), run.font) <= width) fits = middle;
          else over = middle;
        }
        const cut = fits;
        place(rest.slice(0, cut), run, measure(rest.slice(0, cut), run.font));
        closeLine();
        rest = rest.slice(cut);
        restWidth = measure(rest, run.font);
      }
      place(rest, run, restWidth);
    }
  }
  if (pieces.length > 0 || lines.length === 0) closeLine();
  return lines;
}
