import type { Language } from '#domain/language.ts';
import type { DocumentStructure } from './pdf-structure.ts';
import type { DocumentMark } from './pdf-writer.ts';
import { drawQrCode } from './qr-drawing.ts';

/** What the mark needs of the PDF writer. */
interface MarkCanvas {
  doc: PDFKit.PDFDocument;
  tag: DocumentStructure;
  /** A label in both languages on one line ("Kod weryfikacyjny / Verification code"). */
  label: (key: string) => string;
  /** A sentence in the document's language, then in the other. */
  bilingual: (key: string) => [string, string];
  /** The language a bilingual sentence's second line is in. */
  other: Language;
  ink: string;
  muted: string;
}

/** Side of the QR code in the header: about 18 mm, which phones read from a printout at arm's length. */
export const qrSize = 50;
const textWidth = 175;
const gap = 8;

/** The width the mark takes at the header's right edge (nothing without a mark). */
export function markWidth(mark: DocumentMark | undefined) {
  if (!mark) return 0;
  return mark.kind === 'code' ? qrSize + gap + textWidth : textWidth + 20;
}

/**
 * The mark in the header, ending at `right`: the QR code of the verification link with the printed code and the
 * link beside it, or the sentence saying why the document cannot be verified. Returns its height.
 */
export function drawMark(
  canvas: MarkCanvas,
  mark: DocumentMark | undefined,
  printed: string,
  right: number,
  top: number,
) {
  const { doc, tag, ink, muted } = canvas;
  if (!mark) return 0;
  if (mark.kind === 'not_verifiable') {
    const width = markWidth(mark);
    const key =
      mark.reason === 'public_card' ? 'pdf.verification.public_card' : 'pdf.verification.switched_off';
    const [first, second] = canvas.bilingual(key);
    const options = { width, align: 'right' as const };
    tag.add('P', () =>
      doc
        .font('bold')
        .fontSize(7)
        .fillColor(ink)
        .text(first, right - width, top, options),
    );
    const secondDraw = () =>
      doc
        .font('regular')
        .fontSize(7)
        .fillColor(muted)
        .text(second, right - width, doc.y + 1, options);
    tag.add('P', secondDraw, { lang: canvas.other });
    return doc.y - top;
  }
  const x = right - qrSize - gap - textWidth;
  const options = { width: textWidth, align: 'right' as const };
  // A line a paragraph: two strings drawn in one would be read as one word ("codeABCD-EFGH-JKMN").
  const line = (text: string, font: string, size: number, color: string, spaceAbove: number) =>
    tag.add('P', () =>
      doc
        .font(font)
        .fontSize(size)
        .fillColor(color)
        .text(text, x, spaceAbove < 0 ? top : doc.y + spaceAbove, options),
    );
  line(canvas.label('verification_code'), 'regular', 6.5, muted, -1);
  line(printed, 'bold', 11, ink, 1);
  line(canvas.label('pdf.verification.verify_at'), 'regular', 6.5, muted, 2);
  line(mark.url, 'condensed', 7, ink, 0.5);
  // The link the QR code holds is printed beside it: read once, as text, the code is decoration.
  tag.artifact(() => drawQrCode(doc, mark.url, right - qrSize, top, qrSize, ink));
  return Math.max(qrSize, doc.y - top);
}
