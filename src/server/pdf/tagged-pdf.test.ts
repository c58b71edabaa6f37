import { describe, expect, it } from 'vitest';
import { pzzKj } from '#domain/sea-time/pzz-kj.ts';
import { renderCaptainCv } from '../cv/cv-document.ts';
import { renderCrewOpinion } from '../documents/crew-opinion.ts';
import {
  cvTrips,
  documentCaptain,
  largestTrip,
  statementTrips,
  typicalTrip,
  verifiableMark,
} from '../documents/document-fixtures.ts';
import { renderVoyageCard } from '../documents/voyage-card.ts';
import { renderSeaTimeStatement } from '../sea-time/statement-pdf.ts';
import type { DocumentMark } from './pdf-writer.ts';
import { readStructure } from './read-structure.ts';

/**
 * Every document is a tagged PDF (docs/accessibility.md): marked, in its language, titled, its text in
 * structure elements in the order it is read, and the page furniture (footers, repeated headers and
 * "continued" bands) marked as artifacts, which a screen reader skips.
 */

const captain = documentCaptain;
const mark = verifiableMark;

type Read = Awaited<ReturnType<typeof readStructure>>;

/** The catalogue entries of a tagged PDF, and a structure tree on every page with nothing left untagged. */
function expectTagged(read: Read, language: 'pl-PL' | 'en-GB', title: string) {
  expect(read.marked).toBe(true);
  expect(read.language).toBe(language);
  expect(read.displayDocTitle).toBe(true);
  expect(read.title).toBe(title);
  expect(read.structureRoots).toBe(read.pages);
  expect(read.untagged).toEqual([]);
}

