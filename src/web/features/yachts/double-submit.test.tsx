import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Yacht, YachtInput } from '#domain/yacht.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, field, loggedInCaptain, validationFailure } from '../../test/accounts.ts';
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

const zawisza: Yacht = {
  id: 1,
  name: 'Zawisza Czarny',
  registration_number: 'POL-1234',
  home_port: 'Gdynia',
  hull_length: 12.5,
  engines_count: 1,
  engine_power: 29.4,
  type: '',
  owner_name: '',
  owner_address: '',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Post {
  key: string | null;
  body: YachtInput;
}

/** POST /api/yachts recording each request; `answer` picks the reply by the request's number (1, 2, ...). */
function createHandler(posts: Post[], answer: (count: number) => Response | undefined = () => undefined) {
  return http.post('/api/yachts', async ({ request }) => {
    const body = (await request.json()) as YachtInput;
    posts.push({ key: request.headers.get('idempotency-key'), body });
    return (
      answer(posts.length) ??
      HttpResponse.json({ data: { ...zawisza, ...body, id: 40 + posts.length } }, { status: 201 })
    );
  });
}

function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  server.use(
    currentUserHandler(),
    premium,
    http.get('/api/yachts', () => HttpResponse.json({ data: [zawisza] })),
    ...handlers,
  );
}

async function fillYacht(user: ReturnType<typeof userEvent.setup>, labels = en.yachts.fields) {
  await user.type(field(labels.name), 'Mazurek');
  await user.type(field(labels.registration_number), 'GIZ-77');
  await user.type(field(labels.home_port), 'Giżycko');
  await user.type(field(labels.hull_length), '8.5');
  await user.type(field(labels.engines_count), '1');
  await user.type(field(labels.engine_power), '6');
}

/** The add form's button once the lazily loaded page is there (the first page of a file loads its code). */
const formReady = (name: string) => screen.findByRole('button', { name }, { timeout: 5000 });

afterEach(() => notifications.clean());

