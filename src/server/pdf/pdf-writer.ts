import { printedCode } from '#domain/document-verification.ts';
import { type Language, localeOf } from '#domain/language.ts';
import { translate } from '../http/messages.ts';
import { onFirstUse } from '../on-first-use.ts';
import { type DocumentAbout, documentInfo } from './document-info.ts';
import { documentStructure, type StructureParent, taggedPdfOptions } from './pdf-structure.ts';
import { addSharedFonts } from './shared-fonts.ts';
import {
  handwrittenRemarks,
  handwrittenRemarksHeightWith,
  type PrintedEntry,
  type SignatureCanvas,
  signatures,
} from './signature-places.ts';
import { textLines } from './text-lines.ts';
import { drawMark, markWidth } from './verification-mark.ts';

/**
 * Margins, type sizes and row heights are set so a typical trip's voyage card or crew opinion (12 crew, 6 visited
 * ports, 600 characters of remarks) fills one A4 page like the PZŻ form it replaces; no body text under 7 pt.
 */
const marginX = 34;
const marginTop = 24;
/** The footer's line sits this far above the page's bottom edge; content ends `footerSpace` above it. */
const footerOffset = 20;
const footerSpace = 10;
const bandHeight = 12;
export const ink = '#1b2733';
export const muted = '#5b6b7a';
export const rule = '#b9c4cf';
export const bandColor = '#e8eef4';

export interface Field {
  /** A catalogue key under pdf.labels, or a full key with a dot (shown in both languages); empty: a blank cell. */
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
  /** What the PDF's Title (the viewer's title bar) names after the document's title; the subtitle if unset. */
  titleDetail?: string;
  /** The captain's logo (PNG or JPEG) for the header. */
  logo?: Buffer | null;
  generatedAt?: Date;
  /** The verification code and link, or why there is none; left out for documents that are not verifiable. */
  mark?: DocumentMark;
  /** A4 upright (the forms), or on its side for a wide table (the CV's sea-service record). */
  layout?: 'portrait' | 'landscape';
  /** The PDF's Author, Subject and Keywords (document-info.ts). */
  author?: string;
  about?: DocumentAbout;
  keywords?: readonly string[];
}

/** pdfkit and fontkit, loaded with the first document (bench/README.md, "the server's memory"). */
export const loadPdfLibraries = onFirstUse(async () => {
  const [{ default: PDFDocument }, fontkit] = await Promise.all([import('pdfkit'), import('fontkit')]);
  return { PDFDocument, fontkit };
});

/** What a document writes, whole, once it ends (listen before anything is drawn). */
export function documentBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * An A4 document in the official bilingual style: every label in the request's language first, then the other
 * ("Port zaokrętowania / Port of embarkation"), a header with the title and the captain's logo, and a footer
 * with the generation date, the verification code and page numbers. Content flows onto new pages as needed.
 */
