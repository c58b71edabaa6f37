import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import { readCaptainSession, readStudentSession } from '../lib/session-storage.ts';
import {
  captain,
  currentUserHandler,
  loggedInCaptain,
  loggedInStudent,
  student,
  studentProfileHandler,
} from '../test/accounts.ts';
import { renderApp } from '../test/render-app.tsx';
import { server } from '../test/server.ts';

describe('route guards', () => {
  it('sends a visitor from a captain page to /login with the page to come back to', async () => {
    const { router } = await renderApp('/captain-profile?tab=password');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/captain-profile?tab=password' });
    expect(await screen.findByRole('heading', { level: 1, name: en.auth.login.title })).toBeInTheDocument();
  });

  it('sends a visitor from a student page to /student/login with the page to come back to', async () => {
    const { router } = await renderApp('/student/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/student/login'));
    expect(router.state.location.search).toEqual({ redirect: '/student/dashboard' });
  });

  it('sends a logged-in captain away from the guest pages to the dashboard', async () => {
    loggedInCaptain();
    server.use(currentUserHandler());
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password/abc?email=a%40b.pl']) {
      const { router, unmount } = await renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      unmount();
    }
  });

  it('sends a logged-in student away from the student guest pages, but not from the captain ones', async () => {
    loggedInStudent();
    server.use(studentProfileHandler());
    for (const path of ['/student/login', '/student/register']) {
      const { router, unmount } = await renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/student/dashboard'));
      unmount();
    }
    const { router } = await renderApp('/login');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('ignores an invalid ?tab on the captain profile', async () => {
    loggedInCaptain();
    server.use(
      currentUserHandler(),
      http.all('/api/captain-profile*', () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    const { router } = await renderApp('/captain-profile?tab=secret');

    const match = router.state.matches.find((m) => m.routeId === '/captain-area/captain-profile');
    expect(match?.search).toMatchObject({ tab: 'profile' });
  });
});

describe('logged-in areas', () => {
  it("refreshes the captain's data on entry", async () => {
    loggedInCaptain({ ...captain, name: 'Old Name' });
    server.use(currentUserHandler({ ...captain, name: 'Anna Nowa' }));
    await renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome aboard, Anna Nowa!' }),
    ).toBeInTheDocument();
    expect(readCaptainSession()?.user.name).toBe('Anna Nowa');
  });

  it('ends the login when the captain cannot be fetched, and asks to log in again', async () => {
    loggedInCaptain();
    server.use(http.get('/api/auth/user', () => HttpResponse.json({ success: false }, { status: 500 })));
    const { router } = await renderApp('/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/dashboard' });
    expect(readCaptainSession()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the login when fetching the captain got no answer (offline, or the page being left)', async () => {
    loggedInCaptain();
    server.use(http.get('/api/auth/user', () => HttpResponse.error()));
    const { router } = await renderApp('/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(readCaptainSession()).not.toBeNull();
  });

  it('ends the student login when the profile cannot be fetched', async () => {
    loggedInStudent();
    server.use(http.get('/api/student/profile', () => HttpResponse.json({}, { status: 401 })));
    const { router } = await renderApp('/student/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/student/login'));
    expect(readStudentSession()).toBeNull();
  });
});

describe('header per role', () => {
  it('shows the captain links, the name and a logout that works even when the server call fails', async () => {
    loggedInCaptain();
    server.use(
      currentUserHandler(),
      http.post('/api/auth/logout', () => HttpResponse.error()),
    );
    const { router } = await renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: en.nav.main });

    expect(within(nav).getByRole('link', { name: en.nav.dashboard })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: en.nav.captain_profile })).toHaveAttribute(
      'href',
      '/captain-profile',
    );
    expect(within(nav).queryByRole('link', { name: en.nav.pricing })).not.toBeInTheDocument();
    expect(within(nav).getByText(captain.name)).toBeInTheDocument();

    await userEvent.setup().click(within(nav).getByRole('button', { name: en.nav.logout }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readCaptainSession()).toBeNull();
    for (const key of ['user', 'token', 'hasPremium']) expect(window.localStorage.getItem(key)).toBeNull();
    expect(within(nav).getByRole('link', { name: en.nav.login })).toHaveAttribute('href', '/login');
  });

  it('shows the student links and logs the student out to the student login', async () => {
    loggedInStudent();
    let loggedOut = false;
    server.use(
      studentProfileHandler(),
      http.post('/api/student/logout', ({ request }) => {
        loggedOut = request.headers.get('authorization') === 'Bearer student-token';
        return HttpResponse.json({ success: true, message: 'You have been logged out.' });
      }),
    );
    const { router } = await renderApp('/student/dashboard');
    const nav = await screen.findByRole('navigation', { name: en.nav.main });

    expect(within(nav).getByRole('link', { name: en.nav.dashboard })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
    expect(within(nav).getByText(`${student.first_name} ${student.last_name}`)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: `Welcome, ${student.first_name}!` }),
    ).toBeInTheDocument();

    await userEvent.setup().click(within(nav).getByRole('button', { name: en.nav.logout }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/student/login'));
    expect(loggedOut).toBe(true);
    expect(readStudentSession()).toBeNull();
    expect(window.localStorage.getItem('studentToken')).toBeNull();
  });
});
