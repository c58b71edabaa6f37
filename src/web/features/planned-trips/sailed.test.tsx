import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderApp } from '../../test/render-app.tsx';
import { trip as servedTrip, tripHandler } from '../trips/shared/testing.ts';
import { profileHandler } from '../trips/wizard/testing.tsx';
import { yachtsUrl } from '../yachts/api.ts';
import { detailHandler, enrolment, listHandler, plannedTrip, premiumHandler, setup } from './testing.ts';

const p = en.planned_trips_page;
const sailed = plannedTrip({ is_sailed: true, trip_id: 42 });
const students = [
  enrolment(1, 'accepted', 'Jan', 'Nowak', { captain_notes: 'Welcome aboard' }),
  enrolment(2, 'pending', 'Ewa', 'Lis'),
  enrolment(3, 'rejected', 'Piotr', 'Wróbel'),
];

describe('a planned trip turned into a logged trip (sailed), for its captain', () => {
  it('is marked Sailed in the list, without the pending count', async () => {
    setup(
      listHandler([
        { ...sailed, pending_count: 1 },
        plannedTrip({ id: 4, name: 'Autumn passage', pending_count: 2 }),
      ]),
    );
    await renderApp('/planned-sailing-trips');
    const list = await screen.findByRole('list', { name: p.list.list_label });
    const card = (name: string) => within(list).getByRole('listitem', { name });
    expect(within(card('Baltic spring training')).getByText(en.sailed_trip.badge)).toBeInTheDocument();
    expect(within(card('Baltic spring training')).queryByText(/pending/i)).toBeNull();
    expect(within(card('Autumn passage')).queryByText(en.sailed_trip.badge)).toBeNull();
    expect(within(card('Autumn passage')).getByText('2 pending')).toBeInTheDocument();
  });

  it('links to the logged trip instead of "Turn into a trip" and offers no decision any more', async () => {
    setup(detailHandler(sailed, students), tripHandler(servedTrip({ id: 42 })));
    const user = userEvent.setup();
    const { router } = await renderApp('/planned-sailing-trips/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Baltic spring training' }),
    ).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: p.detail.actions });
    expect(within(actions).queryByRole('link', { name: p.detail.to_trip })).toBeNull();
    expect(within(actions).getByRole('link', { name: p.detail.edit })).toBeInTheDocument();
    expect(screen.getAllByText(en.sailed_trip.badge).length).toBeGreaterThan(0);
    const notice = screen.getByRole('status', { name: p.sailed.title });
    expect(notice).toHaveTextContent(p.sailed.text);
    expect(within(notice).getByRole('link', { name: p.sailed.open_trip })).toHaveAttribute(
      'href',
      '/sailing-trips/42',
    );

    // Every student is still listed, with the notes, but no accept, reject or notes button is left.
    for (const name of ['Jan Nowak', 'Ewa Lis', 'Piotr Wróbel']) {
      const card = screen.getByRole('listitem', { name });
      expect(within(card).queryAllByRole('button')).toEqual([]);
    }
    expect(
      within(screen.getByRole('listitem', { name: 'Jan Nowak' })).getByText('Welcome aboard'),
    ).toBeInTheDocument();

    await user.click(within(actions).getByRole('link', { name: p.sailed.open_trip }));
    expect(router.state.location.pathname).toBe('/sailing-trips/42');
  });

  it('says so in Polish', async () => {
    setup(detailHandler(sailed, students));
    await renderApp('/planned-sailing-trips/3', { language: 'pl' });
    expect(await screen.findByText(pl.planned_trips_page.sailed.title)).toBeInTheDocument();
    expect(screen.getAllByText(pl.sailed_trip.badge).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: pl.planned_trips_page.sailed.open_trip })[0]).toHaveAttribute(
      'href',
      '/sailing-trips/42',
    );
  });

  it('is not offered as a trip form again: the page points to the logged trip', async () => {
    setup(
      premiumHandler(),
      profileHandler(),
      detailHandler(sailed, students),
      http.get(yachtsUrl, () => HttpResponse.json({ data: [] })),
    );
    await renderApp('/planned-sailing-trips/3/trip');
    expect(await screen.findByText(p.sailed.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: p.sailed.open_trip })).toHaveAttribute(
      'href',
      '/sailing-trips/42',
    );
    expect(screen.queryByRole('button', { name: en.trips.wizard.next })).toBeNull();
  });
});
