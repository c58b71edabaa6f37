import { describe, expect, it } from 'vitest';
import type { Language } from '#domain/language.ts';
import { pzzKj } from '#domain/sea-time/pzz-kj.ts';
import { renderCaptainCv } from '../cv/cv-document.ts';
import { renderDeckLog } from '../deck-log/deck-log-pdf.ts';
import { deckLogOf } from '../deck-log/deck-log-pdf-fixtures.ts';
import { renderCrewOpinion } from '../documents/crew-opinion.ts';
import {
  cvTrips,
  documentCaptain,
  statementTrips,
  typicalTrip,
  verifiableMark,
} from '../documents/document-fixtures.ts';
import { renderVoyageCard } from '../documents/voyage-card.ts';
import { translate } from '../http/messages.ts';
import { renderSeaTimeStatement } from '../sea-time/statement-pdf.ts';
import { pdfinfo } from './poppler.ts';
import { readStructure } from './read-structure.ts';

/**
 * Issue 28: every PDF says of itself what it is (Title, Subject), whose it is (Author), what to find it by
 * (Keywords) and that Logbook made it (Creator), in the language chosen, which its catalogue names as /Lang.
 */

const mark = verifiableMark;
const publicCard = { kind: 'not_verifiable', reason: 'public_card' } as const;

/** Every kind of document in one language, by name. */
function documents(language: Language): Record<string, () => Promise<Buffer>> {
  const trip = typicalTrip();
  const member = trip.crew_members[0];
  if (!member) throw new Error('no crew');
  const trips = statementTrips(3);
  return {
    voyage_card: () => renderVoyageCard(trip, { language, mark }),
    trip_card: () =>
      renderVoyageCard(
        { ...trip, captain: { ...trip.captain, first_name: 'Ewa', last_name: 'Typed' } },
        {
          language,
          mark: publicCard,
        },
      ),
    crew_opinion: () => renderCrewOpinion(trip, member, { language, mark }),
    captain_cv: () =>
      renderCaptainCv(
        {
          captain: { ...documentCaptain, nationality: 'POLSKA', languages: 'POL / ENG' },
          trips: cvTrips(2),
          nationality: 'POLSKA',
          languages: 'POL / ENG',
          mark,
        },
        language,
      ),
    sea_time_statement: () =>
      renderSeaTimeStatement({ captain: documentCaptain, scheme: pzzKj(trips), trips, mark }, language),
    deck_log: () => renderDeckLog(deckLogOf(3), language, (key, params) => translate(language, key, params)),
  };
}

