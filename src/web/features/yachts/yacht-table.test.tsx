import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Yacht } from '#domain/yacht.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, loggedInCaptain } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server, subscriptionStatusHandler } from '../../test/server.ts';

const premium = subscriptionStatusHandler({
  active_subscription: {
    status: 'active',
    ends_at: '2099-01-01T00:00:00.000Z',
    days_remaining: 100,
    payment_provider: 'payu',
  },
});

const yacht = (id: number, name: string): Yacht => ({
  id,
  name,
  registration_number: `POL-${id}`,
  home_port: 'Gdynia',
  hull_length: 12.5,
  engines_count: 1,
  engine_power: 29.4,
  type: '',
  owner_name: '',
  owner_address: '',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
});

const zawisza = yacht(1, 'Zawisza Czarny');
const mazurek = yacht(2, 'Mazurek');

const { matchMedia } = window;
afterEach(() => {
  window.matchMedia = matchMedia;
});

/** The yachts list on a wide screen (the table needs 48em) in the table view. */
async function openTable(language: 'en' | 'pl', ...handlers: Parameters<typeof server.use>) {
  window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('min-width') });
  loggedInCaptain();
  server.use(
    currentUserHandler(),
    http.get('/api/yachts', () => HttpResponse.json({ data: [zawisza, mazurek] })),
    ...handlers,
  );
  const user = userEvent.setup();
  await renderApp('/yachts', { language });
  const list = language === 'en' ? en.yachts.list : pl.yachts.list;
  await user.click(await screen.findByText(list.view_table));
  const table = await screen.findByRole('table', { name: list.table_label });
  return { user, table };
}

// jsdom lays nothing out, so Mantine's popover counts the menu as detached and hides it (display: none) once it
// has measured; the items are read with `hidden: true`, as in the documents' menu tests.
/** The menu a trigger opened (its aria-controls). */
async function menuOf(trigger: HTMLElement) {
  return waitFor(() => {
    const menu = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(menu).toHaveAttribute('role', 'menu');
    return menu as HTMLElement;
  });
}
const items = (menu: HTMLElement) => within(menu).findAllByRole('menuitem', { hidden: true });
const item = (menu: HTMLElement, name: string | RegExp) =>
  within(menu).getByRole('menuitem', { name, hidden: true });

describe('the yachts table', () => {
  it('puts each row’s actions in one menu named after the yacht: details, edit and delete', async () => {
    const { user, table } = await openTable('en', premium);

    // One trigger per row and no row of buttons that could wrap.
    expect(within(table).queryByRole('button', { name: 'Delete Zawisza Czarny' })).toBeNull();
    const trigger = within(table).getByRole('button', { name: 'Actions for Mazurek' });
    expect(within(table).getAllByRole('button', { name: /^Actions for / })).toHaveLength(2);

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = await menuOf(trigger);
    expect((await items(menu)).map((each) => each.textContent)).toEqual([
      en.yachts.list.open,
      en.yachts.list.edit,
      en.yachts.list.delete,
    ]);
    expect(item(menu, en.yachts.list.open)).toHaveAttribute('href', '/yachts/2');
    expect(item(menu, en.yachts.list.edit)).toHaveAttribute('href', '/yachts/2/edit');
    expect(item(menu, en.yachts.list.delete)).not.toHaveAttribute('href');
  });

  it('deletes from the menu after the confirmation', async () => {
    let deleted = '';
    const { user } = await openTable(
      'en',
      premium,
      http.delete('/api/yachts/:id', ({ params }) => {
        deleted = String(params.id);
        return HttpResponse.json({ success: true, message: 'Yacht deleted.' });
      }),
    );

    const trigger = screen.getByRole('button', { name: 'Actions for Zawisza Czarny' });
    await user.click(trigger);
    await user.click(item(await menuOf(trigger), en.yachts.list.delete));
    const dialog = await screen.findByRole('dialog', { name: en.yachts.delete.title });
    expect(within(dialog).getByText('Zawisza Czarny')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: en.yachts.delete.confirm }));
    await waitFor(() => expect(deleted).toBe('1'));
  });

  it('keeps editing in the menu without Premium, disabled and saying why (in Polish)', async () => {
    const { user, table } = await openTable('pl');

    const trigger = within(table).getByRole('button', { name: 'Akcje dla jachtu Zawisza Czarny' });
    await user.click(trigger);
    const menu = await menuOf(trigger);
    const edit = item(menu, new RegExp(`^${pl.yachts.list.edit}`));
    expect(edit).toBeDisabled();
    expect(edit).toHaveTextContent(pl.premium.required_hint);
    expect(edit).not.toHaveAttribute('href');
    expect(item(menu, pl.yachts.list.open)).toHaveAttribute('href', '/yachts/1');
  });
});
