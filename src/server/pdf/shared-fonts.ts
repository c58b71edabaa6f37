import { type FontName, fonts } from './fonts.ts';

/**
 * pdfkit 0.17 parses a font file anew (fontkit.create) for every document that opens it, and that parse and the
 * glyph and layout tables fontkit then builds lazily were most of a voyage card's time. The parsed fontkit font
 * holds no per-document state (each document still makes its own subset: EmbeddedFont.createSubset), so it is
 * parsed once per process and every later document gets its own pdfkit EmbeddedFont around the same parsed font.
 * pdfkit exports neither EmbeddedFont nor its font cache: both are reached through the first document's fonts,
 * and the fields used here are checked, so a pdfkit that changes them falls back to parsing per document.
 *
 * What is shared is the parsed file and its decoded tables, never the glyph objects: fontkit keeps each glyph
 * with the characters of the call that first made it, and subsetting makes the parts of composite glyphs (Ż is
 * Z and a dot) with none. A Z first made that way in one document left every later document's Z without its
 * letter in the PDF's text layer (search, copy, screen readers), so each document gets its own glyph cache.
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

/** fontkit's getter that makes a font's layout engine (cached on the font it is called on), if it has one. */
function layoutEngineGetter(font: object): (() => unknown) | undefined {
  for (let proto = Object.getPrototypeOf(font); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, '_layoutEngine');
    if (descriptor) return descriptor.get;
  }
  return undefined;
}

/**
 * The parsed font for one more document: the same file and decoded tables, its own glyph cache and its own
 * layout engine (the engine makes glyphs through the font it was made for). Undefined when this fontkit does
 * not look as expected: the document then parses the font itself.
 */
function forOneDocument(font: object): object | undefined {
  const makeLayoutEngine = layoutEngineGetter(font);
  if (!('_glyphs' in font) || !makeLayoutEngine) return undefined;
  const view = Object.create(font) as object;
  Object.defineProperty(view, '_glyphs', { value: {}, writable: true });
  Object.defineProperty(view, '_layoutEngine', {
    configurable: true,
    get: () => makeLayoutEngine.call(view),
  });
  return view;
}

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
    const font = known && forOneDocument(known.font);
    if (cache && known && font) {
      cache._fontCount += 1;
      cache._fontFamilies[name] = new known.constructor(doc, font, `F${cache._fontCount}`);
      continue;
    }
    doc.registerFont(name, file);
    if (!cache) continue;
    doc.font(name);
    const opened = cache._fontFamilies[name];
    if (opened && typeof opened.font === 'object') parsed.set(name, opened);
  }
}
