import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Yacht } from '#domain/yacht.ts';
import en from '#locales/en.json';
import { currentUserHandler, loggedInCaptain } from '../../../test/accounts.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { trip, tripListHandler, tripSummaryServer } from './testing.ts';

const zawisza: Yacht = {
  id: 1,
  name: 'Zawisza Czarny',
  registration_number: 'POL-1234',
  home_port: 'Gdynia',
  hull_length: 42.7,
  engines_count: 1,
  engine_power: 250.5,
  type: '',
  owner_name: '',
  owner_address: '',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
};

const older = trip({ id: 1, embarkation_date: '2024-05-01', disembarkation_date: '2024-05-03' });
const newer = trip({ id: 2, registration_number: ' pol-1234 ', embarkation_port: 'Hel' });
const otherYacht = trip({ id: 3, registration_number: 'GIZ-77', embarkation_port: 'Giżycko' });

function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  server.use(
    currentUserHandler(),
    http.get('/api/yachts/1', () => HttpResponse.json({ data: zawisza })),
    ...handlers,
  );
}

describe('trips on the yacht page', () => {
  it('links to the trips the server finds by the registration number, newest first', async () => {
    const logbook = tripSummaryServer([older, otherYacht, newer]);
    setup(logbook.handler);
    await renderApp('/yachts/1');
    const section = await screen.findByRole('region', { name: en.yachts.detail.trips });
    expect(await within(section).findByText('2 trips on this yacht')).toBeInTheDocument();
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/sailing-trips/2', '/sailing-trips/1']);
    expect(links[0]).toHaveTextContent('Hel → Kołobrzeg');
    expect(links[1]).toHaveTextContent('01/05/2024 – 03/05/2024 · 3 days');
    expect(within(section).queryByText(/Giżycko/)).toBeNull();
    expect(logbook.requests.map((query) => Object.fromEntries(query))).toEqual([
      { view: 'summary', registration_number: 'POL-1234', sort: 'embarkation_date:desc' },
    ]);
  });

  it('keeps the empty state when no trip was made on it', async () => {
    setup(tripListHandler([otherYacht]));
    await renderApp('/yachts/1');
    const section = await screen.findByRole('region', { name: en.yachts.detail.trips });
    expect(await within(section).findByText(en.yachts.detail.trips_empty)).toBeInTheDocument();
  });

  it('says in one line when the trips cannot be loaded', async () => {
    setup(http.get('/api/sailing-trips', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await renderApp('/yachts/1');
    expect(await screen.findByText(en.trips.shared.yacht_trips.load_failed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Zawisza Czarny' })).toBeInTheDocument();
  });
});
