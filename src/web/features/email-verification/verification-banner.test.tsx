import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { readCaptainSession, saveCaptainSession } from '../../lib/session-storage.ts';
import {
  captain,
  confirmedAt,
  currentUserHandler,
  loggedInCaptain,
  loggedInStudent,
  student,
  studentProfileHandler,
} from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { emptyLogbookHandlers } from '../student-logbook/testing.ts';
import { captainsHandler, enrolmentsHandler, plannedTripsHandler } from '../student-shared/testing.ts';

const unconfirmed = { ...captain, email_verified_at: null };
const banner = () => screen.queryByRole('region', { name: en.email_verification.banner.label });
const welcome = () => screen.queryByRole('heading', { level: 1, name: `Welcome aboard, ${captain.name}!` });
const sendAgain = () => screen.getByRole('button', { name: en.email_verification.banner.send_again });

/**
 * A test that ends while the area's account fetch is on its way would store that answer into the next test's
 * login (the fetch saves what it gets): wait for the answers before the next test starts.
 */
let inFlight = 0;
beforeAll(() => {
  server.events.on('request:start', () => {
    inFlight += 1;
  });
  server.events.on('request:end', () => {
    inFlight -= 1;
  });
});
afterEach(async () => {
  await waitFor(() => expect(inFlight).toBe(0));
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('the banner asking to confirm the e-mail address', () => {
  it('shows above the captain’s pages while the address is unconfirmed, naming it', async () => {
    loggedInCaptain(unconfirmed);
    server.use(currentUserHandler(unconfirmed));
    await renderApp('/dashboard');

    const region = await screen.findByRole('region', { name: en.email_verification.banner.label });
    expect(region).toHaveTextContent(
      'Please confirm your e-mail address anna@example.com: open the link we sent you.',
    );
    expect(
      within(region).getByRole('button', { name: en.email_verification.banner.send_again }),
    ).toBeEnabled();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    // In the page's flow, under the header: it comes after the navigation in the document.
    const nav = screen.getByRole('navigation', { name: en.nav.main });
    expect(nav.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not there for a confirmed address', async () => {
    loggedInCaptain();
    server.use(currentUserHandler());
    await renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it('after a login, shows the page only once the account said whether to show the banner', async () => {
    // Stored as a login answer leaves it: nothing known about the address.
    saveCaptainSession(captain, 'captain-token');
    let asked = false;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/auth/user', async () => {
        asked = true;
        await answered;
        return HttpResponse.json({ success: true, user: unconfirmed });
      }),
    );
    await renderApp('/dashboard');

    // The account has been asked and holds its answer: the page waits for it.
    await waitFor(() => expect(asked).toBe(true));
    expect(welcome()).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    answer();
    await waitFor(() => expect(welcome()).toBeInTheDocument());
    expect(banner()).toBeInTheDocument();
    expect(readCaptainSession()?.user.email_verified_at).toBeNull();
  });

  it('after a login, shows the page anyway when the account does not answer', async () => {
    saveCaptainSession(captain, 'captain-token');
    server.use(http.get('/api/auth/user', () => HttpResponse.error()));
    await renderApp('/dashboard');

    await waitFor(() => expect(welcome()).toBeInTheDocument());
    expect(banner()).not.toBeInTheDocument();
  });

  it('"Send again" sends a new link, shows its progress and a success toast, and stays', async () => {
    loggedInCaptain(unconfirmed);
    let authorization: string | null = null;
    let answer!: () => void;
    server.use(
      currentUserHandler(unconfirmed),
      http.post('/api/auth/verification-mail', async ({ request }) => {
        authorization = request.headers.get('authorization');
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({
          success: true,
          status: 'sent',
          message: 'We have sent you a new confirmation link. Check your inbox.',
        });
      }),
    );
    await renderApp('/dashboard');
    await screen.findByRole('region', { name: en.email_verification.banner.label });

    await userEvent.click(sendAgain());
    await waitFor(() => expect(sendAgain()).toHaveAttribute('data-loading', 'true'));
    expect(sendAgain()).toBeDisabled();
    answer();

    expect(
      await screen.findByText('We have sent you a new confirmation link. Check your inbox.'),
    ).toBeInTheDocument();
    expect(authorization).toBe('Bearer captain-token');
    await waitFor(() => expect(sendAgain()).toBeEnabled());
    expect(banner()).toBeInTheDocument();
  });

  it('shows the rate limit’s message when asked too often', async () => {
    loggedInCaptain(unconfirmed);
    server.use(
      currentUserHandler(unconfirmed),
      http.post('/api/auth/verification-mail', () =>
        HttpResponse.json(
          { success: false, message: 'Too many attempts. Please wait a moment and try again.' },
          { status: 429, headers: { 'retry-after': '600' } },
        ),
      ),
    );
    await renderApp('/dashboard');
    await screen.findByRole('region', { name: en.email_verification.banner.label });

    await userEvent.click(sendAgain());
    expect(
      await screen.findByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(banner()).toBeInTheDocument();
    expect(sendAgain()).toBeEnabled();
  });

  it('goes away when "Send again" finds the address confirmed meanwhile', async () => {
    loggedInCaptain(unconfirmed);
    let confirmed = false;
    server.use(
      http.get('/api/auth/user', () =>
        HttpResponse.json({
          success: true,
          user: { ...captain, email_verified_at: confirmed ? confirmedAt : null },
        }),
      ),
      http.post('/api/auth/verification-mail', () => {
        confirmed = true;
        return HttpResponse.json({
          success: true,
          status: 'already_verified',
          message: 'Your e-mail address is already confirmed.',
        });
      }),
    );
    await renderApp('/dashboard');
    await screen.findByRole('region', { name: en.email_verification.banner.label });

    await userEvent.click(sendAgain());
    expect(await screen.findByText('Your e-mail address is already confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(welcome()).toBeInTheDocument();
  });

  it('shows above the student’s pages, in Polish, and sends through the student route', async () => {
    const unconfirmedStudent = { ...student, email_verified_at: null };
    loggedInStudent(unconfirmedStudent);
    let called = false;
    server.use(
      studentProfileHandler(unconfirmedStudent),
      captainsHandler([]),
      plannedTripsHandler([]),
      enrolmentsHandler([]),
      ...emptyLogbookHandlers(),
      http.post('/api/student/verification-mail', ({ request }) => {
        called = request.headers.get('authorization') === 'Bearer student-token';
        return HttpResponse.json({
          success: true,
          status: 'sent',
          message: 'Wysłaliśmy nowy link potwierdzający. Sprawdź skrzynkę odbiorczą.',
        });
      }),
    );
    await renderApp('/student/dashboard', { language: 'pl' });

    const region = await screen.findByRole('region', { name: pl.email_verification.banner.label });
    expect(region).toHaveTextContent(
      'Potwierdź swój adres e-mail jan@example.com: otwórz link, który do Ciebie wysłaliśmy.',
    );
    await userEvent.click(
      within(region).getByRole('button', { name: pl.email_verification.banner.send_again }),
    );
    expect(
      await screen.findByText('Wysłaliśmy nowy link potwierdzający. Sprawdź skrzynkę odbiorczą.'),
    ).toBeInTheDocument();
    expect(called).toBe(true);
  });
});
