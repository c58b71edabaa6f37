import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { useRouteHeading } from './use-route-heading.ts';

function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteHeading(mainRef);
  return (
    <>
      <header>
        <button type="button">Menu</button>
      </header>
      <main ref={mainRef}>
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading comes with its data, after a button (standing for the answer) is pressed. */
function LoadingPage() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1>Zawisza Czarny</h1>
  ) : (
    <button type="button" onClick={() => setLoaded(true)}>
      Answer
    </button>
  );
}

function RenamingPage() {
  const [name, setName] = useState('Trips (1)');
  return (
    <>
      <h1>{name}</h1>
      <button type="button" onClick={() => setName('Trips (2)')}>
        Rename
      </button>
    </>
  );
}

function renderRoutes(path: string) {
  const root = createRootRoute({ component: Layout });
  const page = (routePath: string, component: () => React.ReactNode) =>
    createRoute({ getParentRoute: () => root, path: routePath, component });
  const router = createRouter({
    routeTree: root.addChildren([
      page('/', () => <h1>Welcome</h1>),
      page('/trips', RenamingPage),
      page('/trips/$id', LoadingPage),
      page('/search', () => (
        <>
          <h1>Search</h1>
          <input aria-label="Search trips" />
        </>
      )),
      page('/login', () => (
        <>
          <h1>Log in</h1>
          {/* biome-ignore lint/a11y/noAutofocus: the page under test takes the focus itself */}
          <input aria-label="E-mail" autoFocus />
        </>
      )),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

const go = (router: ReturnType<typeof renderRoutes>, to: string, search?: Record<string, string>) =>
  act(() => router.navigate({ to, ...(search ? { search } : {}) }));

describe('useRouteHeading', () => {
  beforeAll(() => initI18n('en'));

  it('names the tab after the first page without moving the focus, then focuses the next page’s h1', async () => {
    const router = renderRoutes('/');
    await screen.findByRole('heading', { name: 'Welcome' });
    await waitFor(() => expect(document.title).toBe('Welcome · Logbook'));
    expect(document.body).toHaveFocus();

    screen.getByRole('button', { name: 'Menu' }).focus();
    await go(router, '/trips');
    const heading = await screen.findByRole('heading', { name: 'Trips (1)' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Trips (1) · Logbook');
  });

  it('keeps the title in step with the heading’s text', async () => {
    const user = userEvent.setup();
    renderRoutes('/trips');
    await waitFor(() => expect(document.title).toBe('Trips (1) · Logbook'));
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(document.title).toBe('Trips (2) · Logbook'));
  });

  it('waits for a heading that comes with the page’s data, with the app’s name as the title meanwhile', async () => {
    const router = renderRoutes('/');
    await screen.findByRole('heading', { name: 'Welcome' });
    await go(router, '/trips/$id'.replace('$id', '7'));
    const answer = await screen.findByRole('button', { name: 'Answer' });
    await waitFor(() => expect(document.title).toBe('Logbook'));
    // A click would move the focus (and so cancel the wait): the answer arrives without one.
    act(() => answer.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    const heading = await screen.findByRole('heading', { name: 'Zawisza Czarny' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Zawisza Czarny · Logbook');
  });

  it('leaves the focus where the user put it while the page loaded', async () => {
    const user = userEvent.setup();
    const router = renderRoutes('/');
    await screen.findByRole('heading', { name: 'Welcome' });
    await go(router, '/trips/7');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    act(() =>
      screen
        .getByRole('button', { name: 'Answer' })
        .dispatchEvent(new MouseEvent('click', { bubbles: true })),
    );
    await screen.findByRole('heading', { name: 'Zawisza Czarny' });
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('does not take the focus from a field the new page focused itself', async () => {
    const router = renderRoutes('/');
    await screen.findByRole('heading', { name: 'Welcome' });
    await go(router, '/login');
    await screen.findByRole('heading', { name: 'Log in' });
    await waitFor(() => expect(document.title).toBe('Log in · Logbook'));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });

  it('leaves the focus alone when only the search changes (a list’s filters)', async () => {
    const router = renderRoutes('/search');
    await screen.findByRole('heading', { name: 'Search' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    await go(router, '/search', { q: 'gdy' });
    await waitFor(() => expect(router.state.resolvedLocation?.search).toEqual({ q: 'gdy' }));
    expect(menu).toHaveFocus();
  });
});
