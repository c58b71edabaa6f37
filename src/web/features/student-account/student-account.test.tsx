import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { readStudentSession } from '../../lib/session-storage.ts';
import {
  field,
  loggedInStudent,
  student,
  studentProfileHandler,
  validationFailure,
} from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { enrolmentsHandler } from '../student-shared/testing.ts';

const withPhone = { ...student, phone: '+48 600 700 800' };

function asStudentWithPhone() {
  loggedInStudent();
  server.use(studentProfileHandler(withPhone));
}

const details = () => screen.findByRole('region', { name: en.student_account.details.title });

beforeEach(() => notifications.clean());

describe('/student/account', () => {
  it('is reached from "My account" under the name in the header', async () => {
    asStudentWithPhone();
    server.use(enrolmentsHandler([]));
    const { router } = await renderApp('/student/enrolled-trips');
    const user = userEvent.setup();

    const nav = screen.getByRole('navigation', { name: en.nav.main });
    await user.click(await within(nav).findByRole('button', { name: /Jan Nowak/ }));
    await user.click(await screen.findByRole('menuitem', { name: en.nav.my_account }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/student/account'));
    expect(
      await screen.findByRole('heading', { level: 1, name: en.student_account.title }),
    ).toBeInTheDocument();
  });

  it('shows the details, the e-mail locked, and saves the names and phone; the header follows', async () => {
    asStudentWithPhone();
    let body: unknown;
    server.use(
      http.post('/api/student/profile', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          success: true,
          student: {
            ...withPhone,
            email_verified_at: null,
            first_name: 'Janek',
            last_name: 'Nowak-Żak',
            phone: '',
          },
          message: 'Your details have been saved.',
        });
      }),
    );
    await renderApp('/student/account');
    const user = userEvent.setup();
    const section = await details();

    await waitFor(() => expect(field(en.student.fields.first_name)).toHaveValue('Jan'));
    expect(field(en.student.fields.last_name)).toHaveValue('Nowak');
    expect(field(en.student_account.details.phone)).toHaveValue('+48 600 700 800');
    const email = within(section).getByLabelText(en.student_account.details.email);
    expect(email).toHaveValue('jan@example.com');
    expect(email).toBeDisabled();

    await user.clear(field(en.student.fields.first_name));
    await user.type(field(en.student.fields.first_name), 'Janek');
    await user.clear(field(en.student.fields.last_name));
    await user.type(field(en.student.fields.last_name), 'Nowak-Żak');
    await user.clear(field(en.student_account.details.phone));
    await user.click(within(section).getByRole('button', { name: en.student_account.details.submit }));

    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(body).toEqual({ first_name: 'Janek', last_name: 'Nowak-Żak', phone: '' });
    expect(field(en.student_account.details.phone)).toHaveValue('');
    expect(readStudentSession()?.student).toMatchObject({ first_name: 'Janek', last_name: 'Nowak-Żak' });
    expect(
      within(screen.getByRole('navigation', { name: en.nav.main })).getByText('Janek Nowak-Żak'),
    ).toBeInTheDocument();
  });

  it('checks the fields before sending and shows the server field errors, in Polish', async () => {
    asStudentWithPhone();
    let posts = 0;
    server.use(
      http.post('/api/student/profile', () => {
        posts += 1;
        return validationFailure({ phone: ['Wpisz co najwyżej 30 znaków.'] });
      }),
    );
    await renderApp('/student/account', { language: 'pl' });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: pl.student_account.details.title });
    await waitFor(() => expect(field(pl.student.fields.first_name)).toHaveValue('Jan'));

    await user.clear(field(pl.student.fields.first_name));
    await user.click(within(section).getByRole('button', { name: pl.student_account.details.submit }));
    expect(await screen.findByText(pl.student.first_name_required)).toBeInTheDocument();
    expect(field(pl.student.fields.first_name)).toHaveFocus();
    expect(posts).toBe(0);

    await user.type(field(pl.student.fields.first_name), 'Jan');
    await user.click(within(section).getByRole('button', { name: pl.student_account.details.submit }));
    expect(await screen.findByText('Wpisz co najwyżej 30 znaków.')).toBeInTheDocument();
    expect(field(pl.student_account.details.phone)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toBe(1);
  });

  it('shows a load error with a retry', async () => {
    loggedInStudent();
    let calls = 0;
    server.use(
      http.get('/api/student/profile', () => {
        calls += 1;
        // No answer (offline): the login stays, the section offers a retry. A refusal would end the login.
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({
              success: true,
              student: { ...withPhone, email_verified_at: '2025-01-01T10:05:00.000Z' },
            });
      }),
    );
    await renderApp('/student/account');
    const user = userEvent.setup();

    expect(await screen.findByText(en.student_account.load_failed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.common.retry }));
    await waitFor(() => expect(field(en.student.fields.first_name)).toHaveValue('Jan'));
  });

  it('changes the password, clears the form, and puts a wrong current password on its field', async () => {
    asStudentWithPhone();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/student/change-password', async ({ request }) => {
        const body = (await request.json()) as { current_password: string };
        bodies.push(body);
        return body.current_password === 'old password 1'
          ? HttpResponse.json({ success: true, message: 'The password has been changed.' })
          : validationFailure({ current_password: ['The current password is not correct.'] });
      }),
    );
    await renderApp('/student/account');
    const user = userEvent.setup();
    const section = await screen.findByRole(
      'region',
      { name: en.password.form.title },
      // The form loads on its own; the first load of its module may take a while on a busy machine.
      { timeout: 10_000 },
    );
    const fill = async (current: string) => {
      await user.type(field(en.password.form.current), current);
      await user.type(field(en.password.form.new), 'new password 2');
      await user.type(field(en.password.form.confirmation), 'new password 2');
      await user.click(within(section).getByRole('button', { name: en.password.form.submit }));
    };

    await fill('wrong guess');
    expect(await within(section).findByText('The current password is not correct.')).toBeInTheDocument();
    expect(field(en.password.form.current)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field(en.password.form.current));
    await user.clear(field(en.password.form.new));
    await user.clear(field(en.password.form.confirmation));
    await fill('old password 1');
    expect(await screen.findByText('The password has been changed.')).toBeInTheDocument();
    await waitFor(() => expect(field(en.password.form.current)).toHaveValue(''));
    expect(bodies).toEqual([
      {
        current_password: 'wrong guess',
        new_password: 'new password 2',
        new_password_confirmation: 'new password 2',
      },
      {
        current_password: 'old password 1',
        new_password: 'new password 2',
        new_password_confirmation: 'new password 2',
      },
    ]);
  });
});
