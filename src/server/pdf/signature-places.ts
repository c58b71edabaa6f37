import type { DocumentStructure } from './pdf-structure.ts';

/** A signature place: who signs, a line, and "place, date, signature" under it. */
export const signatureHeight = 40;
/** An owner's remarks box with the owner's signature place beside it (handwrittenRemarks). */
export const handwrittenRemarksHeight = signatureHeight + 8;

/** What the signature places need of the PDF writer. */
export interface SignatureCanvas {
  doc: PDFKit.PDFDocument;
  tag: DocumentStructure;
  /** A label in both languages on one line ("Kapitan / Captain"). */
  label: (key: string) => string;
  /** Makes room for a block this tall, on a new page when this one has too little left. */
  startBlock: (height: number) => void;
  left: number;
  width: number;
  ink: string;
  muted: string;
  rule: string;
}

/** Who signs, a line to sign on and "place, date, signature" under it, in a box `boxWidth` wide at (x, top). */
function signaturePlace(canvas: SignatureCanvas, signer: string, x: number, top: number, boxWidth: number) {
  const { doc, tag, label, ink, muted } = canvas;
  tag.add('P', () =>
    doc.font('bold').fontSize(7.5).fillColor(ink).text(label(signer), x, top, { width: boxWidth }),
  );
  const lineY = top + 26;
  tag.artifact(() =>
    doc
      .moveTo(x, lineY)
      .lineTo(x + boxWidth, lineY)
      .lineWidth(0.5)
      .strokeColor(ink)
      .stroke(),
  );
  const caption = label('place_date_signature');
  tag.add('P', () =>
    doc
      .font('regular')
      .fontSize(6.5)
      .fillColor(muted)
      .text(caption, x, lineY + 2, { width: boxWidth }),
  );
}

/** The signers' places side by side; one signer signs on the right half, as on the paper forms. */
export function signatures(canvas: SignatureCanvas, signers: string[]) {
  const { doc, left, width, ink } = canvas;
  const gap = 16;
  const boxWidth =
    signers.length === 1 ? width / 2 - gap / 2 : (width - gap * (signers.length - 1)) / signers.length;
  const start = signers.length === 1 ? left + width - boxWidth : left;
  canvas.startBlock(signatureHeight);
  const top = doc.y + 2;
  signers.forEach((signer, i) => {
    signaturePlace(canvas, signer, start + i * (boxWidth + gap), top, boxWidth);
  });
  doc.y = top + signatureHeight - 2;
  doc.x = left;
  doc.fillColor(ink);
}

/**
 * An empty framed box to write remarks in by hand (the owner's), its label in its corner, with the signer's
 * place beside it on the right: the form's remarks and signature in the height of one.
 */
export function handwrittenRemarks(canvas: SignatureCanvas, key: string, signer: string) {
  const { doc, tag, label, left, width, ink, rule } = canvas;
  const gap = 16;
  const height = handwrittenRemarksHeight - 2;
  const signWidth = width / 2 - gap / 2;
  const boxWidth = width - signWidth - gap;
  canvas.startBlock(handwrittenRemarksHeight);
  const top = doc.y + 2;
  tag.artifact(() =>
    doc
      .rect(left, top, boxWidth, height - 4)
      .lineWidth(0.5)
      .strokeColor(rule)
      .stroke(),
  );
  tag.add('P', () =>
    doc
      .font('bold')
      .fontSize(7.5)
      .fillColor(ink)
      .text(label(key), left + 4, top + 3, { width: boxWidth - 8 }),
  );
  signaturePlace(canvas, signer, left + width - signWidth, top + 1, signWidth);
  doc.y = top + height;
  doc.x = left;
  doc.fillColor(ink);
}
