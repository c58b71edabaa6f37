import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, newCaptain } from '../trips/test-support.ts';
import { csvRows, download, workbook } from './test-support.ts';

describe('import template: the columns and one example trip', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, false);
  });
  afterAll(async () => t.close());

  it('CSV in English: the Trips columns an import reads (no id, nothing computed) and an English example', async () => {
    const response = await download(t, '/api/sailing-trips/import/template?format=csv', {
      token: captain.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="logbook-import-template-en.csv"',
    );
    const [header, example, ...rest] = csvRows(response);
    expect(rest).toEqual([]);
    expect(header).toHaveLength(34);
    expect(header).not.toContain('Trip no.');
    expect(header).not.toContain('Days');
    expect(header).not.toContain('Tidal ports');
    const row = Object.fromEntries((header ?? []).map((label, index) => [label, example?.[index]]));
    expect(row).toMatchObject({
      Status: 'Completed',
      'Yacht name': 'Sea Breeze',
      'Port of embarkation': 'Gdynia',
      'Port of disembarkation': 'Hel',
      'Visited ports': 'Jastarnia',
      'Start date': '2026-06-01',
      'Hull length (m)': '12.5',
      'Yacht type': 'Bavaria Cruiser 41',
      'Yacht owner': 'Baltic Charter Ltd',
      "Yacht owner's address": '1 Harbour Street, Gdynia',
      'Port of embarkation is tidal': 'no',
      "Captain's phone": "'+44 7700 900123",
    });
  });

  it('CSV in Polish: Polish headers and a Polish example', async () => {
    const response = await download(t, '/api/sailing-trips/import/template?format=csv', {
      token: captain.token,
      language: 'pl',
    });
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="logbook-import-template-pl.csv"',
    );
    const [header, example] = csvRows(response);
    const row = Object.fromEntries((header ?? []).map((label, index) => [label, example?.[index]]));
    expect(row).toMatchObject({
      Status: 'Zakończony',
      'Nazwa jachtu': 'Żuraw',
      'Typ jachtu': 'Bavaria Cruiser 41',
      Armator: 'Żeglarski Klub Morski',
      'Port zaokrętowania': 'Gdańsk',
      'Port wyokrętowania': 'Władysławowo',
      'Długość kadłuba (m)': '12.5',
      'Port zaokrętowania pływowy': 'nie',
      'Uwagi kapitana': 'Słaby wiatr, noc na kotwicy w Zatoce Puckiej.',
    });
  });

  it('XLSX in both languages: the four sheets, tied by the trip number, without the computed columns', async () => {
    for (const [language, names, yacht] of [
      ['en', ['Trips', 'Visited ports', 'Crew', 'Passages'], 'Sea Breeze'],
      ['pl', ['Rejsy', 'Odwiedzone porty', 'Załoga', 'Przeloty'], 'Żuraw'],
    ] as const) {
      const response = await download(t, '/api/sailing-trips/import/template?format=xlsx', {
        token: captain.token,
        language,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="logbook-import-template-${language}.xlsx"`,
      );
      const sheets = await workbook(response);
      expect(sheets.map((sheet) => sheet.sheet)).toEqual(names);
      const [trips, ports, crew, passages] = sheets.map((sheet) => sheet.data);
      expect(trips).toHaveLength(2);
      expect(trips?.[0]).toHaveLength(34);
      expect(trips?.[1]?.slice(0, 3)).toEqual([1, language === 'en' ? 'Completed' : 'Zakończony', yacht]);
      expect(trips?.[1]).toContain(12.5);
      expect(trips?.[1]).toContainEqual(new Date(Date.UTC(2026, 5, 1)));
      expect(ports?.[1]?.slice(0, 2)).toEqual([1, 'Jastarnia']);
      expect(crew?.[1]?.[0]).toBe(1);
      expect(passages?.[1]?.[0]).toBe(1);
    }
  });

  it('answers 401 without a login and 422 for json or pdf', async () => {
    expect((await download(t, '/api/sailing-trips/import/template?format=csv')).statusCode).toBe(401);
    for (const format of ['json', 'pdf']) {
      const response = await download(t, `/api/sailing-trips/import/template?format=${format}`, {
        token: captain.token,
      });
      expect(response.statusCode).toBe(422);
    }
  });
});
