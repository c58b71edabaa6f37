import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudentPlannedTrip } from '#domain/planned-trip.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderApp } from '../../test/render-app.tsx';
import {
  asStudent,
  enrolmentOf,
  enrolmentsHandler,
  plannedTrip,
  plannedTripHandler,
  plannedTripsHandler,
} from '../student-shared/testing.ts';

const s = en.student_area;
const sailedWith = (status: 'accepted' | 'pending' | null, overrides: Partial<StudentPlannedTrip> = {}) =>
  plannedTrip({
    is_sailed: true,
    my_enrolment:
      status === null
        ? null
        : { id: 5, status, student_notes: 'I can cook.', captain_notes: 'See you in Gdynia.' },
    ...overrides,
  });

/** The buttons that change an enrolment; none of them belongs on a sailed trip. */
const enrolmentActions = [s.trip.join, s.trip.ask_again, s.trip.edit_notes, s.trip.leave];

describe('a planned trip the captain has logged (sailed), for a student', () => {
  it('reads Sailed instead of Accepted, keeps both notes and offers no action', async () => {
    asStudent(plannedTripHandler(sailedWith('accepted')));
    await renderApp('/student/planned-sailing-trips/21');
    expect(await screen.findByRole('heading', { level: 1, name: 'Baltic spring' })).toBeInTheDocument();
    expect(screen.getAllByText(en.sailed_trip.badge).length).toBeGreaterThan(0);
    expect(screen.queryByText(s.status.accepted)).toBeNull();
    expect(
      screen.getByText('This trip has sailed, with you in the crew: Anna Kowalska has logged it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('I can cook.')).toBeInTheDocument();
    expect(screen.getByText('See you in Gdynia.')).toBeInTheDocument();
    for (const name of enrolmentActions) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('link', { name: s.trip.open_logbook })).toHaveAttribute(
      'href',
      '/student/logbook',
    );
  });

  it('keeps a pending enrolment’s own badge beside Sailed, and lets nobody join', async () => {
    asStudent(plannedTripHandler(sailedWith('pending')));
    await renderApp('/student/planned-sailing-trips/21');
    expect(await screen.findByText(s.trip.sailed_text.other)).toBeInTheDocument();
    expect(screen.getAllByText(s.status.pending).length).toBeGreaterThan(0);
    for (const name of enrolmentActions) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('offers no Join on a sailed trip the student never joined', async () => {
    asStudent(plannedTripHandler(sailedWith(null)));
    await renderApp('/student/planned-sailing-trips/21');
    expect(await screen.findByText(s.trip.sailed_text.other)).toBeInTheDocument();
    expect(screen.queryByText(s.status.not_joined)).toBeNull();
    expect(screen.queryByRole('button', { name: s.trip.join })).toBeNull();
  });

  it('is marked Sailed in the list of planned trips', async () => {
    asStudent(plannedTripsHandler([sailedWith('accepted'), plannedTrip({ id: 22, name: 'Mazury weekend' })]));
    await renderApp('/student/planned-sailing-trips');
    const sailed = await screen.findByRole('listitem', { name: 'Baltic spring' });
    expect(within(sailed).getByText(en.sailed_trip.badge)).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Mazury weekend' })).queryByText(en.sailed_trip.badge),
    ).toBeNull();
  });

  it('reads Sailed among my enrolments, in Polish, without Leave even when the trip is inactive', async () => {
    const active = sailedWith('accepted');
    const inactive = sailedWith('accepted', { id: 23, name: 'Mazury weekend', is_active: false });
    asStudent(enrolmentsHandler([enrolmentOf(active), enrolmentOf(inactive)]));
    await renderApp('/student/enrolled-trips', { language: 'pl' });
    for (const name of ['Baltic spring', 'Mazury weekend']) {
      const card = await screen.findByRole('listitem', { name });
      expect(within(card).getByText(pl.sailed_trip.badge)).toBeInTheDocument();
      expect(within(card).queryByText(pl.student_area.status.accepted)).toBeNull();
      expect(within(card).queryByRole('button', { name: /Opuść|Leave/ })).toBeNull();
    }
    expect(
      within(screen.getByRole('listitem', { name: 'Mazury weekend' })).getByText(
        pl.student_area.trip.sailed_text.short,
      ),
    ).toBeInTheDocument();
  });
});
