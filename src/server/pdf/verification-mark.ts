import type { DocumentMark } from './pdf-writer.ts';
import { drawQrCode } from './qr-drawing.ts';

/** What the mark needs of the PDF writer. */
interface MarkCanvas {
  doc: PDFKit.PDFDocument;
  /** A label in both languages on one line ("Kod weryfikacyjny / Verification code"). */
  label: (key: string) => string;
  /** A sentence in the document's language, then in the other. */
  bilingual: (key: string) => [string, string];
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
  const { doc, ink, muted } = canvas;
  if (!mark) return 0;
  if (mark.kind === 'not_verifiable') {
    const width = markWidth(mark);
    const key =
      mark.reason === 'public_card' ? 'pdf.verification.public_card' : 'pdf.verification.switched_off';
    const [first, second] = canvas.bilingual(key);
    doc
      .font('bold')
      .fontSize(7)
      .fillColor(ink)
      .text(first, right - width, top, { width, align: 'right' });
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(muted)
      .text(second, right - width, doc.y + 1, {
        width,
        align: 'right',
      });
    return doc.y - top;
  }
  drawQrCode(doc, mark.url, right - qrSize, top, qrSize, ink);
  const x = right - qrSize - gap - textWidth;
  const options = { width: textWidth, align: 'right' as const };
  doc.font('regular').fontSize(6.5).fillColor(muted).text(canvas.label('verification_code'), x, top, options);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(ink)
    .text(printed, x, doc.y + 1, options);
  doc
    .font('regular')
    .fontSize(6.5)
    .fillColor(muted)
    .text(canvas.label('pdf.verification.verify_at'), x, doc.y + 2, options);
  doc
    .font('condensed')
    .fontSize(7)
    .fillColor(ink)
    .text(mark.url, x, doc.y + 0.5, options);
  return Math.max(qrSize, doc.y - top);
}
