import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, loggedInCaptain } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import {
  premiumHandler,
  trip,
  tripHandler,
  tripListHandler,
  tripSummaryServer,
} from '../trips/shared/testing.ts';
import { quickActions } from './quick-actions.tsx';

type TileText = { title: string; text: string };
/** Each tile's English title and text, by the tile's key. */
const tiles = Object.fromEntries(
  Object.entries(en.dashboard.tiles).filter(
    (entry): entry is [string, TileText] => typeof entry[1] === 'object',
  ),
);

/** A tile, found inside the quick actions (the header has links of the same names). */
const tile = (name: string) =>
  within(screen.getByRole('region', { name: en.dashboard.tiles.title })).getByRole('link', { name });

function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  server.use(currentUserHandler(), ...handlers);
}

const originalMatchMedia = window.matchMedia;
function wideScreen() {
  window.matchMedia = (query: string) => ({ ...originalMatchMedia(query), matches: true });
}
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  vi.restoreAllMocks();
});

/** Seven trips recorded on different days, listed in an order unlike their creation order. */
const seven = [3, 7, 1, 5, 2, 6, 4].map((day) =>
  trip({
    id: day,
    yacht_name: `Yacht ${day}`,
    registration_number: `REG-${day}`,
    embarkation_port: `Port ${day}`,
    disembarkation_port: day === 7 ? '' : 'Hel',
    created_at: `2026-03-0${day}T10:00:00.000Z`,
  }),
);

describe('the newest trips', () => {
  it('are one page of five from the summary list, sorted by when they were recorded', async () => {
    const logbook = tripSummaryServer(seven);
    setup(logbook.handler);
    await renderApp('/dashboard');
    const list = await screen.findByRole('list', { name: en.dashboard.recent.table_label });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('link').textContent),
    ).toEqual(
      ['Yacht 7', 'Yacht 6', 'Yacht 5', 'Yacht 4', 'Yacht 3'].map((name) => expect.stringContaining(name)),
    );
    expect(logbook.requests.map((query) => Object.fromEntries(query))).toEqual([
      { view: 'summary', limit: '5', sort: 'created_at:desc' },
    ]);
  });
});

describe('/dashboard', () => {
  it('shows the welcome, the banner and the five newest trips in a table whose row opens the trip', async () => {
    wideScreen();
    setup(tripListHandler(seven), tripHandler(seven[3]!));
    const user = userEvent.setup();
    const { router } = await renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: /Anna Kowalska/ })).toBeInTheDocument();
    expect(await screen.findByText(en.premium.banner.title)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: en.dashboard.recent.table_label });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Yacht 7',
      'Yacht 6',
      'Yacht 5',
      'Yacht 4',
      'Yacht 3',
    ]);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Yacht 7', 'REG-7', 'Port 7 → Unknown port', '01/05/2026 – 08/05/2026']);
    expect(within(rows[2]!).getByRole('link', { name: 'Yacht 5' })).toHaveAttribute(
      'href',
      '/sailing-trips/5',
    );

    await user.click(within(rows[2]!).getByText('REG-5'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sailing-trips/5'));
  });

  it('lists the trips as links on a phone, with Polish dates', async () => {
    setup(tripListHandler(seven));
    await renderApp('/dashboard', { language: 'pl' });
    const list = await screen.findByRole('list', { name: pl.dashboard.recent.table_label });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/sailing-trips/7');
    expect(links[0]).toHaveTextContent('Port 7 → Nieznany port');
    expect(links[0]).toHaveTextContent('01.05.2026 – 08.05.2026');
  });

  it('shows the empty text with the add-first-trip button, disabled without Premium', async () => {
    setup(tripListHandler([]));
    await renderApp('/dashboard');
    expect(await screen.findByText(en.dashboard.recent.empty)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: en.trips.shared.add_first_trip })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  });

  it('only logs a failure to load the trips', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup(http.get('/api/sailing-trips', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await renderApp('/dashboard');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText(en.dashboard.recent.title)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: en.dashboard.tiles.title })).toBeInTheDocument();
  });

  it('shows every quick-action tile, the Premium ones disabled with the hint', async () => {
    setup(tripListHandler([]));
    await renderApp('/dashboard');
    await screen.findByText(en.dashboard.recent.empty);
    await waitFor(() =>
      expect(tile(en.dashboard.tiles.new_trip.title)).toHaveAttribute('aria-disabled', 'true'),
    );
    for (const action of quickActions) {
      const link = tile(tiles[action.key]!.title);
      // Label in name (WCAG 2.5.3): the link's visible text is its whole name, the tile's text its description.
      expect(link).toHaveTextContent(new RegExp(`^${tiles[action.key]!.title}$`));
      if (action.premium) {
        expect(link).not.toHaveAttribute('href');
        expect(link).toHaveAccessibleDescription(`${tiles[action.key]!.text} ${en.premium.required_hint}`);
      } else {
        expect(link).toHaveAttribute('href', action.href);
        expect(link).toHaveAccessibleDescription(tiles[action.key]!.text);
      }
    }
    expect(quickActions.map((action) => action.href)).toEqual([
      '/sailing-trips',
      '/planned-sailing-trips',
      '/sailing-trips/new',
      '/yachts',
      '/invitations',
      '/planned-sailing-trips/new',
      '/sea-time',
      '/captain-cv',
      '/captain-profile',
    ]);
  });

  it('opens the Premium tiles for a Premium captain, in the app', async () => {
    setup(
      premiumHandler(),
      tripListHandler([]),
      http.get('/api/yachts', () => HttpResponse.json({ data: [] })),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/dashboard');
    await screen.findByText(en.dashboard.recent.empty);
    await waitFor(() =>
      expect(tile(en.dashboard.tiles.new_planned_trip.title)).toHaveAttribute(
        'href',
        '/planned-sailing-trips/new',
      ),
    );
    expect(tile(en.dashboard.tiles.new_trip.title)).toHaveAttribute('href', '/sailing-trips/new');
    expect(screen.queryByText(en.premium.banner.title)).toBeNull();
    await user.click(tile(en.dashboard.tiles.yachts.title));
    await waitFor(() => expect(router.state.location.pathname).toBe('/yachts'));
  });
});
