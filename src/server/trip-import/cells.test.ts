import { describe, expect, it } from 'vitest';
import { readDate, readFlag, readHours, readNumber, readText } from './cells.ts';
import { readChoice } from './choices.ts';
import { fieldOfHeader, matchTripColumns } from './column-matching.ts';
import { readPortsCell } from './ports-cell.ts';

describe('cells as spreadsheets write them', () => {
  it('reads numbers with decimal commas, spaces or dots between thousands, and English thousands', () => {
    const cases: [string | number, number][] = [
      ['12.5', 12.5],
      ['12,5', 12.5],
      ['1 234,5', 1234.5],
      ['1\u00a0234,5', 1234.5],
      ['1\u202f234', 1234],
      ['1.234,5', 1234.5],
      ['1,234.5', 1234.5],
      ['12 345 678', 12345678],
      ["'12,5", 12.5],
      [' 7 ', 7],
      [42.7, 42.7],
    ];
    for (const [cell, number] of cases) expect(readNumber(cell), String(cell)).toBe(number);
  });

  it('hands on what is no number as written (the schema names it), and an empty cell as missing', () => {
    expect(readNumber('about 12')).toBe('about 12');
    expect(readNumber('12,5,5')).toBe('12,5,5');
    expect(readNumber('')).toBeUndefined();
    expect(readNumber(null)).toBeUndefined();
  });

  it('reads hours as h:mm, decimals and time cells', () => {
    expect(readHours('12:15')).toBe(12.25);
    expect(readHours('1:20')).toBe(1.33);
    expect(readHours('12,25')).toBe(12.25);
    expect(readHours(6)).toBe(6);
    // Excel keeps 12:15 typed into a time cell as 12:15 on 30 December 1899.
    expect(readHours(new Date(Date.UTC(1899, 11, 30, 12, 15)))).toBe(12.25);
    // Minutes of 60 or more are the schema's to refuse, with its own message.
    expect(readHours('3:75')).toBe('3:75');
  });

  it('reads dates ISO, day first (Polish and British) and as Excel dates or day numbers', () => {
    const cases: [string | number | Date, string][] = [
      ['2025-06-01', '2025-06-01'],
      ['2025-6-1', '2025-06-01'],
      ['01.06.2025', '2025-06-01'],
      ['1.6.2025', '2025-06-01'],
      ['01/06/2025', '2025-06-01'],
      ['01-06-2025', '2025-06-01'],
      ['2025.06.01', '2025-06-01'],
      ["'01.06.2025", '2025-06-01'],
      ['2025-06-01T00:00:00Z', '2025-06-01'],
      [new Date(Date.UTC(2025, 5, 1)), '2025-06-01'],
      [45809, '2025-06-01'],
    ];
    for (const [cell, date] of cases) expect(readDate(cell), String(cell)).toBe(date);
    // Read as written: the schema's "Enter a valid date." names them.
    expect(readDate('31.02.2025')).toBe('2025-02-31');
    expect(readDate('June 1st')).toBe('June 1st');
    expect(readDate('')).toBeUndefined();
  });

  it('reads flags in both languages, as marks and as numbers; empty is no', () => {
    for (const yes of ['yes', 'TAK', 't', 'True', '1', 'x', 'X', '✓', 1, true])
      expect(readFlag(yes), String(yes)).toBe(true);
    for (const no of ['no', 'Nie', 'n', 'false', '0', '', null, 0, false])
      expect(readFlag(no), String(no)).toBe(false);
    expect(readFlag('maybe')).toBe('maybe');
  });

  it("strips the one apostrophe the export puts before a formula's first character, and no other", () => {
    expect(readText("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(readText("'+48 600 100 200")).toBe('+48 600 100 200');
    expect(readText("'-")).toBe('-');
    expect(readText("'@home")).toBe('@home');
    expect(readText("''=x")).toBe("''=x");
    expect(readText("'Hel")).toBe("'Hel");
    expect(readText("O'Brien")).toBe("O'Brien");
  });

  it('reads choices by the stored value or the label in English or Polish, case and accents aside', () => {
    expect(readChoice('Zakończony', 'status')).toBe('completed');
    expect(readChoice('zakonczony', 'status')).toBe('completed');
    expect(readChoice('In progress', 'status')).toBe('in_progress');
    expect(readChoice('in_progress', 'status')).toBe('in_progress');
    expect(readChoice('Śródlądowe', 'waters')).toBe('inland');
    expect(readChoice('Skipper (in command)', 'role_on_board')).toBe('skipper');
    expect(readChoice('pierwszy oficer', 'role_on_board')).toBe('first_officer');
    expect(readChoice('Mechanik', 'crew_role')).toBe('mechanic');
    expect(readChoice('PZZ-KJ', 'licence')).toBe('pzz-kj');
    expect(readChoice('kapitan_jachtowy', 'licence')).toBe('pzz-kj');
    expect(readChoice('Kapitan jachtowy (PZŻ)', 'licence')).toBe('pzz-kj');
    expect(readChoice('starszy_oficer', 'crew_licence')).toBe('starszy_oficer');
    expect(readChoice('Pozytywna', 'captain_opinion')).toBe('positive');
    expect(readChoice('Brak', 'seasickness')).toBe('none');
    expect(readChoice('a pirate', 'crew_role')).toBe('a pirate');
    expect(readChoice('  ', 'crew_role')).toBe('');
  });

  it("reads the CSV's visited ports cell with tidal ports marked in either language", () => {
    expect(readPortsCell('Hel; Dover (tidal);Calais (Pływowy) ; ;Rønne (old town)')).toEqual([
      { name: 'Hel', is_tidal: false },
      { name: 'Dover', is_tidal: true },
      { name: 'Calais', is_tidal: true },
      { name: 'Rønne (old town)', is_tidal: false },
    ]);
    expect(readPortsCell('')).toEqual([]);
  });
});

describe('columns matched by name', () => {
  it('knows the export labels in both languages, field names and other names', () => {
    expect(fieldOfHeader('trips', 'Data  od:')).toBe('embarkation_date');
    expect(fieldOfHeader('trips', 'Długość kadłuba (m)')).toBe('hull_length');
    expect(fieldOfHeader('trips', 'Start date')).toBe('embarkation_date');
    expect(fieldOfHeader('trips', 'registration_number')).toBe('registration_number');
    expect(fieldOfHeader('trips', 'JACHT')).toBe('yacht_name');
    expect(fieldOfHeader('trips', 'Captain first name')).toBe('captain_first_name');
    expect(fieldOfHeader('trips', "Captain's phone")).toBe('captain_phone');
    expect(fieldOfHeader('trips', 'Dystans')).toBe('distance');
    // English headers write NM since issue 28; files exported before say "Distance (Mm)".
    expect(fieldOfHeader('trips', 'Distance (NM)')).toBe('distance');
    expect(fieldOfHeader('trips', 'Distance (Mm)')).toBe('distance');
    expect(fieldOfHeader('passages', 'Distance (NM)')).toBe('distance');
    expect(fieldOfHeader('passages', 'Distance (Mm)')).toBe('distance');
    // The export's computed columns are read by nobody.
    expect(fieldOfHeader('trips', 'Days')).toBeNull();
    expect(fieldOfHeader('trips', 'Weather')).toBeNull();
    expect(fieldOfHeader('crew', 'Imię i nazwisko')).toBe('full_name');
    expect(fieldOfHeader('visited_ports', 'Nr rejsu')).toBe('trip');
    expect(fieldOfHeader('passages', 'Przez noc')).toBe('overnight');
  });

  it('lets the mapping take a field from an automatic match, which is then ignored', () => {
    expect(matchTripColumns(['From', 'Harbour'], { Harbour: 'embarkation_port' })).toEqual([
      { source: 'From', field: null },
      { source: 'Harbour', field: 'embarkation_port' },
    ]);
  });
});
