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

/** A labelled text printed in the remarks box above the room to write in (the yacht's owner and address). */
export interface PrintedEntry {
  label: string;
  value: string;
}

const remarksGap = 16;
const remarksBoxWidth = (width: number) => width - (width / 2 - remarksGap / 2) - remarksGap;
const entryText = (canvas: SignatureCanvas, entry: PrintedEntry) =>
  `${canvas.label(entry.label)}: ${entry.value}`;

/**
 * Of the room to write in (about 26 points under the label), printed entries may take this much before the box
 * grows: at least 17 points (a line of handwriting) stay free, and a typical owner keeps the card on one page.
 */
const printedWithinRoom = 9;

/** The height of the printed entries, and how much taller they make the remarks box. */
function entriesHeight(canvas: SignatureCanvas, entries: readonly PrintedEntry[]) {
  const { doc, width } = canvas;
  if (entries.length === 0) return { printed: 0, growth: 0 };
  doc.font('regular').fontSize(7);
  const printed =
    entries
      .map((entry) => doc.heightOfString(entryText(canvas, entry), { width: remarksBoxWidth(width) - 8 }))
      .reduce((sum, height) => sum + height, 0) + 1;
  return { printed, growth: Math.max(0, printed - printedWithinRoom) };
}

/** The height of handwrittenRemarks with these entries printed in it. */
export function handwrittenRemarksHeightWith(canvas: SignatureCanvas, entries: readonly PrintedEntry[]) {
  return handwrittenRemarksHeight + entriesHeight(canvas, entries).growth;
}

/**
 * A framed box to write remarks in by hand (the owner's), its label in its corner, with the signer's place beside
 * it on the right: the form's remarks and signature in the height of one. `entries` (the owner's name and address,
 * when known) print under the label; the box grows by what they take beyond printedWithinRoom.
 */
export function handwrittenRemarks(
  canvas: SignatureCanvas,
  key: string,
  signer: string,
  entries: readonly PrintedEntry[] = [],
) {
  const { doc, tag, label, left, width, ink, rule } = canvas;
  const { growth } = entriesHeight(canvas, entries);
  const height = handwrittenRemarksHeight - 2 + growth;
  const signWidth = width / 2 - remarksGap / 2;
  const boxWidth = remarksBoxWidth(width);
  canvas.startBlock(handwrittenRemarksHeight + growth);
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
  let y = doc.y + 1;
  for (const entry of entries) {
    tag.add('P', () =>
      doc
        .font('regular')
        .fontSize(7)
        .fillColor(ink)
        .text(entryText(canvas, entry), left + 4, y, { width: boxWidth - 8 }),
    );
    y = doc.y;
  }
  signaturePlace(canvas, signer, left + width - signWidth, top + 1, signWidth);
  doc.y = top + height;
  doc.x = left;
  doc.fillColor(ink);
}
