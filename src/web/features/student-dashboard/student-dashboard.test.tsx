import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderApp } from '../../test/render-app.tsx';
import { emptySeaTime, seaTime } from '../sea-time/testing.ts';
import { answered, logbookHandler, studentSeaTimeHandler } from '../student-logbook/testing.ts';
import {
  annaCaptain,
  asStudent,
  captainsHandler,
  enrolmentOf,
  enrolmentsHandler,
  piotrCaptain,
  plannedTrip,
  plannedTripsHandler,
} from '../student-shared/testing.ts';

/** The logbook tiles' answers for a student who has sailed nothing yet. */
const noLogbook = [logbookHandler([]), studentSeaTimeHandler(emptySeaTime())];

const withStatus = (id: number, status: 'pending' | 'accepted' | 'rejected') =>
  enrolmentOf(plannedTrip({ id, my_enrolment: { id, status, student_notes: '', captain_notes: '' } }));

describe('/student/dashboard', () => {
  it('sums up my captains, the trips open to me and my enrolments by status, with links', async () => {
    asStudent(
      captainsHandler([annaCaptain, piotrCaptain]),
      plannedTripsHandler([plannedTrip(), plannedTrip({ id: 22 }), plannedTrip({ id: 23 })]),
      enrolmentsHandler([withStatus(1, 'pending'), withStatus(2, 'pending'), withStatus(3, 'accepted')]),
      ...noLogbook,
    );
    await renderApp('/student/dashboard');

    const captains = await screen.findByRole('region', { name: en.student.dashboard.captains });
    expect(within(captains).getByText('2')).toBeInTheDocument();
    expect(within(captains).getByRole('link', { name: en.student.dashboard.captains_link })).toHaveAttribute(
      'href',
      '/student/captains',
    );
    const trips = screen.getByRole('region', { name: en.student.dashboard.trips });
    expect(within(trips).getByText('3')).toBeInTheDocument();
    expect(within(trips).getByRole('link', { name: en.student.dashboard.trips_link })).toHaveAttribute(
      'href',
      '/student/planned-sailing-trips',
    );
    const enrolments = screen.getByRole('region', { name: en.student.dashboard.enrolments });
    expect(within(enrolments).getByRole('link', { name: 'Pending: 2' })).toHaveAttribute(
      'href',
      '/student/enrolled-trips?status=pending',
    );
    expect(within(enrolments).getByRole('link', { name: 'Accepted: 1' })).toBeInTheDocument();
    expect(within(enrolments).getByRole('link', { name: 'Rejected: 0' })).toBeInTheDocument();
    expect(screen.queryByText(en.student.dashboard.no_captains_title)).not.toBeInTheDocument();
  });

  it('points a student without captains to the invitation code, in Polish', async () => {
    asStudent(captainsHandler([]), plannedTripsHandler([]), enrolmentsHandler([]), ...noLogbook);
    await renderApp('/student/dashboard', { language: 'pl' });

    expect(await screen.findByText(pl.student.dashboard.no_captains_title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: pl.student.dashboard.enter_code })).toHaveAttribute(
      'href',
      '/student/invitations',
    );
  });

  it('shows a load error with a retry', async () => {
    let calls = 0;
    asStudent(
      http.get('/api/student/captains', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })
          : HttpResponse.json({ success: true, captains: [annaCaptain], message: 'Captains loaded.' });
      }),
      plannedTripsHandler([]),
      enrolmentsHandler([]),
      ...noLogbook,
    );
    await renderApp('/student/dashboard');

    expect(await screen.findByText(en.student.dashboard.summary_failed)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByRole('region', { name: en.student.dashboard.captains })).toHaveTextContent('1');
  });

  it('shows my logbook with the trips awaiting my confirmation and my sea time, with links', async () => {
    asStudent(
      captainsHandler([annaCaptain]),
      plannedTripsHandler([]),
      enrolmentsHandler([]),
      logbookHandler([
        answered('pending', '', { id: 1 }),
        answered('pending', '', { id: 2 }),
        answered('confirmed', '', { id: 3 }),
      ]),
      studentSeaTimeHandler(seaTime()),
    );
    await renderApp('/student/dashboard', { language: 'pl' });

    const d = pl.student_logbook.dashboard;
    const logbook = await screen.findByRole('region', { name: d.logbook });
    expect(within(logbook).getByText('3')).toBeInTheDocument();
    expect(within(logbook).getByText(d.pending_few.replace('{{count}}', '2'))).toBeInTheDocument();
    expect(within(logbook).getByRole('link', { name: d.logbook_link })).toHaveAttribute(
      'href',
      '/student/logbook',
    );
    const seaTimeTile = screen.getByRole('region', { name: d.sea_time });
    expect(within(seaTimeTile).getByText('688')).toBeInTheDocument();
    expect(within(seaTimeTile).getByText(d.sea_time_hours_many)).toBeInTheDocument();
    expect(within(seaTimeTile).getByRole('link', { name: d.sea_time_link })).toHaveAttribute(
      'href',
      '/student/sea-time',
    );
  });
});
