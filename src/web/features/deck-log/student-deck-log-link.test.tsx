import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import { renderApp } from '../../test/render-app.tsx';
import { emptyDeckLog } from '../../test/server.ts';
import { logbookTrip, logbookTripHandler } from '../student-logbook/testing.ts';
import { asStudent, notFoundAnswer } from '../student-shared/testing.ts';

const d = en.deck_log;

describe("the student's way into a trip's deck log", () => {
  it('is offered while the captain lets the crew write, and opens the log with a way back to the trip', async () => {
    const trip = logbookTrip({ deck_log_open: true });
    const tokens: (string | null)[] = [];
    asStudent(
      logbookTripHandler(trip),
      http.get(`/api/sailing-trips/${trip.id}/log-entries`, ({ request }) => {
        tokens.push(request.headers.get('authorization'));
        return HttpResponse.json({ ...emptyDeckLog(trip.id), crew_may_write: true, can_write: true });
      }),
    );
    await renderApp(`/student/logbook/${trip.id}`);

    expect(await screen.findByText(d.student.open_to_crew)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: d.student.open }));

    expect(await screen.findByRole('heading', { level: 1, name: d.page.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: d.page.back })).toHaveAttribute(
      'href',
      `/student/logbook/${trip.id}`,
    );
    expect(tokens.length).toBeGreaterThan(0);
    expect(new Set(tokens)).toEqual(new Set(['Bearer student-token']));
  });

  it('is not offered, and the log not asked for (a 404), while the log is closed to the crew', async () => {
    const trip = logbookTrip({ deck_log_open: false });
    let asked = false;
    asStudent(
      logbookTripHandler(trip),
      http.get(`/api/sailing-trips/${trip.id}/log-entries`, () => {
        asked = true;
        return notFoundAnswer();
      }),
    );
    await renderApp(`/student/logbook/${trip.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: trip.yacht_name })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: d.student.open })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
