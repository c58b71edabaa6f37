import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CaptainStudent } from '#domain/invitation.ts';
import { tripToFormValues } from '#domain/trip-form-data.ts';
import type { TripRequestBody } from '#domain/trip-request.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { loggedInCaptain } from '../../../test/accounts.ts';
import { server } from '../../../test/server.ts';
import { captainStudentsUrl } from '../../invitations/api.ts';
import { tripsUrl } from '../api.ts';
import { crewMember as savedMember, trip } from '../shared/testing.ts';
import { choose, crewMember, input, renderTripForm, stepHeading, textbox, validTrip } from './testing.tsx';

const w = en.trips.wizard;

const zofia: CaptainStudent = {
  id: 7,
  first_name: 'Zofia',
  last_name: 'Abacka',
  email: 'zofia@example.com',
  phone: '+48 600 700 800',
  connected_at: '2026-05-01T10:00:00.000Z',
  invitation_id: 3,
};
const jan: CaptainStudent = {
  ...zofia,
  id: 8,
  first_name: 'Jan',
  last_name: 'Kowalski',
  email: 'jan@example.com',
};

const studentsHandler = (students: CaptainStudent[]) =>
  http.get(captainStudentsUrl, () =>
    HttpResponse.json({ success: true, students, message: 'Students loaded.' }),
  );

/** The form on the crew step, as a logged-in captain with these students. */
async function openCrew(
  props: Parameters<typeof renderTripForm>[0] = {},
  { students = [zofia, jan], language = 'en' as 'en' | 'pl', failing = false } = {},
) {
  loggedInCaptain();
  server.use(
    failing
      ? http.get(captainStudentsUrl, () => HttpResponse.json({ success: false }, { status: 500 }))
      : studentsHandler(students),
  );
  const user = userEvent.setup();
  await renderTripForm(
    {
      profileAutofill: false,
      yachtSearch: false,
      initialValues: validTrip({ crewMembers: [crewMember('Someone')] }),
      ...props,
    },
    { language },
  );
  const next = language === 'en' ? w.next : pl.trips.wizard.next;
  for (let step = 1; step < 4; step += 1) await user.click(screen.getByRole('button', { name: next }));
  return user;
}

const member = (number: number) => screen.getByRole('region', { name: `Crew member ${number}` });
const picker = (scope: HTMLElement) => within(scope).getByRole('combobox', { name: w.crew.student_id });

