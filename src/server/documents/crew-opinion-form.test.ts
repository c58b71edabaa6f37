import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfinfo, pdftoppm, pdftotext } from '../pdf/poppler.ts';
import { readStructure } from '../pdf/read-structure.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain, validTrip } from '../trips/test-support.ts';
import { renderCrewOpinion } from './crew-opinion.ts';
import { typicalTrip } from './document-fixtures.ts';

/**
 * Issue 28: the crew opinion prints every rating as the PZŻ opinion form does, every choice in the form's words
 * and the chosen one ticked (☒, the others ☐); unknown and not tested leave the form blank. Read back with
 * pdftotext, as a reader's viewer lays the text out.
 */

type Ratings = { seasickness: string; resistance: string; performance: string; captain_opinion: string };

const member = (full_name: string, ratings: Ratings) => ({
  ...validTrip().crew_members[0],
  full_name,
  captain_notes: '',
  ...ratings,
});

const best: Ratings = {
  seasickness: 'none',
  resistance: 'good',
  performance: 'very_good',
  captain_opinion: 'positive',
};
const middle: Ratings = {
  seasickness: 'mild',
  resistance: 'sufficient',
  performance: 'sufficient',
  captain_opinion: 'positive',
};
const worst: Ratings = {
  seasickness: 'severe',
  resistance: 'insufficient',
  performance: 'insufficient',
  captain_opinion: 'negative',
};
const untested: Ratings = {
  seasickness: 'unknown',
  resistance: 'not_tested',
  performance: 'good',
  captain_opinion: 'positive',
};

/** Each rating's label and choices, in the form's order, by stored value, in each language. */
const form = {
  pl: {
    seasickness: [
      'Choroba morska / Seasickness',
      { none: 'nie podlegał', mild: 'chorował sporadycznie i mógł pracować', severe: 'chorował ciężko' },
    ],
    resistance: [
      'Odporność w trudnych warunkach / Resistance in harsh conditions',
      { good: 'dobra', sufficient: 'dostateczna', insufficient: 'niedostateczna' },
    ],
    performance: [
      'Wykonywanie obowiązków / Duties performed',
      {
        very_good: 'bardzo dobrze',
        good: 'dobrze',
        sufficient: 'dostatecznie',
        insufficient: 'niedostatecznie',
      },
    ],
    captain_opinion: ['Opinia ogólna / Overall opinion', { positive: 'pozytywna', negative: 'negatywna' }],
  },
  en: {
    seasickness: [
      'Seasickness / Choroba morska',
      { none: 'not affected', mild: 'occasionally seasick, able to work', severe: 'severely seasick' },
    ],
    resistance: [
      'Resistance in harsh conditions / Odporność w trudnych warunkach',
      { good: 'good', sufficient: 'sufficient', insufficient: 'insufficient' },
    ],
    performance: [
      'Duties performed / Wykonywanie obowiązków',
      { very_good: 'very well', good: 'well', sufficient: 'sufficiently', insufficient: 'insufficiently' },
    ],
    captain_opinion: ['Overall opinion / Opinia ogólna', { positive: 'positive', negative: 'negative' }],
  },
} as const;

