import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from '#domain/language.ts';
import { replacementCharacter } from '#domain/printable-text.ts';
import { pzzKj } from '#domain/sea-time/pzz-kj.ts';
import { tripRequestSchema } from '#domain/trip-request.ts';
import { renderCaptainCv } from '../cv/cv-document.ts';
import { renderDeckLog } from '../deck-log/deck-log-pdf.ts';
import { deckLogTrip, logEntry } from '../deck-log/deck-log-pdf-fixtures.ts';
import { renderCrewOpinion } from '../documents/crew-opinion.ts';
import { cvTrips, documentCaptain, statementTrips } from '../documents/document-fixtures.ts';
import { renderVoyageCard } from '../documents/voyage-card.ts';
import { translate } from '../http/messages.ts';
import { renderSeaTimeStatement } from '../sea-time/statement-pdf.ts';
import { unsavedTrip } from '../trips/service.ts';
import { validTrip } from '../trips/test-support.ts';
import { pdftoppm, pdftotext } from './poppler.ts';

const emojiName = 'Jan 🙂 Kowalski';
const chineseName = '王小明';
const r = replacementCharacter;

/** The sample trip with its two crew members renamed. */
function tripWithNames() {
  const body = validTrip();
  const [first, second] = body.crew_members;
  return unsavedTrip(
    tripRequestSchema.parse({
      ...body,
      crew_members: [
        { ...first, full_name: emojiName },
        { ...second, full_name: chineseName },
      ],
    }),
  );
}

/** The first page as a picture in the temporary folder, for a person to look at (docs/decisions/014). */
const picture = (pdf: Buffer, name: string) =>
  pdftoppm(pdf, { dpi: 110, out: path.join(os.tmpdir(), `unprintable-${name}.png`) });

/** Neither the characters the fonts lack (drawn as nothing) nor an unnamed glyph is in the text read back. */
function expectNothingMissing(text: string) {
  expect(text).not.toContain('🙂');
  expect(text).not.toMatch(/[王小明]/u);
}

describe('characters the fonts lack, in the documents', () => {
  it.each<Language>(['pl', 'en'])(
    'the voyage card prints each as a replacement character (%s)',
    async (language) => {
      const pdf = await renderVoyageCard(tripWithNames(), { language });
      const text = await pdftotext(pdf);
      expect(text).toContain(`Jan ${r} Kowalski`);
      expect(text).toContain(r.repeat(3));
      expect(text).toContain('Łukasz Żółć');
      expectNothingMissing(text);
      await picture(pdf, `voyage-card-${language}`);
    },
  );

  it.each<Language>(['pl', 'en'])(
    'the crew opinion prints each as a replacement character (%s)',
    async (language) => {
      const trip = tripWithNames();
      for (const [index, member] of trip.crew_members.entries()) {
        const pdf = await renderCrewOpinion(trip, member, { language });
        const text = await pdftotext(pdf);
        expect(text).toContain(member.full_name === emojiName ? `Jan ${r} Kowalski` : r.repeat(3));
        expectNothingMissing(text);
        await picture(pdf, `crew-opinion-${index + 1}-${language}`);
      }
    },
  );

  it('the deck log prints an emoji in a remark as a replacement character, the rest as typed', async () => {
    const entries = [
      logEntry(1, 0, { kind: 'note', text: 'Delfiny 🐬 na trawersie Helu 👨‍👩‍👧 🇵🇱' }),
      logEntry(2, 30, { kind: 'note', text: 'Wachta: 王小明' }),
    ];
    const summary = {
      hours_under_sail: 0,
      hours_under_engine: 0,
      hours_in_port: 0,
      miles: 0,
      night_hours: null,
      first_entry_at: entries[0]?.logged_at ?? null,
      last_entry_at: entries[1]?.logged_at ?? null,
      ports: [],
    };
    const pdf = await renderDeckLog(
      { trip: { ...deckLogTrip, captain_name: emojiName }, entries, summary },
      'pl',
      (key, params) => translate('pl', key, params),
    );
    const text = await pdftotext(pdf);
    expect(text).toContain(`Delfiny ${r} na trawersie Helu ${r} ${r}`);
    expect(text).toContain(`Wachta: ${r}${r}${r}`);
    expect(text).toContain(`Jan ${r} Kowalski`);
    expect(text).not.toContain('🐬');
    expectNothingMissing(text);
    await picture(pdf, 'deck-log');
  });

  it('the CV and the sea-time statement, made by the same writer, print them the same way', async () => {
    const captain = { ...documentCaptain, last_name: 'Żółć 🙂' };
    const [trip, ...others] = cvTrips(2);
    if (!trip) throw new Error('no CV trip');
    const cv = await renderCaptainCv(
      {
        captain: { ...captain, nationality: 'polska', languages: 'polski, 中文' },
        trips: [{ ...trip, yacht_name: '⛵ Zawisza' }, ...others],
        nationality: 'polska',
        languages: 'polski, 中文',
      },
      'pl',
    );
    const cvText = await pdftotext(cv);
    expect(cvText).toContain(`Łukasz Żółć ${r}`);
    expect(cvText).toContain(`polski, ${r}${r}`);
    expect(cvText).toContain(`${r} Zawisza`);
    expect(cvText).not.toMatch(/[🙂⛵中文]/u);
    const trips = statementTrips(2);
    const statement = await renderSeaTimeStatement({ captain, scheme: pzzKj(trips), trips }, 'en');
    const statementText = await pdftotext(statement);
    expect(statementText).toContain(`Łukasz Żółć ${r}`);
    expectNothingMissing(statementText);
  });
});
