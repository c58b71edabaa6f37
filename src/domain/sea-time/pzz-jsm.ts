import { countsTowardSchemes, hoursUnderWay, type SeaTimeTrip } from './counting.ts';
import { cruise, requirement, scheme } from './requirement.ts';
import type { SeaTimeScheme } from './schema.ts';

/**
 * PZŻ jachtowy sternik morski. Rozporządzenie Ministra Sportu i Turystyki z dnia 9 kwietnia 2013 r. w sprawie
 * uprawiania turystyki wodnej (Dz.U. 2013 poz. 460): at least 2 cruises on sea waters, together at least 200
 * hours of sailing ("godzin żeglugi": under sail or engine, never in port). The age (18) and the exam are the
 * sailor's to show.
 */
export const pzzJsmRules = { seaCruises: 2, hoursUnderWay: 200 } as const;

export function pzzJsm(trips: readonly SeaTimeTrip[]): SeaTimeScheme {
  const sea = trips.filter(countsTowardSchemes);
  return scheme(
    'pzz-jsm',
    [
      requirement(
        'sea-cruises',
        pzzJsmRules.seaCruises,
        'cruises',
        sea,
        cruise(() => true),
      ),
      requirement('hours-under-way', pzzJsmRules.hoursUnderWay, 'hours', sea, hoursUnderWay),
    ],
    ['age-18', 'exam'],
  );
}
