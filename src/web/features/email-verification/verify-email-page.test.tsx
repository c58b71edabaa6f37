import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { readCaptainSession, readStudentSession } from '../../lib/session-storage.ts';
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

const page = en.email_verification.page;
const invalidLink =
  'This confirmation link is invalid, has expired or has already been used. Log in and ask for a new one.';

/** POST /api/{side}/verify-email answering so, keeping each body it was sent. */
function verifyHandler(side: 'auth' | 'student', answer: () => Response) {
  const bodies: unknown[] = [];
  const handler = http.post(`/api/${side}/verify-email`, async ({ request }) => {
    bodies.push(await request.json());
    return answer();
  });
  return { handler, bodies };
}

const confirmed = (status: 'verified' | 'already_verified', message: string) => () =>
  HttpResponse.json({ success: true, status, message });
const refused = () =>
  HttpResponse.json(
    { success: false, message: invalidLink, errors: { token: [invalidLink] } },
    { status: 422 },
  );

const inMain = () => within(screen.getByRole('main'));

/** The result as the page announces it (the "confirming" status comes first). */
async function expectStatus(text: string) {
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
}

/** Requests still on their way when a test ends would answer into the next one: wait for them. */
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

describe('the e-mail confirmation page', () => {
  it('confirms a logged-out captain’s link once and offers the login', async () => {
    const { handler, bodies } = verifyHandler(
      'auth',
      confirmed('verified', 'Your e-mail address is confirmed. Thank you!'),
    );
    server.use(handler);
    await renderApp('/verify-email/secret-from-link?email=anna%40example.com');

    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    await expectStatus('Your e-mail address is confirmed. Thank you!');
    expect(inMain().getByRole('link', { name: page.log_in })).toHaveAttribute('href', '/login');
    expect(bodies).toEqual([{ email: 'anna@example.com', token: 'secret-from-link' }]);
  });

  it('shows that it is confirming while the answer is on its way', async () => {
    let answer!: () => void;
    server.use(
      http.post('/api/auth/verify-email', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ success: true, status: 'verified', message: 'Confirmed.' });
      }),
    );
    await renderApp('/verify-email/abc?email=anna%40example.com');

    expect(await screen.findByRole('status')).toHaveTextContent(page.checking);
    answer();
    expect(await screen.findByText('Confirmed.')).toBeInTheDocument();
  });

  it('for a logged-in captain: the banner goes, and the way on is the dashboard', async () => {
    const unconfirmed = { ...captain, email_verified_at: null };
    loggedInCaptain(unconfirmed);
    const { handler } = verifyHandler(
      'auth',
      confirmed('verified', 'Your e-mail address is confirmed. Thank you!'),
    );
    server.use(handler, currentUserHandler({ ...captain, email_verified_at: confirmedAt }));
    const { router } = await renderApp('/verify-email/abc?email=Anna%40Example.com');

    await expectStatus('Your e-mail address is confirmed. Thank you!');
    expect(readCaptainSession()?.user.email_verified_at).toEqual(expect.any(String));

    await userEvent.click(screen.getByRole('link', { name: page.go_dashboard }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Welcome aboard, ${captain.name}!` }),
    ).toBeVisible();
    expect(
      screen.queryByRole('region', { name: en.email_verification.banner.label }),
    ).not.toBeInTheDocument();
  });

  it('leaves another captain’s login as it is', async () => {
    loggedInCaptain({ ...captain, email: 'someone.else@example.com', email_verified_at: null });
    const { handler } = verifyHandler('auth', confirmed('verified', 'Confirmed.'));
    server.use(handler);
    await renderApp('/verify-email/abc?email=anna%40example.com');

    expect(await screen.findByText('Confirmed.')).toBeInTheDocument();
    expect(readCaptainSession()?.user.email_verified_at).toBeNull();
  });

  it('says so when the address was confirmed already', async () => {
    const { handler } = verifyHandler(
      'auth',
      confirmed('already_verified', 'Your e-mail address is already confirmed.'),
    );
    server.use(handler);
    await renderApp('/verify-email/old-link?email=anna%40example.com');

    await expectStatus('Your e-mail address is already confirmed.');
  });

  it('reports a used, expired or wrong link, and points a visitor to the login', async () => {
    const { handler } = verifyHandler('auth', refused);
    server.use(handler);
    await renderApp('/verify-email/used?email=anna%40example.com');

    expect(await inMain().findByRole('alert')).toHaveTextContent(invalidLink);
    expect(inMain().getByRole('link', { name: page.log_in })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: page.send_new })).not.toBeInTheDocument();
  });

  it('lets a logged-in captain with a refused link send a new one from the page', async () => {
    loggedInCaptain({ ...captain, email_verified_at: null });
    const { handler } = verifyHandler('auth', refused);
    let sent = 0;
    server.use(
      handler,
      http.post('/api/auth/verification-mail', () => {
        sent += 1;
        return HttpResponse.json({
          success: true,
          status: 'sent',
          message: 'We have sent you a new confirmation link. Check your inbox.',
        });
      }),
    );
    await renderApp('/verify-email/expired?email=anna%40example.com');

    expect(await inMain().findByRole('alert')).toHaveTextContent(invalidLink);
    await userEvent.click(screen.getByRole('button', { name: page.send_new }));
    expect(
      await screen.findByText('We have sent you a new confirmation link. Check your inbox.'),
    ).toBeInTheDocument();
    expect(sent).toBe(1);
    expect(screen.getByRole('link', { name: page.go_dashboard })).toHaveAttribute('href', '/dashboard');
  });

  it('reports an incomplete link without asking the server', async () => {
    let asked = false;
    server.use(
      http.post('/api/auth/verify-email', () => {
        asked = true;
        return refused();
      }),
    );
    await renderApp('/verify-email/abc');

    expect(await inMain().findByRole('alert')).toHaveTextContent(page.missing_link);
    expect(asked).toBe(false);
  });

  it('offers to try again when the server cannot be reached, and then confirms', async () => {
    let calls = 0;
    server.use(
      http.post('/api/auth/verify-email', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({ success: true, status: 'verified', message: 'Confirmed at last.' });
      }),
    );
    await renderApp('/verify-email/abc?email=anna%40example.com');

    expect(await inMain().findByRole('alert')).toHaveTextContent(page.failed);
    await userEvent.click(screen.getByRole('button', { name: page.retry }));
    expect(await screen.findByText('Confirmed at last.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('confirms a student’s link through the student route, in Polish, and updates the student login', async () => {
    const unconfirmed = { ...student, email_verified_at: null };
    loggedInStudent(unconfirmed);
    const { handler, bodies } = verifyHandler(
      'student',
      confirmed('verified', 'Adres e-mail został potwierdzony. Dziękujemy!'),
    );
    server.use(handler, studentProfileHandler({ ...student, email_verified_at: confirmedAt }));
    await renderApp('/student/verify-email/student-secret?email=jan%40example.com', { language: 'pl' });

    expect(
      screen.getByRole('heading', { level: 1, name: pl.email_verification.page.title }),
    ).toBeInTheDocument();
    await expectStatus('Adres e-mail został potwierdzony. Dziękujemy!');
    expect(bodies).toEqual([{ email: 'jan@example.com', token: 'student-secret' }]);
    expect(readStudentSession()?.student.email_verified_at).toEqual(expect.any(String));
    expect(screen.getByRole('link', { name: pl.email_verification.page.go_dashboard })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
  });

  it('points a logged-out student to the student login', async () => {
    const { handler } = verifyHandler('student', refused);
    server.use(handler);
    await renderApp('/student/verify-email/wrong?email=jan%40example.com');

    expect(await inMain().findByRole('alert')).toHaveTextContent(invalidLink);
    expect(inMain().getByRole('link', { name: page.log_in })).toHaveAttribute('href', '/student/login');
  });
});
