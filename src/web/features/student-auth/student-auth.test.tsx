import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { readCaptainSession, readStudentSession } from '../../lib/session-storage.ts';
import { field, student, studentProfileHandler, validationFailure } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { emptyLogbookHandlers } from '../student-logbook/testing.ts';
import { captainsHandler, enrolmentsHandler, plannedTripsHandler } from '../student-shared/testing.ts';

const session = { success: true, student, token: 'student-token', message: 'You are logged in.' };
/** What the student dashboard loads after login. */
const dashboardHandlers = [
  captainsHandler([]),
  plannedTripsHandler([]),
  enrolmentsHandler([]),
  ...emptyLogbookHandlers(),
];

describe('student login page', () => {
  it('logs the student in and opens the student dashboard', async () => {
    let body: unknown;
    server.use(
      http.post('/api/student/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session);
      }),
      studentProfileHandler(),
      ...dashboardHandlers,
    );
    const { router } = await renderApp('/student/login');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^E-mail/, { selector: 'input' }), 'jan@example.com');
    await user.type(field(en.auth.fields.password), 'secret-password');
    await user.click(screen.getByRole('button', { name: en.auth.login.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/student/dashboard'));
    expect(body).toEqual({ email: 'jan@example.com', password: 'secret-password', remember: false });
    expect(readStudentSession()).toEqual({ student, token: 'student-token' });
    expect(readCaptainSession()).toBeNull();
  });

  it('shows the student fallback message when the login fails without one', async () => {
    server.use(http.post('/api/student/login', () => new HttpResponse(null, { status: 500 })));
    await renderApp('/student/login', { language: 'pl' });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^E-mail/, { selector: 'input' }), 'jan@example.com');
    await user.type(field(pl.auth.fields.password), 'secret-password');
    await user.click(screen.getByRole('button', { name: pl.auth.login.submit }));

    expect(await screen.findByText(pl.student.login_failed)).toBeInTheDocument();
  });

  it('links to student registration and the captain pages', async () => {
    await renderApp('/student/login');

    expect(await screen.findByRole('link', { name: en.student.login.register })).toHaveAttribute(
      'href',
      '/student/register',
    );
    expect(screen.getByRole('link', { name: en.student.login.captain_login })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: en.student.login.captain_register })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

describe('student registration page', () => {
  it('checks the fields in English', async () => {
    await renderApp('/student/register');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: en.student.register.submit }));

    expect(await screen.findByText(en.student.first_name_required)).toBeInTheDocument();
    expect(screen.getByText(en.student.last_name_required)).toBeInTheDocument();
    expect(screen.getByText(en.auth.email_required)).toBeInTheDocument();
    expect(screen.getByText(en.auth.password_required)).toBeInTheDocument();
    expect(field(en.student.fields.first_name)).toHaveFocus();
  });

  it('maps a server error onto the e-mail field', async () => {
    server.use(
      http.post('/api/student/register', () =>
        validationFailure({ email: ['An account with this e-mail already exists.'] }),
      ),
    );
    await renderApp('/student/register');
    const user = userEvent.setup();

    await user.type(field(en.student.fields.first_name), 'Jan');
    await user.type(field(en.student.fields.last_name), 'Nowak');
    await user.type(field(en.auth.fields.email), 'jan@example.com');
    await user.type(field(en.auth.fields.password), 'secret-password');
    await user.type(field(en.auth.fields.password_confirmation), 'secret-password');
    await user.click(screen.getByRole('button', { name: en.student.register.submit }));

    expect(await screen.findByText('An account with this e-mail already exists.')).toBeInTheDocument();
    expect(field(en.auth.fields.email)).toHaveFocus();
  });

  it('creates the account and follows ?redirect', async () => {
    server.use(
      http.post('/api/student/register', () => HttpResponse.json(session, { status: 201 })),
      studentProfileHandler(),
      ...dashboardHandlers,
    );
    const { router } = await renderApp('/student/register?redirect=%2Fstudent%2Fdashboard%3Fwelcome%3D1');
    const user = userEvent.setup();

    await user.type(field(en.student.fields.first_name), 'Jan');
    await user.type(field(en.student.fields.last_name), 'Nowak');
    await user.type(field(en.auth.fields.email), 'jan@example.com');
    await user.type(field(en.auth.fields.password), 'secret-password');
    await user.type(field(en.auth.fields.password_confirmation), 'secret-password');
    await user.click(screen.getByRole('button', { name: en.student.register.submit }));

    await waitFor(() => expect(router.state.location.href).toBe('/student/dashboard?welcome=1'));
    expect(readStudentSession()?.token).toBe('student-token');
  });
});
