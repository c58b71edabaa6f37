import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../documents/read-pdf.ts';
import type { FontName } from './fonts.ts';
import { addSharedFonts, parsedFont, viewForOneDocument } from './shared-fonts.ts';

async function pdfWith(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  addSharedFonts(doc, fontkit);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('regular').text(text);
  doc.font('bold').text(text);
  doc.end();
  return ended;
}

const names: FontName[] = ['regular', 'bold', 'condensed', 'condensedBold'];

describe('fonts shared between documents', () => {
  it('keep every document readable as text, whatever the documents before it held', async () => {
    // DejaVu's Ż is drawn from Z and a dot: subsetting a document with only Ż makes the Z glyph as a part,
    // without the letter it stands for. A later document using Z must still map it back to "Z".
    for (const first of ['Ż', 'Łódź Świnoujście']) {
      await pdfWith(first);
      const later = await readPdf(await pdfWith('Zawisza Czarny JSM-77 Szczecin'));
      expect(later.all).toContain('Zawisza Czarny JSM-77 Szczecin');
    }
  });

  // The view relies on fontkit's private fields. When an upgrade changes them, this fails: re-measure
  // (bench/README.md, "Libraries' internals") and adapt or drop shared-fonts.ts.
  it.each(names)(
    '%s: fontkit still keeps glyphs in _glyphs and makes the layout engine in a cached getter',
    (name) => {
      const font = parsedFont(name, fontkit);
      expect(Object.hasOwn(font, '_glyphs')).toBe(true);
      const getter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(font), '_layoutEngine');
      expect(typeof getter?.get).toBe('function');

      const view = viewForOneDocument(font);
      if (!view) throw new Error('no per-document view: documents parse their fonts again');
      expect(Object.getPrototypeOf(view)).toBe(font);
      // Decoded tables come from the one parse; glyphs and the layout engine are the document's own.
      expect(view.hhea).toBe(font.hhea);
      const run = view.layout('Żagiel');
      expect(run.glyphs.map((glyph) => glyph.codePoints)).toEqual(
        [...'Żagiel'].map((letter) => [letter.codePointAt(0)]),
      );
      const ownGlyphs = (view as unknown as { _glyphs: Record<number, object> })._glyphs;
      const sharedGlyphs = (font as unknown as { _glyphs: Record<number, object> })._glyphs;
      for (const glyph of run.glyphs) {
        expect(ownGlyphs[glyph.id]).toBe(glyph);
        expect(sharedGlyphs[glyph.id]).not.toBe(glyph);
      }
      const engineOf = (of: object) => (of as { _layoutEngine: { font: object } })._layoutEngine;
      expect(engineOf(view).font).toBe(view);
      expect(engineOf(view)).toBe(engineOf(view));
      expect(engineOf(viewForOneDocument(font) as object)).not.toBe(engineOf(view));
    },
  );

  it('are handed to pdfkit already parsed, and each document subsets its own', async () => {
    const doc = new PDFDocument({ size: 'A4' });
    addSharedFonts(doc, fontkit);
    doc.font('regular');
    // pdfkit's own state, read only here: the embedded font wraps a view of the one parsed font.
    const embedded = (doc as unknown as { _font: { font: object; subset: object } })._font;
    expect(Object.getPrototypeOf(embedded.font)).toBe(parsedFont('regular', fontkit));
    const other = new PDFDocument({ size: 'A4' });
    addSharedFonts(other, fontkit);
    other.font('regular');
    const otherEmbedded = (other as unknown as { _font: { font: object; subset: object } })._font;
    expect(otherEmbedded.font).not.toBe(embedded.font);
    expect(otherEmbedded.subset).not.toBe(embedded.subset);
    doc.end();
    other.end();
  });
});
