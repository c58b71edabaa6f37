import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidImage, uploadLogo } from '../captain-profile/test-support.ts';
import { readPdf } from '../documents/read-pdf.ts';
import type { TestApp } from '../testing/test-app.ts';
import {
  type Captain,
  call,
  captainWithProfile,
  createCvTestApp,
  cvPdf,
  generatedLink,
  openLink,
  polishProfile,
  tripOn,
} from './test-support.ts';

/** Asserts that the texts occur in this order. */
function expectInOrder(text: string, parts: string[]) {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect(at, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

describe('the CV PDF', () => {
  let t: TestApp;
  let captain: Captain;
  const ids = { zawisza: 0, dar: 0, chopin: 0, pogoria: 0 };

  beforeAll(async () => {
    t = await createCvTestApp();
    captain = await captainWithProfile(t);
    ids.zawisza = await tripOn(t, captain);
    ids.dar = await tripOn(t, captain, {
      yacht_name: 'Dar Młodzieży',
      registration_number: 'POL-0001',
      embarkation_port: 'Szczecin',
      disembarkation_port: 'Kołobrzeg',
      embarkation_date: '2025-05-01',
      disembarkation_date: '2025-05-01',
      visited_ports: [],
      distance: '55.2',
      role_on_board: 'first_officer',
      waters: 'inland',
      sailing_hours: '10',
      engine_hours: '2',
      night_hours: '3',
      tidal_hours: '0',
    });
    ids.chopin = await tripOn(t, captain, {
      yacht_name: 'Fryderyk Chopin',
      registration_number: 'POL-9999',
      embarkation_port: 'Łeba',
      disembarkation_port: 'Ustka',
    });
    ids.pogoria = await tripOn(t, captain, {
      yacht_name: 'Pogoria',
      registration_number: 'POL-777',
      embarkation_port: 'Gdańsk',
      disembarkation_port: 'Władysławowo',
      embarkation_date: '2024-12-30',
      disembarkation_date: '2025-01-02',
      visited_ports: ['Hel', 'Jastarnia', 'Puck', 'Rewa', 'Sopot'].map((name) => ({ name, is_tidal: false })),
      distance: '100',
      yacht_type: 'Barkentyna',
      hull_length: '47',
      sailing_hours: '30.5',
      engine_hours: '4',
      night_hours: '12',
      tidal_hours: '0',
    });
  });
  afterAll(async () => t.close());

  const chosen = () => [ids.zawisza, ids.dar, ids.pogoria];

  it('shows the captain, the chosen trips oldest first and the totals, in Polish', async () => {
    const { text } = await cvPdf(
      t,
      captain,
      { trip_ids: chosen(), nationality: 'POLSKA', languages: 'POL / ENG / NOR' },
      'pl',
    );
    const { all, totalPages } = text;
    expect(totalPages).toBe(1);
    for (const part of [
      "CV KAPITANA / CAPTAIN'S CV",
      'Dane kapitana / Captain',
      'Imię i nazwisko / Full name Łukasz Żółć',
      'Patent / Licence Kapitan jachtowy (PZŻ)',
      `Numer patentu / Licence number ${polishProfile.license_number}`,
      `Telefon / Phone ${polishProfile.phone}`,
      'Obywatelstwo / Nationality POLSKA',
      'Języki / Languages POL / ENG / NOR',
      'Staż morski / Sea experience',
    ]) {
      expect(all).toContain(part);
    }
    expect(all).toMatch(/E-mail captain\d+@example\.com/);
    // Each row: yacht (type · length), route, dates, days, role, waters, miles, hours under sail, under
    // engine and in total, night hours; then the totals row, the sums worked out by hand.
    expectInOrder(all, [
      '1 Pogoria POL-777 · Barkentyna · 47 m Gdańsk → Władysławowo 5 odwiedzonych portów 30.12.2024 – 02.01.2025 4 Kapitan (prowadzący jacht) Morskie 100 Mm 30,5 4 34,5 12',
      '2 Dar Młodzieży POL-0001 · 42,7 m Szczecin → Kołobrzeg 01.05.2025 – 01.05.2025 1 Pierwszy oficer Śródlądowe 55,2 Mm 10 2 12 3',
      '3 Zawisza Czarny POL-1234 · 42,7 m Gdynia → Świnoujście 2 odwiedzone porty 01.07.2026 – 08.07.2026 8 Kapitan (prowadzący jacht) Morskie, pływowe 412,5 Mm 96 12,5 108,5 0',
      'Podsumowanie / Totals 3 rejsy 13 2 rejsy jako kapitan pływowe: 6 h 567,7 Mm 136,5 18,5 155 15',
    ]);
    // A trip without visited ports says nothing about them.
    expect(all).not.toContain('0 odwiedzonych');
    expect(all).not.toContain('Fryderyk Chopin');
    expect(all).not.toContain('Łeba');
  });

  it('comes out in English with English dates when asked in English, the other language second', async () => {
    const { text } = await cvPdf(t, captain, { trip_ids: [ids.zawisza, ids.dar] }, 'en');
    expectInOrder(text.all, [
      "CAPTAIN'S CV / CV KAPITANA",
      'Nationality / Obywatelstwo POLAND',
      'Languages / Języki POL / ENG / GER',
      '1 Dar Młodzieży POL-0001 · 42.7 m Szczecin → Kołobrzeg 01/05/2025 – 01/05/2025 1 First officer Inland waters 55.2 NM 10 2 12 3',
      '2 Zawisza Czarny POL-1234 · 42.7 m Gdynia → Świnoujście 2 visited ports 01/07/2026 – 08/07/2026 8 Skipper (in command) Sea, tidal 412.5 NM 96 12.5 108.5 0',
      'Totals / Podsumowanie 2 trips 9 1 trip as skipper tidal: 6 h 467.7 NM 106 14.5 120.5 3',
    ]);
    expect(text.all).not.toContain('Mm');
  });

  it('prints the other licence typed in the profile', async () => {
    const other = await captainWithProfile(t, {
      ...polishProfile,
      license_type: '_other',
      other_license: 'Yachtmaster Ocean (RYA)',
    });
    const id = await tripOn(t, other);
    const { text } = await cvPdf(t, other, { trip_ids: [id] }, 'en');
    expect(text.all).toContain('Licence / Patent Yachtmaster Ocean (RYA)');
  });

  it("puts the captain's logo in the header when there is one", async () => {
    const withoutLogo = await cvPdf(t, captain, { trip_ids: [ids.dar] });
    expect(withoutLogo.response.rawPayload.includes('/Subtype /Image')).toBe(false);
    const png = await solidImage(400, 400).png().toBuffer();
    expect((await uploadLogo(t, captain.token, png)).statusCode).toBe(200);
    const withLogo = await cvPdf(t, captain, { trip_ids: [ids.dar] });
    expect(withLogo.response.rawPayload.includes('/Subtype /Image')).toBe(true);
  });

  it('is rendered when opened: a trip deleted since the link was made is left out', async () => {
    const url = await generatedLink(t, captain, { trip_ids: [ids.dar, ids.chopin] }, 'pl');
    expect(
      (await call(t, 'DELETE', `/api/sailing-trips/${ids.chopin}`, { token: captain.token })).statusCode,
    ).toBe(200);
    const response = await openLink(t, url);
    expect(response.statusCode).toBe(200);
    const { all } = await readPdf(response.rawPayload);
    expect(all).toContain('Dar Młodzieży');
    expect(all).not.toContain('Fryderyk Chopin');
    expect(all).toContain(
      'Podsumowanie / Totals 1 rejs 1 0 rejsów jako kapitan pływowe: 0 h 55,2 Mm 10 2 12 3',
    );
  });
});
