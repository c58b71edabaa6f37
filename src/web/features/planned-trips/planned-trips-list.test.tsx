import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { field } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { plannedTripsUrl } from './api.ts';
import { listHandler, plannedTrip, premiumHandler, setup } from './testing.ts';

const l = en.planned_trips_page.list;

const baltic = plannedTrip({ pending_count: 2, accepted_count: 1 });
const mazury = plannedTrip({
  id: 4,
  name: 'Mazury weekend',
  start_date: '2026-04-10',
  end_date: '2026-04-12',
  embarkation_port: 'Giżycko',
  disembarkation_port: 'Mikołajki',
  yacht_name: 'Mazurek',
  yacht_type: '',
  max_crew: null,
  is_active: false,
  accepted_count: 3,
});

describe('/planned-sailing-trips', () => {
  it('lists the trips as served with dates, route, yacht, crew, waiting students and the active flag', async () => {
    setup(listHandler([baltic, mazury]));
    await renderApp('/planned-sailing-trips', { language: 'pl' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Planowane rejsy (2)' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: pl.planned_trips_page.list.list_label }))
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
    expect(cards).toEqual(['Baltic spring training', 'Mazury weekend']);

    const first = screen.getByRole('listitem', { name: 'Baltic spring training' });
    expect(within(first).getByText('01.05.2026 – 08.05.2026')).toBeInTheDocument();
    expect(within(first).getByText('Gdynia → Kołobrzeg')).toBeInTheDocument();
    expect(within(first).getByText('Zawisza Czarny (Schooner)')).toBeInTheDocument();
    expect(within(first).getByText('Załoga: 1 / 6')).toBeInTheDocument();
    expect(within(first).getByText('2 zgłoszenia czekają')).toBeInTheDocument();
    expect(within(first).getByText('Aktywny')).toBeInTheDocument();
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/planned-sailing-trips/3');

    const second = screen.getByRole('listitem', { name: 'Mazury weekend' });
    expect(within(second).getByText('Mazurek')).toBeInTheDocument();
    expect(within(second).getByText('Załoga: 3 · bez limitu')).toBeInTheDocument();
    expect(within(second).getByText('Nieaktywny')).toBeInTheDocument();
    expect(within(second).queryByText(/czeka/)).toBeNull();
  });

  it('shows English dates in the English short form', async () => {
    setup(listHandler([baltic]));
    await renderApp('/planned-sailing-trips');
    const card = await screen.findByRole('listitem', { name: 'Baltic spring training' });
    expect(within(card).getByText('01/05/2026 – 08/05/2026')).toBeInTheDocument();
    expect(within(card).getByText('2 pending')).toBeInTheDocument();
  });

  it('keeps the add button disabled with the premium hint without Premium', async () => {
    setup(listHandler([baltic]));
    await renderApp('/planned-sailing-trips');
    await screen.findByRole('listitem', { name: 'Baltic spring training' });
    const add = screen.getByRole('button', { name: l.add });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription(en.premium.required_hint);
    expect(screen.queryByRole('link', { name: l.add })).toBeNull();
  });

  it('links the add button to the form with Premium', async () => {
    setup(premiumHandler(), listHandler([baltic]));
    await renderApp('/planned-sailing-trips');
    // The Premium status is read after the page shows: allow for a busy test machine.
    expect(await screen.findByRole('link', { name: l.add }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/planned-sailing-trips/new',
    );
  });

  it('shows the yellow premium notice at ?error=premium_required', async () => {
    setup(listHandler([baltic]));
    await renderApp('/planned-sailing-trips?error=premium_required');
    expect(await screen.findByText(en.premium.notice.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.premium.notice.link })).toHaveAttribute(
      'href',
      '/captain-profile?tab=premium',
    );
  });

  it('has no premium notice without the query', async () => {
    setup(listHandler([baltic]));
    await renderApp('/planned-sailing-trips');
    await screen.findByRole('listitem', { name: 'Baltic spring training' });
    expect(screen.queryByText(en.premium.notice.title)).toBeNull();
  });

  it('shows the empty state with the way to plan the first trip', async () => {
    setup(premiumHandler(), listHandler([]));
    await renderApp('/planned-sailing-trips');
    expect(await screen.findByText(l.empty)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: l.add_first }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/planned-sailing-trips/new',
    );
  });

  it('shows a failed load with a retry that loads again', async () => {
    let calls = 0;
    setup(
      http.get(plannedTripsUrl, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })
          : HttpResponse.json({ success: true, planned_trips: [baltic], message: '' });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/planned-sailing-trips');
    expect(await screen.findByText(l.load_failed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByRole('listitem', { name: 'Baltic spring training' })).toBeInTheDocument();
  });

  it('searches by name, port or yacht and resets', async () => {
    setup(listHandler([baltic, mazury]));
    const user = userEvent.setup();
    await renderApp('/planned-sailing-trips');
    await screen.findByRole('listitem', { name: 'Mazury weekend' });

    await user.type(field(l.search), 'mikołaj');
    expect(screen.queryByRole('listitem', { name: 'Baltic spring training' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Mazury weekend' })).toBeInTheDocument();
    expect(screen.getByText('1 planned trip')).toBeInTheDocument();

    await user.clear(field(l.search));
    await user.type(field(l.search), 'nothing');
    expect(screen.getByText('No planned trip matches “nothing”.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: l.reset })[0] as HTMLElement);
    expect(await screen.findByRole('listitem', { name: 'Baltic spring training' })).toBeInTheDocument();
    expect(field(l.search)).toHaveValue('');
  });
});
