import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, loggedInCaptain } from '../../../test/accounts.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { crewMember, trip, tripHandler } from '../shared/testing.ts';

function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  server.use(currentUserHandler(), ...handlers);
}

const section = (name: string) => screen.getByRole('region', { name });
/** The value of a label/value row inside a section. */
const rowValue = (container: HTMLElement, label: string) => {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('/sailing-trips/{id}', () => {
  it('shows the key facts and every section with formatted values', async () => {
    setup(tripHandler(trip()));
    await renderApp('/sailing-trips/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Zawisza Czarny' })).toBeInTheDocument();
    expect(screen.getByText('Gdynia → Kołobrzeg')).toBeInTheDocument();
    expect(screen.getByText('01/05/2026 – 08/05/2026 · 8 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.trips.detail.back })).toHaveAttribute(
      'href',
      '/sailing-trips',
    );

    const f = en.trips.detail.fields;
    const yacht = section(en.trips.detail.sections.yacht);
    expect(rowValue(yacht, f.registration_number)).toBe('POL-1234');
    expect(rowValue(yacht, f.home_port)).toBe('Gdynia');
    expect(rowValue(yacht, f.hull_length)).toBe('42.7 m');
    expect(rowValue(yacht, f.engines_count)).toBe('1');
    expect(rowValue(yacht, f.engine_power)).toBe('250.5 kW');

    const captain = section(en.trips.detail.sections.captain);
    expect(rowValue(captain, f.captain_name)).toBe('Anna Kowalska');
    expect(rowValue(captain, f.email)).toBe('anna@example.com');
    expect(rowValue(captain, f.phone)).toBe('+48 600 100 200');
    expect(rowValue(captain, f.licence)).toBe(en.licence.types['pzz-kj']);
    expect(rowValue(captain, f.licence_number)).toBe('KJ-1234');

    const route = section(en.trips.detail.sections.route);
    expect(rowValue(route, f.embarkation_port)).toBe('Gdynia');
    expect(rowValue(route, f.embarkation_date)).toBe('01/05/2026');
    expect(rowValue(route, f.disembarkation_date)).toBe('08/05/2026');
    expect(rowValue(route, f.days)).toBe('8 days');
    expect(rowValue(route, f.distance)).toBe('1,234.5 NM');

    const hours = section(en.trips.detail.sections.hours);
    expect(rowValue(hours, f.sailing_hours)).toBe('60 h');
    expect(rowValue(hours, f.engine_hours)).toBe('12.5 h');
    expect(rowValue(hours, f.total_hours)).toBe('72.5 h');
    expect(rowValue(hours, f.mooring_hours)).toBe('20 h');
    expect(rowValue(hours, f.tidal_hours)).toBe('3 h');
    expect(rowValue(hours, f.tidal_ports_count)).toBe('1');

    const ports = within(section(en.trips.detail.sections.visited_ports)).getAllByRole('listitem');
    expect(ports.map((port) => port.textContent)).toEqual([
      '1BornholmArrived 03/05/2026Left 04/05/2026',
      `2Dover${en.trips.shared.tidal}`,
    ]);

    const crew = section(en.trips.detail.sections.crew);
    expect(within(crew).getByText('1 crew member')).toBeInTheDocument();
    const piotr = within(crew).getByRole('listitem', { name: 'Piotr Zieliński' });
    expect(rowValue(piotr, f.role)).toBe(en.trips.roles.first_officer);
    expect(rowValue(piotr, f.licence)).toBe(en.licence.types['pzz-jsm']);
    expect(rowValue(piotr, f.licence_number)).toBe('JSM-42');
    expect(rowValue(piotr, f.email)).toBe('piotr@example.com');
    expect(rowValue(piotr, f.captain_opinion)).toBe(en.trips.captain_opinion.positive);
    expect(rowValue(piotr, f.performance)).toBe(en.trips.performance.very_good);
    expect(rowValue(piotr, f.seasickness)).toBe(en.trips.seasickness.none);
    expect(rowValue(piotr, f.resistance)).toBe(en.trips.resistance.good);
    expect(within(piotr).getByText('Reliable on night watches.')).toBeInTheDocument();

    const notes = section(en.trips.detail.sections.notes);
    expect(rowValue(notes, f.logbook_number)).toBe('LB-2026/7');
    expect(within(notes).getByText('Strong westerlies on the way back.')).toBeInTheDocument();
  });

  it('shows the Polish placeholders, typed-in "other" values and unknown values as sent', async () => {
    const sparse = trip({
      captain: {
        ...trip().captain,
        email: '',
        license_type: '_other',
        other_license: 'IYT Yachtmaster',
        license_number: '',
      },
      home_port: '',
      disembarkation_port: '',
      is_embarkation_tidal_port: true,
      mooring_hours: null,
      logbook_number: '',
      captain_notes: '',
      crew_members: [
        crewMember({ role: '_other', other_role: 'Kucharz', performance: 'legendary', captain_notes: '' }),
      ],
    });
    setup(tripHandler(sparse));
    await renderApp('/sailing-trips/1', { language: 'pl' });
    await screen.findByRole('heading', { level: 1, name: 'Zawisza Czarny' });

    const f = pl.trips.detail.fields;
    const placeholder = pl.trips.shared.not_provided;
    expect(placeholder).toBe('Nie podano');
    expect(rowValue(section(pl.trips.detail.sections.yacht), f.home_port)).toBe(placeholder);
    expect(rowValue(section(pl.trips.detail.sections.yacht), f.yacht_owner_name)).toBe(placeholder);
    const captain = section(pl.trips.detail.sections.captain);
    expect(rowValue(captain, f.email)).toBe(placeholder);
    expect(rowValue(captain, f.licence)).toBe('IYT Yachtmaster');
    expect(rowValue(captain, f.licence_number)).toBe(placeholder);
    const route = section(pl.trips.detail.sections.route);
    expect(rowValue(route, f.embarkation_port)).toBe(`Gdynia${pl.trips.shared.tidal}`);
    expect(rowValue(route, f.disembarkation_port)).toBe('Nieznany port');
    expect(rowValue(route, f.embarkation_date)).toBe('01.05.2026');
    expect(rowValue(route, f.distance)).toBe('1234,5 Mm');
    expect(rowValue(section(pl.trips.detail.sections.hours), f.mooring_hours)).toBe(placeholder);
    expect(screen.getByText('Gdynia → Nieznany port')).toBeInTheDocument();

    const member = within(section(pl.trips.detail.sections.crew)).getByRole('listitem');
    expect(rowValue(member, f.role)).toBe('Kucharz');
    expect(rowValue(member, f.performance)).toBe('legendary');
    const notes = section(pl.trips.detail.sections.notes);
    expect(rowValue(notes, f.logbook_number)).toBe(placeholder);
    expect(within(notes).getAllByText(placeholder)).toHaveLength(2);
  });

  it("shows the yacht's type and its owner with the address's lines", async () => {
    setup(
      tripHandler(
        trip({
          yacht_type: 'Bavaria Cruiser 46',
          yacht_owner_name: 'Jan Armator',
          yacht_owner_address: 'ul. Portowa 1\n81-350 Gdynia',
        }),
      ),
    );
    await renderApp('/sailing-trips/1');
    await screen.findByRole('heading', { level: 1, name: 'Zawisza Czarny' });
    const f = en.trips.detail.fields;
    const yacht = section(en.trips.detail.sections.yacht);
    expect(rowValue(yacht, f.yacht_type)).toBe('Bavaria Cruiser 46');
    expect(rowValue(yacht, f.yacht_owner_name)).toBe('Jan Armator');
    expect(rowValue(yacht, f.yacht_owner_address)).toBe('ul. Portowa 1\n81-350 Gdynia');
    expect(within(yacht).getByText(/^ul\. Portowa 1/)).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('says so when the trip has no visited ports and no crew', async () => {
    setup(tripHandler(trip({ visited_ports: [], crew_members: [] })));
    await renderApp('/sailing-trips/1');
    expect(await screen.findByText(en.trips.detail.ports_empty)).toBeInTheDocument();
    expect(screen.getByText(en.trips.detail.crew_empty)).toBeInTheDocument();
  });

  it('shows the not-found message for a trip that is not in the logbook', async () => {
    setup(
      http.get('/api/sailing-trips/9', () =>
        HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
      ),
    );
    await renderApp('/sailing-trips/9');
    expect(await screen.findByText(en.trips.detail.not_found_title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.trips.detail.not_found_link })).toHaveAttribute(
      'href',
      '/sailing-trips',
    );
  });

  it('shows other load failures with a retry', async () => {
    let calls = 0;
    setup(
      http.get('/api/sailing-trips/1', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json({ success: true, sailing_trip: trip() });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/sailing-trips/1');
    expect(await screen.findByText(en.trips.detail.load_failed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zawisza Czarny' })).toBeInTheDocument();
  });
});
