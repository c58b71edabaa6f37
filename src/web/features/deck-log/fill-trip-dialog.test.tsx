import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeckLogResponse, DeckLogSettings } from '#domain/deck-log.ts';
import type { TripRequestBody } from '#domain/trip-request.ts';
import en from '#locales/en.json';
import { currentUserHandler, loggedInCaptain } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { emptyDeckLog, server } from '../../test/server.ts';
import { premiumHandler, trip, tripHandler } from '../trips/shared/testing.ts';
import { entry } from './testing.ts';

const d = en.deck_log.trip;

afterEach(() => notifications.clean());

/** The trip's log: Gdynia → Bornholm (tidal in the trip, its only visited port) → Ystad → Kołobrzeg, with its sums. */
const log = (): DeckLogResponse => ({
  ...emptyDeckLog(1),
  entries: [entry({ kind: 'departure', text: 'Gdynia' })],
  summary: {
    hours_under_sail: 41.5,
    hours_under_engine: 6.25,
    hours_in_port: 18,
    miles: 212.4,
    night_hours: 14.75,
    ports: ['Gdynia', 'bornholm', 'Ystad', 'Kołobrzeg'],
    first_entry_at: '2026-05-01T08:00+02:00',
    last_entry_at: '2026-05-08T18:00+02:00',
  },
});

function setup(served: DeckLogResponse, puts: TripRequestBody[]) {
  loggedInCaptain();
  const stored = trip({ visited_ports: [{ ...trip().visited_ports[0]!, is_tidal: true }] });
  server.use(
    currentUserHandler(),
    premiumHandler(),
    tripHandler(stored),
    http.get('/api/sailing-trips/1/log-entries', () => HttpResponse.json(served)),
    http.put('/api/sailing-trips/1', async ({ request }) => {
      const body = (await request.json()) as TripRequestBody;
      puts.push(body);
      return HttpResponse.json({
        success: true,
        sailing_trip: { ...stored, ...body, id: 1 },
        message: 'Trip updated.',
        warnings: [],
      });
    }),
  );
  return stored;
}

/** "Use the deck log", once the Premium status has come (without it the button only explains). */
async function useTheLog(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: d.use })).not.toHaveAttribute('aria-disabled'),
  );
  await user.click(screen.getByRole('button', { name: d.use }));
  return screen.findByRole('dialog', { name: d.dialog_title });
}

const lineOf = (dialog: HTMLElement, label: string) =>
  within(within(dialog).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('"Use the deck log" on the trip page', () => {
  it("shows the trip's values beside the log's, changes nothing until confirmed, then updates the whole trip", async () => {
    const puts: TripRequestBody[] = [];
    const stored = setup(log(), puts);
    const user = userEvent.setup();
    await renderApp('/sailing-trips/1');

    const section = await screen.findByRole('region', { name: d.section });
    expect(within(section).getByRole('link', { name: d.open })).toHaveAttribute(
      'href',
      '/sailing-trips/1/log',
    );
    const dialog = await useTheLog(user);

    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
    expect(lineOf(dialog, d.sailing_hours)).toEqual(['60 h', '41.5 h']);
    expect(lineOf(dialog, d.engine_hours)).toEqual(['12.5 h', '6.25 h']);
    expect(lineOf(dialog, d.mooring_hours)).toEqual(['20 h', '18 h']);
    expect(lineOf(dialog, d.distance)).toEqual(['1,234.5 NM', '212.4 NM']);
    expect(lineOf(dialog, d.night_hours)).toEqual(['0 h', '14.75 h']);
    expect(lineOf(dialog, d.embarkation_port)).toEqual(['Gdynia', 'Gdynia']);
    expect(lineOf(dialog, d.disembarkation_port)).toEqual(['Kołobrzeg', 'Kołobrzeg']);
    // The log's "bornholm" is the trip's Bornholm.
    expect(lineOf(dialog, d.visited_ports)).toEqual(['Bornholm', 'Bornholm, Ystad']);
    expect(within(dialog).getByText('6 values will change.')).toBeInTheDocument();

    // Cancelled: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: en.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toEqual([]);

    const again = await useTheLog(user);
    await user.click(await within(again).findByRole('button', { name: d.confirm }));

    await waitFor(() => expect(puts).toHaveLength(1));
    const [body] = puts;
    expect(body).toMatchObject({
      sailing_hours: '41.5',
      engine_hours: '6.25',
      mooring_hours: '18',
      distance: '212.4',
      night_hours: '14.75',
      embarkation_port: 'Gdynia',
      disembarkation_port: 'Kołobrzeg',
      // Everything else as stored: the PUT takes the whole trip.
      yacht_name: stored.yacht_name,
      tidal_hours: String(stored.tidal_hours),
      logbook_number: stored.logbook_number,
      captain_notes: stored.captain_notes,
    });
    // Bornholm keeps its tidal flag and dates (the names match whatever the case); Ystad is new.
    expect(body?.visited_ports).toEqual([
      { name: 'Bornholm', is_tidal: true, arrival_date: '2026-05-03', departure_date: '2026-05-04' },
      { name: 'Ystad', is_tidal: false },
    ]);
    expect(body?.crew_members).toHaveLength(1);
    expect(await screen.findByText(d.filled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the log has no entries, and offers nothing to confirm', async () => {
    const puts: TripRequestBody[] = [];
    setup(emptyDeckLog(1), puts);
    const user = userEvent.setup();
    await renderApp('/sailing-trips/1');

    await screen.findByRole('region', { name: d.section });
    const dialog = await useTheLog(user);
    expect(await within(dialog).findByText(d.no_entries)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: d.confirm })).not.toBeInTheDocument();
  });

  it('lets the captain allow the crew to write in the log', async () => {
    const puts: TripRequestBody[] = [];
    setup(log(), puts);
    const sent: DeckLogSettings[] = [];
    server.use(
      http.put('/api/sailing-trips/1/log-settings', async ({ request }) => {
        const body = (await request.json()) as DeckLogSettings;
        sent.push(body);
        return HttpResponse.json({ success: true, crew_may_write: body.crew_may_write });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/sailing-trips/1');

    // Mantine's switch wraps its hint in the label: the name starts with the label.
    const crew = await screen.findByRole('switch', { name: new RegExp(`^${d.crew_may_write}`) });
    await waitFor(() => expect(crew).toBeEnabled());
    expect(crew).not.toBeChecked();
    await user.click(crew);
    await waitFor(() => expect(crew).toBeChecked());
    expect(sent).toEqual([{ crew_may_write: true }]);
  });
});
