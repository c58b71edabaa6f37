import { type FontName, fonts } from './fonts.ts';

/**
 * pdfkit 0.17 parses a font file anew (fontkit.create) for every document that opens it, and that parse and the
 * glyph and layout tables fontkit then builds lazily were most of a voyage card's time. The parsed fontkit font
 * holds no per-document state (each document still makes its own subset: EmbeddedFont.createSubset), so it is
 * parsed once per process and every later document gets its own pdfkit EmbeddedFont around the same parsed font.
 * pdfkit exports neither EmbeddedFont nor its font cache: both are reached through the first document's fonts,
 * and the fields used here are checked, so a pdfkit that changes them falls back to parsing per document.
 */
interface EmbeddedFontLike {
  font: object;
  constructor: new (document: PDFKit.PDFDocument, font: object, id: string) => EmbeddedFontLike;
}
interface FontCacheOf {
  _fontFamilies: Record<string, EmbeddedFontLike | undefined>;
  _fontCount: number;
}

const parsed = new Map<FontName, EmbeddedFontLike>();

function fontCacheOf(doc: PDFKit.PDFDocument): FontCacheOf | undefined {
  const state = doc as unknown as Partial<FontCacheOf>;
  return typeof state._fontFamilies === 'object' && typeof state._fontCount === 'number'
    ? (state as FontCacheOf)
    : undefined;
}

/** Makes the DejaVu fonts available to the document by name ('regular', 'bold', ...), parsed once per process. */
export function addSharedFonts(doc: PDFKit.PDFDocument) {
  const cache = fontCacheOf(doc);
  for (const [name, file] of Object.entries(fonts()) as [FontName, Buffer][]) {
    const known = parsed.get(name);
    if (cache && known) {
      cache._fontCount += 1;
      cache._fontFamilies[name] = new known.constructor(doc, known.font, `F${cache._fontCount}`);
      continue;
    }
    doc.registerFont(name, file);
    if (!cache) continue;
    doc.font(name);
    const opened = cache._fontFamilies[name];
    if (opened && typeof opened.font === 'object') parsed.set(name, opened);
  }
}
