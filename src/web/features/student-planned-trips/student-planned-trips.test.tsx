import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StudentPlannedTrip } from '#domain/planned-trip.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderApp } from '../../test/render-app.tsx';
import {
  annaCaptain,
  asStudent,
  notFoundAnswer,
  piotrCaptain,
  plannedTrip,
  plannedTripHandler,
  plannedTripsHandler,
} from '../student-shared/testing.ts';

const baltic = plannedTrip();
const mazury = plannedTrip({
  id: 22,
  name: 'Mazury weekend',
  start_date: '2026-06-12',
  end_date: '2026-06-14',
  embarkation_port: 'Giżycko',
  disembarkation_port: 'Mikołajki',
  yacht_name: 'Mazurek',
  yacht_type: '',
  max_crew: 4,
  accepted_count: 4,
  is_full: true,
  captain: { id: piotrCaptain.id, name: piotrCaptain.name },
  my_enrolment: { id: 3, status: 'pending', student_notes: '', captain_notes: '' },
});

/** The trip's detail and the enrolment calls against one trip the test can inspect; records the bodies sent. */
function tripServer(start: StudentPlannedTrip) {
  const state = { trip: start, requests: [] as { method: string; body: unknown }[] };
  const url = `/api/student/planned-sailing-trips/${start.id}/enrolment`;
  const enrolment = () => ({
    ...state.trip.my_enrolment,
    planned_trip_id: state.trip.id,
    created_at: '2026-02-01T10:00:00.000Z',
    updated_at: '2026-02-01T10:00:00.000Z',
  });
  asStudent(
    http.get(`/api/student/planned-sailing-trips/${start.id}`, () =>
      HttpResponse.json({ success: true, planned_trip: state.trip, message: 'Planned trip loaded.' }),
    ),
    http.post(url, async ({ request }) => {
      const body = (await request.json()) as { student_notes: string };
      state.requests.push({ method: 'POST', body });
      const captainNotes = state.trip.my_enrolment?.captain_notes ?? '';
      state.trip = {
        ...state.trip,
        my_enrolment: {
          id: 9,
          status: 'pending',
          student_notes: body.student_notes,
          captain_notes: captainNotes,
        },
      };
      return HttpResponse.json(
        { success: true, enrolment: enrolment(), message: en.enrolments.joined },
        { status: 201 },
      );
    }),
    http.patch(url, async ({ request }) => {
      const body = (await request.json()) as { student_notes: string };
      state.requests.push({ method: 'PATCH', body });
      const mine = state.trip.my_enrolment;
      if (mine) state.trip = { ...state.trip, my_enrolment: { ...mine, student_notes: body.student_notes } };
      return HttpResponse.json({
        success: true,
        enrolment: enrolment(),
        message: en.enrolments.notes_updated,
      });
    }),
    http.delete(url, () => {
      state.requests.push({ method: 'DELETE', body: null });
      state.trip = { ...state.trip, my_enrolment: null };
      return HttpResponse.json({ success: true, message: en.enrolments.left });
    }),
  );
  return state;
}

