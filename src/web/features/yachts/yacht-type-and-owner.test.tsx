import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Yacht } from '#domain/yacht.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, field, loggedInCaptain, validationFailure } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server, subscriptionStatusHandler } from '../../test/server.ts';
import { tripListHandler } from '../trips/shared/testing.ts';

/** Issue 28: the yacht's optional type and owner on the yacht form and page. */

const premium = subscriptionStatusHandler({
  active_subscription: {
    status: 'active',
    ends_at: '2099-01-01T00:00:00.000Z',
    days_remaining: 100,
    payment_provider: 'payu',
  },
});

const owned: Yacht = {
  id: 1,
  name: 'Zawisza Czarny',
  registration_number: 'POL-1234',
  home_port: 'Gdynia',
  hull_length: 12.5,
  engines_count: 1,
  engine_power: 29.4,
  type: 'Bavaria Cruiser 46',
  owner_name: 'Jan Armator',
  owner_address: 'ul. Portowa 1\n81-350 Gdynia',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
};

/** The address is a textarea: found by its role and name. */
const addressBox = (label: string) => screen.getByRole('textbox', { name: label });

function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  server.use(currentUserHandler(), ...handlers);
}

describe('the yacht form: type and owner', () => {
  it('adds a yacht with its type and an owner whose address has two lines, in Polish, with hints', async () => {
    const sent: unknown[] = [];
    let attempt = 0;
    setup(
      premium,
      http.get('/api/yachts', () => HttpResponse.json({ data: [owned] })),
      http.post('/api/yachts', async ({ request }) => {
        sent.push(await request.json());
        attempt += 1;
        if (attempt === 1) return validationFailure({ owner_name: ['Wpisz co najwyżej 200 znaków.'] });
        return HttpResponse.json({ data: owned }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/yachts/add', { language: 'pl' });
    await user.type(await screen.findByLabelText(pl.yachts.fields.type), 'Bavaria Cruiser 46');
    expect(screen.getByText(pl.yachts.form.type_hint)).toBeInTheDocument();
    expect(screen.getByText(pl.yachts.form.owner_hint)).toBeInTheDocument();
    expect(field(pl.yachts.fields.type)).toHaveAttribute('maxlength', '100');
    expect(field(pl.yachts.fields.owner_name)).toHaveAttribute('maxlength', '200');
    expect(addressBox(pl.yachts.fields.owner_address)).toHaveAttribute('maxlength', '300');
    expect(field(pl.yachts.fields.type)).not.toBeRequired();
    await user.type(field(pl.yachts.fields.name), 'Zawisza Czarny');
    await user.type(field(pl.yachts.fields.registration_number), 'POL-1234');
    await user.type(field(pl.yachts.fields.home_port), 'Gdynia');
    await user.type(field(pl.yachts.fields.hull_length), '12.5');
    await user.type(field(pl.yachts.fields.engines_count), '1');
    await user.type(field(pl.yachts.fields.engine_power), '29.4');
    await user.type(field(pl.yachts.fields.owner_name), 'Jan Armator');
    await user.type(addressBox(pl.yachts.fields.owner_address), 'ul. Portowa 1{Enter}81-350 Gdynia');

    await user.click(screen.getByRole('button', { name: pl.yachts.form.submit_create }));
    expect(await screen.findByText('Wpisz co najwyżej 200 znaków.')).toBeInTheDocument();
    expect(field(pl.yachts.fields.owner_name)).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: pl.yachts.form.submit_create }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/yachts'));
    expect(sent[1]).toEqual({
      name: 'Zawisza Czarny',
      registration_number: 'POL-1234',
      home_port: 'Gdynia',
      hull_length: 12.5,
      engines_count: 1,
      engine_power: 29.4,
      type: 'Bavaria Cruiser 46',
      owner_name: 'Jan Armator',
      owner_address: 'ul. Portowa 1\n81-350 Gdynia',
    });
  });

  it('opens a yacht for editing with its type and owner, and clears them', async () => {
    let body: unknown = null;
    setup(
      premium,
      http.get('/api/yachts', () => HttpResponse.json({ data: [owned] })),
      http.get('/api/yachts/1', () => HttpResponse.json({ data: owned })),
      http.put('/api/yachts/1', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...owned, owner_name: '', owner_address: '' } });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/yachts/1/edit');
    expect(await screen.findByDisplayValue('Bavaria Cruiser 46')).toBeInTheDocument();
    expect(addressBox(en.yachts.fields.owner_address)).toHaveValue('ul. Portowa 1\n81-350 Gdynia');
    await user.clear(field(en.yachts.fields.owner_name));
    await user.clear(addressBox(en.yachts.fields.owner_address));
    await user.click(screen.getByRole('button', { name: en.yachts.form.submit_update }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/yachts'));
    expect(body).toMatchObject({ type: 'Bavaria Cruiser 46', owner_name: '', owner_address: '' });
  });

  it('shows the type and owner on the yacht page, and "not given" when there are none', async () => {
    setup(
      http.get('/api/yachts/1', () => HttpResponse.json({ data: owned })),
      http.get('/api/yachts/2', () =>
        HttpResponse.json({ data: { ...owned, id: 2, type: '', owner_name: '', owner_address: '' } }),
      ),
      tripListHandler([]),
    );
    const { router } = await renderApp('/yachts/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zawisza Czarny' })).toBeInTheDocument();
    const row = (label: string) => screen.getByText(label).closest('div') as HTMLElement;
    expect(within(row(en.yachts.fields.type)).getByText('Bavaria Cruiser 46')).toBeInTheDocument();
    expect(within(row(en.yachts.fields.owner_name)).getByText('Jan Armator')).toBeInTheDocument();
    expect(row(en.yachts.fields.owner_address)).toHaveTextContent('ul. Portowa 1 81-350 Gdynia');
    await router.navigate({ to: '/yachts/$id', params: { id: '2' } });
    await waitFor(() =>
      expect(
        within(row(en.yachts.fields.owner_name)).getByText(en.yachts.detail.not_given),
      ).toBeInTheDocument(),
    );
  });
});
