import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TripFormValues } from '#domain/trip-form.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { crewMember, renderTripForm, validTrip } from './testing.tsx';

/** The summary of these values (edit mode opens step 5 straight away). */
async function openSummary(values: TripFormValues, language: 'en' | 'pl' = 'en') {
  const user = userEvent.setup();
  await renderTripForm({ mode: 'edit', tripId: 3, initialValues: values }, { language });
  await user.click(screen.getByRole('button', { name: language === 'en' ? /^Step 5:/ : /^Krok 5:/ }));
  expect(
    screen.getByRole('heading', { level: 2, name: language === 'en' ? 'Summary' : 'Podsumowanie' }),
  ).toBeInTheDocument();
}

const block = (name: string) => screen.getByRole('region', { name });
const noBlock = (name: string) => expect(screen.queryByRole('region', { name })).toBeNull();
/** The value shown under a label of a summary block. */
const shownUnder = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('summary step', () => {
  it('leaves out the blocks without data and shows the em dash for empty values', async () => {
    await openSummary(
      validTrip({
        email: '',
        yachtName: '',
        registrationNumber: '',
        homePort: '',
        hullLength: '0',
        enginesCount: '0',
        enginePower: '',
        embarkationPort: '',
        disembarkationPort: '',
        visitedPorts: [{ name: '  ', isTidalPort: false }],
        distance: '0',
        embarkationDate: '',
        disembarkationDate: '',
        tidalHours: '0',
        logbookNumber: '',
        captainNotes: '',
      }),
    );
    const captain = block('Captain');
    expect(shownUnder(captain, 'E-mail')).toBe('—');
    expect(shownUnder(captain, 'Last name')).toBe('Kowalska');
    noBlock('Yacht');
    noBlock('Route');
    noBlock('Tides');
    noBlock('Logbook');
    expect(shownUnder(block('Duration'), 'Days')).toBe('—');
    expect(shownUnder(block('Duration'), 'Nights')).toBe('—');
    expect(within(block('Crew')).getByText(en.trips.wizard.summary.no_crew)).toBeInTheDocument();
  });

  it('shows every block with data: licence label, route with tidal ports, days, tides, logbook, crew', async () => {
    await openSummary(
      validTrip({
        mooringHours: '',
        isDisembarkationTidalPort: true,
        visitedPorts: [
          { name: ' Bornholm ', isTidalPort: false },
          { name: '', isTidalPort: true },
          { name: 'Dover', isTidalPort: true },
        ],
        tidalHours: '6',
        logbookNumber: 'LB/7',
        crewMembers: [
          crewMember('Anna Wiśniewska', { role: 'first_officer', licenseType: 'kapitan_jachtowy' }),
          crewMember('Piotr Nowak', {
            role: '_other',
            otherRole: 'Kuk',
            licenseType: '_other',
            otherLicense: 'Cook',
            phone: '+48 500 100 200',
          }),
        ],
      }),
    );
    expect(shownUnder(block('Captain'), 'Licence type')).toBe(en.licence.types['pzz-jsm']);
    const yacht = block('Yacht');
    expect(shownUnder(yacht, 'Hull length (m)')).toBe('42.7 m');
    expect(shownUnder(yacht, 'Engine power (kW)')).toBe('250 kW');
    const route = block('Route');
    expect(shownUnder(route, 'Port of disembarkation')).toBe('Kiel (tidal)');
    expect(shownUnder(route, 'Visited ports')).toBe('Bornholm\nDover (tidal)');
    expect(shownUnder(route, 'Distance (NM)')).toBe('180 NM');
    expect(shownUnder(route, 'Start date')).toBe('01/07/2026');
    const duration = block('Duration');
    // 1 to 8 July: eight calendar days, as the trip page and the documents count them, and seven nights.
    expect(shownUnder(duration, 'Days')).toBe('8 days');
    expect(shownUnder(duration, 'Nights')).toBe('7 nights');
    expect(shownUnder(duration, 'Hours moored (h)')).toBe('—');
    // The count follows the ticks, the unnamed row's too (as the form counted it).
    expect(shownUnder(block('Tides'), 'Tidal ports')).toBe('3');
    expect(shownUnder(block('Tides'), 'Hours on tidal waters (h)')).toBe('6 h');
    expect(shownUnder(block('Logbook'), 'Logbook number')).toBe('LB/7');
    expect(within(block('Logbook')).queryByText("Captain's notes")).toBeNull();

    const crew = within(block('Crew'));
    const [anna, piotr] = crew.getAllByRole('listitem');
    expect(shownUnder(anna as HTMLElement, 'Function on board')).toBe('First officer');
    // The other spelling of the yacht captain licence reads as that licence.
    expect(shownUnder(anna as HTMLElement, 'Licence')).toBe(en.licence.types['pzz-kj']);
    // Only what was filled in: no dash for each empty detail, one line for the missing contact details.
    expect(within(anna as HTMLElement).queryByText('E-mail', { selector: 'dt' })).toBeNull();
    expect(within(anna as HTMLElement).queryByText('Licence number', { selector: 'dt' })).toBeNull();
    expect(within(anna as HTMLElement).queryByText('—')).toBeNull();
    expect(within(anna as HTMLElement).getByText(en.trips.shared.no_contact)).toBeInTheDocument();
    expect(shownUnder(anna as HTMLElement, 'Overall opinion')).toBe('Positive');
    expect(shownUnder(piotr as HTMLElement, 'Function on board')).toBe('Kuk');
    expect(shownUnder(piotr as HTMLElement, 'Licence')).toBe('Cook');
    expect(shownUnder(piotr as HTMLElement, 'Phone')).toBe('+48 500 100 200');
    expect(within(piotr as HTMLElement).queryByText(en.trips.shared.no_contact)).toBeNull();
  });

  it('shows the other licence text for the captain and Polish dates and numbers', async () => {
    await openSummary(
      validTrip({ licenseType: '_other', otherLicense: 'Yachtmaster Instructor', hullLength: '12.5' }),
      'pl',
    );
    const p = pl.trips.wizard;
    expect(shownUnder(block(p.summary.captain), p.captain.license_type)).toBe('Yachtmaster Instructor');
    expect(shownUnder(block(p.summary.yacht), pl.yachts.fields.hull_length)).toBe('12,5 m');
    expect(shownUnder(block(p.summary.route), p.cruise.embarkation_date)).toBe('01.07.2026');
    expect(shownUnder(block(p.summary.route), p.cruise.disembarkation_date)).toBe('08.07.2026');
    expect(shownUnder(block(p.summary.duration), p.summary.days)).toBe('8 dni');
    expect(shownUnder(block(p.summary.duration), p.summary.nights)).toBe('7 nocy');
    expect(screen.getByRole('button', { name: p.update })).toBeInTheDocument();
  });

  it.each([
    ['en', '2026-07-01', '2026-07-01', '1 day', '0 nights'],
    ['en', '2026-07-01', '2026-07-02', '2 days', '1 night'],
    ['pl', '2026-07-01', '2026-07-01', '1 dzień', '0 nocy'],
    ['pl', '2026-07-01', '2026-07-02', '2 dni', '1 noc'],
    ['pl', '2026-07-01', '2026-07-03', '3 dni', '2 noce'],
    ['pl', '2026-07-01', '2026-07-06', '6 dni', '5 nocy'],
    ['pl', '2026-06-28', '2026-07-20', '23 dni', '22 noce'],
  ] as const)('in %s, %s to %s shows %s and %s', async (language, start, end, days, nights) => {
    await openSummary(validTrip({ embarkationDate: start, disembarkationDate: end }), language);
    const s = (language === 'en' ? en : pl).trips.wizard.summary;
    expect(shownUnder(block(s.duration), s.days)).toBe(days);
    expect(shownUnder(block(s.duration), s.nights)).toBe(nights);
  });
});
