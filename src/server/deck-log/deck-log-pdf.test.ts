import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { DeckLogSummary } from '#domain/deck-log.ts';
import type { Language } from '#domain/language.ts';
import { hostileTexts } from '../attacks/fuzz-support.ts';
import { readPdf } from '../documents/read-pdf.ts';
import { translate } from '../http/messages.ts';
import { readStrokes } from '../pdf/read-strokes.ts';
import { readStructure } from '../pdf/read-structure.ts';
import { type DeckLogDocument, renderDeckLog } from './deck-log-pdf.ts';
import { deckLogOf, deckLogTrip, logEntry } from './deck-log-pdf-fixtures.ts';

const render = (document: DeckLogDocument, language: Language) =>
  renderDeckLog(document, language, (key, params) => translate(language, key, params));

/** Each text is found in `text` after the one before it. */
function expectInOrder(text: string, texts: string[]) {
  let from = 0;
  for (const wanted of texts) {
    const at = text.indexOf(wanted, from);
    expect(at, `"${wanted}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + wanted.length;
  }
}

/** Every text item of every page with where it stands, in points from the page's top left corner. */
async function placedText(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const pages = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [
            {
              text: item.str,
              x: item.transform[4] as number,
              width: item.width,
              size: Math.hypot(item.transform[2] as number, item.transform[3] as number),
              baseline: height - (item.transform[5] as number),
            },
          ]
        : [],
    );
    pages.push({ width, height, items });
  }
  return pages;
}

type Placed = Awaited<ReturnType<typeof placedText>>[number]['items'][number];

/** The strokes drawn through a text item: straight, level, across its letters between baseline and x-height. */
function strikesThrough(strokes: ReturnType<typeof readStrokes>[number], item: Placed) {
  return strokes.filter(
    (stroke) =>
      stroke.y1 === stroke.y2 &&
      stroke.y1 < item.baseline - item.size * 0.15 &&
      stroke.y1 > item.baseline - item.size * 0.6 &&
      Math.min(stroke.x1, stroke.x2) <= item.x + 1 &&
      Math.max(stroke.x1, stroke.x2) >= item.x + item.width - 1,
  );
}

const polishColumns = [
  'Czas statkowy',
  'Pozycja',
  'COG',
  'SOG [kn]',
  'Log [Mm]',
  'Wiatr',
  'Stan morza',
  'Ciśnienie [hPa]',
  'Uwagi',
];

const summary: DeckLogSummary = {
  hours_under_sail: 58.5,
  hours_under_engine: 1.25,
  hours_in_port: 0,
  miles: 297.5,
  night_hours: null,
  ports: ['Gdynia', 'Świnoujście'],
  first_entry_at: '2026-06-21T06:00:00+02:00',
  last_entry_at: '2026-06-23T17:30:00+02:00',
};

describe('the deck log PDF', () => {
  it('prints a 120-entry log on A4 landscape pages, each with the trip’s head, the columns’ header and “Strona n z m”', async () => {
    const log = deckLogOf(120);
    const pdf = await render({ ...log, summary }, 'pl');
    const pages = await placedText(pdf);
    const { pages: text, totalPages } = await readPdf(pdf);
    expect(totalPages).toBeGreaterThanOrEqual(3);
    for (const [index, page] of pages.entries()) {
      expect([page.width, page.height].map(Math.round), `page ${index + 1}`).toEqual([842, 595]);
      expectInOrder(text[index] ?? '', [
        'DZIENNIK JACHTOWY',
        'Jacht',
        'Zawisza Czarny',
        'Numer rejestracyjny',
        'POL-1234',
        'Kapitan',
        'Łukasz Żółć',
        'Zaokrętowanie',
        'Gdynia · 21.06.2026',
        'Wyokrętowanie',
        'Świnoujście · 24.06.2026',
      ]);
      expect(text[index], `page ${index + 1}`).toContain(`Strona ${index + 1} z ${totalPages}`);
      // The summary's page needs no table header when no entry is left for it.
      if (index < totalPages - 1) {
        expectInOrder(text[index] ?? '', polishColumns);
      }
      // Nothing runs into the footer's band or off the page's edge.
      const footer = page.items.filter((item) => /^(Wygenerowano|Strona)/.test(item.text));
      expect(footer).toHaveLength(2);
      for (const item of page.items.filter((candidate) => !footer.includes(candidate))) {
        expect(item.baseline, item.text).toBeLessThan(page.height - 26);
        expect(item.x + item.width, item.text).toBeLessThanOrEqual(page.width - 28 + 0.5);
      }
    }
  });

  it('prints every column of an entry in Polish and each entry once, oldest first whatever order it is given in', async () => {
    const log = deckLogOf(120);
    const shuffled = [...log.entries].reverse();
    const { all } = await readPdf(await render({ ...log, entries: shuffled, summary }, 'pl'));
    expectInOrder(all, [
      '21.06 06:00 (+02:00)',
      '54°30,6′N 018°31,8′E',
      '007°',
      '5,5',
      '102,5',
      '045° 4°B',
      '3',
      '1013,2',
      'Wyjście z portu. Gdynia',
      '21.06 06:30 (+02:00)',
      'Silnik włączony. Licznik silnika: 1234,5 h.',
      'Żagle. grot, genua. Kurs dziobu 275°. STW 6,1 kn.',
      'Notatka. Zmiana wachty: Anna Wiśniewska przejmuje.',
      'Koniec. Widzialność: umiarkowana. — Anna Wiśniewska (załoga)',
      '22.06 00:00 (+02:00)',
      '23.06 17:30 (+02:00)',
      'Wejście do portu. Świnoujście',
    ]);
    for (const { logged_at: at } of log.entries) {
      const printed = `${at.slice(8, 10)}.${at.slice(5, 7)} ${at.slice(11, 16)} (+02:00)`;
      expect(all.split(printed).length - 1, printed).toBe(1);
    }
  });

  it('strikes a corrected entry through, leaves its correction whole, and names each by the other', async () => {
    const pdf = await render(deckLogOf(40), 'pl');
    const [page] = await placedText(pdf);
    const [strokes] = readStrokes(pdf);
    if (!page || !strokes) throw new Error('no first page');
    const find = (text: string) => {
      const item = page.items.find((candidate) => candidate.text.includes(text));
      if (!item) throw new Error(`"${text}" is not on the first page`);
      return item;
    };
    // The 10th entry's wrong position, its time and its words are each struck through.
    for (const text of ['55°24,0′N 017°06,0′E', '21.06 10:30 (+02:00)', 'Pomyłka w pozycji']) {
      expect(strikesThrough(strokes, find(text)), text).toHaveLength(1);
    }
    // Its correction, the note naming it and the entries around it are not.
    for (const text of ['54°36,0′N 018°21,0′E', 'Poprawiony wpisem z 21.06 10:35', '54°34,8′N 018°23,4′E']) {
      expect(strikesThrough(strokes, find(text)), text).toEqual([]);
    }
    const { all } = await readPdf(pdf);
    expectInOrder(all, [
      '21.06 10:30 (+02:00)',
      'Pozycja. Pomyłka w pozycji Poprawiony wpisem z 21.06 10:35',
      '21.06 10:35 (+02:00)',
      'Pozycja. Poprawia wpis z 21.06 10:30.',
    ]);
  });

  it('prints the summary at the end in English, hours, miles, ports and the corrected count', async () => {
    const pdf = await render({ ...deckLogOf(120), summary }, 'en');
    const { pages, totalPages } = await readPdf(pdf);
    const last = pages[totalPages - 1] ?? '';
    expectInOrder(last, [
      'Summary',
      'Hours under sail',
      '58.5 h',
      'Hours under engine',
      '1.25 h',
      'Hours in port or at anchor',
      '0 h',
      'Distance',
      '297.5 NM',
      'Night hours',
      '—',
      'First entry',
      '21/06/2026 06:00 (+02:00)',
      'Last entry',
      '23/06/2026 17:30 (+02:00)',
      'Entries',
      '120 (1 corrected)',
      'Ports',
      'Gdynia → Świnoujście',
    ]);
    expect(pages[0]).toContain('DECK LOG');
    expectInOrder(pages[0] ?? '', [
      "Ship's time",
      'Position',
      'COG',
      'SOG [kn]',
      'Log [NM]',
      'Wind',
      'Sea',
      'Pressure [hPa]',
      'Remarks',
      '21/06 06:00 (+02:00)',
      '54°30.6′N 018°31.8′E',
      '045° 4 Bft',
      '1013.2',
      'Departure. Gdynia',
    ]);
    for (let page = 1; page <= totalPages; page += 1) {
      expect(pages[page - 1]).toContain(`Page ${page} of ${totalPages}`);
    }
  });

  it('prints a long remark whole, over lines of its row', async () => {
    const words = Array.from({ length: 250 }, (_, i) => `słowo${i}`).join(' ');
    const entry = logEntry(1, 0, { kind: 'event', text: words.slice(0, 2000) });
    const pdf = await render({ trip: deckLogTrip, entries: [entry], summary }, 'pl');
    const { all, totalPages } = await readPdf(pdf);
    expect(totalPages).toBe(1);
    const lastWord = words.slice(0, 2000).split(' ').at(-1) ?? '';
    expectInOrder(all, ['Zdarzenie.', 'słowo0 słowo1', lastWord, 'Podsumowanie']);
  });

  it('cuts a 2,000-letter word over the lines of its row and loses none of it', async () => {
    const entry = logEntry(1, 0, { kind: 'event', text: 'Q'.repeat(2000) });
    const pdf = await render({ trip: deckLogTrip, entries: [entry], summary }, 'pl');
    const [page] = await placedText(pdf);
    const remark = page?.items.filter((item) => /^Q+$/.test(item.text.trim())) ?? [];
    expect(remark.length).toBeGreaterThan(10);
    expect(remark.reduce((sum, item) => sum + item.text.trim().length, 0)).toBe(2000);
    // Every cut line stays inside the remarks column, at the page's right margin.
    for (const item of remark) expect(item.x + item.width).toBeLessThanOrEqual((page?.width ?? 0) - 28);
  });

  it('prints any text a watch may write: markup, emoji, right-to-left, control characters', async () => {
    const entries = hostileTexts.map((text, i) =>
      logEntry(i + 1, i * 10, { kind: 'note', text, sails: text, author: { role: 'crew', name: text } }),
    );
    const trip = {
      ...deckLogTrip,
      yacht_name: hostileTexts[0] ?? '',
      captain_name: 'Zażółć gęślą jaźń ŁÓDŹ',
    };
    const { all } = await readPdf(
      await render({ trip, entries, summary: { ...summary, ports: hostileTexts } }, 'pl'),
    );
    expect(all).toContain('<script>alert(document.cookie)</script>');
    expect(all).toContain('Zażółć gęślą jaźń ŁÓDŹ');
  });

  it('leaves out a date the trip does not have', async () => {
    const trip = { ...deckLogTrip, disembarkation_date: '' };
    const pdf = await render({ trip, entries: [logEntry(1, 0)], summary }, 'pl');
    expect((await readStructure(pdf)).title).toBe('Dziennik jachtowy — Zawisza Czarny, 21.06.2026');
    const { all } = await readPdf(pdf);
    expectInOrder(all, ['Gdynia · 21.06.2026', 'Wyokrętowanie', 'Świnoujście', 'Wpisy (1)']);
    expect(all).not.toContain('Świnoujście ·');
  });

  it('says so when the log has no entries, and still prints its head and summary', async () => {
    const empty = { ...summary, ports: [], first_entry_at: null, last_entry_at: null };
    const { all, totalPages } = await readPdf(
      await render({ trip: deckLogTrip, entries: [], summary: empty }, 'pl'),
    );
    expect(totalPages).toBe(1);
    expectInOrder(all, [
      'DZIENNIK JACHTOWY',
      'Wpisy (0)',
      'Dziennik nie ma wpisów.',
      'Podsumowanie',
      'Strona 1 z 1',
    ]);
  });

  it('is a tagged PDF in its language and titled: the head and the columns read once, the repeats are artifacts', async () => {
    const read = await readStructure(await render({ ...deckLogOf(120), summary }, 'pl'));
    expect(read.marked).toBe(true);
    expect(read.language).toBe('pl-PL');
    expect(read.displayDocTitle).toBe(true);
    expect(read.title).toBe('Dziennik jachtowy — Zawisza Czarny, 21.06.2026 – 24.06.2026');
    expect(read.structureRoots).toBe(read.pages);
    expect(read.untagged).toEqual([]);
    expect(read.tagged[0]).toEqual({ role: 'H1', path: 'Document/H1', text: 'DZIENNIK JACHTOWY' });
    expect(read.tagged).toContainEqual({
      role: 'LBody',
      path: 'Document/L/LI/LBody',
      text: 'Zawisza Czarny',
    });
    expect(read.tagged.filter((element) => element.role === 'TH').map((cell) => cell.text)).toEqual(
      polishColumns,
    );
    expect(read.tagged).toContainEqual({
      role: 'TD',
      path: 'Document/Sect/Table/TBody/TR/TD',
      text: '54°30,6′N 018°31,8′E',
    });
    expect(read.reading.match(/DZIENNIK JACHTOWY/g)).toHaveLength(1);
    expectInOrder(read.reading, [
      'Wpisy (120)',
      '21.06 06:00 (+02:00)',
      '23.06 17:30 (+02:00)',
      'Podsumowanie',
    ]);
    for (let page = 1; page <= read.pages; page += 1) {
      expect(read.artifacts).toContain(`Strona ${page} z ${read.pages}`);
    }
    expect(read.artifacts).toContain('DZIENNIK JACHTOWY Jacht Zawisza Czarny');
  });
});
