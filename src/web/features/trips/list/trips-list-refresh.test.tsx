import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { readServedTrip } from '#domain/trip.ts';
import { formValuesToRequest } from '#domain/trip-form-data.ts';
import type { TripRequestBody } from '#domain/trip-request.ts';
import en from '#locales/en.json';
import { currentUserHandler, loggedInCaptain } from '../../../test/accounts.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { tripSummariesQueryKey, tripsUrl } from '../api.ts';
import { answerTripSummaries } from '../shared/testing.ts';
import {
  input,
  portbox,
  premiumHandler,
  profileHandler,
  stepHeading,
  textbox,
  validTrip,
} from '../wizard/testing.tsx';

const w = en.trips.wizard;

afterEach(() => notifications.clean());

/** A trip as the server serves it. */
const served = (id: number, body: TripRequestBody) => ({
  ...body,
  id,
  status: 'completed',
  created_at: '2026-07-09T10:00:00.000Z',
  updated_at: '2026-07-09T10:00:00.000Z',
});
type ServedTrip = ReturnType<typeof served>;

/** The captain's logbook on the server: the list, one trip, create and update, as the API answers them. */
function logbookServer(trips: ServedTrip[]) {
  const answer = (trip: ServedTrip, status = 200) =>
    HttpResponse.json({ success: true, sailing_trip: trip }, { status });
  loggedInCaptain();
  server.use(
    currentUserHandler(),
    premiumHandler,
    profileHandler(),
    http.get(tripsUrl, ({ request }) =>
      answerTripSummaries(trips.map(readServedTrip), new URL(request.url).searchParams),
    ),
    http.get(`${tripsUrl}/:id`, ({ params }) => {
      const trip = trips.find((candidate) => String(candidate.id) === params.id);
      return trip ? answer(trip) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.post(tripsUrl, async ({ request }) => {
      const trip = served(100 + trips.length, (await request.json()) as TripRequestBody);
      trips.unshift(trip);
      return answer(trip, 201);
    }),
    http.put(`${tripsUrl}/:id`, async ({ params, request }) => {
      const index = trips.findIndex((candidate) => String(candidate.id) === params.id);
      const trip = served(Number(params.id), (await request.json()) as TripRequestBody);
      trips[index] = trip;
      return answer(trip);
    }),
  );
}

/**
 * The whole app at the trips list. The list is read again whenever it is shown (no staleTime), which would
 * hide a save that forgot to mark it out of date: here it is held fresh, so only the save can refresh it.
 */
async function renderTripsList() {
  const rendered = await renderApp('/sailing-trips');
  rendered.router.options.context.queryClient.setQueryDefaults(tripSummariesQueryKey, {
    staleTime: Number.POSITIVE_INFINITY,
  });
  return rendered;
}

const card = (name: string) => screen.queryByRole('listitem', { name });

describe('the trips list after a save', () => {
  it('shows an edited trip with its new values on the way back, without a reload', async () => {
    logbookServer([served(5, formValuesToRequest(validTrip({ yachtName: 'Zawisza Czarny' })))]);
    const user = userEvent.setup();
    const { router } = await renderTripsList();
    expect(await screen.findByRole('listitem', { name: 'Zawisza Czarny' })).toBeInTheDocument();

    await router.navigate({ to: '/sailing-trips/edit/$id', params: { id: '5' } });
    await user.click(await screen.findByRole('button', { name: /^Step 2: Yacht/ }));
    await user.clear(textbox(en.yachts.fields.name));
    await user.type(textbox(en.yachts.fields.name), 'Zawisza II');
    await user.click(screen.getByRole('button', { name: /^Step 5: Summary/ }));
    await user.click(screen.getByRole('button', { name: w.update }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sailing-trips/5'));

    await user.click(await screen.findByRole('link', { name: en.trips.detail.back }));
    expect(await screen.findByRole('listitem', { name: 'Zawisza II' })).toBeInTheDocument();
    expect(card('Zawisza Czarny')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Trips (1)' })).toBeInTheDocument();
  });

  it('shows a new trip on the way back, without a reload', async () => {
    logbookServer([served(5, formValuesToRequest(validTrip({ yachtName: 'Zawisza Czarny' })))]);
    const user = userEvent.setup();
    const { router } = await renderTripsList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Trips (1)' })).toBeInTheDocument();

    await router.navigate({ to: '/sailing-trips/new' });
    // The profile is read once the Premium check has let the form in: allow for a busy test machine.
    await waitFor(() => expect(textbox(w.captain.first_name)).toHaveValue('Anna'), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: w.next }));
    await user.type(textbox(en.yachts.fields.name), 'Mazurek');
    await user.type(textbox(en.yachts.fields.registration_number), 'GIZ-77');
    await user.type(textbox(en.yachts.fields.home_port), 'Giżycko');
    await user.click(screen.getByRole('button', { name: w.next }));
    await user.type(portbox(w.cruise.embarkation_port), 'Giżycko');
    await user.type(portbox(w.cruise.disembarkation_port), 'Mikołajki');
    await user.type(input(w.cruise.embarkation_date), '2026-07-01');
    await user.type(input(w.cruise.disembarkation_date), '2026-07-03');
    await user.click(screen.getByRole('button', { name: w.next }));
    expect(stepHeading(w.steps.crew)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: w.next }));
    await user.click(screen.getByRole('button', { name: w.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sailing-trips/101'));

    await user.click(await screen.findByRole('link', { name: en.trips.detail.back }));
    expect(await screen.findByRole('listitem', { name: 'Mazurek' })).toBeInTheDocument();
    expect(card('Zawisza Czarny')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Trips (2)' })).toBeInTheDocument();
  });
});
