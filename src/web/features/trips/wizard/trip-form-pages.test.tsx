import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { formValuesToRequest } from '#domain/trip-form-data.ts';
import type { TripRequestBody } from '#domain/trip-request.ts';
import en from '#locales/en.json';
import { currentUserHandler, loggedInCaptain } from '../../../test/accounts.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { tripsUrl } from '../api.ts';
import {
  crewMember,
  input,
  portbox,
  premiumHandler,
  profileHandler,
  stepHeading,
  textbox,
  validTrip,
} from './testing.tsx';

const w = en.trips.wizard;

afterEach(() => notifications.clean());

/** A trip as the server serves it. */
const served = (id: number, body: TripRequestBody = formValuesToRequest(validTrip())) => ({
  ...body,
  id,
  status: 'completed',
  created_at: '2026-07-09T10:00:00.000Z',
  updated_at: '2026-07-09T10:00:00.000Z',
});

const tripHandler = (id: number) =>
  http.get(`${tripsUrl}/${id}`, () => HttpResponse.json({ success: true, sailing_trip: served(id) }));

function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  server.use(currentUserHandler(), ...handlers);
}

describe('/sailing-trips/new', () => {
  it('sends a captain without Premium back to the list with the notice', async () => {
    setup(
      http.get(tripsUrl, () =>
        HttpResponse.json({ success: true, sailing_trips: [], next_cursor: null, total: 0, message: '' }),
      ),
    );
    const { router } = await renderApp('/sailing-trips/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sailing-trips'));
    expect(router.state.location.search).toEqual({ error: 'premium_required' });
  });

  it('records a trip from an empty form and opens it', async () => {
    const bodies: TripRequestBody[] = [];
    setup(
      premiumHandler,
      profileHandler(),
      http.get('/api/yachts/search', () =>
        HttpResponse.json({
          data: [
            {
              id: 3,
              name: 'Zawisza Czarny',
              registration_number: 'POL-1234',
              home_port: 'Gdynia',
              hull_length: 42.7,
              engines_count: 1,
              engine_power: 250,
              type: 'Bavaria Cruiser 46',
              owner_name: 'Jan Armator',
              owner_address: 'ul. Portowa 1\n81-350 Gdynia',
              created_at: '2026-01-01T10:00:00.000Z',
              updated_at: '2026-01-01T10:00:00.000Z',
            },
          ],
        }),
      ),
      http.post(tripsUrl, async ({ request }) => {
        const body = (await request.json()) as TripRequestBody;
        bodies.push(body);
        return HttpResponse.json({ success: true, sailing_trip: served(42, body) }, { status: 201 });
      }),
      tripHandler(42),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/sailing-trips/new');

    expect(await screen.findByRole('heading', { level: 1, name: w.new_title })).toBeInTheDocument();
    // The profile is read once the Premium check has let the form in: allow for a busy test machine.
    await waitFor(() => expect(textbox(w.captain.first_name)).toHaveValue('Anna'), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: w.next }));

    await user.type(textbox(en.yachts.search.label), 'za');
    await user.click(await screen.findByRole('button', { name: 'Choose Zawisza Czarny (POL-1234)' }));
    expect(textbox(en.yachts.fields.home_port)).toHaveValue('Gdynia');
    expect(input(en.yachts.fields.engine_power)).toHaveValue(250);
    // The type and the owner come with the saved yacht, and stay the trip's own to edit.
    expect(textbox(en.yachts.fields.type)).toHaveValue('Bavaria Cruiser 46');
    expect(textbox(en.yachts.fields.owner_name)).toHaveValue('Jan Armator');
    expect(textbox(en.yachts.fields.owner_address)).toHaveValue('ul. Portowa 1\n81-350 Gdynia');
    await user.clear(textbox(en.yachts.fields.type));
    await user.type(textbox(en.yachts.fields.type), 'Bavaria Cruiser 46 Style');
    await user.click(screen.getByRole('button', { name: w.next }));

    await user.type(portbox(w.cruise.embarkation_port), 'Gdynia');
    await user.type(portbox(w.cruise.disembarkation_port), 'Kiel');
    await user.type(input(w.cruise.embarkation_date), '2026-07-01');
    await user.type(input(w.cruise.disembarkation_date), '2026-07-08');
    await user.click(screen.getByRole('button', { name: w.next }));
    expect(stepHeading(w.steps.crew)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: w.next }));
    expect(screen.getByText('Jan Armator')).toBeInTheDocument();
    expect(screen.getByText('Bavaria Cruiser 46 Style')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: w.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sailing-trips/42'));
    expect((await screen.findAllByText(en.trips.created)).length).toBeGreaterThan(0);
    expect(bodies[0]).toMatchObject({
      yacht_name: 'Zawisza Czarny',
      hull_length: '42.7',
      yacht_type: 'Bavaria Cruiser 46 Style',
      yacht_owner_name: 'Jan Armator',
      yacht_owner_address: 'ul. Portowa 1\n81-350 Gdynia',
      embarkation_port: 'Gdynia',
      visited_ports: [],
      crew_members: [],
    });
    expect(bodies[0]?.captain).toMatchObject({ first_name: 'Anna', email: 'anna@example.com' });
  });
});

