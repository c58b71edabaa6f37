import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Trip } from '#domain/trip.ts';
import type { TripStatus } from '#domain/trip-enums.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, loggedInCaptain } from '../../../test/accounts.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { premiumHandler, trip, tripHandler, tripListHandler } from '../shared/testing.ts';

function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  server.use(currentUserHandler(), ...handlers);
}

/** PATCH /api/sailing-trips/1/status applying the change to `current` and answering as the server does. */
function statusHandler(current: { trip: Trip }, sent: unknown[]) {
  return http.patch('/api/sailing-trips/1/status', async ({ request }) => {
    const body = (await request.json()) as { status: TripStatus };
    sent.push(body);
    current.trip = { ...current.trip, status: body.status };
    return HttpResponse.json({ success: true, sailing_trip: current.trip, message: 'Trip status changed.' });
  });
}

/** The status menu's choices (jsdom does not run Mantine's opening transition, hence `hidden`). */
const menuItems = async () =>
  (await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.textContent);
const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });

describe('trip status', () => {
  it('offers only the allowed next statuses and applies a change', async () => {
    const current = { trip: trip({ status: 'planned' }) };
    const sent: unknown[] = [];
    setup(
      premiumHandler(),
      http.get('/api/sailing-trips/1', () =>
        HttpResponse.json({ success: true, sailing_trip: current.trip }),
      ),
      statusHandler(current, sent),
    );
    const user = userEvent.setup();
    await renderApp('/sailing-trips/1');
    await screen.findByRole('heading', { level: 1, name: 'Zawisza Czarny' });
    expect(screen.getByText(en.trips.status.values.planned)).toBeInTheDocument();

    const change = () => screen.getByRole('button', { name: en.trips.detail.status.change });
    await waitFor(() => expect(change()).not.toHaveAttribute('aria-disabled'));
    await user.click(change());
    expect(await menuItems()).toEqual([en.trips.status.values.in_progress, en.trips.status.values.cancelled]);
    await user.click(await menuItem(en.trips.status.values.in_progress));

    expect(await screen.findByText(en.trips.status.changed)).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'in_progress' }]);
    await waitFor(() => expect(screen.queryByText(en.trips.status.values.planned)).toBeNull());

    await user.click(screen.getByRole('button', { name: en.trips.detail.status.change }));
    expect(await menuItems()).toEqual([en.trips.status.values.completed, en.trips.status.values.cancelled]);
  });

  it('keeps the change disabled with the hint without Premium', async () => {
    setup(tripHandler(trip({ status: 'planned' })));
    const user = userEvent.setup();
    await renderApp('/sailing-trips/1');
    const change = await screen.findByRole('button', { name: en.trips.detail.status.change });
    await waitFor(() => expect(change).toHaveAttribute('aria-disabled', 'true'));
    expect(change).toHaveAccessibleDescription(en.premium.required_hint);
    await user.click(change);
    expect(screen.queryByRole('menuitem', { hidden: true })).toBeNull();
  });

  it.each(['completed', 'cancelled'] as const)(
    'shows %s as final, with nothing to change',
    async (status) => {
      setup(tripHandler(trip({ status })));
      await renderApp('/sailing-trips/1');
      expect(await screen.findByText(en.trips.detail.status.final)).toBeInTheDocument();
      expect(screen.getByText(en.trips.status.values[status])).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: en.trips.detail.status.change })).toBeNull();
    },
  );

  it('reports a refused change with the server message, else the Polish fallback', async () => {
    let calls = 0;
    setup(
      premiumHandler(),
      tripHandler(trip({ status: 'in_progress' })),
      http.patch('/api/sailing-trips/1/status', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { success: false, message: 'Rejs już się zakończył.', errors: {} },
              { status: 422 },
            )
          : HttpResponse.json({ success: false }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/sailing-trips/1', { language: 'pl' });
    const change = () => screen.getByRole('button', { name: pl.trips.detail.status.change });
    await waitFor(() => expect(change()).not.toHaveAttribute('aria-disabled'));
    await user.click(change());
    await user.click(await menuItem(pl.trips.status.values.completed));
    expect(await screen.findByText('Rejs już się zakończył.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: pl.trips.detail.status.change }));
    await user.click(await menuItem(pl.trips.status.values.cancelled));
    expect(await screen.findByText('Błąd podczas aktualizacji statusu rejsu')).toBeInTheDocument();
    expect(screen.getByText(pl.trips.status.values.in_progress)).toBeInTheDocument();
  });
});

describe('trip actions', () => {
  it('keeps edit and delete disabled with the hint without Premium', async () => {
    setup(tripHandler(trip()));
    const user = userEvent.setup();
    await renderApp('/sailing-trips/1');
    await screen.findByRole('heading', { level: 1, name: 'Zawisza Czarny' });
    const edit = screen.getByRole('button', { name: en.trips.detail.edit });
    const remove = screen.getByRole('button', { name: en.trips.detail.delete.open });
    await waitFor(() => expect(edit).toHaveAttribute('aria-disabled', 'true'));
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription(en.premium.required_hint);
    await user.click(remove);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links edit to the form for a Premium captain', async () => {
    setup(premiumHandler(), tripHandler(trip()));
    await renderApp('/sailing-trips/1');
    expect(await screen.findByRole('link', { name: en.trips.detail.edit })).toHaveAttribute(
      'href',
      '/sailing-trips/edit/1',
    );
  });

  it('deletes after the Polish warning about the 10 zł cost and returns to the list', async () => {
    let deleted = false;
    setup(
      premiumHandler(),
      tripHandler(trip()),
      tripListHandler([]),
      http.delete('/api/sailing-trips/1', () => {
        deleted = true;
        return HttpResponse.json({ success: true, message: 'Rejs został usunięty.' });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/sailing-trips/1', { language: 'pl' });
    await user.click(await screen.findByRole('button', { name: pl.trips.detail.delete.open }));

    const dialog = await screen.findByRole('dialog', { name: pl.trips.detail.delete.title });
    // The dialog fades in: visible once its opening transition has run (slower on a busy machine).
    await waitFor(() =>
      expect(
        within(dialog).getByText('Zawisza Czarny (Gdynia → Kołobrzeg), 01.05.2026 – 08.05.2026'),
      ).toBeVisible(),
    );
    expect(
      within(dialog).getByText(
        'Czy na pewno chcesz usunąć rejs Zawisza Czarny (Gdynia → Kołobrzeg)? Koszt odwrócenia operacji wynosi 10 zł.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: pl.trips.detail.delete.confirm }));

    expect(await screen.findByText(pl.trips.deleted)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sailing-trips'));
    expect(deleted).toBe(true);
  });

  it('warns in English that restoring costs 10 zł, and reports a failure with the server message', async () => {
    setup(
      premiumHandler(),
      tripHandler(trip()),
      http.delete('/api/sailing-trips/1', () =>
        HttpResponse.json({ success: false, message: 'Database is busy.' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/sailing-trips/1');
    await user.click(await screen.findByRole('button', { name: en.trips.detail.delete.open }));
    const dialog = await screen.findByRole('dialog', { name: en.trips.detail.delete.title });
    await waitFor(() => expect(within(dialog).getByText(/costs 10 zł/)).toBeVisible());
    await user.click(within(dialog).getByRole('button', { name: en.trips.detail.delete.confirm }));

    expect(
      await screen.findByText('An error occurred while deleting the trip: Database is busy.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sailing-trips/1');
  });
});
