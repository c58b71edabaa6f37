import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../documents/read-pdf.ts';
import { addSharedFonts } from './shared-fonts.ts';

async function pdfWith(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  addSharedFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('regular').text(text);
  doc.font('bold').text(text);
  doc.end();
  return ended;
}

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
});