const expected = {
  pl: {
    voyage_card: {
      Title: 'Karta rejsu — Zawisza Czarny, 01.07.2026 – 08.07.2026',
      Author: 'Łukasz Żółć',
      Subject: /^Karta rejsu \(wzór PZŻ\): /,
      Keywords:
        'karta rejsu, PZŻ, Zawisza Czarny, POL-1234, Gdynia, Port Świętego Łukasza 1, Port Świętego Łukasza 2, Port Świętego Łukasza 3, Port Świętego Łukasza 4, Port Świętego Łukasza 5, Port Świętego Łukasza 6, Świnoujście, staż morski',
    },
    trip_card: {
      Title: 'Karta rejsu — Zawisza Czarny, 01.07.2026 – 08.07.2026',
      Author: 'Ewa Typed',
      Subject: /^Karta rejsu z bezpłatnego generatora Logbooka/,
      Keywords: /^karta rejsu, Zawisza Czarny, POL-1234, Gdynia, .*, Świnoujście, staż morski$/,
    },
    crew_opinion: {
      Title: 'Opinia z rejsu — Żeglarz Łukasiewicz-Wiśniewski 1, Zawisza Czarny, 01.07.2026 – 08.07.2026',
      Author: 'Łukasz Żółć',
      Subject: /^Opinia z rejsu \(wzór PZŻ\): /,
      Keywords: /^opinia z rejsu, PZŻ, Zawisza Czarny, POL-1234, Gdynia, .*, Świnoujście, staż morski$/,
    },
    captain_cv: {
      Title: 'CV kapitana — Łukasz Żółć',
      Author: 'Łukasz Żółć',
      Subject: /^Żeglarskie CV kapitana: /,
      Keywords: 'CV kapitana, CV żeglarskie, Zawisza Czarny 1, Zawisza Czarny 2, staż morski',
    },
    sea_time_statement: {
      Title: /^Zestawienie stażu morskiego — Łukasz Żółć · /,
      Author: 'Łukasz Żółć',
      Subject: /^Zestawienie stażu morskiego: /,
      Keywords: /^zestawienie stażu morskiego, .+, Biała Mewa 1, Biała Mewa 2, Biała Mewa 3, staż morski$/,
    },
    deck_log: {
      Title: 'Dziennik jachtowy — Zawisza Czarny, 21.06.2026 – 24.06.2026',
      Author: 'Łukasz Żółć',
      Subject: /^Dziennik jachtowy z rejsu: /,
      Keywords: 'dziennik jachtowy, Zawisza Czarny, POL-1234, Gdynia, Świnoujście, staż morski',
    },
  },
  en: {
    voyage_card: {
      Title: "Captain's certificate of passage — Zawisza Czarny, 01/07/2026 – 08/07/2026",
      Author: 'Łukasz Żółć',
      Subject: /^Captain's certificate of passage \(the PZŻ voyage card\)/,
      Keywords:
        /^captain's certificate of passage, voyage card, PZŻ, Zawisza Czarny, POL-1234, Gdynia, .*, sea time$/,
    },
    trip_card: {
      Title: "Captain's certificate of passage — Zawisza Czarny, 01/07/2026 – 08/07/2026",
      Author: 'Ewa Typed',
      Subject: /^Trip card made with Logbook's free generator/,
      Keywords: /^trip card, captain's certificate of passage, voyage card, Zawisza Czarny, .*, sea time$/,
    },
    crew_opinion: {
      Title: 'Crew opinion — Żeglarz Łukasiewicz-Wiśniewski 1, Zawisza Czarny, 01/07/2026 – 08/07/2026',
      Author: 'Łukasz Żółć',
      Subject: /^Crew opinion on the PZŻ form: /,
      Keywords: /^crew opinion, PZŻ, Zawisza Czarny, .*, sea time$/,
    },
    captain_cv: {
      Title: "Captain's CV — Łukasz Żółć",
      Author: 'Łukasz Żółć',
      Subject: /^A captain's sailing CV: /,
      Keywords: "captain's CV, sailing CV, Zawisza Czarny 1, Zawisza Czarny 2, sea time",
    },
    sea_time_statement: {
      Title: /^Sea-time statement — Łukasz Żółć · /,
      Author: 'Łukasz Żółć',
      Subject: /^Sea-time statement: /,
      Keywords: /^sea-time statement, .+, Biała Mewa 1, Biała Mewa 2, Biała Mewa 3, sea time$/,
    },
    deck_log: {
      Title: 'Deck log — Zawisza Czarny, 21/06/2026 – 24/06/2026',
      Author: 'Łukasz Żółć',
      Subject: /^Deck log of a yacht cruise: /,
      Keywords: 'deck log, logbook, Zawisza Czarny, POL-1234, Gdynia, Świnoujście, sea time',
    },
  },
} as const;

describe('the PDFs’ information and language', () => {
  for (const language of ['pl', 'en'] as const) {
    for (const [kind, render] of Object.entries(documents(language))) {
      it(`${kind} (${language}): Title, Author, Subject, Keywords, Creator Logbook and /Lang`, async () => {
        const pdf = await render();
        const info = await pdfinfo(pdf);
        const want = expected[language][kind as keyof (typeof expected)['pl']];
        for (const field of ['Title', 'Author', 'Subject', 'Keywords'] as const) {
          const value = want[field];
          if (typeof value === 'string') expect(info[field], field).toBe(value);
          else expect(info[field], field).toMatch(value);
        }
        expect(info.Creator).toBe('Logbook');
        expect((await readStructure(pdf)).language).toBe(language === 'pl' ? 'pl-PL' : 'en-GB');
      });
    }
  }
});
