import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Trip } from '#domain/trip.ts';
import { tripSummaryLimit } from '#domain/trip-summary.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, field, loggedInCaptain } from '../../../test/accounts.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import {
  answerTripSummaries,
  premiumHandler,
  trip,
  tripHandler,
  tripListHandler,
  tripSummaryServer,
} from '../shared/testing.ts';

const zawisza = trip({ id: 1 });
const mazurek = trip({
  id: 2,
  yacht_name: 'Mazurek',
  registration_number: 'GIZ-77',
  embarkation_port: 'Giżycko',
  disembarkation_port: '',
  embarkation_date: '2025-08-10',
  disembarkation_date: '2025-08-11',
  distance: 30,
  status: 'planned',
  captain: { ...trip().captain, first_name: 'Ewa', last_name: 'Łęcka' },
});

function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  server.use(currentUserHandler(), ...handlers);
}

const cards = () =>
  within(screen.getByRole('list', { name: en.trips.list.table_label })).getAllByRole('listitem');
const cardNames = () => cards().map((item) => item.getAttribute('aria-label'));

const originalMatchMedia = window.matchMedia;
/** As on a screen at least 768 px wide, where the table view is offered. */
function wideScreen() {
  window.matchMedia = (query: string) => ({ ...originalMatchMedia(query), matches: true });
}
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('/sailing-trips', () => {
  it('shows each trip with its yacht, route, dates, days, distance and status, and the count', async () => {
    setup(tripListHandler([mazurek, zawisza]));
    await renderApp('/sailing-trips', { language: 'pl' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Rejsy (2)' })).toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: 'Zawisza Czarny' });
    expect(within(card).getByText('POL-1234')).toBeInTheDocument();
    expect(within(card).getByText('Gdynia → Kołobrzeg')).toBeInTheDocument();
    expect(within(card).getByText('01.05.2026 – 08.05.2026 · 8 dni')).toBeInTheDocument();
    expect(within(card).getByText('1234,5 Mm')).toBeInTheDocument();
    expect(within(card).getByText(pl.trips.status.values.completed)).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/sailing-trips/1');

    const other = screen.getByRole('listitem', { name: 'Mazurek' });
    expect(within(other).getByText('Giżycko → Nieznany port')).toBeInTheDocument();
    expect(within(other).getByText('10.08.2025 – 11.08.2025 · 2 dni')).toBeInTheDocument();
    expect(screen.getByText('2 rejsy')).toBeInTheDocument();
  });

  it('shows the loading state, then the list', async () => {
    setup(
      http.get('/api/sailing-trips', async ({ request }) => {
        await delay(100);
        return answerTripSummaries([zawisza], new URL(request.url).searchParams);
      }),
    );
    await renderApp('/sailing-trips');
    expect(await screen.findByLabelText(en.trips.list.loading)).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('listitem', { name: 'Zawisza Czarny' })).toBeInTheDocument();
    expect(screen.queryByLabelText(en.trips.list.loading)).toBeNull();
  });

  it('shows the error in Polish with a retry that loads again', async () => {
    let calls = 0;
    setup(
      http.get('/api/sailing-trips', ({ request }) => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : answerTripSummaries([zawisza], new URL(request.url).searchParams);
      }),
    );
    const user = userEvent.setup();
    await renderApp('/sailing-trips', { language: 'pl' });
    expect(await screen.findByText('Błąd podczas pobierania rejsów')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: pl.common.retry }));
    expect(await screen.findByRole('listitem', { name: 'Zawisza Czarny' })).toBeInTheDocument();
  });

  it('shows the empty state with the add-first-trip action, disabled without Premium', async () => {
    setup(tripListHandler([]));
    await renderApp('/sailing-trips');
    expect(await screen.findByText(en.trips.list.empty)).toBeInTheDocument();
    const addFirst = screen.getByRole('button', { name: en.trips.shared.add_first_trip });
    await waitFor(() => expect(addFirst).toHaveAttribute('aria-disabled', 'true'));
    expect(addFirst).toHaveAccessibleDescription(en.premium.required_hint);
    expect(screen.getByRole('button', { name: en.trips.shared.add_trip })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('links the add buttons to the new trip form for a Premium captain', async () => {
    setup(premiumHandler(), tripListHandler([]));
    await renderApp('/sailing-trips');
    expect(await screen.findByRole('link', { name: en.trips.shared.add_trip })).toHaveAttribute(
      'href',
      '/sailing-trips/new',
    );
    expect(await screen.findByRole('link', { name: en.trips.shared.add_first_trip })).toHaveAttribute(
      'href',
      '/sailing-trips/new',
    );
  });

  it('shows the premium notice at ?error=premium_required, linking to the premium tab', async () => {
    setup(tripListHandler([zawisza]));
    await renderApp('/sailing-trips?error=premium_required');
    expect(await screen.findByText(en.premium.notice.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.premium.notice.link })).toHaveAttribute(
      'href',
      '/captain-profile?tab=premium',
    );
    expect(await screen.findByRole('listitem', { name: 'Zawisza Czarny' })).toBeInTheDocument();
  });

  it('searches on the server on Enter, counts the matches, shows no-results and resets', async () => {
    const logbook = tripSummaryServer([zawisza, mazurek]);
    setup(logbook.handler);
    const user = userEvent.setup();
    await renderApp('/sailing-trips');
    await screen.findByRole('listitem', { name: 'Mazurek' });

    const search = field(en.trips.list.search);
    await user.type(search, 'ŁĘCKA');
    expect(cardNames()).toEqual(['Zawisza Czarny', 'Mazurek']);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('1 trip matches “ŁĘCKA”')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Mazurek']);
    expect(logbook.requests.at(-1)?.get('q')).toBe('ŁĘCKA');
    // The title still counts the whole logbook.
    expect(screen.getByRole('heading', { level: 1, name: 'Trips (2)' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'Atlantis');
    await user.click(screen.getByRole('button', { name: en.trips.list.search_apply }));
    expect(await screen.findByText('No trips match “Atlantis”.')).toBeInTheDocument();
    expect(screen.queryByText(en.trips.list.empty)).toBeNull();
    await user.click(screen.getAllByRole('button', { name: en.trips.list.reset })[1] as HTMLElement);
    expect(await screen.findByRole('listitem', { name: 'Mazurek' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Zawisza Czarny', 'Mazurek']);
    expect(search).toHaveValue('');
    expect(screen.getByRole('button', { name: en.trips.list.reset })).toBeDisabled();
    // Back to the whole logbook: the page read before is shown at once and read again behind it.
    expect(logbook.requests.map((query) => query.get('q'))).toEqual([null, 'ŁĘCKA', 'Atlantis', null]);
  });

  it('asks the server for the start-date order, newest first, and toggles to oldest first', async () => {
    const undated = trip({ id: 3, yacht_name: 'Undated', embarkation_date: '', disembarkation_date: '' });
    const logbook = tripSummaryServer([mazurek, undated, zawisza]);
    setup(logbook.handler);
    const user = userEvent.setup();
    await renderApp('/sailing-trips');
    await screen.findByRole('listitem', { name: 'Mazurek' });
    expect(cardNames()).toEqual(['Zawisza Czarny', 'Mazurek', 'Undated']);

    await user.click(screen.getByRole('button', { name: en.trips.list.sort_desc }));
    expect(await screen.findByRole('button', { name: en.trips.list.sort_asc })).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Mazurek', 'Zawisza Czarny', 'Undated']));
    expect(within(screen.getByRole('listitem', { name: 'Undated' })).getByText(en.trips.shared.not_provided));

    await user.click(screen.getByRole('button', { name: en.trips.list.reset }));
    await waitFor(() => expect(cardNames()).toEqual(['Zawisza Czarny', 'Mazurek', 'Undated']));
    expect(logbook.requests.map((query) => query.get('sort'))).toEqual([
      'embarkation_date:desc',
      'embarkation_date:asc',
      'embarkation_date:desc',
    ]);
  });

  it('shows a table on a wide screen, whose row click opens the trip', async () => {
    wideScreen();
    setup(tripListHandler([zawisza, mazurek]), tripHandler(mazurek));
    const user = userEvent.setup();
    const { router } = await renderApp('/sailing-trips');
    await screen.findByRole('listitem', { name: 'Mazurek' });
    await user.click(screen.getByRole('radio', { name: en.trips.list.view_table }));

    const table = screen.getByRole('table', { name: en.trips.list.table_label });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Zawisza Czarny' })).toHaveAttribute(
      'href',
      '/sailing-trips/1',
    );
    await user.click(within(rows[2] as HTMLElement).getByText('GIZ-77'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sailing-trips/2'));
  });

  it('keeps cards on a narrow screen when the table is chosen', async () => {
    setup(tripListHandler([zawisza]));
    const user = userEvent.setup();
    await renderApp('/sailing-trips');
    await screen.findByRole('listitem', { name: 'Zawisza Czarny' });
    await user.click(screen.getByRole('radio', { name: en.trips.list.view_table }));
    expect(screen.getByText(en.trips.list.table_narrow)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Zawisza Czarny' })).toBeInTheDocument();
  });

  it('loads a long logbook a page at a time: "show more" appends the next page', async () => {
    const many: Trip[] = Array.from({ length: 130 }, (_, index) =>
      trip({ id: 130 - index, yacht_name: `Yacht ${130 - index}`, embarkation_date: '2026-01-01' }),
    );
    const logbook = tripSummaryServer(many);
    setup(logbook.handler);
    const user = userEvent.setup();
    await renderApp('/sailing-trips');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trips (130)' })).toBeInTheDocument();
    expect(screen.getByText('130 trips')).toBeInTheDocument();
    expect(cards()).toHaveLength(tripSummaryLimit.default);
    await user.click(screen.getByRole('button', { name: 'Show more (80 left)' }));
    expect(await screen.findByRole('button', { name: 'Show more (30 left)' })).toBeInTheDocument();
    expect(cards()).toHaveLength(100);
    expect(cardNames().slice(48, 52)).toEqual(['Yacht 82', 'Yacht 81', 'Yacht 80', 'Yacht 79']);
    await user.click(screen.getByRole('button', { name: 'Show more (30 left)' }));
    await waitFor(() => expect(cards()).toHaveLength(130));
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(logbook.requests.map((query) => query.get('cursor'))).toEqual([null, '50', '100']);
  });

  it('keeps the trips shown when the next page fails, and the same button tries again', async () => {
    const many: Trip[] = Array.from({ length: 60 }, (_, index) =>
      trip({ id: 60 - index, yacht_name: `Yacht ${60 - index}`, embarkation_date: '2026-01-01' }),
    );
    let nextPageFails = true;
    setup(
      http.get('/api/sailing-trips', ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('cursor') && nextPageFails) {
          return HttpResponse.json({ message: 'boom' }, { status: 500 });
        }
        return answerTripSummaries(many, query);
      }),
    );
    const user = userEvent.setup();
    await renderApp('/sailing-trips');
    await user.click(await screen.findByRole('button', { name: 'Show more (10 left)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.trips.list.more_failed);
    expect(cards()).toHaveLength(50);
    nextPageFails = false;
    await user.click(screen.getByRole('button', { name: 'Show more (10 left)' }));
    await waitFor(() => expect(cards()).toHaveLength(60));
    expect(screen.queryByText(en.trips.list.more_failed)).toBeNull();
  });
});