/** The line a rating prints as: its label, then every choice with its box, ☒ before the chosen one only. */
function expectedLine(language: 'pl' | 'en', rating: keyof Ratings, chosen: string) {
  const [label, choices] = form[language][rating];
  const boxes = Object.entries(choices).map(([value, words]) => `${value === chosen ? '☒' : '☐'} ${words}`);
  return `${label} ${boxes.join(' ')}`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('crew opinion: the PZŻ form’s ratings', () => {
  let t: TestApp;
  let captain: Captain;
  let tripId: number;
  let crew: { id: number; full_name: string }[];

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    const trip = await createTrip(t, captain.token, {
      crew_members: [
        member('Anna Best', best),
        member('Bartek Middle', middle),
        member('Celina Worst', worst),
        member('Damian Untested', untested),
      ],
    });
    tripId = trip.id;
    crew = (trip as unknown as { crew_members: { id: number; full_name: string }[] }).crew_members;
  });
  afterAll(async () => t.close());

  const opinion = async (name: string, language: 'pl' | 'en') => {
    const id = crew.find((candidate) => candidate.full_name === name)?.id;
    const response = await call(t, 'GET', `/api/sailing-trips/${tripId}/crew/${id}/opinion-pdf`, {
      token: captain.token,
      language,
    });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  for (const language of ['pl', 'en'] as const) {
    it(`lists every choice of every rating and ticks only the chosen one (${language})`, async () => {
      for (const [name, ratings] of [
        ['Anna Best', best],
        ['Bartek Middle', middle],
        ['Celina Worst', worst],
      ] as const) {
        const text = oneLine(await pdftotext(await opinion(name, language)));
        for (const rating of ['seasickness', 'resistance', 'performance', 'captain_opinion'] as const) {
          expect(text, `${name} ${rating}`).toContain(expectedLine(language, rating, ratings[rating]));
        }
        expect(text.match(/☒/g), name).toHaveLength(4);
      }
    });

    it(`leaves a rating blank, every box empty, for unknown and not tested (${language})`, async () => {
      const text = oneLine(await pdftotext(await opinion('Damian Untested', language)));
      expect(text).toContain(expectedLine(language, 'seasickness', ''));
      expect(text).toContain(expectedLine(language, 'resistance', ''));
      expect(text).toContain(expectedLine(language, 'performance', 'good'));
      expect(text).toContain(expectedLine(language, 'captain_opinion', 'positive'));
      expect(text.match(/☒/g)).toHaveLength(2);
    });
  }

  it('ticks an older trip’s duties grade at the same place on the form, and leaves unknown blank (rendered as given)', async () => {
    // The database holds only the form's values since migration 017; a Trip may still carry older ones.
    const trip = typicalTrip();
    const first = trip.crew_members[0];
    if (!first) throw new Error('no crew');
    const render = async (ratings: Partial<Ratings>) =>
      oneLine(await pdftotext(await renderCrewOpinion(trip, { ...first, ...ratings }, { language: 'pl' })));
    expect(await render({ performance: 'excellent' })).toContain(
      expectedLine('pl', 'performance', 'very_good'),
    );
    expect(await render({ performance: 'average' })).toContain(
      expectedLine('pl', 'performance', 'sufficient'),
    );
    expect(await render({ performance: 'poor' })).toContain(
      expectedLine('pl', 'performance', 'insufficient'),
    );
    const blank = await render({ performance: 'unknown', captain_opinion: 'unknown' });
    expect(blank).toContain(expectedLine('pl', 'performance', ''));
    expect(blank).toContain(expectedLine('pl', 'captain_opinion', ''));
  });

  it('says what it is, whose it is and of which trip in the PDF’s information, in its language', async () => {
    const polish = await opinion('Anna Best', 'pl');
    const info = await pdfinfo(polish);
    expect(info.Title).toBe('Opinia z rejsu — Anna Best, Zawisza Czarny, 01.07.2026 – 08.07.2026');
    expect(info.Author).toBe('Łukasz Żółć');
    expect(info.Subject).toBe(
      'Opinia z rejsu (wzór PZŻ): ocena członka załogi wystawiona przez kapitana, dokument stażu morskiego do egzaminów na patenty.',
    );
    expect(info.Keywords).toBe(
      'opinia z rejsu, PZŻ, Zawisza Czarny, POL-1234, Gdynia, Bornholm, Dover, Świnoujście, staż morski',
    );
    expect(info.Creator).toBe('Logbook');
    expect((await readStructure(polish)).language).toBe('pl-PL');
    const english = await opinion('Anna Best', 'en');
    const englishInfo = await pdfinfo(english);
    expect(englishInfo.Title).toBe('Crew opinion — Anna Best, Zawisza Czarny, 01/07/2026 – 08/07/2026');
    expect(englishInfo.Author).toBe('Łukasz Żółć');
    expect(englishInfo.Subject).toMatch(/^Crew opinion on the PZŻ form: /);
    expect(englishInfo.Keywords).toBe(
      'crew opinion, PZŻ, Zawisza Czarny, POL-1234, Gdynia, Bornholm, Dover, Świnoujście, sea time',
    );
    expect((await readStructure(english)).language).toBe('en-GB');
  });

  it('prints the miles as NM in English and Mm in Polish, each with its decimal separator', async () => {
    const polish = oneLine(await pdftotext(await opinion('Anna Best', 'pl')));
    expect(polish).toContain(' 412,5 Mm ');
    expect(polish).not.toMatch(/\d NM\b/);
    const english = oneLine(await pdftotext(await opinion('Anna Best', 'en')));
    expect(english).toContain(' 412.5 NM ');
    expect(english).not.toMatch(/\d Mm\b/);
  });

  it('renders the boxes to a picture (written to /tmp/opinion-pl.png to be looked at)', async () => {
    const png = await pdftoppm(await opinion('Bartek Middle', 'pl'), {
      dpi: 110,
      out: '/tmp/opinion-pl.png',
    });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });
});
