import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { field, validationFailure } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { plannedTripsUrl } from './api.ts';
import { detailAnswer, detailHandler, listHandler, plannedTrip, premiumHandler, setup } from './testing.ts';

const f = en.planned_trips_page.fields;
const form = en.planned_trips_page.form;

afterEach(() => notifications.clean());

/** Mantine's switch label also holds its description. */
const activeSwitch = () => screen.getByRole('switch');

const textarea = (label: string) => screen.getByLabelText(new RegExp(`^${label}$`), { selector: 'textarea' });

describe('/planned-sailing-trips/new', () => {
  it('sends a captain without Premium back to the list with the notice', async () => {
    setup(listHandler([]));
    const { router } = await renderApp('/planned-sailing-trips/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/planned-sailing-trips'));
    expect(router.state.location.search).toEqual({ error: 'premium_required' });
    expect(await screen.findByText(en.premium.notice.title)).toBeInTheDocument();
  });

  it('checks the fields in Polish (end before start), then posts the trip and opens it', async () => {
    const bodies: unknown[] = [];
    const created = plannedTrip({ id: 9, name: 'Bałtyk nocą' });
    setup(
      premiumHandler(),
      http.post(plannedTripsUrl, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { success: true, planned_trip: created, message: 'Zapisano.' },
          { status: 201 },
        );
      }),
      detailHandler(created),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/planned-sailing-trips/new', { language: 'pl' });
    const p = pl.planned_trips_page;

    await user.click(await screen.findByRole('button', { name: p.form.submit_create }));
    expect(await screen.findByText(pl.planned_trips.form.name_required)).toBeInTheDocument();
    expect(screen.getByText(pl.planned_trips.form.start_date_required)).toBeInTheDocument();
    expect(screen.getByText(pl.planned_trips.form.yacht_name_required)).toBeInTheDocument();
    expect(field(p.fields.name)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);

    await user.type(field(p.fields.name), 'Bałtyk nocą');
    await user.type(textarea(p.fields.description), 'Nawigacja nocna.');
    // Dates as Polish is written (day first, with dots), whatever the browser's locale.
    await user.type(field(p.fields.start_date), '10.06.2026');
    await user.type(field(p.fields.end_date), '3.6.2026');
    await user.type(field(p.fields.embarkation_port), 'Gdynia');
    await user.type(field(p.fields.disembarkation_port), 'Hel');
    await user.type(field(p.fields.yacht_name), 'Zawisza Czarny');
    await user.type(field(p.fields.yacht_type), 'Szkuner');
    await user.type(field(p.fields.max_crew), '101');
    await user.click(screen.getByRole('button', { name: p.form.submit_create }));

    expect(await screen.findByText(pl.trips.form.end_before_start)).toBeInTheDocument();
    expect(screen.getByText('Wartość może wynosić co najwyżej 100.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.clear(field(p.fields.end_date));
    await user.type(field(p.fields.end_date), '17.06.2026');
    await user.clear(field(p.fields.max_crew));
    await user.type(field(p.fields.max_crew), '6');
    await user.click(activeSwitch());
    await user.click(screen.getByRole('button', { name: p.form.submit_create }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/planned-sailing-trips/9'));
    expect(bodies).toEqual([
      {
        name: 'Bałtyk nocą',
        description: 'Nawigacja nocna.',
        start_date: '2026-06-10',
        end_date: '2026-06-17',
        embarkation_port: 'Gdynia',
        disembarkation_port: 'Hel',
        yacht_name: 'Zawisza Czarny',
        yacht_type: 'Szkuner',
        max_crew: 6,
        is_active: false,
      },
    ]);
    expect((await screen.findAllByText(pl.planned_trips.created)).length).toBeGreaterThan(0);
  });

  it('sends an empty maximum crew as no limit', async () => {
    const bodies: unknown[] = [];
    setup(
      premiumHandler(),
      http.post(plannedTripsUrl, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { success: true, planned_trip: plannedTrip(), message: '' },
          { status: 201 },
        );
      }),
      detailHandler(plannedTrip()),
    );
    const user = userEvent.setup();
    await renderApp('/planned-sailing-trips/new');
    await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${f.name}`) }), 'Trip');
    await user.type(field(f.start_date), '10/06/2026');
    await user.type(field(f.end_date), '10/06/2026');
    await user.type(field(f.embarkation_port), 'Gdynia');
    await user.type(field(f.disembarkation_port), 'Gdynia');
    await user.type(field(f.yacht_name), 'Mazurek');
    await user.click(screen.getByRole('button', { name: form.submit_create }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ max_crew: null, is_active: true, yacht_type: '', description: '' });
  });

  it("puts the server's field errors under their fields", async () => {
    setup(
      premiumHandler(),
      http.post(plannedTripsUrl, () =>
        validationFailure({ embarkation_port: ['This port is closed.', 'second'] }),
      ),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/planned-sailing-trips/new');
    await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${f.name}`) }), 'Trip');
    await user.type(field(f.start_date), '2026-06-10');
    await user.type(field(f.end_date), '2026-06-12');
    await user.type(field(f.embarkation_port), 'Atlantis');
    await user.type(field(f.disembarkation_port), 'Gdynia');
    await user.type(field(f.yacht_name), 'Mazurek');
    await user.click(screen.getByRole('button', { name: form.submit_create }));

    expect(await screen.findByText('This port is closed.')).toBeInTheDocument();
    expect(screen.queryByText('second')).toBeNull();
    expect(field(f.embarkation_port)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field(f.embarkation_port)).toHaveFocus());
    expect(router.state.location.pathname).toBe('/planned-sailing-trips/new');
  });
});

describe('/planned-sailing-trips/edit/{id}', () => {
  it('prefills the trip without Premium, saves it with PUT and opens its details', async () => {
    const trip = plannedTrip({ max_crew: null, is_active: false });
    const bodies: unknown[] = [];
    setup(
      http.get(`${plannedTripsUrl}/3`, () => HttpResponse.json(detailAnswer(trip))),
      http.put(`${plannedTripsUrl}/3`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          planned_trip: { ...trip, name: 'Baltic autumn training' },
          message: '',
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/planned-sailing-trips/edit/3');

    expect(await screen.findByRole('heading', { level: 1, name: form.edit_title })).toBeInTheDocument();
    await waitFor(() => expect(field(f.name)).toHaveValue('Baltic spring training'));
    expect(field(f.start_date)).toHaveValue('01/05/2026');
    expect(field(f.max_crew)).toHaveValue(null);
    expect(activeSwitch()).not.toBeChecked();
    expect(screen.getByRole('link', { name: form.cancel })).toHaveAttribute(
      'href',
      '/planned-sailing-trips/3',
    );

    await user.clear(field(f.name));
    await user.type(field(f.name), 'Baltic autumn training');
    await user.click(screen.getByRole('button', { name: form.submit_update }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/planned-sailing-trips/3'));
    expect(bodies[0]).toMatchObject({ name: 'Baltic autumn training', max_crew: null, is_active: false });
  });

  it('offers the list for a trip that does not exist', async () => {
    setup(
      http.get(`${plannedTripsUrl}/8`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    await renderApp('/planned-sailing-trips/edit/8');
    expect(await screen.findByText(en.planned_trips_page.detail.not_found_text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.common.retry })).toBeNull();
  });
});
