import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { rememberInvitation } from '../student-invitations/pending-invitation.ts';

const code = 'ABCD-EFGH-JKLM';

/** GET /api/public/invitations/{id}?code= as the server answers it; records the requests it saw. */
function publicPreview(answer: 'ok' | 'refused' = 'ok') {
  const seen: { url: string; authorization: string | null }[] = [];
  server.use(
    http.get('/api/public/invitations/:id', ({ request, params }) => {
      seen.push({ url: request.url, authorization: request.headers.get('authorization') });
      if (answer === 'refused') {
        return HttpResponse.json(
          {
            success: false,
            error: 'invitation_invalid',
            message: 'This invitation has expired.',
            errors: { code: ['This invitation has expired.'] },
          },
          { status: 422 },
        );
      }
      return HttpResponse.json({
        success: true,
        invitation: { id: Number(params.id), captain: { name: 'Jan Kowalski' } },
        message: 'Invitation loaded.',
      });
    }),
  );
  return seen;
}

describe('the student login and register pages with an invitation waiting', () => {
  it('say whose invitation a visitor opened before logging in, on both pages', async () => {
    const seen = publicPreview();
    const user = userEvent.setup();
    const { router } = await renderApp(`/student/invitation/7?code=${code}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/login'));
    expect(
      await screen.findByText("Log in or create an account to accept Jan Kowalski's invitation."),
    ).toBeInTheDocument();
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/api/public/invitations/7');
    expect(new URL(seen[0]?.url ?? '').searchParams.get('code')).toBe(code);
    expect(seen[0]?.authorization).toBeNull();

    await user.click(screen.getByRole('link', { name: en.student.login.register }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/register'));
    expect(
      await screen.findByText("Create an account or log in to accept Jan Kowalski's invitation."),
    ).toBeInTheDocument();
  });

  it('speak Polish', async () => {
    publicPreview();
    rememberInvitation({ id: 7, code });
    await renderApp('/student/register', { language: 'pl' });
    expect(
      await screen.findByText('Załóż konto lub zaloguj się, aby przyjąć zaproszenie od: Jan Kowalski.'),
    ).toBeInTheDocument();
  });

  it('still mention the invitation, without a name, when its link no longer works or has no code', async () => {
    const seen = publicPreview('refused');
    rememberInvitation({ id: 7, code });
    await renderApp('/student/login');
    await waitFor(() => expect(seen).toHaveLength(1));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(en.student.invitation_waiting.login);
    // The page does not say why: that is for the invitation page after logging in.
    expect(screen.queryByText(/expired/)).toBeNull();
  });

  it('show the notice without asking the server when the link had no code', async () => {
    const seen = publicPreview();
    rememberInvitation({ id: 7 });
    await renderApp('/student/login');
    expect(await screen.findByText(en.student.invitation_waiting.login)).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('say nothing of an invitation when none is waiting', async () => {
    const seen = publicPreview();
    await renderApp('/student/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.student.login.title }),
    ).toBeInTheDocument();
    expect(screen.queryByText(pl.student.invitation_waiting.login)).toBeNull();
    expect(screen.queryByText(en.student.invitation_waiting.login)).toBeNull();
    expect(seen).toEqual([]);
  });
});