export async function createPdf(options: PdfOptions) {
  const { PDFDocument, fontkit } = await loadPdfLibraries();
  const { language } = options;
  const other: Language = language === 'pl' ? 'en' : 'pl';
  const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
  // Short keys are the shared labels under pdf.labels; a document whose texts live in its own feature's
  // catalogue section names them by their full key (seaTime.statement.trips).
  const labelPath = (key: string) => (key.includes('.') ? key : `pdf.labels.${key}`);
  const label = (key: string) => {
    const path = labelPath(key);
    const first = translate(language, path);
    const second = translate(other, path);
    return first === second ? first : `${first} / ${second}`;
  };
  /** A sentence in the document's language, then in the other (each on a line of its own). */
  const bilingual = (key: string): [string, string] => [translate(language, key), translate(other, key)];

  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margins: { top: marginTop, bottom: marginTop, left: marginX, right: marginX },
    bufferPages: true,
    ...taggedPdfOptions(language),
    info: documentInfo(t, {
      title: [t(labelPath(options.title)), options.titleDetail ?? options.subtitle]
        .filter(Boolean)
        .join(' — '),
      author: options.author,
      about: options.about,
      keywords: options.keywords,
    }),
  });
  const tag = documentStructure(doc);
  addSharedFonts(doc, fontkit);
  doc.font('regular').fillColor(ink);

  const ended = documentBytes(doc);

  const left = marginX;
  const width = doc.page.width - marginX * 2;
  const bottom = () => doc.page.height - footerOffset - footerSpace;
  /** The height a page has for content below its top margin. */
  const pageHeight = () => bottom() - marginTop;
  const printed = options.mark?.kind === 'code' ? printedCode(options.mark.code) : '';

  /** The section whose band is drawn with the next content, so a band never ends a page on its own. */
  let pendingSection: string | null = null;
  /** The section being written: a table or a text running onto the next page repeats it, "continued". */
  let currentSection: string | null = null;

  function textHeight(text: string, fontName: string, size: number, boxWidth: number) {
    return doc
      .font(fontName)
      .fontSize(size)
      .heightOfString(text || ' ', { width: boxWidth });
  }

  /** A section's band, its text the section's heading (part of the artifact when repeated, continued). */
  function band(text: string) {
    const top = doc.y + 2;
    tag.artifact(() => doc.rect(left, top, width, bandHeight).fill(bandColor));
    tag.section(() =>
      doc
        .font('bold')
        .fontSize(8.5)
        .fillColor(ink)
        .text(text, left + 6, top + 1.8, { width: width - 12, lineBreak: false }),
    );
    doc.y = top + bandHeight + 2.5;
  }
  const bandSpace = bandHeight + 4.5;

  function newPage({ continued }: { continued: boolean }) {
    doc.addPage();
    doc.y = marginTop;
    const section = continued && !pendingSection ? currentSection : null;
    if (section) tag.artifact(() => band(`${label(section)} ${label('continued')}`), 'Pagination');
  }

  /**
   * Makes room for a block `height` points tall (and the pending section's band above it), on a new page when
   * this one has too little left, then draws that band; `continued` repeats the section's band on the new page
   * when the block goes on a section begun on the page before.
   */
  function startBlock(height: number, { continued = false } = {}) {
    const needed = height + (pendingSection ? bandSpace : 0);
    if (doc.y + needed > bottom()) newPage({ continued });
    if (pendingSection) {
      band(label(pendingSection));
      pendingSection = null;
    }
  }

  function header() {
    const logoSize = 50;
    const hasLogo = Boolean(options.logo);
    const top = doc.y;
    const right = left + width;
    const { logo } = options;
    if (logo) {
      try {
        tag.artifact(() => doc.image(logo, right - logoSize, top, { fit: [logoSize, logoSize] }));
      } catch {
        // A logo pdfkit cannot read leaves the header without it rather than failing the document.
      }
    }
    // The title first, then the mark: the order the text is read in (search, copy, screen readers).
    const reserved = (hasLogo ? logoSize + 10 : 0) + (options.mark ? markWidth(options.mark) + 12 : 0);
    const titleWidth = width - reserved;
    tag.add('H1', () =>
      doc.font('bold').fontSize(14).fillColor(ink).text(label(options.title).toUpperCase(), left, top, {
        width: titleWidth,
      }),
    );
    const { subtitle } = options;
    if (subtitle) {
      doc.moveDown(0.15);
      tag.add('P', () =>
        doc.font('regular').fontSize(8.5).fillColor(muted).text(subtitle, { width: titleWidth }),
      );
    }
    const titleEnd = doc.y;
    const markRight = hasLogo ? right - logoSize - 10 : right;
    const canvas = { doc, tag, label, bilingual, other, ink, muted };
    const markHeight = drawMark(canvas, options.mark, printed, markRight, top);
    doc.y = Math.max(titleEnd, hasLogo ? top + logoSize : top, top + markHeight) + 4;
    tag.artifact(() =>
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .lineWidth(1.2)
        .strokeColor(ink)
        .stroke(),
    );
    doc.y += 3;
    doc.fillColor(ink);
  }

  function section(key: string) {
    // Two sections in a row: the first keeps its band (it is empty, as the form's would be).
    if (pendingSection) startBlock(0);
    pendingSection = key;
    currentSection = key;
  }

  function fields(items: Field[], columns = 2) {
    const gap = 10;
    const columnWidth = (width - gap * (columns - 1)) / columns;
    let row: Field[] = [];
    let used = 0;
    let list: StructureParent | undefined;
    const spanWidth = (item: Field) => {
      const span = Math.min(item.span ?? 1, columns);
      return columnWidth * span + gap * (span - 1);
    };
    const flush = () => {
      if (row.length === 0) return;
      const heights = row.map((item) =>
        item.label
          ? textHeight(label(item.label), 'condensed', 6.5, spanWidth(item)) +
            textHeight(item.value, 'bold', 8.5, spanWidth(item))
          : 0,
      );
      const height = Math.max(...heights) + 2.5;
      startBlock(height, { continued: true });
      const top = doc.y;
      let x = left;
      for (const item of row) {
        const boxWidth = spanWidth(item);
        // A field without a label keeps its cell empty (the grid's columns stay aligned).
        if (item.label) {
          // A list of label and value pairs: read as "label: value", one field after the other.
          list ??= tag.open('L');
          const entry = list.open('LI');
          entry.add('Lbl', () =>
            doc
              .font('condensed')
              .fontSize(6.5)
              .fillColor(muted)
              .text(label(item.label), x, top, { width: boxWidth }),
          );
          entry.add('LBody', () =>
            doc
              .font('bold')
              .fontSize(8.5)
              .fillColor(ink)
              .text(item.value || '—', x, doc.y + 0.3, { width: boxWidth }),
          );
          entry.end();
        }
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
    list?.end();
    doc.x = left;
  }

  /**
   * A table whose header repeats on every page it runs onto, under its section's band marked "continued". With
   * `keepTogether`, a table that fits on one page, of which less than half fits in what is left of this one,
   * starts on the next page instead of being split.
   */
  function table(columnsSpec: Column[], rows: string[][], { keepTogether = false } = {}) {
    const shares = columnsSpec.reduce((sum, column) => sum + column.width, 0);
    const widths = columnsSpec.map((column) => (column.width / shares) * width);
    const pad = 1.7;
    const measure = (cells: string[], head: boolean) => {
      const fontName = head ? 'condensedBold' : 'condensed';
      const size = head ? 6.5 : 7.2;
      const height =
        Math.max(8, ...cells.map((cell, i) => textHeight(cell, fontName, size, (widths[i] ?? 0) - pad * 2))) +
        pad * 2;
      return { height, fontName, size, cells };
    };
    const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
    const paint = (row: ReturnType<typeof measure>, head: boolean, group: StructureParent) => {
      const top = doc.y;
      tag.artifact(() => {
        if (head) doc.rect(left, top, width, row.height).fill(bandColor);
        widths.forEach((w, i) => {
          doc
            .rect(xs[i] ?? left, top, w, row.height)
            .lineWidth(0.5)
            .strokeColor(rule)
            .stroke();
        });
      });
      const tr = group.open('TR');
      row.cells.forEach((cell, i) => {
        const options = { width: (widths[i] ?? 0) - pad * 2, align: columnsSpec[i]?.align ?? 'left' };
        const draw = () =>
          doc
            .font(row.fontName)
            .fontSize(row.size)
            .fillColor(ink)
            .text(cell, (xs[i] ?? left) + pad, top + pad, options);
        tr.add(head ? 'TH' : 'TD', draw, head ? { scope: 'Column' } : {});
      });
      tr.end();
      doc.y = top + row.height;
    };
    const headRow = measure(
      columnsSpec.map((column) => label(column.label)),
      true,
    );
    const bodyRows = rows.map((cells) => measure(cells, false));
    const total = bodyRows.reduce((sum, row) => sum + row.height, headRow.height);
    // The header never stands alone at the foot of a page: it keeps a few rows with it.
    const firstRows = bodyRows.slice(0, 3).reduce((sum, row) => sum + row.height, headRow.height);
    // Kept together only while most of it would go over: a long table fills this page rather than leave it empty.
    const room = bottom() - doc.y - bandSpace;
    const together = keepTogether && total + bandSpace <= pageHeight() && room < total && room < total / 2;
    startBlock(together ? total : firstRows);
    const structure = tag.open('Table');
    const head = structure.open('THead');
    paint(headRow, true, head);
    head.end();
    const body = structure.open('TBody');
    for (const row of bodyRows) {
      if (doc.y + row.height > bottom()) {
        newPage({ continued: true });
        tag.artifact(() => paint(headRow, true, body), 'Pagination');
      }
      paint(row, false, body);
    }
    structure.end();
    doc.y += 4;
    doc.x = left;
  }

  /**
   * A framed text (remarks). `minHeight` leaves room to write by hand when there is little or none;
   * `keepWithNext` is the height of what must follow it on the same page (a signature place): the box's last
   * lines go with it, so a signature never stands on a page of its own. A text longer than the page goes on
   * over the next pages, each part framed, under its section's band marked "continued".
   */
  function textBox(text: string, { minHeight = 0, keepWithNext = 0 } = {}) {
    const pad = 4.5;
    doc.font('regular').fontSize(8);
    const lineHeight = doc.currentLineHeight(true);
    const inner = width - pad * 2;
    const lines = textLines(doc, text, inner);
    const boxHeight = (count: number, whole: boolean) =>
      Math.max(whole ? minHeight : 0, count * lineHeight + pad * 2);
    // One paragraph, however many pages it runs over; opened with its first part, under its section.
    let paragraph: StructureParent | undefined;
    const draw = (part: string[], whole: boolean) => {
      const top = doc.y;
      const height = boxHeight(part.length, whole);
      paragraph ??= tag.open('P');
      paragraph.content(() => {
        doc.font('regular').fontSize(8).fillColor(ink);
        part.forEach((line, i) => {
          // Without a width pdfkit draws the line as it is, the space that ends it included: the next
          // line's first word is read as a word of its own.
          doc.text(`${line} `, left + pad, top + pad + i * lineHeight, { lineBreak: false });
        });
      });
      tag.artifact(() => doc.rect(left, top, width, height).lineWidth(0.5).strokeColor(rule).stroke());
      doc.y = top + height + 4;
      doc.x = left;
    };
    const whole = boxHeight(lines.length, true) + 4 + keepWithNext;
    if (whole + bandSpace <= pageHeight()) {
      startBlock(whole);
      draw(lines, true);
      paragraph?.end();
      return;
    }
    let rest = lines;
    while (rest.length > 0) {
      const room = bottom() - doc.y - (pendingSection ? bandSpace : 0);
      let count = Math.floor((room - pad * 2 - 4) / lineHeight);
      const allFit = count >= rest.length;
      if (allFit && boxHeight(rest.length, false) + 4 + keepWithNext > room) count = rest.length - 2;
      else if (allFit) count = rest.length;
      // On a page of its own the box takes what fits, however little: a new page would not have more room.
      const fresh = doc.y <= marginTop + bandSpace;
      if (count < 2 && !fresh) {
        newPage({ continued: !pendingSection });
        continue;
      }
      count = Math.max(count, 1);
      startBlock(0);
      draw(rest.slice(0, count), false);
      rest = rest.slice(count);
      if (rest.length > 0) newPage({ continued: true });
    }
    paragraph?.end();
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
      const y = doc.page.height - footerOffset;
      doc.page.margins.bottom = 0;
      doc.font('regular').fontSize(7).fillColor(muted);
      // Placed by their measured widths: a width option would let pdfkit wrap them under the page's edge.
      const at = (text: string, align: 'left' | 'right') => {
        const x = align === 'left' ? left : left + width - doc.widthOfString(text);
        doc.text(text, x, y, { lineBreak: false });
      };
      // The code on every page: a page parted from the first still names the document it belongs to.
      const code = printed ? `${label('verification_code')}: ${printed} · ` : '';
      tag.artifact(() => {
        at(`${label('generated_on')}: ${date} · Logbook`, 'left');
        at(`${code}${label('page')} ${i + 1 - range.start} / ${range.count}`, 'right');
      }, 'Pagination');
      doc.page.margins.bottom = marginTop;
    }
    doc.end();
    return ended;
  }

  const signing: SignatureCanvas = { doc, tag, label, startBlock, left, width, ink, muted, rule };

  return {
    doc,
    t,
    label,
    bilingual,
    language,
    header,
    section,
    fields,
    table,
    textBox,
    /** The signers' places side by side; one signer signs on the right half, as on the paper forms. */
    signatures: (signers: string[]) => signatures(signing, signers),
    /** The owner's remarks box with the owner's signature place beside it, and what is printed in it. */
    handwrittenRemarks: (key: string, signer: string, entries?: readonly PrintedEntry[]) =>
      handwrittenRemarks(signing, key, signer, entries),
    /** The remarks box's height with these entries printed in it (to keep what comes before it on its page). */
    handwrittenRemarksHeight: (entries: readonly PrintedEntry[]) =>
      handwrittenRemarksHeightWith(signing, entries),
    finish,
    width,
    left,
  };
}

export type PdfWriter = Awaited<ReturnType<typeof createPdf>>;
