import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CaptainStudent, Invitation } from '#domain/invitation.ts';
import { invitationLink } from '#domain/invitation-link.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, field, loggedInCaptain, validationFailure } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';

const invitation = (
  id: number,
  code: string,
  description: string,
  rest: Partial<Invitation> = {},
): Invitation => ({
  id,
  code,
  description,
  expires_on: null,
  max_uses: null,
  uses: 0,
  is_active: true,
  link: invitationLink(id, code),
  students: [],
  created_at: '2026-01-01T10:00:00.000Z',
  ...rest,
});

const summer = invitation(1, 'ABCD2345', 'Summer course', {
  expires_on: '2026-12-31',
  max_uses: 10,
  uses: 2,
  students: [
    { id: 11, first_name: 'Jan', last_name: 'Nowak' },
    { id: 12, first_name: 'Ewa', last_name: 'Zielińska' },
  ],
});
const spare = invitation(2, 'QWER6789', 'Spare places', { is_active: false });

const jan: CaptainStudent = {
  id: 11,
  first_name: 'Jan',
  last_name: 'Nowak',
  email: 'jan@example.com',
  phone: '',
  connected_at: '2026-03-05T10:00:00.000Z',
  invitation_id: 1,
};
const ewa: CaptainStudent = {
  ...jan,
  id: 12,
  first_name: 'Ewa',
  last_name: 'Zielińska',
  email: 'ewa@example.com',
};

const invitationsHandler = (list: () => Invitation[]) =>
  http.get('/api/invitations', () =>
    HttpResponse.json({ success: true, invitations: list(), message: 'Invitations loaded.' }),
  );
const studentsHandler = (list: () => CaptainStudent[]) =>
  http.get('/api/captain/students', () =>
    HttpResponse.json({ success: true, students: list(), message: 'Students loaded.' }),
  );

function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  server.use(currentUserHandler(), ...handlers);
}

beforeEach(() => notifications.clean());

const card = (name: string) => screen.getByRole('listitem', { name });
const fullLink = (item: Invitation) => `${window.location.origin}${item.link}`;

