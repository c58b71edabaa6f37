import type { DeckLogEntry, DeckLogSummary, DeckLogTrip } from '#domain/deck-log.ts';
import { type Language, localeOf } from '#domain/language.ts';
import { formatCalendarDate } from '#domain/trip-days.ts';
import { documentFormat } from '../documents/document-format.ts';
import { documentInfo } from '../pdf/document-info.ts';
import type { FontName } from '../pdf/fonts.ts';
import { documentStructure, type StructureParent, taggedPdfOptions } from '../pdf/pdf-structure.ts';
import { bandColor, documentBytes, ink, loadPdfLibraries, muted, rule } from '../pdf/pdf-writer.ts';
import { addSharedFonts } from '../pdf/shared-fonts.ts';
import { entryCells, type Run, remarks, shipTime, type Translator } from './deck-log-pdf-cells.ts';
import { type RichLine, richLines } from './rich-lines.ts';

export interface DeckLogDocument {
  trip: DeckLogTrip;
  /** The log's entries in any order: the document prints them oldest first. */
  entries: readonly DeckLogEntry[];
  summary: DeckLogSummary;
  generatedAt?: Date;
}

/** A4 landscape, so the nine columns of a paper deck log fit side by side; no body text under 7 pt. */
const marginX = 28;
const marginTop = 22;
const footerOffset = 18;
const footerSpace = 8;
const bodySize = 7.3;
const headSize = 6.7;
const pad = 2;
const bandHeight = 12;
const strikeWidth = 0.7;
/**
 * A 5,000-entry log takes seconds to render: the server answers other requests meanwhile, as the render lets the
 * event loop take a turn whenever it has run this long since the last.
 */
const turnEveryMs = 40;
function turnTaker() {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < turnEveryMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    last = performance.now();
  };
}

type Align = 'left' | 'right' | 'center';
interface Column {
  key: string;
  width: number;
  align: Align;
}

/** The paper log's columns, in its order; widths in points, the remarks take what is left of the page. */
const columns: readonly Column[] = [
  { key: 'time', width: 84, align: 'left' },
  { key: 'position', width: 90, align: 'left' },
  { key: 'cog', width: 30, align: 'right' },
  { key: 'sog', width: 32, align: 'right' },
  { key: 'log', width: 44, align: 'right' },
  { key: 'wind', width: 50, align: 'left' },
  { key: 'sea', width: 32, align: 'right' },
  { key: 'pressure', width: 44, align: 'right' },
  { key: 'remarks', width: 0, align: 'left' },
];

const oldestFirst = (a: DeckLogEntry, b: DeckLogEntry) =>
  Date.parse(a.logged_at) - Date.parse(b.logged_at) || a.received_at.localeCompare(b.received_at);

/** Each entry with what it corrects and the later entries that correct it (a log's corrections can chain). */
function corrections(entries: readonly DeckLogEntry[]) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const correctedBy = new Map<string, DeckLogEntry[]>();
  for (const entry of entries) {
    if (!entry.corrects || !byId.has(entry.corrects)) continue;
    correctedBy.set(entry.corrects, [...(correctedBy.get(entry.corrects) ?? []), entry]);
  }
  return (entry: DeckLogEntry) => ({
    corrects: entry.corrects ? byId.get(entry.corrects) : undefined,
    correctedBy: correctedBy.get(entry.id) ?? [],
  });
}

/**
 * Dziennik jachtowy / deck log of one trip, in one language: the trip's head (yacht, registration, captain,
 * embarkation and disembarkation) and "Page n of m" on every page, then the entries oldest first in the paper
 * log's columns, the table's header repeated on every page, a corrected entry struck through and named by its
 * correction, and the summary the log adds up to. A tagged PDF like the other documents (docs/accessibility.md):
 * what repeats on the second and later pages is an artifact, read once.
 */
