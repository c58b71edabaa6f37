// Stand-in for src/server/pdf/shared-fonts.ts: every document parses the DejaVu files itself (pdfkit's own way).
import { type FontName, fonts } from '../../src/server/pdf/fonts.ts';

export function addSharedFonts(doc: PDFKit.PDFDocument) {
  for (const [name, file] of Object.entries(fonts()) as [FontName, Buffer][]) doc.registerFont(name, file);
}