describe('/cruise-form', () => {
  it('opens the same form with its own title', async () => {
    setup(premiumHandler, profileHandler(null));
    await renderApp('/cruise-form');
    expect(await screen.findByRole('heading', { level: 1, name: w.cruise_title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: w.steps.captain })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: w.next })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('/sailing-trips/edit/{id}', () => {
  it('prefills the trip, lets every step open, updates it and opens its details', async () => {
    const bodies: TripRequestBody[] = [];
    const trip = formValuesToRequest(validTrip({ crewMembers: [crewMember('Jan Nowak')] }));
    setup(
      premiumHandler,
      http.get(`${tripsUrl}/5`, () => HttpResponse.json({ success: true, sailing_trip: served(5, trip) })),
      http.put(`${tripsUrl}/5`, async ({ request }) => {
        const body = (await request.json()) as TripRequestBody;
        bodies.push(body);
        return HttpResponse.json({ success: true, sailing_trip: served(5, body) });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/sailing-trips/edit/5');

    expect(await screen.findByRole('heading', { level: 1, name: w.edit_title })).toBeInTheDocument();
    expect(await screen.findByText(w.edit_note)).toBeInTheDocument();
    expect(textbox(w.captain.first_name)).toHaveValue('Anna');
    expect(screen.getByRole('link', { name: w.cancel })).toHaveAttribute('href', '/sailing-trips/5');

    await user.click(screen.getByRole('button', { name: /^Step 4: Crew/ }));
    expect(textbox(w.crew.full_name)).toHaveValue('Jan Nowak');
    await user.click(screen.getByRole('button', { name: /^Step 2: Yacht/ }));
    await user.clear(textbox(en.yachts.fields.name));
    await user.type(textbox(en.yachts.fields.name), 'Zawisza II');
    await user.click(screen.getByRole('button', { name: /^Step 5: Summary/ }));
    await user.click(screen.getByRole('button', { name: w.update }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sailing-trips/5'));
    expect(bodies[0]?.yacht_name).toBe('Zawisza II');
    expect(bodies[0]?.crew_members?.[0]?.full_name).toBe('Jan Nowak');
  });

  it('reports a failed load with a retry and a link to the list', async () => {
    let calls = 0;
    setup(
      premiumHandler,
      http.get(`${tripsUrl}/6`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json({ success: true, sailing_trip: served(6) });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/sailing-trips/edit/6', { language: 'pl' });
    expect(await screen.findByText('Nie udało się załadować danych rejsu do edycji.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do listy rejsów' })).toHaveAttribute(
      'href',
      '/sailing-trips',
    );
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kapitan' })).toBeInTheDocument();
  });

  it('offers the list for a trip that does not exist', async () => {
    setup(
      premiumHandler,
      http.get(`${tripsUrl}/7`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    await renderApp('/sailing-trips/edit/7');
    expect(await screen.findByText(w.not_found)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.common.retry })).toBeNull();
    expect(screen.getByRole('link', { name: w.to_list })).toHaveAttribute('href', '/sailing-trips');
  });
});
