import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { field, student, studentProfileHandler } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import {
  annaCaptain,
  asStudent,
  captainsHandler,
  enrolmentsHandler,
  plannedTripsHandler,
} from '../student-shared/testing.ts';
import { pendingInvitationKey, readPendingInvitation, rememberInvitation } from './pending-invitation.ts';

const session = { success: true, student, token: 'student-token', message: 'You are logged in.' };
const preview = {
  id: 5,
  description: 'Baltic 2026 crew',
  captain: { name: annaCaptain.name },
  expires_on: '2026-12-31',
};

/** GET /api/student/invitations/{id}?code=: records the codes asked for. */
function previewHandler(codes: string[] = []) {
  return http.get('/api/student/invitations/:id', ({ request, params }) => {
    codes.push(new URL(request.url).searchParams.get('code') ?? '');
    return params.id === '5'
      ? HttpResponse.json({ success: true, invitation: preview, message: 'Invitation loaded.' })
      : HttpResponse.json({ success: false, message: 'Not found.' }, { status: 404 });
  });
}

function refusal(message: string) {
  return HttpResponse.json(
    { success: false, message, error: 'invitation_invalid', errors: { code: [message] } },
    { status: 422 },
  );
}

function acceptHandler(bodies: unknown[] = [], alreadyConnected = false) {
  return http.post('/api/student/invitations/accept', async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({
      success: true,
      captain: { id: annaCaptain.id, name: annaCaptain.name },
      already_connected: alreadyConnected,
      message: `You are now connected to ${annaCaptain.name}.`,
    });
  });
}

/** Mantine alerts and toasts share the alert role: the one with this title. */
async function findAlert(title: string) {
  const heading = await screen.findByText(title);
  const alert = heading.closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`No alert titled ${title}`);
  return alert;
}

async function logIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^E-mail/, { selector: 'input' }), 'jan@example.com');
  await user.type(field(en.auth.fields.password), 'secret-password');
  await user.click(screen.getByRole('button', { name: en.auth.login.submit }));
}

