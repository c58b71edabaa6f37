import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Yacht } from '#domain/yacht.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, field, loggedInCaptain, validationFailure } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { server, subscriptionStatusHandler } from '../../test/server.ts';
import { tripListHandler } from '../trips/shared/testing.ts';
import { YachtSearch, yachtSearchDebounceMs } from './yacht-search.tsx';

const premium = subscriptionStatusHandler({
  active_subscription: {
    status: 'active',
    ends_at: '2099-01-01T00:00:00.000Z',
    days_remaining: 100,
    payment_provider: 'payu',
  },
});

const yacht = (id: number, name: string, registration: string, port: string): Yacht => ({
  id,
  name,
  registration_number: registration,
  home_port: port,
  hull_length: 12.5,
  engines_count: 1,
  engine_power: 29.4,
  type: '',
  owner_name: '',
  owner_address: '',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
});

const zawisza = yacht(1, 'Zawisza Czarny', 'POL-1234', 'Gdynia');
const mazurek = yacht(2, 'Mazurek', 'GIZ-77', 'Giżycko');

const listHandler = (yachts: Yacht[]) => http.get('/api/yachts', () => HttpResponse.json({ data: yachts }));

function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  server.use(currentUserHandler(), ...handlers);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/yachts list', () => {
  it('shows the yachts with their formatted measurements and the count in the title', async () => {
    setup(listHandler([zawisza, mazurek]));
    await renderApp('/yachts', { language: 'pl' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Jachty (2)' })).toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: 'Zawisza Czarny' });
    expect(within(card).getByText('POL-1234')).toBeInTheDocument();
    expect(within(card).getByText('Gdynia')).toBeInTheDocument();
    expect(within(card).getByText('12,5 m')).toBeInTheDocument();
    expect(within(card).getByText('29,4 kW')).toBeInTheDocument();
  });

  it('shows the empty state with the add action', async () => {
    setup(listHandler([]));
    await renderApp('/yachts');
    expect(await screen.findByText(en.yachts.list.empty)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: en.yachts.list.add })).toHaveLength(2);
  });

  it('shows the error with a retry that loads again', async () => {
    let calls = 0;
    setup(
      http.get('/api/yachts', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json({ data: [zawisza] });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/yachts');
    expect(await screen.findByText('Failed to load yachts.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByRole('listitem', { name: 'Zawisza Czarny' })).toBeInTheDocument();
  });

  it('shows the premium notice at ?error=premium_required and when the server asks for Premium', async () => {
    setup(
      http.get('/api/yachts', () =>
        HttpResponse.json({ error: 'premium_required', message: 'Premium' }, { status: 403 }),
      ),
    );
    await renderApp('/yachts?error=premium_required');
    await waitFor(() => expect(screen.getAllByText(en.premium.notice.title)).toHaveLength(2));
  });

  it('searches on Enter only, shows no-results and resets', async () => {
    setup(listHandler([zawisza, mazurek]));
    const user = userEvent.setup();
    await renderApp('/yachts');
    await screen.findByRole('listitem', { name: 'Mazurek' });

    const search = field(en.yachts.list.search);
    await user.type(search, 'giz');
    expect(screen.getByRole('listitem', { name: 'Zawisza Czarny' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listitem', { name: 'Zawisza Czarny' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Mazurek' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nothing{Enter}');
    expect(screen.getByText('No yachts match “nothing”.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: en.yachts.list.reset })[0] as HTMLElement);
    expect(screen.getByRole('listitem', { name: 'Zawisza Czarny' })).toBeInTheDocument();
    expect(search).toHaveValue('');
  });

  it('deletes a yacht after confirmation and reports a failure', async () => {
    let yachts = [zawisza, mazurek];
    setup(
      http.get('/api/yachts', () => HttpResponse.json({ data: yachts })),
      http.delete('/api/yachts/:id', ({ params }) => {
        if (params.id === '2') return HttpResponse.json({ message: '' }, { status: 500 });
        yachts = yachts.filter((item) => item.id !== 1);
        return HttpResponse.json({ success: true, message: 'Yacht deleted.' });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/yachts');
    await user.click(await screen.findByRole('button', { name: 'Delete Zawisza Czarny' }));
    const dialog = await screen.findByRole('dialog', { name: en.yachts.delete.title });
    expect(within(dialog).getByText('Zawisza Czarny')).toBeInTheDocument();
    expect(within(dialog).getByText(en.yachts.delete.warning)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: en.yachts.delete.confirm }));
    expect(await screen.findByText(en.yachts.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Zawisza Czarny' })).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Yachts (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Mazurek' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: en.yachts.delete.confirm }),
    );
    expect(await screen.findByText('Failed to delete yacht.')).toBeInTheDocument();
  });

  it('shows the created banner for five seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup(listHandler([zawisza]));
    await renderApp('/yachts?created=1');
    expect(await screen.findByText(en.yachts.list.created_banner)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText(en.yachts.list.created_banner)).toBeNull();
  });
});

describe('/yachts/add and edit', () => {
  it('sends a captain without Premium back to the list with the notice', async () => {
    setup(listHandler([]));
    const { router } = await renderApp('/yachts/add');
    expect(await screen.findByText(en.premium.notice.title)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/yachts');
    expect(router.state.location.search).toEqual({ error: 'premium_required' });
  });

  it('shows the Polish messages for empty fields, maps the server 422 and then saves', async () => {
    const sent: unknown[] = [];
    let attempt = 0;
    setup(
      premium,
      listHandler([zawisza]),
      http.post('/api/yachts', async ({ request }) => {
        sent.push(await request.json());
        attempt += 1;
        if (attempt === 1)
          return validationFailure({ registration_number: ['Ten numer już istnieje.', 'drugi'] });
        return HttpResponse.json({ data: zawisza }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/yachts/add', { language: 'pl' });
    await user.click(await screen.findByRole('button', { name: pl.yachts.form.submit_create }));

    expect(await screen.findByText('Nazwa jachtu jest wymagana')).toBeInTheDocument();
    expect(screen.getByText('Numer rejestracyjny jest wymagany')).toBeInTheDocument();
    expect(screen.getByText('Port macierzysty jest wymagany')).toBeInTheDocument();
    expect(screen.getByText(pl.yachts.form.hull_length_required)).toBeInTheDocument();
    expect(field(pl.yachts.fields.name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(pl.yachts.fields.hull_length)).toHaveAttribute('step', '0.01');
    expect(field(pl.yachts.fields.engine_power)).toHaveAttribute('step', '0.1');
    expect(field(pl.yachts.fields.engines_count)).toHaveAttribute('min', '0');

    await user.type(field(pl.yachts.fields.name), 'Zawisza Czarny');
    await user.type(field(pl.yachts.fields.registration_number), 'POL-1234');
    await user.type(field(pl.yachts.fields.home_port), 'Gdynia');
    await user.type(field(pl.yachts.fields.hull_length), '-1');
    await user.type(field(pl.yachts.fields.engines_count), '1');
    await user.type(field(pl.yachts.fields.engine_power), '29.4');
    await user.click(screen.getByRole('button', { name: pl.yachts.form.submit_create }));
    expect(await screen.findByText(pl.validation.not_negative)).toBeInTheDocument();

    await user.clear(field(pl.yachts.fields.hull_length));
    await user.type(field(pl.yachts.fields.hull_length), '12.5');
    await user.click(screen.getByRole('button', { name: pl.yachts.form.submit_create }));
    expect(await screen.findByText('Ten numer już istnieje.')).toBeInTheDocument();
    expect(screen.queryByText('drugi')).toBeNull();
    expect(field(pl.yachts.fields.registration_number)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: pl.yachts.form.submit_create }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/yachts'));
    expect(router.state.location.search).toEqual({ created: 1 });
    expect(await screen.findByText(pl.yachts.list.created_banner)).toBeInTheDocument();
    expect(sent[1]).toEqual({
      name: 'Zawisza Czarny',
      registration_number: 'POL-1234',
      home_port: 'Gdynia',
      hull_length: 12.5,
      engines_count: 1,
      engine_power: 29.4,
      type: '',
      owner_name: '',
      owner_address: '',
    });
  });

  it('edits a loaded yacht', async () => {
    let body: unknown = null;
    setup(
      premium,
      listHandler([zawisza]),
      http.get('/api/yachts/1', () => HttpResponse.json({ data: zawisza })),
      http.put('/api/yachts/1', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...zawisza, name: 'Zawisza' } });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/yachts/1/edit');
    const name = await screen.findByDisplayValue('Zawisza Czarny');
    expect(field(en.yachts.fields.hull_length)).toHaveValue(12.5);
    await user.clear(name);
    await user.type(name, 'Zawisza');
    await user.click(screen.getByRole('button', { name: en.yachts.form.submit_update }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/yachts'));
    expect(body).toMatchObject({ name: 'Zawisza', hull_length: 12.5 });
    expect(await screen.findByText(en.yachts.updated)).toBeInTheDocument();
  });

  it('shows the load error of a missing yacht', async () => {
    setup(
      premium,
      http.get('/api/yachts/9', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    await renderApp('/yachts/9/edit');
    expect(await screen.findByText('Failed to load yacht details.')).toBeInTheDocument();
  });
});

describe('/yachts/{id}', () => {
  it('shows the data, the trips empty state and a disabled edit without Premium', async () => {
    setup(
      http.get('/api/yachts/1', () => HttpResponse.json({ data: zawisza })),
      tripListHandler([]),
    );
    await renderApp('/yachts/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zawisza Czarny' })).toBeInTheDocument();
    expect(screen.getByText('12.5 m')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: en.yachts.detail.trips })).toBeInTheDocument();
    expect(await screen.findByText(en.yachts.detail.trips_empty)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: en.yachts.detail.edit })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  });
});

describe('YachtSearch', () => {
  it('searches from two characters on, offers the hits and reports the choice', async () => {
    loggedInCaptain();
    const terms: string[] = [];
    server.use(
      http.get('/api/yachts/search', ({ request }) => {
        const term = new URL(request.url).searchParams.get('term') ?? '';
        terms.push(term);
        return HttpResponse.json({ data: term === 'za' ? [zawisza] : [] });
      }),
    );
    const onSelect = vi.fn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWithProviders(<YachtSearch onSelect={onSelect} />, { language: 'pl' });

    const input = field(pl.yachts.search.label);
    await user.type(input, 'z');
    // One letter outlasts the pause: a search for it would be sent now, before the one for two letters.
    act(() => {
      vi.advanceTimersByTime(yachtSearchDebounceMs);
    });
    await user.type(input, 'a');
    await user.click(await screen.findByRole('button', { name: /Zawisza Czarny/ }));
    expect(onSelect).toHaveBeenCalledWith(zawisza);
    // The two-letter search has been answered, and it was the first one sent.
    expect(terms).toEqual(['za']);

    await user.clear(input);
    await user.type(input, 'xyz');
    expect(await screen.findByText('Nie znaleziono jachtów. Wprowadź dane ręcznie.')).toBeInTheDocument();
  });
});