describe('picking a crew member from the captain students', () => {
  it('fills the name, e-mail and phone, which stay editable, and sends the student id', async () => {
    const bodies: TripRequestBody[] = [];
    server.use(
      http.post(tripsUrl, async ({ request }) => {
        const body = (await request.json()) as TripRequestBody;
        bodies.push(body);
        return HttpResponse.json({ success: true, sailing_trip: { ...body, id: 42 } }, { status: 201 });
      }),
    );
    const user = await openCrew();
    await waitFor(() => expect(picker(member(1))).toBeEnabled());
    expect(picker(member(1))).toHaveValue(w.crew.not_a_student);

    await choose(user, w.crew.student_id, 'Zofia Abacka (zofia@example.com)', member(1));
    expect(textbox(w.crew.full_name, member(1))).toHaveValue('Zofia Abacka');
    expect(textbox(w.crew.email, member(1))).toHaveValue('zofia@example.com');
    expect(input(w.crew.phone, member(1))).toHaveValue('+48 600 700 800');
    await user.clear(textbox(w.crew.full_name, member(1)));
    await user.type(textbox(w.crew.full_name, member(1)), 'Zosia Abacka');

    await user.click(screen.getByRole('button', { name: w.next }));
    expect(stepHeading(w.steps.summary)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: w.submit }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.crew_members?.[0]).toMatchObject({
      full_name: 'Zosia Abacka',
      email: 'zofia@example.com',
      phone: '+48 600 700 800',
      student_id: 7,
    });
  });

  it('unlinks with "Not a student account", keeping what was typed', async () => {
    const bodies: TripRequestBody[] = [];
    server.use(
      http.post(tripsUrl, async ({ request }) => {
        bodies.push((await request.json()) as TripRequestBody);
        return HttpResponse.json({ success: true, sailing_trip: { ...bodies[0], id: 42 } }, { status: 201 });
      }),
    );
    const user = await openCrew({
      initialValues: validTrip({ crewMembers: [crewMember('Jan Kowalski', { studentId: 8 })] }),
    });
    await waitFor(() => expect(picker(member(1))).toHaveValue('Jan Kowalski (jan@example.com)'));
    await choose(user, w.crew.student_id, w.crew.not_a_student, member(1));
    expect(textbox(w.crew.full_name, member(1))).toHaveValue('Jan Kowalski');
    await user.click(screen.getByRole('button', { name: w.next }));
    await user.click(screen.getByRole('button', { name: w.submit }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.crew_members?.[0]).toMatchObject({ full_name: 'Jan Kowalski', student_id: null });
  });

  it("shows the server's refusal of the student under the picker", async () => {
    server.use(
      http.post(tripsUrl, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Some fields need your attention.',
            errors: { 'crew_members.0.student_id': ['This student is not connected to you.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = await openCrew();
    await choose(user, w.crew.student_id, 'Zofia Abacka (zofia@example.com)', member(1));
    await user.click(screen.getByRole('button', { name: w.next }));
    await user.click(screen.getByRole('button', { name: w.submit }));

    const box = await screen.findByRole('alert', { name: w.errors_title });
    expect(
      within(box).getByText('Crew member 1 – Pick from my students: This student is not connected to you.'),
    ).toBeInTheDocument();
    expect(stepHeading(w.steps.crew)).toBeInTheDocument();
    expect(picker(member(1))).toHaveAccessibleDescription('This student is not connected to you.');
  });

  it("gives the focus to a new member's name field, not to the student picker above it", async () => {
    const user = await openCrew();
    await user.click(screen.getAllByRole('button', { name: w.crew.add })[0] as HTMLElement);
    expect(picker(member(2))).toBeInTheDocument();
    expect(textbox(w.crew.full_name, member(2))).toHaveFocus();
  });

  it('says where students come from when the captain has none', async () => {
    await openCrew({}, { students: [] });
    expect(await within(member(1)).findByText(w.crew.students_none)).toBeInTheDocument();
  });

  it('says when the students could not be loaded, leaving the member to be typed in', async () => {
    await openCrew({}, { failing: true });
    expect(await within(member(1)).findByText(w.crew.students_failed)).toBeInTheDocument();
    expect(picker(member(1))).toHaveValue(w.crew.not_a_student);
  });

  it('is not offered on a form that saves nothing (the public trip card)', async () => {
    await openCrew({ allowSaving: false, onSubmitData: () => undefined });
    expect(within(member(1)).queryByRole('combobox', { name: w.crew.student_id })).toBeNull();
  });
});

describe("a saved trip's crew step", () => {
  it("shows each linked student's answer, wherever the member now stands", async () => {
    const savedCrew = [
      savedMember({ id: 1, student_id: 7, confirmation: { status: 'pending', at: null, note: '' } }),
      savedMember({
        id: 2,
        student_id: 8,
        confirmation: { status: 'confirmed', at: '2026-07-10T09:00:00.000Z', note: '' },
      }),
      savedMember({
        id: 3,
        student_id: 9,
        confirmation: { status: 'disputed', at: '2026-07-11T09:00:00.000Z', note: 'We left on 2 July.' },
      }),
    ];
    const initialValues = validTrip({
      crewMembers: [
        crewMember('Jan Kowalski', { studentId: 8 }),
        crewMember('Zofia Abacka', { studentId: 7 }),
        crewMember('Ewa Nowak', { studentId: 9 }),
        crewMember('Piotr Nowak'),
      ],
    });
    await openCrew({ mode: 'edit', tripId: 5, savedTrip: trip({ crew_members: savedCrew }), initialValues });
    expect(within(member(1)).getByText('Confirmed on 10/07/2026')).toBeInTheDocument();
    expect(within(member(2)).getByText(en.trips.crew_confirmation.pending)).toBeInTheDocument();
    expect(within(member(3)).getByText(en.trips.crew_confirmation.disputed)).toBeInTheDocument();
    expect(within(member(3)).getByText('The crew member says: We left on 2 July.')).toBeInTheDocument();
    expect(within(member(4)).queryByText(/Confirmed|Waiting|Disputed/)).toBeNull();
  });

  it('says it in Polish with the Polish date', async () => {
    const savedCrew = [
      savedMember({
        id: 2,
        student_id: 8,
        confirmation: { status: 'confirmed', at: '2026-07-10T09:00:00.000Z', note: '' },
      }),
    ];
    const initialValues = validTrip({ crewMembers: [crewMember('Jan Kowalski', { studentId: 8 })] });
    await openCrew(
      { mode: 'edit', tripId: 5, savedTrip: trip({ crew_members: savedCrew }), initialValues },
      { language: 'pl' },
    );
    const card = screen.getByRole('region', { name: 'Członek załogi 1' });
    expect(within(card).getByText('Potwierdzone 10.07.2026')).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: pl.trips.wizard.crew.student_id })).toBeInTheDocument();
  });
});

describe('saving an edit of a trip students answered', () => {
  const saved = trip({
    id: 5,
    crew_members: [
      savedMember({
        id: 1,
        full_name: 'Jan Kowalski',
        student_id: 8,
        confirmation: { status: 'confirmed', at: '2026-07-10T09:00:00.000Z', note: '' },
      }),
      savedMember({
        id: 2,
        full_name: 'Ewa Nowak',
        student_id: 9,
        confirmation: { status: 'disputed', at: '2026-07-11T09:00:00.000Z', note: 'Wrong dates.' },
      }),
      savedMember({
        id: 3,
        full_name: 'Zofia Abacka',
        student_id: 7,
        confirmation: { status: 'pending', at: null, note: '' },
      }),
    ],
  });

  async function onSummary(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: w.next }));
    expect(stepHeading(w.steps.summary)).toBeInTheDocument();
  }

  it('says nothing while what they answered is unchanged, and a crew function change names that member', async () => {
    const user = await openCrew({
      mode: 'edit',
      tripId: 5,
      savedTrip: saved,
      initialValues: tripToFormValues(saved),
    });
    await onSummary(user);
    expect(screen.queryByText(/saving asks them to confirm the trip again/)).toBeNull();

    await user.click(screen.getByRole('button', { name: w.previous }));
    // The option of this card's own list (every card's function list offers the same names).
    const role = within(member(2)).getByRole('combobox', { name: /^Function on board/ });
    await user.click(role);
    const list = document.getElementById(role.getAttribute('aria-controls') ?? '');
    await user.click(
      within(list as HTMLElement).getByRole('option', { name: en.trips.roles.crew, hidden: true }),
    );
    await onSummary(user);
    expect(
      screen.getByText(/saving asks them to confirm the trip again\. This concerns: Ewa Nowak\.$/),
    ).toBeInTheDocument();
  });

  it('names every member who answered when the hours change, never one still waiting', async () => {
    const user = await openCrew({
      mode: 'edit',
      tripId: 5,
      savedTrip: saved,
      initialValues: tripToFormValues(saved),
    });
    await user.click(screen.getByRole('button', { name: w.previous }));
    const hours = input(w.cruise.sailing_hours);
    await user.clear(hours);
    await user.type(hours, '10');
    await user.click(screen.getByRole('button', { name: w.next }));
    await onSummary(user);
    expect(screen.getByText(/This concerns: Jan Kowalski and Ewa Nowak\.$/)).toBeInTheDocument();
  });
});
