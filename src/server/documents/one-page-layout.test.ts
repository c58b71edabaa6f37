import { describe, expect, it } from 'vitest';
import { cvTripLimit } from '#domain/cv.ts';
import { pzzKj } from '#domain/sea-time/pzz-kj.ts';
import { renderCaptainCv } from '../cv/cv-document.ts';
import type { DocumentMark } from '../pdf/pdf-writer.ts';
import { renderSeaTimeStatement, type StatementDocument } from '../sea-time/statement-pdf.ts';
import { renderCrewOpinion } from './crew-opinion.ts';
import {
  cvTrips,
  largestTrip,
  maxCrewNotes,
  maxTripNotes,
  remarks,
  statementTrips,
  typicalTrip,
} from './document-fixtures.ts';
import { readPdf } from './read-pdf.ts';
import { renderVoyageCard } from './voyage-card.ts';

/**
 * Issue 23: a typical trip's documents fit one A4 page each, like the paper forms; the largest the form allows
 * runs on over more pages, the tables' headers repeated and marked "continued", and the signature places sit
 * on the last page with some of the content before them, never alone.
 */

const mark: DocumentMark = {
  kind: 'code',
  code: 'ABCDEFGHJKMN',
  url: 'https://logbook.example.com/verify/ABCDEFGHJKMN',
};
const publicCard: DocumentMark = { kind: 'not_verifiable', reason: 'public_card' };

const captain: StatementDocument['captain'] = {
  first_name: 'Łukasz',
  last_name: 'Żółć',
  email: 'lukasz@example.com',
  phone: '+48 600 100 200',
  license_type: 'pzz-kj',
  license_number: 'KJ-1234',
  other_license: '',
};

/** A CV's typical length: the ten trips a captain shows a charter company or a school. */
const typicalCvTrips = 10;
/**
 * A statement's typical length: the sea cruises a sailor counts toward the JSM or KJ licence at the PZŻ
 * (the KJ asks for 6 cruises; a sailor applying has about a dozen). The largest: every trip a captain can keep.
 */
const typicalStatementTrips = 12;
const largestStatementTrips = cvTripLimit;

const captainSignature = 'Kapitan / Captain';
const ownerSignature = 'Armator / Yacht owner';
const placeDateSignature = 'Miejsce, data, podpis / Place, date, signature';
const continued = '(cd.) / (continued)';

/** The page's text without its footer (generation date, code and page number), which every page has. */
const body = (page: string) =>
  page.replace(/Wygenerowano \/ Generated on.*$|Generated on \/ Wygenerowano.*$/, '');

/** The signature places are on the last page only, and that page holds more than them. */
function expectSignaturesLast(pages: string[], signatures: string[], companions: string[]) {
  const last = pages.at(-1) ?? '';
  for (const signature of signatures) {
    expect(last, signature).toContain(signature);
    for (const page of pages.slice(0, -1)) expect(body(page), signature).not.toContain(signature);
  }
  for (const companion of companions) expect(last, companion).toContain(companion);
}

const voyageCard = async (kind: 'typical' | 'largest', language: 'pl' | 'en' = 'pl') =>
  readPdf(await renderVoyageCard(kind === 'typical' ? typicalTrip() : largestTrip(), { language, mark }));

const crewOpinion = async (kind: 'typical' | 'largest', language: 'pl' | 'en' = 'pl') => {
  const trip = kind === 'typical' ? typicalTrip() : largestTrip();
  const member = trip.crew_members[0];
  if (!member) throw new Error('no crew');
  return readPdf(await renderCrewOpinion(trip, member, { language, mark }));
};

const statement = async (count: number) => {
  const trips = statementTrips(count);
  return readPdf(await renderSeaTimeStatement({ captain, scheme: pzzKj(trips), trips, mark }, 'pl'));
};

const cv = async (count: number) =>
  readPdf(
    await renderCaptainCv(
      {
        captain: { ...captain, nationality: 'POLSKA', languages: 'POL / ENG' },
        trips: cvTrips(count),
        nationality: 'POLSKA',
        languages: 'POL / ENG',
        mark,
      },
      'pl',
    ),
  );

