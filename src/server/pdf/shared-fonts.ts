import type * as Fontkit from 'fontkit';
import { type FontName, fonts } from './fonts.ts';
import { printOnlyPrintable } from './printable-document.ts';

/**
 * pdfkit parses a font file anew (fontkit.create) for every document that opens it from its bytes, and that
 * parse and the glyph and layout tables fontkit then builds lazily were most of a voyage card's time. So each
 * DejaVu file is parsed once per process, and every document is given the parsed font (pdfkit takes a fontkit
 * font in registerFont); each document still makes its own subset.
 *
 * What is shared is the parsed file and its decoded tables, never the glyph objects: fontkit keeps each glyph
 * with the characters of the call that first made it, and subsetting makes the parts of composite glyphs (Ż is
 * Z and a dot) with none. A Z first made that way in one document left every later document's Z without its
 * letter in the PDF's text layer (search, copy, screen readers), so each document gets a view of the font with
 * its own glyph cache and layout engine. Those are fontkit's private fields (`_glyphs`, the cached
 * `_layoutEngine` getter): fontkit is pinned exactly, shared-fonts.test.ts fails when they change, and a
 * fontkit without them makes every document parse its fonts again (slower, never wrong).
 */
const parsed = new Map<FontName, Fontkit.Font>();

/** fontkit's getter that makes a font's layout engine (cached on the object it is called on), if it has one. */
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
 * not look as expected.
 */
export function viewForOneDocument(font: Fontkit.Font): Fontkit.Font | undefined {
  const makeLayoutEngine = layoutEngineGetter(font);
  if (!Object.hasOwn(font, '_glyphs') || !makeLayoutEngine) return undefined;
  const view = Object.create(font) as Fontkit.Font;
  Object.defineProperty(view, '_glyphs', { value: {}, writable: true });
  Object.defineProperty(view, '_layoutEngine', {
    configurable: true,
    get: () => makeLayoutEngine.call(view),
  });
  return view;
}

/** The DejaVu font, parsed on first use in this process (fontkit is passed in: it is loaded with the first PDF). */
export function parsedFont(name: FontName, fontkit: typeof Fontkit): Fontkit.Font {
  let font = parsed.get(name);
  if (!font) {
    const opened = fontkit.create(fonts()[name]);
    if (!('layout' in opened)) throw new Error(`${name}: a font collection, not one font`);
    font = opened;
    parsed.set(name, font);
  }
  return font;
}

/**
 * Makes the DejaVu fonts available to the document by name ('regular', 'bold', ...), parsed once per process,
 * and has every text drawn in them printable by them (a character they lack prints as a replacement).
 */
export function addSharedFonts(doc: PDFKit.PDFDocument, fontkit: typeof Fontkit) {
  printOnlyPrintable(doc);
  for (const name of Object.keys(fonts()) as FontName[]) {
    const view = viewForOneDocument(parsedFont(name, fontkit));
    // pdfkit takes a parsed fontkit font where @types/pdfkit (written for 0.17) names only files and bytes.
    doc.registerFont(name, (view ?? fonts()[name]) as unknown as Buffer);
  }
}
