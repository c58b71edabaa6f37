import { type Language, localeOf } from '#domain/language.ts';
import { translate } from '../http/messages.ts';
import { onFirstUse } from '../on-first-use.ts';
import { addSharedFonts } from './shared-fonts.ts';

const margin = 40;
const footerHeight = 24;
const ink = '#1b2733';
const muted = '#5b6b7a';
const rule = '#b9c4cf';
const band = '#e8eef4';

export interface Field {
  /** A catalogue key under pdf.labels, or a full key with a dot (shown in both languages). */
  label: string;
  value: string;
  /** Columns of the grid this field spans (default 1). */
  span?: number;
}

export interface Column {
  label: string;
  /** Share of the table's width. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * What a document prints about its verification (docs/document-verification.md): its code with the link the QR
 * code holds, or why it has none (the captain switched verification off; the public trip card, saved nowhere).
 */
export type DocumentMark =
  | { kind: 'code'; code: string; url: string }
  | { kind: 'not_verifiable'; reason: 'switched_off' | 'public_card' };

export interface PdfOptions {
  language: Language;
  /** Catalogue key of the document's title (shown in both languages). */
  title: string;
  /** A line under the title (the trip, the crew member ...). */
  subtitle?: string;
  /** The captain's logo (PNG or JPEG) for the header. */
  logo?: Buffer | null;
  generatedAt?: Date;
  /** The verification code and link, or why there is none; left out for documents that are not verifiable. */
  mark?: DocumentMark;
}

/**
 * An A4 document in the official bilingual style: every label in the request's language first, then the other
 * ("Port zaokrętowania / Port of embarkation"), a header with the title and the captain's logo, and a footer
 * with the generation date and page numbers. Content flows onto new pages as needed.
 */
/** pdfkit and fontkit, loaded with the first document (bench/README.md, "the server's memory"). */
const loadPdfLibraries = onFirstUse(async () => {
  const [{ default: PDFDocument }, fontkit] = await Promise.all([import('pdfkit'), import('fontkit')]);
  return { PDFDocument, fontkit };
});

export async function createPdf(options: PdfOptions) {
  const { PDFDocument, fontkit } = await loadPdfLibraries();
  const { language } = options;
  const other: Language = language === 'pl' ? 'en' : 'pl';
  const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
  // Short keys are the shared labels under pdf.labels; a document whose texts live in its own feature's
  // catalogue section names them by their full key (seaTime.statement.trips).
  const label = (key: string) => {
    const path = key.includes('.') ? key : `pdf.labels.${key}`;
    const first = translate(language, path);
    const second = translate(other, path);
    return first === second ? first : `${first} / ${second}`;
  };

  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    info: { Title: label(options.title), Creator: 'Logbook', Producer: 'Logbook' },
  });
  addSharedFonts(doc, fontkit);
  doc.font('regular').fillColor(ink);

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = margin;
  const width = doc.page.width - margin * 2;
  const bottom = () => doc.page.height - margin - footerHeight;

  function ensureSpace(height: number) {
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = margin;
    }
  }

  function textHeight(text: string, fontName: string, size: number, boxWidth: number) {
    return doc
      .font(fontName)
      .fontSize(size)
      .heightOfString(text || ' ', { width: boxWidth });
  }

  function header() {
    const logoSize = 64;
    const hasLogo = Boolean(options.logo);
    const titleWidth = hasLogo ? width - logoSize - 16 : width;
    const top = doc.y;
    if (options.logo) {
      try {
        doc.image(options.logo, left + width - logoSize, top, { fit: [logoSize, logoSize] });
      } catch {
        // A logo pdfkit cannot read leaves the header without it rather than failing the document.
      }
    }
    doc.font('bold').fontSize(17).fillColor(ink).text(label(options.title).toUpperCase(), left, top, {
      width: titleWidth,
    });
    if (options.subtitle) {
      doc
        .moveDown(0.2)
        .font('regular')
        .fontSize(10)
        .fillColor(muted)
        .text(options.subtitle, { width: titleWidth });
    }
    doc.y = Math.max(doc.y, hasLogo ? top + logoSize : doc.y) + 10;
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(1.2)
      .strokeColor(ink)
      .stroke();
    doc.y += 10;
    doc.fillColor(ink);
  }

  function section(key: string) {
    ensureSpace(56);
    const top = doc.y + 2;
    doc.rect(left, top, width, 16).fill(band);
    doc
      .font('bold')
      .fontSize(9.5)
      .fillColor(ink)
      .text(label(key), left + 6, top + 3.5, { width: width - 12 });
    doc.y = top + 20;
  }

  function fields(items: Field[], columns = 2) {
    const gap = 12;
    const columnWidth = (width - gap * (columns - 1)) / columns;
    let row: Field[] = [];
    let used = 0;
    const flush = () => {
      if (row.length === 0) return;
      let x = left;
      const heights = row.map((item) => {
        const span = Math.min(item.span ?? 1, columns);
        const boxWidth = columnWidth * span + gap * (span - 1);
        return (
          textHeight(label(item.label), 'regular', 6.5, boxWidth) +
          textHeight(item.value, 'bold', 9, boxWidth)
        );
      });
      const height = Math.max(...heights) + 5;
      ensureSpace(height);
      const top = doc.y;
      for (const item of row) {
        const span = Math.min(item.span ?? 1, columns);
        const boxWidth = columnWidth * span + gap * (span - 1);
        doc
          .font('regular')
          .fontSize(6.5)
          .fillColor(muted)
          .text(label(item.label), x, top, { width: boxWidth });
        doc
          .font('bold')
          .fontSize(9)
          .fillColor(ink)
          .text(item.value || '—', x, doc.y + 0.5, { width: boxWidth });
        x += boxWidth + gap;
      }
      doc.y = top + height;
      row = [];
      used = 0;
    };
    for (const item of items) {
      const span = Math.min(item.span ?? 1, columns);
      if (used + span > columns) flush();
      row.push(item);
      used += span;
    }
    flush();
    doc.x = left;
  }

  /**
   * A table whose header repeats on every page it runs onto. With `keepTogether`, a table that fits on one
   * page but not in what is left of this one starts on the next page instead of being split.
   */
  function table(columnsSpec: Column[], rows: string[][], { keepTogether = false } = {}) {
    const shares = columnsSpec.reduce((sum, column) => sum + column.width, 0);
    const widths = columnsSpec.map((column) => (column.width / shares) * width);
    const pad = 3;
    const drawRow = (cells: string[], head: boolean) => {
      const fontName = head ? 'condensedBold' : 'condensed';
      const size = head ? 7 : 8;
      const height =
        Math.max(
          11,
          ...cells.map((cell, i) => textHeight(cell, fontName, size, (widths[i] ?? 0) - pad * 2)),
        ) +
        pad * 2;
      return { height, fontName, size, cells };
    };
    const paint = (row: ReturnType<typeof drawRow>, head: boolean) => {
      const top = doc.y;
      if (head) doc.rect(left, top, width, row.height).fill(band);
      let x = left;
      row.cells.forEach((cell, i) => {
        const cellWidth = widths[i] ?? 0;
        doc.rect(x, top, cellWidth, row.height).lineWidth(0.5).strokeColor(rule).stroke();
        doc
          .font(row.fontName)
          .fontSize(row.size)
          .fillColor(ink)
          .text(cell, x + pad, top + pad, {
            width: cellWidth - pad * 2,
            align: columnsSpec[i]?.align ?? 'left',
          });
        x += cellWidth;
      });
      doc.y = top + row.height;
    };
    const headRow = drawRow(
      columnsSpec.map((column) => label(column.label)),
      true,
    );
    const bodyRows = rows.map((cells) => drawRow(cells, false));
    const total = bodyRows.reduce((sum, row) => sum + row.height, headRow.height);
    const fresh = doc.page.height - margin - footerHeight - margin;
    if (keepTogether && total <= fresh) ensureSpace(total);
    // The header never stands alone at the foot of a page: it keeps a few rows with it.
    else ensureSpace(headRow.height + 3 * 17);
    paint(headRow, true);
    for (const row of bodyRows) {
      if (doc.y + row.height > bottom()) {
        doc.addPage();
        doc.y = margin;
        paint(headRow, true);
      }
      paint(row, false);
    }
    doc.y += 6;
    doc.x = left;
  }

  /** A framed text (remarks); `minHeight` leaves room to write by hand when there is none. */
  function textBox(text: string, minHeight = 40) {
    const height = Math.max(minHeight, textHeight(text, 'regular', 9, width - 12) + 12);
    ensureSpace(Math.min(height, 200));
    const pageBefore = doc.bufferedPageRange().count;
    const top = doc.y;
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(ink)
      .text(text, left + 6, top + 6, { width: width - 12 });
    const end = Math.max(doc.y + 6, top + minHeight);
    // A text long enough to run onto the next page is left unframed rather than framed wrongly.
    if (doc.bufferedPageRange().count === pageBefore) {
      doc
        .rect(left, top, width, end - top)
        .lineWidth(0.5)
        .strokeColor(rule)
        .stroke();
    }
    doc.y = end + 8;
    doc.x = left;
  }

  /** Boxes for place and date, and a line for the signature, one per signer. */
  function signatures(signers: string[]) {
    const gap = 16;
    const boxWidth = (width - gap * (signers.length - 1)) / signers.length;
    ensureSpace(90);
    const top = doc.y + 6;
    signers.forEach((signer, i) => {
      const x = left + i * (boxWidth + gap);
      doc.font('bold').fontSize(8).fillColor(ink).text(label(signer), x, top, { width: boxWidth });
      const lineY = top + 52;
      doc
        .moveTo(x, lineY)
        .lineTo(x + boxWidth, lineY)
        .lineWidth(0.5)
        .strokeColor(ink)
        .stroke();
      doc
        .font('regular')
        .fontSize(6.5)
        .fillColor(muted)
        .text(label('place_date_signature'), x, lineY + 3, { width: boxWidth });
    });
    doc.y = top + 74;
    doc.x = left;
    doc.fillColor(ink);
  }

  async function finish(): Promise<Buffer> {
    const range = doc.bufferedPageRange();
    const date = new Intl.DateTimeFormat(localeOf(language), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(options.generatedAt ?? new Date());
    for (let i = range.start; i < range.start + range.count; i += 1) {
      doc.switchToPage(i);
      const y = doc.page.height - margin - 10;
      doc.page.margins.bottom = 0;
      doc
        .font('regular')
        .fontSize(7)
        .fillColor(muted)
        .text(`${label('generated_on')}: ${date} · Logbook`, left, y, { width: width / 2, lineBreak: false });
      doc.text(`${label('page')} ${i + 1 - range.start} / ${range.count}`, left + width / 2, y, {
        width: width / 2,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = margin;
    }
    doc.end();
    return ended;
  }

  return {
    doc,
    t,
    label,
    language,
    header,
    section,
    fields,
    table,
    textBox,
    signatures,
    finish,
    width,
    left,
  };
}

export type PdfWriter = Awaited<ReturnType<typeof createPdf>>;