describe('/student/planned-sailing-trips', () => {
  it('lists the trips with captain, Polish dates, route, yacht, places and my status', async () => {
    asStudent(plannedTripsHandler([baltic, mazury]));
    await renderApp('/student/planned-sailing-trips', { language: 'pl' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Planowane rejsy (2)' })).toBeInTheDocument();
    const first = screen.getByRole('listitem', { name: 'Baltic spring' });
    expect(within(first).getByText(annaCaptain.name)).toBeInTheDocument();
    expect(within(first).getByText('01.05.2026 – 08.05.2026')).toBeInTheDocument();
    expect(within(first).getByText('Gdynia → Copenhagen')).toBeInTheDocument();
    expect(within(first).getByText('Zawisza (Sloop)')).toBeInTheDocument();
    expect(within(first).getByText('4 z 6')).toBeInTheDocument();
    expect(within(first).getByText(pl.student_area.status.not_joined)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Szczegóły rejsu Baltic spring' })).toHaveAttribute(
      'href',
      '/student/planned-sailing-trips/21',
    );

    const second = screen.getByRole('listitem', { name: 'Mazury weekend' });
    expect(within(second).getByText(pl.student_area.trip.places_full)).toBeInTheDocument();
    expect(within(second).getByText(pl.student_area.status.pending)).toBeInTheDocument();
    expect(within(second).getByText('Mazurek')).toBeInTheDocument();
  });

  it("shows one captain's trips with ?captain= and searches by port", async () => {
    asStudent(plannedTripsHandler([baltic, mazury]));
    const { router } = await renderApp('/student/planned-sailing-trips?captain=8');
    const user = userEvent.setup();

    expect(await screen.findByRole('listitem', { name: 'Mazury weekend' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Baltic spring' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.student_area.trips.reset }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByRole('listitem', { name: 'Baltic spring' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: en.student_area.trips.search }), 'copenhagen');
    expect(screen.getByRole('listitem', { name: 'Baltic spring' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Mazury weekend' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: en.student_area.trips.search }), 'xyz');
    expect(screen.getByText(en.student_area.trips.no_results)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    asStudent(plannedTripsHandler([]));
    await renderApp('/student/planned-sailing-trips');

    expect(await screen.findByText(en.student_area.trips.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.student_area.trips.empty_action })).toHaveAttribute(
      'href',
      '/student/invitations',
    );
  });

  it('shows a load error with a retry', async () => {
    let calls = 0;
    asStudent(
      http.get('/api/student/planned-sailing-trips', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })
          : HttpResponse.json({ success: true, planned_trips: [baltic], message: 'Planned trips loaded.' });
      }),
    );
    await renderApp('/student/planned-sailing-trips');

    expect(await screen.findByText(en.student_area.trips.load_failed)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByRole('listitem', { name: 'Baltic spring' })).toBeInTheDocument();
  });
});

describe('/student/planned-sailing-trips/{id}', () => {
  it('shows every field of the trip and that I have not joined', async () => {
    tripServer(baltic);
    await renderApp('/student/planned-sailing-trips/21');

    expect(await screen.findByRole('heading', { level: 1, name: 'Baltic spring' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: en.student_area.trip.details });
    for (const text of [
      'A week around the Danish islands.',
      annaCaptain.name,
      '01/05/2026',
      '08/05/2026',
      'Gdynia',
      'Copenhagen',
      'Zawisza',
      'Sloop',
      '6',
      '2',
      '4 of 6',
    ]) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    const mine = screen.getByRole('region', { name: en.student_area.trip.my_enrolment });
    expect(within(mine).getByText(en.student_area.status.not_joined)).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: en.student_area.trip.leave })).not.toBeInTheDocument();
  });

  it('joins with notes after the confirmation, then shows the enrolment pending', async () => {
    const state = tripServer(baltic);
    await renderApp('/student/planned-sailing-trips/21');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: en.student_area.trip.join }));
    const dialog = await screen.findByRole('dialog', { name: en.student_area.trip.join_title });
    await user.type(
      within(dialog).getByLabelText(en.student_area.trip.notes_label),
      'I have a helmsman licence.',
    );
    await user.click(within(dialog).getByRole('button', { name: en.student_area.trip.join_confirm }));

    expect(await screen.findByText(en.enrolments.joined)).toBeInTheDocument();
    expect(state.requests).toEqual([
      { method: 'POST', body: { student_notes: 'I have a helmsman licence.' } },
    ]);
    const mine = screen.getByRole('region', { name: en.student_area.trip.my_enrolment });
    expect(await within(mine).findByText(en.student_area.status.pending)).toBeInTheDocument();
    expect(within(mine).getByText('I have a helmsman licence.')).toBeInTheDocument();
  });

  it('does not join when the dialog is cancelled', async () => {
    const state = tripServer(baltic);
    await renderApp('/student/planned-sailing-trips/21');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: en.student_area.trip.join }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: en.confirm.cancel }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.requests).toEqual([]);
  });

  it('leaves after the confirmation', async () => {
    const state = tripServer(
      plannedTrip({
        my_enrolment: { id: 9, status: 'accepted', student_notes: 'Hi', captain_notes: 'Welcome' },
      }),
    );
    await renderApp('/student/planned-sailing-trips/21');
    const user = userEvent.setup();

    const mine = await screen.findByRole('region', { name: en.student_area.trip.my_enrolment });
    expect(within(mine).getByText(en.student_area.status.accepted)).toBeInTheDocument();
    expect(within(mine).getByText('Welcome')).toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: en.student_area.trip.leave }));
    const dialog = await screen.findByRole('dialog', { name: en.student_area.trip.leave_title });
    expect(within(dialog).getByText(en.student_area.trip.leave_warning)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: en.student_area.trip.leave_confirm }));

    expect(await screen.findByText(en.enrolments.left)).toBeInTheDocument();
    expect(state.requests).toEqual([{ method: 'DELETE', body: null }]);
    expect(await within(mine).findByText(en.student_area.status.not_joined)).toBeInTheDocument();
  });

  it('edits my notes', async () => {
    const state = tripServer(
      plannedTrip({
        my_enrolment: { id: 9, status: 'pending', student_notes: 'Old note', captain_notes: '' },
      }),
    );
    await renderApp('/student/planned-sailing-trips/21');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: en.student_area.trip.edit_notes }));
    const notes = screen.getByLabelText(en.student_area.trip.notes_label);
    expect(notes).toHaveValue('Old note');
    await user.clear(notes);
    await user.type(notes, 'I can cook for the crew.');
    await user.click(screen.getByRole('button', { name: en.student_area.trip.notes_save }));

    expect(await screen.findByText(en.enrolments.notes_updated)).toBeInTheDocument();
    expect(state.requests).toEqual([
      { method: 'PATCH', body: { student_notes: 'I can cook for the crew.' } },
    ]);
    expect(await screen.findByText('I can cook for the crew.')).toBeInTheDocument();
    expect(screen.queryByLabelText(en.student_area.trip.notes_label)).not.toBeInTheDocument();
  });

  it('cannot join a full trip and says why', async () => {
    tripServer(plannedTrip({ accepted_count: 6, is_full: true }));
    await renderApp('/student/planned-sailing-trips/21');

    const join = await screen.findByRole('button', { name: en.student_area.trip.join });
    expect(join).toBeDisabled();
    expect(join).toHaveAccessibleDescription(en.student_area.trip.full_reason);
  });

  it('reports a join the server refuses because the trip filled up meanwhile', async () => {
    asStudent(
      plannedTripHandler(baltic),
      http.post('/api/student/planned-sailing-trips/21/enrolment', () =>
        HttpResponse.json({ success: false, message: 'This trip is full.', errors: {} }, { status: 422 }),
      ),
    );
    await renderApp('/student/planned-sailing-trips/21');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: en.student_area.trip.join }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: en.student_area.trip.join_confirm,
      }),
    );

    expect(await screen.findByText('This trip is full.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks again after a rejection, which makes the enrolment pending again', async () => {
    const state = tripServer(
      plannedTrip({
        my_enrolment: {
          id: 9,
          status: 'rejected',
          student_notes: 'First try',
          captain_notes: 'No experience yet',
        },
      }),
    );
    await renderApp('/student/planned-sailing-trips/21');
    const user = userEvent.setup();

    const mine = await screen.findByRole('region', { name: en.student_area.trip.my_enrolment });
    expect(within(mine).getByText(en.student_area.status.rejected)).toBeInTheDocument();
    expect(within(mine).getByText('No experience yet')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: en.student_area.trip.join })).not.toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: en.student_area.trip.ask_again }));
    const dialog = await screen.findByRole('dialog', { name: en.student_area.trip.ask_again_title });
    const notes = within(dialog).getByLabelText(en.student_area.trip.notes_label);
    expect(notes).toHaveValue('First try');
    await user.type(notes, ' — I did a course since.');
    await user.click(within(dialog).getByRole('button', { name: en.student_area.trip.ask_again_confirm }));

    expect(await within(mine).findByText(en.student_area.status.pending)).toBeInTheDocument();
    expect(state.requests).toEqual([
      { method: 'POST', body: { student_notes: 'First try — I did a course since.' } },
    ]);
    expect(within(mine).getByText('No experience yet')).toBeInTheDocument();
  });

  it('shows a not-found state for a trip the student cannot see', async () => {
    asStudent(http.get('/api/student/planned-sailing-trips/99', notFoundAnswer));
    await renderApp('/student/planned-sailing-trips/99');

    expect(await screen.findByText(en.student_area.trip.not_found)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.student_area.trip.see_all })).toHaveAttribute(
      'href',
      '/student/planned-sailing-trips',
    );
  });

  it('shows the not-found page for an id that is not a number', async () => {
    asStudent();
    await renderApp('/student/planned-sailing-trips/abc');

    expect(await screen.findByRole('heading', { name: en.not_found.title })).toBeInTheDocument();
  });
});