/** Each text is found in the reading text after the one before it. */
function expectInOrder(reading: string, texts: string[]) {
  let from = 0;
  for (const text of texts) {
    const at = reading.indexOf(text, from);
    expect(at, `"${text}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + text.length;
  }
}

const roles = (read: Read, role: string) => read.tagged.filter((element) => element.role === role);

describe('the tagged PDFs', () => {
  it('read a voyage card as a title, sections with headings, label and value lists, a table and signatures', async () => {
    const read = await readStructure(await renderVoyageCard(typicalTrip(), { language: 'pl', mark }));
    expectTagged(read, 'pl-PL', 'Karta rejsu — Zawisza Czarny, 01.07.2026 – 08.07.2026');
    expect(read.tagged[0]).toEqual({
      role: 'H1',
      path: 'Document/H1',
      text: "KARTA REJSU / CAPTAIN'S CERTIFICATE OF PASSAGE",
    });
    expect(roles(read, 'H2').map((heading) => heading.text)).toEqual([
      'Kapitan (prowadzący jacht) / Captain (skipper)',
      'Jacht / Yacht',
      'Rejs / Cruise',
      'Godziny i przebyta odległość / Hours and distance',
      'Załoga / Crew',
      "Uwagi kapitana / Captain's remarks",
    ]);
    expect(read.tagged).toContainEqual({
      role: 'LBody',
      path: 'Document/Sect/L/LI/LBody',
      text: 'Zawisza Czarny',
    });
    expect(read.tagged).toContainEqual({
      role: 'TH',
      path: 'Document/Sect/Table/THead/TR/TH',
      text: 'Imię i nazwisko / Full name',
    });
    expect(read.tagged).toContainEqual({
      role: 'TD',
      path: 'Document/Sect/Table/TBody/TR/TD',
      text: 'Żeglarz Łukasiewicz-Wiśniewski 1',
    });
    expectInOrder(read.reading, [
      "KARTA REJSU / CAPTAIN'S CERTIFICATE OF PASSAGE",
      'Zawisza Czarny · Gdynia → Świnoujście',
      'Kod weryfikacyjny / Verification code ABCD-EFGH-JKMN',
      'https://logbook.example.com/verify/ABCDEFGHJKMN',
      'Imię i nazwisko / Full name Łukasz Żółć',
      'Nazwa jachtu / Yacht name Zawisza Czarny',
      'Port zaokrętowania / Port of embarkation Gdynia',
      'Lp. / No. Port odwiedzony / Visited port',
      '1 Port Świętego Łukasza 1',
      'Godziny pod żaglami / Hours under sail',
      'Lp. / No. Imię i nazwisko / Full name',
      '12 Żeglarz Łukasiewicz-Wiśniewski 12',
      // The remarks read as sentences: the space at the end of each line is kept.
      'manewry w porcie pewne. Sztorm 8°B na Ławicy Słupskiej',
      'Kapitan / Captain Miejsce, data, podpis / Place, date, signature',
      'Uwagi armatora / Owner',
      'Armator / Yacht owner',
    ]);
    expect(read.artifacts).toContain('Strona / Page 1 / 1');
    expect(read.reading).not.toContain('Wygenerowano');
  });

  it('read a voyage card over three pages once: the repeated table headers and continued bands are artifacts', async () => {
    const read = await readStructure(await renderVoyageCard(largestTrip(), { language: 'en', mark }));
    expectTagged(read, 'en-GB', "Captain's certificate of passage — Zawisza Czarny, 01/07/2026 – 08/07/2026");
    expect(read.pages).toBeGreaterThanOrEqual(3);
    expect(read.artifacts).toContain(
      'Crew / Załoga (continued) / (cd.) No. / Lp. Full name / Imię i nazwisko',
    );
    expect(read.reading).not.toContain('(continued)');
    // One header row for each of the two tables (visited ports, crew), however many pages they take.
    expect(roles(read, 'TH').filter((cell) => cell.text === 'No. / Lp.')).toHaveLength(2);
    expectInOrder(read.reading, [
      "CAPTAIN'S CERTIFICATE OF PASSAGE / KARTA REJSU",
      '50 Port Świętego Łukasza 50',
      '50 Żeglarz Łukasiewicz-Wiśniewski 50',
      'Captain / Kapitan',
      'Yacht owner / Armator',
    ]);
    for (let page = 1; page <= read.pages; page += 1) {
      expect(read.artifacts).toContain(`Page / Strona ${page} / ${read.pages}`);
    }
  });

  it('read a crew opinion in English: the member, the assessment, the remarks and the signature', async () => {
    const trip = typicalTrip();
    const member = trip.crew_members[1];
    if (!member) throw new Error('no crew');
    const read = await readStructure(await renderCrewOpinion(trip, member, { language: 'en', mark }));
    expectTagged(
      read,
      'en-GB',
      'Crew opinion — Żeglarz Łukasiewicz-Wiśniewski 2, Zawisza Czarny, 01/07/2026 – 08/07/2026',
    );
    expectInOrder(read.reading, [
      'CREW OPINION / OPINIA Z REJSU',
      'Crew member / Członek załogi',
      'Full name / Imię i nazwisko Żeglarz Łukasiewicz-Wiśniewski 2',
      'Overall opinion / Opinia ogólna',
      'Remarks / Uwagi',
      'Captain / Kapitan Place, date, signature / Miejsce, data, podpis',
    ]);
  });

  it('read a CV: the captain, the trips table row by row, then the totals', async () => {
    const cv = {
      captain: { ...captain, nationality: 'polska', languages: 'polski' },
      trips: cvTrips(3),
      nationality: 'polska',
      languages: 'polski, angielski',
      mark,
    };
    const read = await readStructure(await renderCaptainCv(cv, 'pl'));
    expectTagged(read, 'pl-PL', 'CV kapitana — Łukasz Żółć');
    expectInOrder(read.reading, [
      "CV KAPITANA / CAPTAIN'S CV",
      "Dane kapitana / Captain's details",
      'Języki / Languages polski, angielski',
      'Lp. / No. Jacht, typ, długość / Yacht, type, length Trasa / Route Daty / Dates Dni / Days',
      'Potwierdzone przez załogę / Confirmed by crew',
      '1 Zawisza Czarny 1 POL-1234 · Szkuner · 42,7 m Gdynia → Świnoujście',
      '3 Zawisza Czarny 3',
      'Podsumowanie / Totals 3 rejsy 24',
    ]);
    // Three trips and the totals row, 13 cells each.
    expect(roles(read, 'TD').filter((cell) => cell.path === 'Document/Sect/Table/TBody/TR/TD')).toHaveLength(
      4 * 13,
    );
  });

  it('read a sea-time statement: the trips and requirements tables, the declaration and both signatures', async () => {
    const trips = statementTrips(3);
    const statement = { captain, scheme: pzzKj(trips), trips, mark };
    const read = await readStructure(await renderSeaTimeStatement(statement, 'en'));
    expectTagged(read, 'en-GB', 'Sea-time statement — Łukasz Żółć · PZŻ Kapitan jachtowy');
    expectInOrder(read.reading, [
      'SEA-TIME STATEMENT / ZESTAWIENIE STAŻU MORSKIEGO',
      'Sailor / Żeglarz',
      'Trips counted / Rejsy zaliczone',
      'Requirements / Wymagania Requirement / Wymaganie Required / Wymagane Achieved / Osiągnięte Met / Spełnione',
      'Declaration / Oświadczenie I declare',
      'Sailor / Żeglarz Place, date, signature',
      'Countersignature of a skipper or sailing school',
    ]);
  });

  it('mark the second language of the public trip card’s sentence as Polish in an English card', async () => {
    const publicCard: DocumentMark = { kind: 'not_verifiable', reason: 'public_card' };
    const read = await readStructure(
      await renderVoyageCard(typicalTrip(), { language: 'en', mark: publicCard }),
    );
    expectTagged(read, 'en-GB', "Captain's certificate of passage — Zawisza Czarny, 01/07/2026 – 08/07/2026");
    expect(read.tagged.slice(2, 4)).toEqual([
      {
        role: 'P',
        path: 'Document/P',
        text: 'Made without a Logbook account: this card cannot be verified.',
      },
      {
        role: 'P',
        path: 'Document/P',
        text: 'Karta wykonana bez konta w Logbooku: nie można jej zweryfikować.',
        lang: 'pl-PL',
      },
    ]);
  });
});