export async function renderDeckLog(
  { trip, entries, summary, generatedAt }: DeckLogDocument,
  language: Language,
  t: Translator,
): Promise<Buffer> {
  const { PDFDocument, fontkit } = await loadPdfLibraries();
  const label = (key: string, params?: Record<string, unknown>) => t(`deck_log.pdf.${key}`, params);
  const locale = localeOf(language);
  const calendarDay = (iso: string) => formatCalendarDate(iso, locale);
  // A trip may lack a date (docs/deck-log.md, "Limits"): what is missing is left out, not printed as a dash.
  const dates = [trip.embarkation_date, trip.disembarkation_date]
    .filter(Boolean)
    .map(calendarDay)
    .join(' – ');
  const placeAndDate = (port: string, day: string) =>
    [port, day && calendarDay(day)].filter(Boolean).join(' · ');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    // Pages are broken here, never by pdfkit: its bottom margin only has to let the footer be drawn. Each page
    // is written out when the next begins (no buffered pages): a 5,000-entry log is some 125 pages.
    margins: { top: marginTop, bottom: 0, left: marginX, right: marginX },
    ...taggedPdfOptions(language),
    info: documentInfo(t, {
      title: `${label('title')} — ${[trip.yacht_name, dates].filter(Boolean).join(', ')}`,
      author: trip.captain_name,
      about: 'deck_log',
      keywords: [trip.yacht_name, trip.registration_number, trip.embarkation_port, trip.disembarkation_port],
    }),
  });
  const tag = documentStructure(doc);
  addSharedFonts(doc, fontkit);

  const ended = documentBytes(doc);

  const left = marginX;
  const width = doc.page.width - marginX * 2;
  const bottom = doc.page.height - footerOffset - footerSpace;
  const toneColor = (tone: 'ink' | 'muted') => (tone === 'muted' ? muted : ink);

  /** Lines of `runs` drawn from (x, y), each piece in its font; `align` within a box `boxWidth` wide. */
  function drawLines(lines: RichLine[], x: number, y: number, size: number, boxWidth: number, align: Align) {
    const lineHeight = doc.font('condensed').fontSize(size).currentLineHeight(true);
    lines.forEach((line, i) => {
      const shift =
        align === 'right' ? boxWidth - line.width : align === 'center' ? (boxWidth - line.width) / 2 : 0;
      for (const piece of line.pieces) {
        doc
          .font(piece.font)
          .fontSize(size)
          .fillColor(toneColor(piece.tone))
          .text(piece.text, x + shift + piece.x, y + i * lineHeight, { lineBreak: false });
      }
    });
    return lines.length * lineHeight;
  }

  // The head: the title, then the trip's facts side by side, the same on every page.
  // Name, value and share of the row (a registration is short, a port and its date long).
  const facts: [string, string, number][] = [
    [label('yacht'), trip.yacht_name, 1],
    [label('registration'), trip.registration_number, 0.75],
    [label('captain'), trip.captain_name, 1],
    [label('embarkation'), placeAndDate(trip.embarkation_port, trip.embarkation_date), 1.15],
    [label('disembarkation'), placeAndDate(trip.disembarkation_port, trip.disembarkation_date), 1.15],
  ];
  const title = label('title').toUpperCase();
  const factGap = 14;
  // At least as wide in both languages, so the trip's facts stand in the same places in either.
  const titleWidth = Math.max(140, doc.font('bold').fontSize(13).widthOfString(title));
  const shares = facts.reduce((sum, [, , share]) => sum + share, 0);
  const factRoom = width - titleWidth - factGap * facts.length;
  let factX = left + titleWidth + factGap;
  const factLines = facts.map(([name, value, share]) => {
    const boxWidth = (factRoom * share) / shares;
    const x = factX;
    factX += boxWidth + factGap;
    return {
      x,
      boxWidth,
      name: richLines(doc, [{ text: name, font: 'condensed' }], 6.5, boxWidth),
      value: richLines(doc, [{ text: value || '—', font: 'bold' }], 8.5, boxWidth),
    };
  });
  const lineHeightOf = (font: FontName, size: number) =>
    doc.font(font).fontSize(size).currentLineHeight(true);
  const headHeight = Math.max(
    18,
    ...factLines.map(
      (fact) =>
        fact.name.length * lineHeightOf('condensed', 6.5) + fact.value.length * lineHeightOf('bold', 8.5),
    ),
  );

  /** The head's rule under the trip's facts, and where a page's content begins below it. */
  const ruleY = marginTop + headHeight + 3;
  const bodyTop = ruleY + 5;

  function pageHead() {
    const top = marginTop;
    tag.add('H1', () =>
      doc.font('bold').fontSize(13).fillColor(ink).text(title, left, top, { lineBreak: false }),
    );
    const list = tag.open('L');
    for (const fact of factLines) {
      const { x, boxWidth } = fact;
      const item = list.open('LI');
      let y = top;
      item.add('Lbl', () => {
        y += drawLines(fact.name, x, y, 6.5, boxWidth, 'left');
      });
      item.add('LBody', () => {
        drawLines(fact.value, x, y + 0.3, 8.5, boxWidth, 'left');
      });
      item.end();
    }
    list.end();

    tag.artifact(() =>
      doc
        .moveTo(left, ruleY)
        .lineTo(left + width, ruleY)
        .lineWidth(1.2)
        .strokeColor(ink)
        .stroke(),
    );
    doc.y = bodyTop;
  }

  function band(text: string) {
    const top = doc.y;
    tag.artifact(() => doc.rect(left, top, width, bandHeight).fill(bandColor));
    tag.section(() =>
      doc
        .font('bold')
        .fontSize(8.5)
        .fillColor(ink)
        .text(text, left + 6, top + 1.8, { lineBreak: false }),
    );
    doc.y = top + bandHeight + 3;
  }

  // The table: columns' widths and places, the header row, and one row per entry.
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => column.width || width - fixed);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const inner = (i: number) => (widths[i] ?? 0) - pad * 2;

  interface Row {
    cells: RichLine[][];
    height: number;
    size: number;
    head: boolean;
    struck: boolean;
    /** A new ship's-time day begins with this row: a heavier rule above it, as a paper log rules off a day. */
    newDay: boolean;
  }
  const rowOf = (cells: Run[][], { head = false, struck = false, newDay = false } = {}): Row => {
    const size = head ? headSize : bodySize;
    const lines = cells.map((runs, i) => richLines(doc, runs, size, inner(i)));
    const lineHeight = lineHeightOf('condensed', size);
    const height = Math.max(1, ...lines.map((cell) => cell.length)) * lineHeight + pad * 2;
    return { cells: lines, height, size, head, struck, newDay };
  };

  function paintRow(row: Row, group: StructureParent) {
    const top = doc.y;
    tag.artifact(() => {
      if (row.head) doc.rect(left, top, width, row.height).fill(bandColor);
      widths.forEach((w, i) => {
        doc
          .rect(xs[i] ?? left, top, w, row.height)
          .lineWidth(0.5)
          .strokeColor(rule)
          .stroke();
      });
      if (row.newDay) {
        doc
          .moveTo(left, top)
          .lineTo(left + width, top)
          .lineWidth(1)
          .strokeColor(ink)
          .stroke();
      }
    });
    const tr = group.open('TR');
    row.cells.forEach((lines, i) => {
      const draw = () => {
        drawLines(lines, (xs[i] ?? left) + pad, top + pad, row.size, inner(i), columns[i]?.align ?? 'left');
      };
      tr.add(row.head ? 'TH' : 'TD', draw, row.head ? { scope: 'Column' } : {});
    });
    tr.end();
    if (row.struck) tag.artifact(() => strike(row, top));
    doc.y = top + row.height;
  }

  /** A line through every line of the row's text, as a watch strikes out a wrong entry and leaves it legible. */
  function strike(row: Row, top: number) {
    const lineHeight = lineHeightOf('condensed', row.size);
    const through = doc.font('condensed').fontSize(row.size).currentLineHeight() / 2;
    row.cells.forEach((lines, i) => {
      const align = columns[i]?.align ?? 'left';
      lines.forEach((line, n) => {
        const struck = line.pieces.filter((piece) => !piece.keep);
        const first = struck[0];
        const last = struck[struck.length - 1];
        if (!first || !last) return;
        const shift =
          align === 'right' ? inner(i) - line.width : align === 'center' ? (inner(i) - line.width) / 2 : 0;
        const from = (xs[i] ?? left) + pad + shift + first.x;
        const to =
          from - first.x + last.x + doc.font(last.font).fontSize(row.size).widthOfString(last.text.trimEnd());
        const y = top + pad + n * lineHeight + through;
        doc.moveTo(from, y).lineTo(to, y).lineWidth(strikeWidth).strokeColor(ink).stroke();
      });
    });
  }

  const headRow = rowOf(
    columns.map((column) => [{ text: label(`columns.${column.key}`), font: 'condensedBold' }]),
    {
      head: true,
    },
  );

  const takeTurn = turnTaker();
  const sorted = [...entries].sort(oldestFirst);
  const linksOf = corrections(sorted);
  const cells = entryCells(language, t);
  const plain = (text: string): Run[] => [{ text, font: 'condensed' }];
  let previousDay: string | null = null;
  const rows: Row[] = [];
  for (const entry of sorted) {
    const links = linksOf(entry);
    const day = entry.logged_at.slice(0, 10);
    const newDay = previousDay !== null && day !== previousDay;
    previousDay = day;
    await takeTurn();
    const row = rowOf(
      [
        plain(cells.time(entry)),
        plain(cells.position(entry)),
        plain(cells.course(entry)),
        plain(cells.speed(entry)),
        plain(cells.log(entry)),
        plain(cells.wind(entry)),
        plain(cells.sea(entry)),
        plain(cells.pressure(entry)),
        remarks(entry, { cells, language, t }, links),
      ],
      { struck: links.correctedBy.length > 0, newDay },
    );
    rows.push(row);
  }
  const summaryBlock = summaryLayout();
  const noEntriesHeight = 14;
  const tableGap = 6;

  // Where the pages break, decided before anything is drawn, so every page's footer can say how many there are.
  const breaksBefore = new Set<number>();
  let y = bodyTop + bandHeight + 3 + (rows.length > 0 ? headRow.height : noEntriesHeight);
  rows.forEach((row, index) => {
    if (y + row.height > bottom) {
      breaksBefore.add(index);
      y = bodyTop + headRow.height;
    }
    y += row.height;
  });
  if (rows.length > 0) y += tableGap;
  // The summary is read as one block: it goes whole onto a page of its own when this one has too little room.
  const summaryOnNewPage = y + summaryBlock.height > bottom;
  const pageCount = 1 + breaksBefore.size + (summaryOnNewPage ? 1 : 0);

  const date = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    generatedAt ?? new Date(),
  );
  let pageNumber = 0;
  /** The page's footer, drawn as it is left: when the document was made, and "Page n of m". */
  function endPage() {
    const footerY = doc.page.height - footerOffset;
    const pageText = label('page', { page: pageNumber, pages: pageCount });
    tag.artifact(() => {
      doc.font('regular').fontSize(7).fillColor(muted);
      doc.text(label('generated_on', { date }), left, footerY, { lineBreak: false });
      doc.text(pageText, left + width - doc.widthOfString(pageText), footerY, { lineBreak: false });
    }, 'Pagination');
  }
  /** A new page with the trip's head (read once: repeated on the second and later pages as an artifact). */
  function beginPage() {
    if (pageNumber > 0) {
      endPage();
      doc.addPage();
    }
    pageNumber += 1;
    if (pageNumber === 1) pageHead();
    else tag.artifact(() => pageHead(), 'Pagination');
  }

  beginPage();
  band(`${label('entries')} (${sorted.length})`);
  if (rows.length === 0) {
    tag.add('P', () =>
      doc
        .font('regular')
        .fontSize(8)
        .fillColor(ink)
        .text(label('no_entries'), left, doc.y, { lineBreak: false }),
    );
    doc.y += noEntriesHeight;
  } else {
    const table = tag.open('Table');
    const head = table.open('THead');
    paintRow(headRow, head);
    head.end();
    const body = table.open('TBody');
    for (const [index, row] of rows.entries()) {
      if (breaksBefore.has(index)) {
        beginPage();
        tag.artifact(() => paintRow(headRow, tag), 'Pagination');
      }
      paintRow(row, body);
      await takeTurn();
    }
    body.end();
    table.end();
    doc.y += tableGap;
  }
  if (summaryOnNewPage) beginPage();
  summaryBlock.draw();
  endPage();

  /** The summary's figures in a grid of four, under its band: its height, and how to draw it. */
  function summaryLayout() {
    // The summary's hours to 0.01 and miles to 0.1 as the log adds them up, as the other documents print figures.
    const { number } = documentFormat(language, t);
    const hours = (value: number) => label('hours_value', { value: number(value) });
    const corrected = rows.filter((row) => row.struck).length;
    const at = (value: string | null) => (value ? shipTime(value, language, { year: true }) : '—');
    const items: [string, string, number][] = [
      ['hours_under_sail', hours(summary.hours_under_sail), 1],
      ['hours_under_engine', hours(summary.hours_under_engine), 1],
      ['hours_in_port', hours(summary.hours_in_port), 1],
      ['miles', label('miles_value', { value: number(summary.miles) }), 1],
      ['night_hours', summary.night_hours === null ? '—' : hours(summary.night_hours), 1],
      ['first_entry', at(summary.first_entry_at), 1],
      ['last_entry', at(summary.last_entry_at), 1],
      ['entry_count', label('entry_count_value', { entries: rows.length, corrected }), 1],
      ['ports', summary.ports.join(' → ') || '—', 4],
    ];
    const gap = 10;
    const perRow = 4;
    const cellWidth = (width - gap * (perRow - 1)) / perRow;
    const laidOut = items.map(([key, value, span]) => {
      const boxWidth = cellWidth * span + gap * (span - 1);
      return {
        span,
        boxWidth,
        name: richLines(doc, [{ text: label(key), font: 'condensed' }], 6.5, boxWidth),
        value: richLines(doc, [{ text: value, font: 'bold' }], 8.5, boxWidth),
      };
    });
    const heightOf = (item: (typeof laidOut)[number]) =>
      item.name.length * lineHeightOf('condensed', 6.5) + item.value.length * lineHeightOf('bold', 8.5) + 3;
    const grid: (typeof laidOut)[] = [];
    let used = perRow;
    for (const item of laidOut) {
      if (used + item.span > perRow) {
        grid.push([]);
        used = 0;
      }
      grid[grid.length - 1]?.push(item);
      used += item.span;
    }
    const rowHeight = (row: typeof laidOut) => Math.max(...row.map(heightOf));
    const draw = () => {
      band(label('summary'));
      const list = tag.open('L');
      for (const row of grid) {
        const top = doc.y;
        let x = left;
        for (const item of row) {
          const entry = list.open('LI');
          let y = top;
          entry.add('Lbl', () => {
            y += drawLines(item.name, x, y, 6.5, item.boxWidth, 'left');
          });
          entry.add('LBody', () => {
            drawLines(item.value, x, y + 0.3, 8.5, item.boxWidth, 'left');
          });
          entry.end();
          x += item.boxWidth + gap;
        }
        doc.y = top + rowHeight(row);
      }
      list.end();
    };
    return { height: grid.reduce((sum, row) => sum + rowHeight(row), bandHeight + 3), draw };
  }

  doc.end();
  return ended;
}