describe('/invitations: the invitations tab', () => {
  it('lists each invitation with its full link, code, usage, expiry, students and status', async () => {
    setup(
      invitationsHandler(() => [summer, spare]),
      studentsHandler(() => [jan, ewa]),
    );
    const user = userEvent.setup();
    await renderApp('/invitations');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your invitations (2)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Invitations/ })).toHaveAttribute('aria-selected', 'true');

    const used = card('Summer course');
    expect(within(used).getByText(fullLink(summer))).toBeInTheDocument();
    expect(fullLink(summer)).toMatch(/^http.+\/student\/invitation\/1\?code=ABCD2345$/);
    expect(within(used).getByText('ABCD2345')).toBeInTheDocument();
    expect(within(used).getByText('2 / 10')).toBeInTheDocument();
    expect(within(used).getByText('31/12/2026')).toBeInTheDocument();
    expect(within(used).getByText('Jan Nowak, Ewa Zielińska')).toBeInTheDocument();
    expect(within(used).getByText(en.invitations_page.invitation.active)).toBeInTheDocument();

    const unused = card('Spare places');
    expect(within(unused).getByText('0 / unlimited')).toBeInTheDocument();
    expect(within(unused).getByText(en.invitations_page.invitation.no_expiry)).toBeInTheDocument();
    expect(within(unused).getByText(en.invitations_page.invitation.no_students)).toBeInTheDocument();
    expect(within(unused).getByText(en.invitations_page.invitation.inactive)).toBeInTheDocument();

    await user.click(within(used).getByRole('button', { name: 'Copy link for Summer course' }));
    expect(await navigator.clipboard.readText()).toBe(fullLink(summer));
    expect(
      within(used).getByRole('button', { name: en.invitations_page.invitation.copied }),
    ).toBeInTheDocument();
  });

  it('creates an invitation: the shared schema checks the form, then the POST carries the typed values', async () => {
    let invitations: Invitation[] = [];
    const sent: unknown[] = [];
    setup(
      invitationsHandler(() => invitations),
      studentsHandler(() => []),
      http.post('/api/invitations', async ({ request }) => {
        sent.push(await request.json());
        const created = invitation(5, 'ZXCV2345', 'Winter course', { expires_on: '2099-12-31', max_uses: 5 });
        invitations = [created];
        return HttpResponse.json(
          { success: true, invitation: created, message: 'Invitation created.' },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    await renderApp('/invitations');
    expect(await screen.findByText(en.invitations_page.list.empty)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.invitations_page.form.submit }));
    expect(await screen.findByText(en.invitations.form.description_required)).toBeInTheDocument();
    const description = screen.getByRole('textbox', { name: /^Description/ });
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveFocus();

    await user.type(description, 'Winter course');
    await user.type(field(en.invitations_page.form.max_uses), '0');
    await user.click(screen.getByRole('button', { name: en.invitations_page.form.submit }));
    expect(await screen.findByText('The value must be at least 1.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(field(en.invitations_page.form.max_uses));
    await user.type(field(en.invitations_page.form.max_uses), '5');
    // Far ahead: a day that has passed is refused (invitation-expiry.test.ts, edit-invitation.test.tsx).
    await user.type(field(en.invitations_page.form.expires_on), '31/12/2099');
    const active = screen.getByRole('switch', { name: /^Active/ });
    expect(active).toBeChecked();
    await user.click(active);
    expect(active).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: en.invitations_page.form.submit }));

    expect(await screen.findByText(en.invitations.created)).toBeInTheDocument();
    expect(sent).toEqual([
      { description: 'Winter course', expires_on: '2099-12-31', max_uses: 5, is_active: false },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Winter course' })).toBeInTheDocument();
    expect(description).toHaveValue('');
    expect(field(en.invitations_page.form.max_uses)).toHaveValue(null);
    expect(field(en.invitations_page.form.expires_on)).toHaveValue('');
    expect(screen.getByRole('switch', { name: /^Active/ })).toBeChecked();
  });

  it("puts the server's 422 under its field and sends empty limits as none", async () => {
    const sent: unknown[] = [];
    setup(
      invitationsHandler(() => []),
      studentsHandler(() => []),
      http.post('/api/invitations', async ({ request }) => {
        sent.push(await request.json());
        return validationFailure({ description: ['This description is already taken.'] });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/invitations');
    const description = await screen.findByRole('textbox', { name: /^Description/ });
    await user.type(description, 'Open invitation');
    await user.click(screen.getByRole('button', { name: en.invitations_page.form.submit }));

    expect(await screen.findByText('This description is already taken.')).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveFocus();
    expect(description).toHaveValue('Open invitation');
    expect(sent).toEqual([
      { description: 'Open invitation', expires_on: null, max_uses: null, is_active: true },
    ]);
  });

  it('deactivates and activates an invitation', async () => {
    let current = summer;
    const patches: unknown[] = [];
    setup(
      invitationsHandler(() => [current]),
      studentsHandler(() => []),
      http.patch('/api/invitations/:id', async ({ request, params }) => {
        const body = (await request.json()) as { is_active: boolean };
        patches.push({ id: params.id, body });
        current = { ...current, is_active: body.is_active };
        return HttpResponse.json({ success: true, invitation: current, message: 'Invitation updated.' });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/invitations');

    await user.click(await screen.findByRole('button', { name: 'Deactivate Summer course' }));
    expect(await screen.findByText(en.invitations_page.invitation.deactivated)).toBeInTheDocument();
    expect(
      await within(card('Summer course')).findByText(en.invitations_page.invitation.inactive),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Activate Summer course' }));
    expect(await screen.findByText(en.invitations_page.invitation.activated)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Deactivate Summer course' })).toBeInTheDocument();
    expect(patches).toEqual([
      { id: '1', body: { is_active: false } },
      { id: '1', body: { is_active: true } },
    ]);
  });

  it("does not offer to delete a used invitation, deletes an unused one after confirming, and shows the server's refusal", async () => {
    const late = invitation(3, 'LATE2345', 'Used meanwhile');
    let invitations = [summer, spare, late];
    const deleted: string[] = [];
    setup(
      invitationsHandler(() => invitations),
      studentsHandler(() => []),
      http.delete('/api/invitations/:id', ({ params }) => {
        if (params.id === '3')
          return HttpResponse.json(
            { success: false, message: en.invitations.used_cannot_delete, errors: {} },
            { status: 422 },
          );
        deleted.push(String(params.id));
        invitations = invitations.filter((item) => String(item.id) !== params.id);
        return HttpResponse.json({ success: true, message: 'Invitation deleted.' });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/invitations');

    const usedDelete = await screen.findByRole('button', { name: 'Delete Summer course' });
    expect(usedDelete).toBeDisabled();
    expect(usedDelete).toHaveAccessibleDescription(en.invitations_page.invitation.delete_used_hint);
    expect(screen.getByRole('button', { name: 'Delete Spare places' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Delete Spare places' }));
    const dialog = await screen.findByRole('dialog', { name: en.invitations_page.delete.title });
    expect(within(dialog).getByText('Spare places')).toBeInTheDocument();
    expect(within(dialog).getByText(en.invitations_page.delete.warning)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: en.invitations_page.delete.confirm }));
    expect(await screen.findByText(en.invitations.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Spare places' })).toBeNull());
    expect(deleted).toEqual(['2']);

    await user.click(screen.getByRole('button', { name: 'Delete Used meanwhile' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: en.invitations_page.delete.confirm,
      }),
    );
    expect(await screen.findByText(en.invitations.used_cannot_delete)).toBeInTheDocument();
    expect(card('Used meanwhile')).toBeInTheDocument();
  });

  it('shows the empty state whose action leads to the form', async () => {
    setup(
      invitationsHandler(() => []),
      studentsHandler(() => []),
    );
    const user = userEvent.setup();
    await renderApp('/invitations');
    expect(await screen.findByText(en.invitations_page.list.empty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your invitations (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.invitations_page.list.empty_action }));
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveFocus();
  });

  it('shows the load error with a retry that loads again', async () => {
    let calls = 0;
    setup(
      http.get('/api/invitations', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })
          : HttpResponse.json({ success: true, invitations: [summer], message: 'Invitations loaded.' });
      }),
      studentsHandler(() => []),
    );
    const user = userEvent.setup();
    await renderApp('/invitations');
    expect(await screen.findByText(en.invitations_page.list.load_failed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByRole('listitem', { name: 'Summer course' })).toBeInTheDocument();
  });

  it('speaks Polish: dates, usage, statuses and the shared validation messages', async () => {
    setup(
      invitationsHandler(() => [summer, spare]),
      studentsHandler(() => []),
    );
    const user = userEvent.setup();
    await renderApp('/invitations', { language: 'pl' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kursanci i zaproszenia' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Twoje zaproszenia (2)' }),
    ).toBeInTheDocument();
    expect(within(card('Summer course')).getByText('31.12.2026')).toBeInTheDocument();
    expect(within(card('Spare places')).getByText('0 / bez limitu')).toBeInTheDocument();
    expect(within(card('Spare places')).getByText('Nieaktywne')).toBeInTheDocument();
    expect(within(card('Spare places')).getByText('Bezterminowo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usuń zaproszenie Summer course' })).toBeDisabled();

    await user.type(field(pl.invitations_page.form.max_uses), '2.5');
    await user.click(screen.getByRole('button', { name: 'Utwórz zaproszenie' }));
    expect(await screen.findByText('Opis jest wymagany')).toBeInTheDocument();
    expect(screen.getByText(pl.validation.whole_number)).toBeInTheDocument();
  });
});

describe('/invitations?tab=students', () => {
  it('lists the students with their invitation and disconnects one after confirming', async () => {
    let students = [jan, ewa];
    const disconnected: string[] = [];
    setup(
      invitationsHandler(() => [summer]),
      studentsHandler(() => students),
      http.delete('/api/captain/students/:id', ({ params }) => {
        disconnected.push(String(params.id));
        students = students.filter((item) => String(item.id) !== params.id);
        return HttpResponse.json({ success: true, message: 'The student has been disconnected.' });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/invitations?tab=students');

    expect(await screen.findByRole('heading', { level: 2, name: 'Your students (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Students/ })).toHaveAttribute('aria-selected', 'true');
    const student = card('Jan Nowak');
    expect(within(student).getByRole('link', { name: 'jan@example.com' })).toHaveAttribute(
      'href',
      'mailto:jan@example.com',
    );
    expect(within(student).getByText('05/03/2026')).toBeInTheDocument();
    expect(await within(student).findByText(/Summer course/)).toBeInTheDocument();
    expect(within(student).getByText('(ABCD2345)')).toBeInTheDocument();

    await user.click(within(student).getByRole('button', { name: 'Disconnect Jan Nowak' }));
    const dialog = await screen.findByRole('dialog', { name: en.invitations_page.disconnect.title });
    expect(within(dialog).getByText('Jan Nowak (jan@example.com)')).toBeInTheDocument();
    expect(within(dialog).getByText(en.invitations_page.disconnect.warning)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: en.invitations_page.disconnect.confirm }));

    expect(await screen.findByText(en.invitations.student_disconnected)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Jan Nowak' })).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: 'Your students (1)' })).toBeInTheDocument();
    expect(disconnected).toEqual(['11']);
  });

  it('keeps the tab in the address and shows the empty state leading back to the invitations', async () => {
    setup(
      invitationsHandler(() => [spare]),
      studentsHandler(() => []),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/invitations');
    await screen.findByRole('listitem', { name: 'Spare places' });

    await user.click(screen.getByRole('tab', { name: /Students/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'students' }));
    expect(await screen.findByText(en.invitations_page.students.empty)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.invitations_page.students.empty_action }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'invitations' }));
    expect(await screen.findByRole('listitem', { name: 'Spare places' })).toBeInTheDocument();
  });

  it('shows the students load error with a retry, in Polish', async () => {
    let calls = 0;
    setup(
      invitationsHandler(() => []),
      http.get('/api/captain/students', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })
          : HttpResponse.json({ success: true, students: [ewa], message: 'Wczytano kursantów.' });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/invitations?tab=students', { language: 'pl' });
    expect(await screen.findByText(pl.invitations_page.students.load_failed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: pl.common.retry }));
    const student = await screen.findByRole('listitem', { name: 'Ewa Zielińska' });
    expect(within(student).getByText('05.03.2026')).toBeInTheDocument();
    expect(within(student).getByText(pl.invitations_page.students.invitation_unknown)).toBeInTheDocument();
  });
});