describe('adding a yacht', () => {
  it('sends one request for a double-click, with an Idempotency-Key, and goes to the list', async () => {
    const posts: Post[] = [];
    setup(createHandler(posts));
    const user = userEvent.setup();
    // No pause between the two clicks: both arrive before React renders the pending state.
    const hurried = userEvent.setup({ delay: null });
    const { router } = await renderApp('/yachts/add');
    await formReady(en.yachts.form.submit_create);
    await fillYacht(user);

    await hurried.dblClick(screen.getByRole('button', { name: en.yachts.form.submit_create }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/yachts'));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.key).toMatch(uuid);
    expect(await screen.findByText(en.yachts.created)).toBeInTheDocument();
  });

  it('disables the button with a spinner from the first click, and Enter meanwhile sends nothing', async () => {
    const posts: Post[] = [];
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    setup(
      http.post('/api/yachts', async ({ request }) => {
        const body = (await request.json()) as YachtInput;
        posts.push({ key: request.headers.get('idempotency-key'), body });
        await answered;
        return HttpResponse.json({ data: { ...zawisza, ...body, id: 41 } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/yachts/add');
    const submit = await formReady(en.yachts.form.submit_create);
    await fillYacht(user);

    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAttribute('data-loading', 'true');
    await user.type(field(en.yachts.fields.engine_power), '{Enter}');
    answer();

    await waitFor(() => expect(router.state.location.pathname).toBe('/yachts'));
    expect(posts).toHaveLength(1);
  });

  it('keeps the key when a 422 is fixed and sent again, and a new form gets a new key', async () => {
    const posts: Post[] = [];
    setup(
      createHandler(posts, (count) =>
        count === 1 ? validationFailure({ registration_number: ['Ten numer już istnieje.'] }) : undefined,
      ),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/yachts/add', { language: 'pl' });
    await formReady(pl.yachts.form.submit_create);
    await fillYacht(user, pl.yachts.fields);
    await user.click(screen.getByRole('button', { name: pl.yachts.form.submit_create }));
    expect(await screen.findByText('Ten numer już istnieje.')).toBeInTheDocument();

    await user.type(field(pl.yachts.fields.registration_number), '-B');
    await user.click(screen.getByRole('button', { name: pl.yachts.form.submit_create }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/yachts'));
    expect(posts.map((post) => post.body.registration_number)).toEqual(['GIZ-77', 'GIZ-77-B']);
    expect(posts[1]?.key).toBe(posts[0]?.key);

    await router.navigate({ to: '/yachts/add' });
    await formReady(pl.yachts.form.submit_create);
    await fillYacht(user, pl.yachts.fields);
    await user.click(screen.getByRole('button', { name: pl.yachts.form.submit_create }));
    await waitFor(() => expect(posts).toHaveLength(3));
    expect(posts[2]?.key).toMatch(uuid);
    expect(posts[2]?.key).not.toBe(posts[0]?.key);
  });
});

describe('deleting a yacht', () => {
  it('sends one DELETE for a double-click on the confirmation', async () => {
    let deletes = 0;
    setup(
      http.get('/api/yachts/1', () => HttpResponse.json({ data: zawisza })),
      http.delete('/api/yachts/1', () => {
        deletes += 1;
        return deletes === 1
          ? HttpResponse.json({ success: true, message: 'Yacht deleted.' })
          : HttpResponse.json({ success: false, message: 'Yacht not found.' }, { status: 404 });
      }),
      http.get('/api/sailing-trips', () =>
        HttpResponse.json({ success: true, sailing_trips: [], next_cursor: null, total: 0, message: '' }),
      ),
    );
    const user = userEvent.setup();
    const hurried = userEvent.setup({ delay: null });
    const { router } = await renderApp('/yachts/1');
    await user.click(await screen.findByRole('button', { name: en.yachts.detail.delete }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: en.yachts.delete.title });

    await hurried.dblClick(within(dialog).getByRole('button', { name: en.yachts.delete.confirm }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/yachts'));
    expect(await screen.findByText(en.yachts.deleted)).toBeInTheDocument();
    expect(deletes).toBe(1);
  });

  it('counts a 404 (deleted meanwhile in another tab) as deleted: no error, back to the list', async () => {
    setup(
      http.get('/api/yachts/1', () => HttpResponse.json({ data: zawisza })),
      http.delete('/api/yachts/1', () =>
        HttpResponse.json({ success: false, message: 'Yacht not found.' }, { status: 404 }),
      ),
      http.get('/api/sailing-trips', () =>
        HttpResponse.json({ success: true, sailing_trips: [], next_cursor: null, total: 0, message: '' }),
      ),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/yachts/1');
    await user.click(await screen.findByRole('button', { name: en.yachts.detail.delete }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: en.yachts.delete.title });
    await user.click(within(dialog).getByRole('button', { name: en.yachts.delete.confirm }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/yachts'));
    expect(await screen.findByText(en.yachts.deleted)).toBeInTheDocument();
    expect(screen.queryByText('Yacht not found.')).toBeNull();
    expect(screen.queryByText(en.yachts.delete.failed)).toBeNull();
  });
});

describe('leaving the yacht form', () => {
  it('asks before leaving with changes: Stay keeps them, Leave goes; an untouched form just goes', async () => {
    setup();
    const user = userEvent.setup();
    const { router } = await renderApp('/yachts/add');
    await formReady(en.yachts.form.submit_create);

    await user.click(screen.getByRole('link', { name: en.yachts.form.cancel }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/yachts'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await router.navigate({ to: '/yachts/add' });
    await formReady(en.yachts.form.submit_create);
    await user.type(field(en.yachts.fields.name), 'Mazurek');
    await user.click(screen.getByRole('link', { name: en.yachts.form.cancel }));
    const dialog = await screen.findByRole('dialog', { name: en.confirm.leave.title });
    expect(within(dialog).getByText(en.confirm.leave.changes_lost)).toBeInTheDocument();
    expect(within(dialog).queryByText(en.confirm.leave.draft_kept)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: en.confirm.leave.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/yachts/add');
    expect(field(en.yachts.fields.name)).toHaveValue('Mazurek');

    await user.click(screen.getByRole('link', { name: en.yachts.form.cancel }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: en.confirm.leave.leave }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/yachts'));
  });

  it('does not stand in the way of logging out', async () => {
    setup(http.post('/api/auth/logout', () => HttpResponse.json({ success: true, message: 'Logged out.' })));
    const user = userEvent.setup();
    const { router } = await renderApp('/yachts/add');
    await formReady(en.yachts.form.submit_create);
    await user.type(field(en.yachts.fields.name), 'Mazurek');

    await user.click(screen.getByRole('button', { name: en.nav.logout }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask after a successful save, and warns in Polish', async () => {
    const posts: Post[] = [];
    setup(createHandler(posts));
    const user = userEvent.setup();
    const { router } = await renderApp('/yachts/add', { language: 'pl' });
    await formReady(pl.yachts.form.submit_create);
    await user.type(field(pl.yachts.fields.name), 'Mazurek');
    await user.click(screen.getByRole('link', { name: pl.yachts.form.cancel }));
    const dialog = await screen.findByRole('dialog', { name: pl.confirm.leave.title });
    expect(within(dialog).getByText(pl.confirm.leave.changes_lost)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: pl.confirm.leave.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.clear(field(pl.yachts.fields.name));
    await fillYacht(user, pl.yachts.fields);
    await user.click(screen.getByRole('button', { name: pl.yachts.form.submit_create }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/yachts'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toHaveLength(1);
  });
});
