import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { readCaptainSession, readStudentSession } from '../../lib/session-storage.ts';
import {
  captain,
  currentUserHandler,
  loggedInCaptain,
  loggedInStudent,
  student,
  studentProfileHandler,
  validationFailure,
} from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { profileHandler, storedProfile } from '../captain-profile/testing.tsx';
import { deleteAccountUrls } from './api.ts';

interface Seen {
  authorization: string | null;
  language: string | null;
  body: unknown;
}

const deletedMessage = 'Your account has been deleted. A confirmation is on its way to your e-mail address.';

/** POST .../delete-account answering as the server does: 422 on `password` unless it is `rightPassword`. */
function deleteHandler(kind: 'captain' | 'student', seen: Seen[], wait?: Promise<unknown>) {
  return http.post(deleteAccountUrls[kind], async ({ request }) => {
    const body = (await request.json()) as { password?: string };
    seen.push({
      authorization: request.headers.get('authorization'),
      language: request.headers.get('accept-language'),
      body,
    });
    await wait;
    if (body.password !== 'right password') {
      return validationFailure({ password: ['The password is not correct. Nothing was deleted.'] });
    }
    return HttpResponse.json({ success: true, message: deletedMessage });
  });
}

async function asCaptainOnProfile(seen: Seen[], language: 'en' | 'pl' = 'en', wait?: Promise<unknown>) {
  loggedInCaptain();
  server.use(
    currentUserHandler(),
    profileHandler(storedProfile),
    deleteHandler('captain', seen, wait),
    http.get('/api/subscriptions/plans', () => HttpResponse.json({ success: true, plans: [] })),
  );
  const rendered = await renderApp('/captain-profile', { language });
  return rendered;
}

const t = { en: en.account_deletion, pl: pl.account_deletion };

async function openDialog(language: 'en' | 'pl' = 'en') {
  const user = userEvent.setup();
  const zone = await screen.findByRole('region', { name: t[language].danger_zone });
  await user.click(within(zone).getByRole('button', { name: t[language].open }));
  const dialog = await screen.findByRole('dialog', { name: t[language].dialog_title });
  return { user, zone, dialog };
}

beforeEach(() => notifications.clean());

describe('Delete my account on /captain-profile', () => {
  it('names the account, everything that goes and the payments that stay, and asks for the password', async () => {
    await asCaptainOnProfile([]);
    const { zone, dialog } = await openDialog();
    expect(zone).toHaveTextContent(t.en.intro_captain);
    expect(within(dialog).getByText(captain.email)).toBeInTheDocument();
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(Object.values(t.en.erased.captain));
    expect(within(dialog).getByText(t.en.kept_captain)).toBeInTheDocument();
    const password = within(dialog).getByLabelText(new RegExp(t.en.password_label));
    await waitFor(() => expect(password).toHaveFocus());
  });

  it('asks for the password before sending anything', async () => {
    const seen: Seen[] = [];
    await asCaptainOnProfile(seen);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: t.en.confirm }));
    expect(await within(dialog).findByText(t.en.password_required)).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('shows a wrong password under the field and keeps the login and the page', async () => {
    const seen: Seen[] = [];
    const { router } = await asCaptainOnProfile(seen);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(new RegExp(t.en.password_label)), 'wrong one{Enter}');
    expect(
      await within(dialog).findByText('The password is not correct. Nothing was deleted.'),
    ).toBeInTheDocument();
    expect(seen).toEqual([
      { authorization: 'Bearer captain-token', language: 'en', body: { password: 'wrong one' } },
    ]);
    expect(readCaptainSession()).not.toBeNull();
    expect(router.state.location.pathname).toBe('/captain-profile');
  });

  it('cancels without sending anything', async () => {
    const seen: Seen[] = [];
    await asCaptainOnProfile(seen);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(new RegExp(t.en.password_label)), 'right password');
    await user.click(within(dialog).getByRole('button', { name: en.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toEqual([]);
    expect(readCaptainSession()).not.toBeNull();
  });

  it('deletes once on a double-click, ends the login and lands on the home page with the message', async () => {
    const seen: Seen[] = [];
    const { router } = await asCaptainOnProfile(seen, 'en', delay(50));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(new RegExp(t.en.password_label)), 'right password');
    await user.dblClick(within(dialog).getByRole('button', { name: t.en.confirm }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(deletedMessage)).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(readCaptainSession()).toBeNull();
  });

  it('speaks Polish', async () => {
    await asCaptainOnProfile([], 'pl');
    const { dialog } = await openDialog('pl');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(Object.values(t.pl.erased.captain));
    expect(within(dialog).getByRole('button', { name: t.pl.confirm })).toBeInTheDocument();
    expect(within(dialog).getByText(t.pl.kept_captain)).toBeInTheDocument();
  });
});

describe('Delete my account on /student/account', () => {
  it('names what goes, deletes with the password and lands on the student login with the message', async () => {
    const seen: Seen[] = [];
    loggedInCaptain();
    loggedInStudent();
    server.use(studentProfileHandler(), deleteHandler('student', seen));
    const { router } = await renderApp('/student/account');
    const { user, zone, dialog } = await openDialog();
    expect(zone).toHaveTextContent(t.en.intro_student);
    expect(within(dialog).getByText(student.email)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(Object.values(t.en.erased.student));
    expect(within(dialog).queryByText(t.en.kept_captain)).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(new RegExp(t.en.password_label)), 'right password');
    await user.click(within(dialog).getByRole('button', { name: t.en.confirm }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/student/login'));
    expect(await screen.findByText(deletedMessage)).toBeInTheDocument();
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer student-token']);
    expect(readStudentSession()).toBeNull();
    // The captain login of the same browser is another account: it stays.
    expect(readCaptainSession()).not.toBeNull();
  });
});
