import { sampleCvTrip } from '#domain/cv-test-support.ts';
import type { CvDocument } from '../src/server/cv/cv-document.ts';

/** The benchmarks' longest CV: 350 trips of a week, every column filled (bench/README.md, "Documents"). */
export function cvOf350Trips(): CvDocument {
  return {
    captain: {
      first_name: 'Łukasz',
      last_name: 'Żółć',
      email: 'lukasz@example.com',
      phone: '+48 600 100 200',
      license_type: 'pzz-kj',
      license_number: 'KJ-1234',
      other_license: '',
      nationality: 'polska',
      languages: 'polski, angielski',
    },
    trips: Array.from({ length: 350 }, (_, n) =>
      sampleCvTrip({
        id: n + 1,
        yacht_name: `Zawisza Czarny ${n}`,
        registration_number: `POL-${n}`,
        embarkation_date: '2025-07-01',
        disembarkation_date: '2025-07-08',
        visited_ports: ['Hel', 'Bornholm', 'Dover'],
        distance: 250.5,
      }),
    ),
    nationality: 'polska',
    languages: 'polski',
  };
}
