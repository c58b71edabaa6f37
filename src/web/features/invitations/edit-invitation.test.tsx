import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '#domain/invitation.ts';
import { invitationLink } from '#domain/invitation-link.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, loggedInCaptain, validationFailure } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';

const e = en.invitations_page.edit;

/** Today is 15 June 2026 in these tests (the captain's calendar decides what has passed). */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 15, 12, 0, 0));
  notifications.clean();
});
afterEach(() => vi.useRealTimers());

const summer: Invitation = {
  id: 1,
  code: 'ABCD-EFGH-JKLM',
  description: 'Summer course',
  expires_on: '2026-06-30',
  max_uses: 10,
  uses: 2,
  is_active: true,
  link: invitationLink(1, 'ABCD-EFGH-JKLM'),
  students: [{ id: 11, first_name: 'Jan', last_name: 'Nowak' }],
  created_at: '2026-01-01T10:00:00.000Z',
};

/** The invitations API as one captain's list the PATCHes change; records the bodies sent. */
function invitationsServer(start: Invitation, answer?: () => Response) {
  let current = start;
  const patches: unknown[] = [];
  loggedInCaptain();
  server.use(
    currentUserHandler(),
    http.get('/api/invitations', () =>
      HttpResponse.json({ success: true, invitations: [current], message: 'Invitations loaded.' }),
    ),
    http.get('/api/captain/students', () => HttpResponse.json({ success: true, students: [], message: '' })),
    http.patch('/api/invitations/:id', async ({ request }) => {
      const body = (await request.json()) as Partial<Invitation>;
      patches.push(body);
      if (answer) return answer();
      current = { ...current, ...body };
      return HttpResponse.json({ success: true, invitation: current, message: 'Invitation updated.' });
    }),
  );
  return { patches };
}

/** An input of the edit dialog by its label (the create form above has the same labels). */
const field = (label: string) =>
  within(screen.getByRole('dialog')).getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), {
    selector: 'input',
  });
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

async function openEdit(language: 'en' | 'pl' = 'en') {
  const user = userEvent.setup();
  await renderApp('/invitations', { language });
  const card = await screen.findByRole('listitem', { name: 'Summer course' });
  const named = language === 'en' ? 'Edit Summer course' : 'Edytuj zaproszenie Summer course';
  await user.click(within(card).getByRole('button', { name: named }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('/invitations: editing an invitation', () => {
  it('sends only what changed and shows the new description, expiry and limit', async () => {
    const { patches } = invitationsServer(summer);
    const { user, dialog } = await openEdit();
    expect(within(dialog).getByRole('heading', { name: e.title })).toBeInTheDocument();
    const description = within(dialog).getByRole('textbox', { name: /^Description/ });
    expect(description).toHaveValue('Summer course');
    expect(field(en.invitations_page.form.expires_on)).toHaveValue('30/06/2026');
    expect(field(en.invitations_page.form.max_uses)).toHaveValue(10);

    await user.clear(description);
    await user.type(description, 'Autumn course');
    await user.clear(field(en.invitations_page.form.expires_on));
    await user.type(field(en.invitations_page.form.expires_on), '30/09/2026');
    await user.click(within(dialog).getByRole('button', { name: e.submit }));

    expect(await screen.findByText(en.invitations.updated)).toBeInTheDocument();
    expect(patches).toEqual([{ description: 'Autumn course', expires_on: '2026-09-30' }]);
    const card = await screen.findByRole('listitem', { name: 'Autumn course' });
    expect(within(card).getByText('30/09/2026')).toBeInTheDocument();
    await dialogClosed();
  });

  it('refuses a day that has passed under the field and sends nothing', async () => {
    const { patches } = invitationsServer(summer);
    const { user, dialog } = await openEdit();
    await user.clear(field(en.invitations_page.form.expires_on));
    await user.type(field(en.invitations_page.form.expires_on), '14/06/2026');
    await user.click(within(dialog).getByRole('button', { name: e.submit }));
    expect(await within(dialog).findByText(en.invitations.form.expires_on_past)).toBeInTheDocument();
    expect(field(en.invitations_page.form.expires_on)).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([]);

    // Today is still allowed: valid through the end of the day.
    await user.clear(field(en.invitations_page.form.expires_on));
    await user.type(field(en.invitations_page.form.expires_on), '15/06/2026');
    await user.click(within(dialog).getByRole('button', { name: e.submit }));
    expect(await screen.findByText(en.invitations.updated)).toBeInTheDocument();
    expect(patches).toEqual([{ expires_on: '2026-06-15' }]);
  });

  it('keeps an expiry that has passed when only the description changes', async () => {
    const { patches } = invitationsServer({ ...summer, expires_on: '2026-06-01' });
    const { user, dialog } = await openEdit();
    const description = within(dialog).getByRole('textbox', { name: /^Description/ });
    await user.type(description, ' 2026');
    await user.click(within(dialog).getByRole('button', { name: e.submit }));
    expect(await screen.findByText(en.invitations.updated)).toBeInTheDocument();
    expect(patches).toEqual([{ description: 'Summer course 2026' }]);
  });

  it('revokes with the Active switch, saying what happens to the code and the students', async () => {
    const { patches } = invitationsServer(summer);
    const { user, dialog } = await openEdit();
    const active = within(dialog).getByRole('switch', { name: /^Active/ });
    expect(within(dialog).getByText(e.is_active_hint)).toBeInTheDocument();
    await user.click(active);
    await user.click(within(dialog).getByRole('button', { name: e.submit }));
    expect(await screen.findByText(en.invitations.updated)).toBeInTheDocument();
    expect(patches).toEqual([{ is_active: false }]);
    const card = await screen.findByRole('listitem', { name: 'Summer course' });
    expect(await within(card).findByText(en.invitations_page.invitation.inactive)).toBeInTheDocument();
  });

  it('closes without a request when nothing changed, and Cancel leaves the invitation as it was', async () => {
    const { patches } = invitationsServer(summer);
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: e.submit }));
    await dialogClosed();
    await user.click(
      within(screen.getByRole('listitem', { name: 'Summer course' })).getByRole('button', {
        name: 'Edit Summer course',
      }),
    );
    const again = { user, dialog: await screen.findByRole('dialog') };
    await again.user.type(within(again.dialog).getByRole('textbox', { name: /^Description/ }), ' changed');
    await again.user.click(within(again.dialog).getByRole('button', { name: e.cancel }));
    await dialogClosed();
    expect(screen.getByRole('listitem', { name: 'Summer course' })).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it("puts the server's 422 under its field, in Polish", async () => {
    invitationsServer(summer, () => validationFailure({ expires_on: [pl.invitations.form.expires_on_past] }));
    const { user, dialog } = await openEdit('pl');
    expect(within(dialog).getByRole('heading', { name: pl.invitations_page.edit.title })).toBeInTheDocument();
    await user.clear(field(pl.invitations_page.form.expires_on));
    await user.type(field(pl.invitations_page.form.expires_on), '20.06.2026');
    await user.click(within(dialog).getByRole('button', { name: pl.invitations_page.edit.submit }));
    expect(await within(dialog).findByText(pl.invitations.form.expires_on_past)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
