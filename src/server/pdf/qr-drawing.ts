import QRCode from 'qrcode';

/** The dark modules of a QR code of `text`, row by row, as runs of adjacent modules (fewer rectangles). */
export function qrRuns(text: string): {
  size: number;
  runs: { row: number; column: number; length: number }[];
} {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const runs: { row: number; column: number; length: number }[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && Boolean(modules.get(row, column));
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push({ row, column: start, length: column - start });
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}

/** A QR code of `text` as vector rectangles, `size` points square, its top left corner at (x, y). */
export function drawQrCode(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
  color: string,
) {
  const qr = qrRuns(text);
  const cell = size / qr.size;
  for (const run of qr.runs) doc.rect(x + run.column * cell, y + run.row * cell, run.length * cell, cell);
  doc.fill(color);
}
