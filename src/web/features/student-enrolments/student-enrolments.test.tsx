import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderApp } from '../../test/render-app.tsx';
import {
  annaCaptain,
  asStudent,
  enrolmentOf,
  enrolmentsHandler,
  piotrCaptain,
  plannedTrip,
} from '../student-shared/testing.ts';

const pending = enrolmentOf(
  plannedTrip({
    my_enrolment: { id: 1, status: 'pending', student_notes: 'See you there', captain_notes: '' },
  }),
);
const accepted = enrolmentOf(
  plannedTrip({
    id: 22,
    name: 'Mazury weekend',
    start_date: '2026-06-12',
    end_date: '2026-06-14',
    captain: { id: piotrCaptain.id, name: piotrCaptain.name },
    my_enrolment: { id: 2, status: 'accepted', student_notes: '', captain_notes: 'Bring boots' },
  }),
);
const inactive = enrolmentOf(
  plannedTrip({
    id: 23,
    name: 'Winter Adriatic',
    is_active: false,
    my_enrolment: { id: 3, status: 'rejected', student_notes: '', captain_notes: '' },
  }),
);

describe('/student/enrolled-trips', () => {
  it('lists my enrolments with their status, trip, captain, dates and notes', async () => {
    asStudent(enrolmentsHandler([pending, accepted, inactive]));
    await renderApp('/student/enrolled-trips');

    expect(await screen.findByRole('heading', { level: 1, name: 'My enrolments (3)' })).toBeInTheDocument();
    const first = screen.getByRole('listitem', { name: 'Baltic spring' });
    expect(within(first).getByText(en.student_area.status.pending)).toBeInTheDocument();
    expect(within(first).getByText(annaCaptain.name)).toBeInTheDocument();
    expect(within(first).getByText('01/05/2026 – 08/05/2026')).toBeInTheDocument();
    expect(within(first).getByText('See you there')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View details of Baltic spring' })).toHaveAttribute(
      'href',
      '/student/planned-sailing-trips/21',
    );

    const second = screen.getByRole('listitem', { name: 'Mazury weekend' });
    expect(within(second).getByText(en.student_area.status.accepted)).toBeInTheDocument();
    expect(within(second).getByText('Bring boots')).toBeInTheDocument();

    const third = screen.getByRole('listitem', { name: 'Winter Adriatic' });
    expect(within(third).getByText(en.student_area.enrolments.inactive)).toBeInTheDocument();
    expect(within(third).queryByRole('link')).not.toBeInTheDocument();
  });

  it('filters by status through ?status=, in Polish', async () => {
    asStudent(enrolmentsHandler([pending, accepted, inactive]));
    const { router } = await renderApp('/student/enrolled-trips?status=accepted', { language: 'pl' });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Moje zapisy (1)' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Mazury weekend' })).toBeInTheDocument();
    expect(screen.getByText('12.06.2026 – 14.06.2026')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Baltic spring' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Wszystkie (3)' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByRole('listitem', { name: 'Baltic spring' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: `${pl.student_area.status.rejected} (1)` })).toBeInTheDocument();
  });

  it('leaves a trip the captain made inactive, from the list', async () => {
    let enrolments = [pending, inactive];
    const left: string[] = [];
    asStudent(
      http.get('/api/student/enrolments', () =>
        HttpResponse.json({ success: true, enrolments, message: 'Your enrolments loaded.' }),
      ),
      http.delete('/api/student/planned-sailing-trips/:id/enrolment', ({ params }) => {
        left.push(String(params.id));
        enrolments = enrolments.filter((enrolment) => String(enrolment.planned_trip_id) !== params.id);
        return HttpResponse.json({ success: true, message: en.enrolments.left });
      }),
    );
    await renderApp('/student/enrolled-trips');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Leave Winter Adriatic' }));
    const dialog = await screen.findByRole('dialog', { name: en.student_area.trip.leave_title });
    await user.click(within(dialog).getByRole('button', { name: en.student_area.trip.leave_confirm }));

    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Winter Adriatic' })).not.toBeInTheDocument(),
    );
    expect(left).toEqual(['23']);
  });

  it('shows the empty state with a link to the planned trips', async () => {
    asStudent(enrolmentsHandler([]));
    await renderApp('/student/enrolled-trips');

    expect(await screen.findByText(en.student_area.enrolments.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.student_area.enrolments.browse })).toHaveAttribute(
      'href',
      '/student/planned-sailing-trips',
    );
  });

  it('shows a load error with a retry', async () => {
    let calls = 0;
    asStudent(
      http.get('/api/student/enrolments', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({ success: true, enrolments: [pending], message: 'Your enrolments loaded.' });
      }),
    );
    await renderApp('/student/enrolled-trips');

    expect(await screen.findByText(en.student_area.enrolments.load_failed)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByRole('listitem', { name: 'Baltic spring' })).toBeInTheDocument();
  });
});
