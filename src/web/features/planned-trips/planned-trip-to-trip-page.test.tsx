import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { TripRequestBody } from '#domain/trip-request.ts';
import type { Yacht } from '#domain/yacht.ts';
import en from '#locales/en.json';
import { renderApp } from '../../test/render-app.tsx';
import { captainStudentsUrl } from '../invitations/api.ts';
import { tripsUrl } from '../trips/api.ts';
import { choose, input, portbox, profileHandler, stepHeading, textbox } from '../trips/wizard/testing.tsx';
import { yachtsUrl } from '../yachts/api.ts';
import { detailHandler, enrolment, listHandler, plannedTrip, premiumHandler, setup } from './testing.ts';

const w = en.trips.wizard;
const t = en.planned_trips_page.to_trip;

afterEach(() => notifications.clean());

const zawisza: Yacht = {
  id: 5,
  name: 'Zawisza Czarny',
  registration_number: 'POL-1234',
  home_port: 'Gdynia',
  hull_length: 42.7,
  engines_count: 1,
  engine_power: 250,
  type: '',
  owner_name: '',
  owner_address: '',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
};

const yachtsHandler = (yachts: Yacht[]) => http.get(yachtsUrl, () => HttpResponse.json({ data: yachts }));

const students = [
  enrolment(1, 'accepted', 'Jan', 'Nowak'),
  enrolment(2, 'pending', 'Ewa', 'Lis'),
  enrolment(3, 'rejected', 'Piotr', 'Wróbel'),
];

const member = (number: number) => screen.getByRole('region', { name: `Crew member ${number}` });

describe('/planned-sailing-trips/{id}/trip', () => {
  it('sends a captain without Premium back to the planned trips with the notice', async () => {
    setup(listHandler([]));
    const { router } = await renderApp('/planned-sailing-trips/3/trip');
    await waitFor(() => expect(router.state.location.pathname).toBe('/planned-sailing-trips'));
    expect(router.state.location.search).toEqual({ error: 'premium_required' });
  });

  it('opens the trip form with the route, dates, yacht and accepted students, saves it and opens the trip', async () => {
    const bodies: TripRequestBody[] = [];
    setup(
      premiumHandler(),
      profileHandler(),
      detailHandler(plannedTrip(), students),
      yachtsHandler([zawisza]),
      // Jan (student 101) is still the captain's student: his crew row is linked to his account.
      http.get(captainStudentsUrl, () =>
        HttpResponse.json({
          success: true,
          students: [
            {
              id: 101,
              first_name: 'Jan',
              last_name: 'Nowak',
              email: 'jan@example.com',
              phone: '+48 600 700 800',
              connected_at: '2026-01-01T10:00:00.000Z',
              invitation_id: 1,
            },
          ],
          message: '',
        }),
      ),
      http.post(tripsUrl, async ({ request }) => {
        const body = (await request.json()) as TripRequestBody;
        bodies.push(body);
        return HttpResponse.json(
          {
            success: true,
            sailing_trip: {
              ...body,
              id: 42,
              status: 'planned',
              created_at: '2026-04-01T10:00:00.000Z',
              updated_at: '2026-04-01T10:00:00.000Z',
            },
          },
          { status: 201 },
        );
      }),
      http.get(`${tripsUrl}/42`, () => HttpResponse.json({ message: 'Not needed here' }, { status: 500 })),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/planned-sailing-trips/3/trip');

    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(
      await screen.findByText('Filled in from “Baltic spring training”: the route and dates.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('1 accepted student added as crew: add their opinion on step 4.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(textbox(w.captain.first_name)).toHaveValue('Anna'), { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: w.next }));
    expect(textbox(en.yachts.fields.name)).toHaveValue('Zawisza Czarny');
    expect(textbox(en.yachts.fields.registration_number)).toHaveValue('POL-1234');
    expect(textbox(en.yachts.fields.home_port)).toHaveValue('Gdynia');
    expect(input(en.yachts.fields.hull_length)).toHaveValue(42.7);

    await user.click(screen.getByRole('button', { name: w.next }));
    expect(portbox(w.cruise.embarkation_port)).toHaveValue('Gdynia');
    expect(portbox(w.cruise.disembarkation_port)).toHaveValue('Kołobrzeg');
    expect(input(w.cruise.embarkation_date)).toHaveValue('01/05/2026');
    expect(input(w.cruise.disembarkation_date)).toHaveValue('08/05/2026');

    await user.click(screen.getByRole('button', { name: w.next }));
    expect(stepHeading(w.steps.crew)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Crew member 2' })).toBeNull();
    const card = member(1);
    expect(textbox(w.crew.full_name, card)).toHaveValue('Jan Nowak');
    expect(textbox(w.crew.email, card)).toHaveValue('jan@example.com');
    expect(within(card).getByRole('combobox', { name: w.crew.student_id })).toHaveValue(
      'Jan Nowak (jan@example.com)',
    );
    await choose(user, w.crew.captain_opinion, en.trips.captain_opinion.positive, card);
    await choose(user, w.crew.performance, en.trips.performance.good, card);
    await choose(user, w.crew.seasickness, en.trips.seasickness.none, card);
    await choose(user, w.crew.resistance, en.trips.resistance.good, card);
    await user.click(screen.getByRole('button', { name: w.next }));
    await user.click(screen.getByRole('button', { name: w.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sailing-trips/42'));
    expect(bodies[0]).toMatchObject({
      // The server links the planned trip to the trip it saves (sailed).
      planned_trip_id: 3,
      yacht_name: 'Zawisza Czarny',
      registration_number: 'POL-1234',
      embarkation_port: 'Gdynia',
      disembarkation_port: 'Kołobrzeg',
      embarkation_date: '2026-05-01',
      disembarkation_date: '2026-05-08',
    });
    expect(bodies[0]?.crew_members).toHaveLength(1);
    expect(bodies[0]?.crew_members?.[0]).toMatchObject({
      full_name: 'Jan Nowak',
      email: 'jan@example.com',
      phone: '+48 600 700 800',
      role: 'crew',
      captain_opinion: 'positive',
      student_id: 101,
    });
  });

  it('uses the yacht name alone when the captain has no such yacht, and says no student is accepted', async () => {
    setup(
      premiumHandler(),
      profileHandler(null),
      detailHandler(plannedTrip({ yacht_name: 'Chartered Bavaria' }), [
        enrolment(2, 'pending', 'Ewa', 'Lis'),
      ]),
      yachtsHandler([zawisza]),
    );
    await renderApp('/planned-sailing-trips/3/trip');
    const note = await screen.findByRole('note');
    expect(within(note).getByText(/Chartered Bavaria\. It is not among your yachts/)).toBeInTheDocument();
    expect(within(note).getByText(t.no_crew)).toBeInTheDocument();
  });
});