describe('the invitation link while logged out', () => {
  it('stores the invitation, sends the visitor to log in and brings them back to it with the code', async () => {
    const codes: string[] = [];
    const accepted: unknown[] = [];
    server.use(
      http.post('/api/student/login', () => HttpResponse.json(session)),
      studentProfileHandler(),
      previewHandler(codes),
      acceptHandler(accepted),
    );
    const { router } = await renderApp('/student/invitation/5?code=K7M2QX9P');

    await waitFor(() => expect(router.state.location.pathname).toBe('/student/login'));
    expect(router.state.location.search).toEqual({ redirect: '/student/invitation/5?code=K7M2QX9P' });
    expect(readPendingInvitation()).toEqual({ id: 5, code: 'K7M2QX9P' });

    await logIn();

    await waitFor(() => expect(router.state.location.href).toBe('/student/invitation/5?code=K7M2QX9P'));
    expect(
      await screen.findByRole('heading', { name: `Invitation from ${annaCaptain.name}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Baltic 2026 crew')).toBeInTheDocument();
    expect(screen.getByText('31/12/2026')).toBeInTheDocument();
    expect(codes).toEqual(['K7M2QX9P']);
    // Shown to the logged-in student: the stored invitation has done its job.
    expect(window.localStorage.getItem(pendingInvitationKey)).toBeNull();

    server.use(captainsHandler([annaCaptain]), plannedTripsHandler([]), enrolmentsHandler([]));
    await userEvent.setup().click(screen.getByRole('button', { name: en.student_area.invitation.accept }));

    const result = await screen.findByRole('status');
    expect(within(result).getByText(`You are connected to ${annaCaptain.name}`)).toBeInTheDocument();
    expect(accepted).toEqual([{ invitation_id: 5, code: 'K7M2QX9P' }]);
    expect(within(result).getByRole('link', { name: en.student_area.accept.see_trips })).toHaveAttribute(
      'href',
      '/student/planned-sailing-trips?captain=7',
    );
  });

  it('brings the student back after registering, when they went from login to register', async () => {
    server.use(
      http.post('/api/student/register', () => HttpResponse.json(session, { status: 201 })),
      studentProfileHandler(),
      previewHandler(),
    );
    const { router } = await renderApp('/student/invitation/5?code=K7M2QX9P');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: en.student.login.register }));
    expect(await screen.findByRole('heading', { name: en.student.register.title })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ redirect: '/student/invitation/5?code=K7M2QX9P' });

    await user.type(field(en.student.fields.first_name), 'Jan');
    await user.type(field(en.student.fields.last_name), 'Nowak');
    await user.type(field(en.auth.fields.email), 'jan@example.com');
    await user.type(field(en.auth.fields.password), 'secret-password');
    await user.type(field(en.auth.fields.password_confirmation), 'secret-password');
    await user.click(screen.getByRole('button', { name: en.student.register.submit }));

    await waitFor(() => expect(router.state.location.href).toBe('/student/invitation/5?code=K7M2QX9P'));
    expect(
      await screen.findByRole('heading', { name: `Invitation from ${annaCaptain.name}` }),
    ).toBeInTheDocument();
  });

  it('goes to the stored invitation after login when ?redirect got lost', async () => {
    rememberInvitation({ id: 5, code: 'K7M2QX9P' });
    server.use(
      http.post('/api/student/login', () => HttpResponse.json(session)),
      studentProfileHandler(),
      previewHandler(),
    );
    const { router } = await renderApp('/student/login');

    await logIn();

    await waitFor(() => expect(router.state.location.href).toBe('/student/invitation/5?code=K7M2QX9P'));
  });

  it('keeps an all-digit code as text', async () => {
    const codes: string[] = [];
    asStudent(previewHandler(codes));
    await renderApp('/student/invitation/5?code=23456789');

    expect(await screen.findByText('Baltic 2026 crew')).toBeInTheDocument();
    expect(codes).toEqual(['23456789']);
  });
});

describe('the invitation page', () => {
  it("shows the server's reason for an invitation that cannot be accepted", async () => {
    asStudent(http.get('/api/student/invitations/:id', () => refusal('This invitation has expired.')));
    await renderApp('/student/invitation/5?code=K7M2QX9P');

    const alert = await findAlert(en.invitation_invalid);
    expect(within(alert).getByText('This invitation has expired.')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: en.student_area.invitation.enter_code })).toHaveAttribute(
      'href',
      '/student/invitations',
    );
  });

  it('says an unknown invitation is not valid', async () => {
    asStudent(previewHandler());
    await renderApp('/student/invitation/9?code=K7M2QX9P');

    const alert = await findAlert(en.invitation_invalid);
    expect(within(alert).getByText(en.student_area.invitation.not_found)).toBeInTheDocument();
  });

  it('shows invitation_error for another failure, with a retry', async () => {
    let calls = 0;
    asStudent(
      http.get('/api/student/invitations/:id', () => {
        calls += 1;
        return calls <= 2
          ? HttpResponse.error()
          : HttpResponse.json({ success: true, invitation: preview, message: 'Invitation loaded.' });
      }),
    );
    await renderApp('/student/invitation/5?code=K7M2QX9P');

    expect(await screen.findByText(en.invitation_error, {}, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByText('Baltic 2026 crew')).toBeInTheDocument();
  });

  it("says to wait when too many codes were tried (429), in the server's words", async () => {
    asStudent(
      http.get('/api/student/invitations/:id', () =>
        HttpResponse.json(
          { success: false, message: 'Too many attempts. Please wait a moment and try again.' },
          { status: 429, headers: { 'retry-after': '600' } },
        ),
      ),
    );
    await renderApp('/student/invitation/5?code=K7M2-QX9P-4HTD');

    const alert = await findAlert(en.invitation_error);
    expect(
      within(alert).getByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: en.common.retry })).toBeInTheDocument();
  });

  it('asks for the code when the link has none', async () => {
    const codes: string[] = [];
    asStudent(previewHandler(codes));
    const { router } = await renderApp('/student/invitation/5');
    const user = userEvent.setup();

    expect(await screen.findByText(en.student_area.invitation.code_needed)).toBeInTheDocument();
    await user.type(field(en.student_area.accept.code), ' k7m2qx9p ');
    await user.click(screen.getByRole('button', { name: en.student_area.invitation.show }));

    await waitFor(() => expect(router.state.location.search).toEqual({ code: 'K7M2QX9P' }));
    expect(await screen.findByText('Baltic 2026 crew')).toBeInTheDocument();
    expect(codes).toEqual(['K7M2QX9P']);
  });
});

describe('/student/invitations', () => {
  it('accepts an invitation by code (any case) and shows the captain connected', async () => {
    const bodies: unknown[] = [];
    asStudent(acceptHandler(bodies));
    await renderApp('/student/invitations');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^Invitation code/, { selector: 'input' }), 'k7m2qx9p');
    await user.click(screen.getByRole('button', { name: en.student_area.accept.submit }));

    expect(await screen.findByText(`You are connected to ${annaCaptain.name}`)).toBeInTheDocument();
    expect(bodies).toEqual([{ code: 'K7M2QX9P' }]);
    expect(field(en.student_area.accept.code)).toHaveValue('');
  });

  it('accepts a 12-character code typed in groups, with spaces or dashes, in any case', async () => {
    const bodies: unknown[] = [];
    asStudent(acceptHandler(bodies));
    await renderApp('/student/invitations');
    const user = userEvent.setup();

    const input = await screen.findByLabelText(/^Invitation code/, { selector: 'input' });
    expect(input).toHaveAttribute('placeholder', 'K7M2-QX9P-4HTD');
    await user.type(input, ' k7m2-qx9p 4htd ');
    await user.click(screen.getByRole('button', { name: en.student_area.accept.submit }));

    expect(await screen.findByText(`You are connected to ${annaCaptain.name}`)).toBeInTheDocument();
    expect(bodies).toEqual([{ code: 'K7M2QX9P4HTD' }]);
  });

  it('says when the student was already connected', async () => {
    asStudent(acceptHandler([], true));
    await renderApp('/student/invitations');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^Invitation code/, { selector: 'input' }), 'K7M2QX9P');
    await user.click(screen.getByRole('button', { name: en.student_area.accept.submit }));

    expect(await screen.findByText(`You are already connected to ${annaCaptain.name}`)).toBeInTheDocument();
  });

  it('requires a code before asking the server', async () => {
    asStudent();
    await renderApp('/student/invitations');

    await userEvent.setup().click(await screen.findByRole('button', { name: en.student_area.accept.submit }));

    expect(await screen.findByText(en.invitations.form.code_required)).toBeInTheDocument();
    expect(field(en.student_area.accept.code)).toHaveFocus();
  });

  it("puts the server's reason for an invalid code under the field", async () => {
    asStudent(
      http.post('/api/student/invitations/accept', () => refusal('No invitation matches this code.')),
    );
    await renderApp('/student/invitations');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^Invitation code/, { selector: 'input' }), 'WRONG234');
    await user.click(screen.getByRole('button', { name: en.student_area.accept.submit }));

    expect(await screen.findByText('No invitation matches this code.')).toBeInTheDocument();
    expect(field(en.student_area.accept.code)).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to invitation_invalid and invitation_error, in Polish', async () => {
    let answer = () => HttpResponse.json({}, { status: 422 });
    asStudent(http.post('/api/student/invitations/accept', () => answer()));
    await renderApp('/student/invitations', { language: 'pl' });
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { level: 1, name: pl.student_area.invitations.title }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Kod zaproszenia/, { selector: 'input' }), 'ABCD2345');
    await user.click(screen.getByRole('button', { name: pl.student_area.accept.submit }));
    expect(await screen.findByText(pl.invitation_invalid)).toBeInTheDocument();

    answer = () => HttpResponse.error();
    await user.click(screen.getByRole('button', { name: pl.student_area.accept.submit }));
    expect(await screen.findByText(pl.invitation_error)).toBeInTheDocument();
  });
});
