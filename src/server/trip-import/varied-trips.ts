import { validTrip } from '../trips/test-support.ts';

const yachts = [
  { yacht_name: 'Zawisza Czarny', registration_number: 'POL-1234', home_port: 'Gdynia' },
  { yacht_name: 'Dar Młodzieży', registration_number: 'DM-1', home_port: 'Gdynia' },
  { yacht_name: 'Żółta Łódź', registration_number: 'ŁÓDŹ-7', home_port: 'Łeba' },
  // A name a spreadsheet program would read as a formula unless the export escapes it.
  { yacht_name: '=Sea Spirit', registration_number: 'GBR-55', home_port: 'Southampton' },
] as const;

const ports = ['Świnoujście', 'Hel', 'Kołobrzeg', 'Cherbourg', 'St Peter Port', 'Ystad', 'Łeba', 'Dover'];
const tidal = new Set(['Cherbourg', 'St Peter Port', 'Dover']);

const crewMember = (index: number) => ({
  full_name: `Członek ${index} Źdźbło`,
  email: index % 3 === 0 ? '' : `crew${index}@example.com`,
  phone: index % 4 === 0 ? '' : `+48 600 000 ${String(100 + index)}`,
  role: index % 5 === 0 ? '_other' : ['crew', 'first_officer', 'mechanic', 'steward'][index % 4],
  other_role: index % 5 === 0 ? 'Kuk' : '',
  license_type: index % 2 === 0 ? 'pzz-jsm' : '',
  other_license: '',
  license_number: index % 2 === 0 ? `JSM-${index}` : '',
  captain_opinion: index % 7 === 0 ? 'negative' : 'positive',
  performance: ['very_good', 'good', 'sufficient', 'insufficient'][index % 4],
  seasickness: ['none', 'mild', 'severe', 'unknown'][index % 4],
  resistance: ['good', 'sufficient', 'insufficient', 'not_tested'][index % 4],
  captain_notes: index % 2 === 0 ? '' : '- dobra wachta; "cytat", przecinek',
});

const isoDay = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * `count` different trips for the export and import round trip: Polish letters, tidal and non-tidal ports, crew of
 * 0 to 12, empty optional fields, passages, inland waters, other roles and licences, text that looks like a formula.
 */
export function variedTrips(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => {
    const yacht = yachts[i % yachts.length];
    const from = ports[i % ports.length] ?? '';
    const to = ports[(i + 3) % ports.length] ?? '';
    const visited = ports.slice(0, i % 7).map((name, position) => ({
      name,
      is_tidal: tidal.has(name),
      ...(position === 0 && i % 2 === 0
        ? { arrival_date: isoDay(2016 + (i % 10), 6, 2), departure_date: isoDay(2016 + (i % 10), 6, 3) }
        : {}),
      ...(position === 1 ? { lat: 54.6 + i / 1000, lon: -(1.25 + i / 100) } : {}),
    }));
    // The last two start in the future (planned; the test cancels one), the rest are past (completed).
    const year = i >= count - 2 ? 2027 : 2016 + (i % 10);
    const month = 5 + (i % 5);
    const day = 1 + Math.floor(i / 10) * 5;
    const length = i % 9;
    return validTrip({
      ...yacht,
      captain: {
        first_name: i % 2 === 0 ? 'Łukasz' : 'Grażyna',
        last_name: 'Żółć',
        email: i % 3 === 0 ? '' : 'lukasz@example.com',
        phone: '+48 600 100 200',
        license_type: i % 6 === 0 ? '_other' : 'pzz-kj',
        license_number: 'KJ-1234',
        other_license: i % 6 === 0 ? 'Yachtmaster Offshore (RYA)' : '',
      },
      hull_length: 9.45 + i / 10,
      engines_count: i % 3,
      engine_power: 15.5 + i,
      // Issue 28: some without a type or owner; a name a spreadsheet would take for a formula; two-line addresses.
      yacht_type: i % 4 === 1 ? '' : `Bavaria Cruiser ${30 + (i % 20)}`,
      yacht_owner_name:
        i % 3 === 2 ? '' : i % 2 === 0 ? 'Żeglarski Klub Morski „Kotwica”' : '+Armator Sp. z o.o.',
      yacht_owner_address: i % 3 === 2 ? '' : `ul. Portowa ${i}\n81-350 Gdynia`,
      embarkation_port: from,
      is_embarkation_tidal_port: tidal.has(from),
      disembarkation_port: to,
      is_disembarkation_tidal_port: tidal.has(to),
      visited_ports: visited,
      distance: 12.5 + i * 7.3,
      embarkation_date: isoDay(year, month, day),
      disembarkation_date: isoDay(year, month, day + length),
      sailing_hours: 6.25 + length * 8,
      engine_hours: i % 4 === 0 ? 0 : 2.5 + (i % 4) / 4,
      mooring_hours: i % 3 === 0 ? null : 20 + i,
      tidal_hours: tidal.has(from) || tidal.has(to) ? 3.75 : 0,
      night_hours: i % 2 === 0 ? 0 : 4.5,
      role_on_board: i % 8 === 0 ? 'first_officer' : 'skipper',
      waters: i % 11 === 0 ? 'inland' : 'sea',
      passages: i % 5 === 0 ? [{ from, to, distance: 12.5, overnight: i % 10 === 0 }] : [],
      logbook_number: i % 4 === 0 ? '' : `LB/${year}/${i}`,
      captain_notes: i % 3 === 0 ? '' : `Rejs ${i}: sztorm 8°B na Ławicy Słupskiej.\nDruga linia; @wachta`,
      crew_members: Array.from({ length: i % 13 }, (_, index) => crewMember(i * 13 + index)),
    });
  });
}
