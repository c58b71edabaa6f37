import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, loggedInCaptain } from '../../../test/accounts.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { trip, tripHandler, tripListHandler } from '../shared/testing.ts';

/** Three trips of one captain: May overlaps the late-May one, which ends on June's first day (a changeover). */
const may = trip({
  id: 1,
  yacht_name: 'Zawisza Czarny',
  embarkation_date: '2026-05-01',
  disembarkation_date: '2026-05-10',
});
const lateMay = trip({
  id: 2,
  yacht_name: 'Mazurek',
  embarkation_port: 'Giżycko',
  disembarkation_port: 'Mikołajki',
  embarkation_date: '2026-05-08',
  disembarkation_date: '2026-05-20',
});
const june = trip({
  id: 3,
  yacht_name: 'Dar Młodzieży',
  embarkation_date: '2026-05-20',
  disembarkation_date: '2026-06-02',
});
const cancelled = trip({
  id: 4,
  yacht_name: 'Fryderyk Chopin',
  status: 'cancelled',
  embarkation_date: '2026-05-02',
  disembarkation_date: '2026-05-04',
});
const logbook = [june, lateMay, may, cancelled];

function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  // A test's own handlers come first, so its logbook replaces the default one.
  server.use(currentUserHandler(), ...handlers, tripListHandler(logbook));
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('overlapping trips', () => {
  it('are marked in the cards, and a changeover day or a cancelled trip is no overlap', async () => {
    setup();
    await renderApp('/sailing-trips');
    const list = await screen.findByRole('list', { name: en.trips.list.table_label });
    const card = (name: string) => within(list).getByRole('listitem', { name });
    expect(within(card('Zawisza Czarny')).getByText(en.trips.overlap.badge)).toBeInTheDocument();
    expect(within(card('Mazurek')).getByText(en.trips.overlap.badge)).toBeInTheDocument();
    expect(within(card('Dar Młodzieży')).queryByText(en.trips.overlap.badge)).toBeNull();
    expect(within(card('Fryderyk Chopin')).queryByText(en.trips.overlap.badge)).toBeNull();
  });

  it('are marked in the table, also when the trip they overlap is searched out', async () => {
    window.matchMedia = (query: string) => ({ ...originalMatchMedia(query), matches: true });
    setup();
    const user = userEvent.setup();
    await renderApp('/sailing-trips');
    await user.click(await screen.findByRole('radio', { name: en.trips.list.view_table }));
    await user.type(screen.getByRole('textbox', { name: en.trips.list.search }), 'Zawisza{Enter}');
    await screen.findByText('1 trip matches “Zawisza”');
    const table = screen.getByRole('table', { name: en.trips.list.table_label });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row as HTMLElement).getByRole('link', { name: 'Zawisza Czarny' })).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText(en.trips.overlap.badge)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('are named on the trip page with a link to each', async () => {
    setup(tripHandler(may));
    const user = userEvent.setup();
    const { router } = await renderApp('/sailing-trips/1');
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(en.trips.overlap.title_one)).toBeInTheDocument();
    const link = within(notice).getByRole('link', {
      name: 'Mazurek, Giżycko → Mikołajki, 08/05/2026 – 20/05/2026',
    });
    expect(link).toHaveAttribute('href', '/sailing-trips/2');
    server.use(tripHandler(lateMay));
    await user.click(link);
    expect(router.state.location.pathname).toBe('/sailing-trips/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mazurek' })).toBeInTheDocument();
  });

  it('are named in Polish, with the plural', async () => {
    const wide = trip({
      id: 9,
      yacht_name: 'Pogoria',
      embarkation_date: '2026-05-01',
      disembarkation_date: '2026-06-01',
    });
    setup(tripListHandler([...logbook, wide]), tripHandler(wide));
    await renderApp('/sailing-trips/9', { language: 'pl' });
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Daty tego rejsu nakładają się na 3 inne rejsy')).toBeInTheDocument();
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Zawisza Czarny, Gdynia → Kołobrzeg, 01.05.2026 – 10.05.2026',
      'Mazurek, Giżycko → Mikołajki, 08.05.2026 – 20.05.2026',
      'Dar Młodzieży, Gdynia → Kołobrzeg, 20.05.2026 – 02.06.2026',
    ]);
    expect(within(notice).getByText(pl.trips.overlap.text)).toBeInTheDocument();
  });

  it('leave the trip page without a notice when only a changeover or a cancelled trip touches it', async () => {
    setup(tripHandler(june));
    const user = userEvent.setup();
    await renderApp('/sailing-trips');
    // Opened from the list, whose row already says the trip overlaps nothing.
    const list = await screen.findByRole('list', { name: en.trips.list.table_label });
    await user.click(within(within(list).getByRole('listitem', { name: 'Dar Młodzieży' })).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dar Młodzieży' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(en.trips.overlap.title_one)).toBeNull();
  });
});