describe('the voyage card', () => {
  it('fits a typical trip on one page, in Polish and in English, in the order of the PZŻ form', async () => {
    const polish = await voyageCard('typical');
    expect(polish.totalPages).toBe(1);
    expectSignaturesLast(
      polish.pages,
      [captainSignature, ownerSignature],
      ["Uwagi armatora / Owner's remarks"],
    );
    const order = [
      'Kapitan (prowadzący jacht) / Captain (skipper)',
      'Jacht / Yacht',
      'Rejs / Cruise',
      'Numer dziennika / rejsu',
      'Port zaokrętowania / Port of embarkation',
      'Port odwiedzony / Visited port',
      'Godziny i przebyta odległość / Hours and distance',
      'Załoga / Crew',
      'Żeglarz Łukasiewicz-Wiśniewski 12',
      "Uwagi kapitana / Captain's remarks",
      captainSignature,
      "Uwagi armatora / Owner's remarks",
      ownerSignature,
    ];
    let from = 0;
    for (const part of order) {
      const at = polish.all.indexOf(part, from);
      expect(at, part).toBeGreaterThanOrEqual(0);
      from = at + part.length;
    }
    const english = await voyageCard('typical', 'en');
    expect(english.totalPages).toBe(1);
    expect(english.all).toContain("Owner's remarks / Uwagi armatora");
  });

  it("fits a typical trip on one page with the yacht's owner and a three-line address in the owner's box", async () => {
    const trip = {
      ...typicalTrip(),
      yacht_owner_name: 'Akademicki Związek Morski, Oddział Gdańsk',
      yacht_owner_address: 'ul. Długie Pobrzeże 12/4\n80-888 Gdańsk\nPolska',
    };
    for (const language of ['pl', 'en'] as const) {
      const { pages, totalPages } = await readPdf(await renderVoyageCard(trip, { language, mark }));
      expect(totalPages, language).toBe(1);
      expect(pages[0], language).toContain('80-888 Gdańsk');
    }
  });

  it('runs the largest trip over more pages, continued, with the remarks and both signatures on the last', async () => {
    const { pages, totalPages } = await voyageCard('largest');
    expect(totalPages).toBeGreaterThanOrEqual(2);
    expect(pages[1]).toContain(continued);
    expect(pages[1]).toContain('Lp. / No.');
    expectSignaturesLast(
      pages,
      [captainSignature, ownerSignature],
      ["Uwagi armatora / Owner's remarks", 'Sztorm 8°B'],
    );
    expect(pages.join(' ')).toContain('Żeglarz Łukasiewicz-Wiśniewski 50 ');
  });

  it('never leaves the signatures alone on a page, whatever the length of the remarks', async () => {
    // Every 150 characters up to the limit: some end the remarks just at the foot of a page.
    for (let length = 600; length <= maxTripNotes; length += 150) {
      // Every other one with the yacht's owner printed in the owner's box, which makes that box taller.
      const owner =
        length % 300 === 0
          ? { yacht_owner_name: 'Jan Armator', yacht_owner_address: 'ul. Portowa 1\nGdynia' }
          : {};
      const trip = { ...typicalTrip(), captain_notes: remarks(length), ...owner };
      const { pages } = await readPdf(await renderVoyageCard(trip, { language: 'pl', mark }));
      expectSignaturesLast(pages, [captainSignature, ownerSignature], ["Uwagi armatora / Owner's remarks"]);
      // The captain's signature follows the end of the remarks on its page.
      expect(pages.at(-1), `${length} characters`).toMatch(/Sztorm[\s\S]*Kapitan \/ Captain Miejsce/);
    }
  }, 90_000);

  it('is the public trip card too: one page for a typical trip, saying it cannot be verified', async () => {
    const { pages, totalPages, all } = await readPdf(
      await renderVoyageCard(typicalTrip(), { language: 'pl', mark: publicCard }),
    );
    expect(totalPages).toBe(1);
    expectSignaturesLast(pages, [captainSignature, ownerSignature], ["Uwagi armatora / Owner's remarks"]);
    expect(all).toContain('Karta wykonana bez konta w Logbooku: nie można jej zweryfikować.');
    const largest = await readPdf(
      await renderVoyageCard(largestTrip(), { language: 'pl', mark: publicCard }),
    );
    expect(largest.totalPages).toBeGreaterThanOrEqual(2);
    expectSignaturesLast(
      largest.pages,
      [captainSignature, ownerSignature],
      ["Uwagi kapitana / Captain's remarks"],
    );
  });
});

