import QRCode from 'qrcode';
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
import { readPdf } from '../documents/read-pdf.ts';
import { renderVoyageCard } from '../documents/voyage-card.ts';
import { renderSeaTimeStatement } from '../sea-time/statement-pdf.ts';
import { qrRuns } from './qr-drawing.ts';

const mark = verifiableMark;
const { url } = mark;
const footerCode = 'Kod weryfikacyjny / Verification code: ABCD-EFGH-JKMN';

const captain = documentCaptain;

describe('the verification mark', () => {
  it('draws the QR code of the link module for module, as rectangles', () => {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const { size, runs } = qrRuns(url);
    expect(size).toBe(modules.size);
    const drawn = new Set<string>();
    for (const run of runs) {
      for (let i = 0; i < run.length; i += 1) drawn.add(`${run.row},${run.column + i}`);
    }
    for (let row = 0; row < size; row += 1) {
      for (let column = 0; column < size; column += 1) {
        expect(drawn.has(`${row},${column}`), `${row},${column}`).toBe(Boolean(modules.get(row, column)));
      }
    }
  });

  it('prints the code, the link and the QR code (vector, no image) in the header, and the code on every page', async () => {
    const pdf = await renderVoyageCard(largestTrip(), { language: 'pl', mark });
    expect(pdf.includes('/Subtype /Image')).toBe(false);
    const { pages, all } = await readPdf(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(all).toMatch(
      /KARTA REJSU \/ CAPTAIN'S CERTIFICATE OF PASSAGE .*Kod weryfikacyjny \/ Verification code ABCD-EFGH-JKMN Sprawdź autentyczność \/ Verify at https:\/\/logbook\.example\.com\/verify\/ABCDEFGHJKMN/,
    );
    for (const page of pages) expect(page).toContain(footerCode);
    const english = await readPdf(await renderVoyageCard(typicalTrip(), { language: 'en', mark }));
    expect(english.all).toContain('Verification code / Kod weryfikacyjny ABCD-EFGH-JKMN');
    expect(english.all).toContain('Verify at / Sprawdź autentyczność');
  });

  it('is on every document that takes one: the crew opinion, the CV and the sea-time statement', async () => {
    const trip = typicalTrip();
    const member = trip.crew_members[0];
    if (!member) throw new Error('no crew');
    const trips = statementTrips(3);
    const documents = [
      await renderCrewOpinion(trip, member, { language: 'pl', mark }),
      await renderCaptainCv(
        {
          captain: { ...captain, nationality: 'POLSKA', languages: 'POL' },
          trips: cvTrips(2),
          nationality: 'POLSKA',
          languages: 'POL',
          mark,
        },
        'pl',
      ),
      await renderSeaTimeStatement({ captain, scheme: pzzKj(trips), trips, mark }, 'pl'),
    ];
    for (const pdf of documents) {
      const { all } = await readPdf(pdf);
      expect(all).toContain('ABCD-EFGH-JKMN');
      expect(all).toContain(footerCode);
      expect(all).toContain(url);
    }
  });

  it('says the public trip card cannot be verified, in both languages, with no code', async () => {
    const { all } = await readPdf(
      await renderVoyageCard(typicalTrip(), {
        language: 'en',
        mark: { kind: 'not_verifiable', reason: 'public_card' },
      }),
    );
    expect(all).toContain('Made without a Logbook account: this card cannot be verified.');
    expect(all).toContain('Karta wykonana bez konta w Logbooku: nie można jej zweryfikować.');
    expect(all).not.toContain('Verification code');
  });

  it('says a document is not verifiable when its captain switched verification off, and prints nothing without a mark', async () => {
    const trip = typicalTrip();
    const member = trip.crew_members[0];
    if (!member) throw new Error('no crew');
    const off = await readPdf(
      await renderCrewOpinion(trip, member, {
        language: 'pl',
        mark: { kind: 'not_verifiable', reason: 'switched_off' },
      }),
    );
    expect(off.all).toContain('Tego dokumentu nie można zweryfikować: kapitan wyłączył weryfikację.');
    expect(off.all).toContain('This document cannot be verified: its captain has switched verification off.');
    expect(off.all).not.toContain('Kod weryfikacyjny');
    const none = await readPdf(await renderCrewOpinion(trip, member, { language: 'pl' }));
    expect(none.all).not.toContain('Kod weryfikacyjny');
    expect(none.all).not.toContain('nie można');
  });
});