describe('the crew opinion', () => {
  it('fits a typical trip on one page, the captain first and the member with the assessment before the signature', async () => {
    for (const language of ['pl', 'en'] as const) {
      expect((await crewOpinion('typical', language)).totalPages, language).toBe(1);
    }
    const { pages, all } = await crewOpinion('typical');
    expectSignaturesLast(
      pages,
      [captainSignature],
      ['Uwagi / Remarks', "Opinia kapitana / Captain's opinion"],
    );
    const captainAt = all.indexOf('Kapitan (prowadzący jacht) / Captain (skipper)');
    const memberAt = all.indexOf('Członek załogi / Crew member');
    expect(captainAt).toBeGreaterThanOrEqual(0);
    expect(memberAt).toBeGreaterThan(all.indexOf('Godziny i przebyta odległość / Hours and distance'));
    expect(all.indexOf("Opinia kapitana / Captain's opinion")).toBeGreaterThan(memberAt);
  });

  it('keeps the end of the remarks with the signature, whatever their length', async () => {
    for (let length = 300; length <= maxCrewNotes; length += 100) {
      const trip = largestTrip();
      const member = trip.crew_members[0];
      if (!member) throw new Error('no crew');
      const { pages } = await readPdf(
        await renderCrewOpinion(
          trip,
          { ...member, captain_notes: remarks(length) },
          { language: 'pl', mark },
        ),
      );
      expectSignaturesLast(pages, [captainSignature], []);
      expect(pages.at(-1), `${length} characters`).toMatch(/Sztorm[\s\S]*Kapitan \/ Captain Miejsce/);
    }
  }, 90_000);

  it('runs the largest trip over more pages, continued, the remarks ending beside the signature', async () => {
    const { pages, totalPages } = await crewOpinion('largest');
    expect(totalPages).toBeGreaterThanOrEqual(2);
    expect(pages[1]).toContain(continued);
    expectSignaturesLast(pages, [captainSignature], ['Sztorm 8°B']);
  });
});

describe('the CV', () => {
  it(`fits ${typicalCvTrips} trips on one page`, async () => {
    const { totalPages, pages } = await cv(typicalCvTrips);
    expect(totalPages).toBe(1);
    expect(pages[0]).toContain(`Zawisza Czarny ${typicalCvTrips} `);
    expect(pages[0]).toContain('Podsumowanie / Totals');
  });

  it('continues the largest over more pages, the header repeated and marked, the totals after the last rows', async () => {
    const { pages, totalPages } = await cv(cvTripLimit);
    expect(totalPages).toBeGreaterThanOrEqual(2);
    expect(pages[1]).toContain(`Staż morski / Sea experience ${continued} Lp. / No.`);
    expect(pages.at(-1)).toContain(`Zawisza Czarny ${cvTripLimit} `);
    expect(pages.at(-1)).toContain('Podsumowanie / Totals');
  });
});

describe('the sea-time statement', () => {
  const countersignature = 'Potwierdzenie kapitana lub szkoły żeglarskiej';

  it(`fits ${typicalStatementTrips} trips on one page`, async () => {
    const { totalPages, pages } = await statement(typicalStatementTrips);
    expect(totalPages).toBe(1);
    expectSignaturesLast(pages, [countersignature, placeDateSignature], ['Oświadczam, że powyższe rejsy']);
  });

  it('continues the largest over more pages, the declaration kept with the signatures', async () => {
    const { pages, totalPages } = await statement(largestStatementTrips);
    expect(totalPages).toBeGreaterThanOrEqual(2);
    expect(pages[1]).toContain(continued);
    expectSignaturesLast(pages, [countersignature, placeDateSignature], ['Oświadczam, że powyższe rejsy']);
  });
});
