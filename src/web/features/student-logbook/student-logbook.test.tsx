import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderApp } from '../../test/render-app.tsx';
import { pdfResponse, stubPdfTabs } from '../documents/testing.ts';
import { asStudent, notFoundAnswer } from '../student-shared/testing.ts';
import { studentLogbookUrl } from './api.ts';
import { answered, logbookHandler, logbookTrip, logbookTripHandler } from './testing.ts';

const l = en.student_logbook;

afterEach(() => notifications.clean());

describe('/student/logbook', () => {
  it('lists my trips with their facts, the captain and a badge per confirmation status', async () => {
    asStudent(
      logbookHandler([
        answered('pending', '', { id: 1, yacht_name: 'Zawisza' }),
        answered('confirmed', '', { id: 2, yacht_name: 'Pogoria' }),
        answered('disputed', 'Wrong dates.', { id: 3, yacht_name: 'Fryderyk Chopin' }),
      ]),
    );
    await renderApp('/student/logbook');

    expect(
      await screen.findByRole('heading', { level: 1, name: l.list.title_count.replace('{{count}}', '3') }),
    ).toBeInTheDocument();
    const card = (name: string) => screen.getByRole('listitem', { name });
    expect(within(card('Zawisza')).getByText(l.status.pending)).toBeInTheDocument();
    expect(within(card('Pogoria')).getByText(l.status.confirmed)).toBeInTheDocument();
    expect(within(card('Fryderyk Chopin')).getByText(l.status.disputed)).toBeInTheDocument();
    const zawisza = within(card('Zawisza'));
    expect(zawisza.getByText('Gdynia → Copenhagen')).toBeInTheDocument();
    expect(zawisza.getByText('01/05/2026 – 08/05/2026 · 8 days')).toBeInTheDocument();
    expect(zawisza.getByText('245.5 NM')).toBeInTheDocument();
    expect(zawisza.getByText('60 h')).toBeInTheDocument();
    expect(zawisza.getByText('Anna Kowalska')).toBeInTheDocument();
    expect(
      zawisza.getByRole('link', { name: l.list.open_named.replace('{{name}}', 'Zawisza') }),
    ).toHaveAttribute('href', '/student/logbook/1');
  });

  it('says in Polish how trips get here when there are none', async () => {
    asStudent(logbookHandler([]));
    await renderApp('/student/logbook', { language: 'pl' });
    expect(await screen.findByText(pl.student_logbook.list.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: pl.student_logbook.list.empty_action })).toHaveAttribute(
      'href',
      '/student/captains',
    );
  });

  it('offers a retry when the logbook fails to load', async () => {
    let calls = 0;
    asStudent(
      http.get(studentLogbookUrl, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Down.' }, { status: 503 })
          : HttpResponse.json({ success: true, sailing_trips: [logbookTrip()], message: 'Loaded.' });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/student/logbook');
    expect(await screen.findByText(l.list.load_failed, {}, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByRole('listitem', { name: 'Zawisza' })).toBeInTheDocument();
  });

  it('is in the student navigation next to the sea time', async () => {
    asStudent(logbookHandler([]));
    await renderApp('/student/logbook');
    const nav = await screen.findByRole('navigation', { name: en.nav.main });
    expect(within(nav).getByRole('link', { name: en.nav.student_logbook })).toHaveAttribute(
      'href',
      '/student/logbook',
    );
    expect(within(nav).getByRole('link', { name: en.nav.sea_time })).toHaveAttribute(
      'href',
      '/student/sea-time',
    );
  });
});

describe('/student/logbook/{id}', () => {
  it("shows the trip's facts, the captain, my role with the captain's opinion and the other crew", async () => {
    asStudent(logbookTripHandler(logbookTrip()));
    await renderApp('/student/logbook/41');

    expect(await screen.findByRole('heading', { level: 1, name: 'Zawisza' })).toBeInTheDocument();
    const me = screen.getByRole('region', { name: l.sections.me });
    expect(within(me).getByText(en.trips.roles.crew)).toBeInTheDocument();
    expect(within(me).getByText(en.trips.captain_opinion.positive)).toBeInTheDocument();
    expect(within(me).getByText('Steady at the helm at night.')).toBeInTheDocument();
    const captain = screen.getByRole('region', { name: l.sections.captain });
    expect(within(captain).getByText('Anna Kowalska')).toBeInTheDocument();
    expect(within(captain).getByText('JSM-1234')).toBeInTheDocument();
    const crew = screen.getByRole('region', { name: l.sections.crew });
    expect(within(crew).getByText('Ewa Lis')).toBeInTheDocument();
    expect(within(crew).getByText(en.trips.roles.first_officer)).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: l.sections.trip });
    expect(within(facts).getByText('POL-1234')).toBeInTheDocument();
    expect(within(facts).getByText('14 h')).toBeInTheDocument();
  });

  it('confirms the trip once, however often the button is pressed', async () => {
    const sent: unknown[] = [];
    asStudent(
      logbookTripHandler(logbookTrip()),
      logbookHandler([logbookTrip()]),
      http.post(`${studentLogbookUrl}/41/confirmation`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          success: true,
          sailing_trip: answered('confirmed'),
          message: 'You have confirmed this trip.',
        });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/student/logbook/41');
    const section = await screen.findByRole('region', { name: l.sections.confirmation });
    expect(within(section).getByText(l.confirmation.pending.state)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: l.confirmation.confirm }));

    const dialog = await screen.findByRole('dialog', { name: l.confirmation.pending.title });
    const submit = within(dialog).getByRole('button', { name: l.confirmation.pending.submit });
    await user.dblClick(submit);
    expect(await screen.findByText('You have confirmed this trip.')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'confirmed', note: '' }]);
    expect(
      within(section).getByText(l.confirmation.confirmed.state.replace('{{date}}', '10/05/2026')),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: l.confirmation.confirm })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: l.confirmation.dispute })).toBeInTheDocument();
  });

  it('asks for a note before sending a dispute, then sends it', async () => {
    const sent: unknown[] = [];
    asStudent(
      logbookTripHandler(logbookTrip()),
      logbookHandler([logbookTrip()]),
      http.post(`${studentLogbookUrl}/41/confirmation`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          success: true,
          sailing_trip: answered('disputed', 'We left on 2 May.'),
          message: 'You have disputed this trip.',
        });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/student/logbook/41');
    const section = await screen.findByRole('region', { name: l.sections.confirmation });
    await user.click(within(section).getByRole('button', { name: l.confirmation.dispute }));
    const dialog = await screen.findByRole('dialog', { name: l.confirmation.disputed.title });
    await user.click(within(dialog).getByRole('button', { name: l.confirmation.disputed.submit }));

    const note = within(dialog).getByRole('textbox', {
      name: new RegExp(l.confirmation.disputed.note_label),
    });
    await waitFor(() => expect(within(dialog).getByText(l.confirmation.note_required)).toBeInTheDocument());
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(new RegExp(l.confirmation.note_required));
    expect(sent).toEqual([]);

    await user.type(note, 'We left on 2 May.');
    await user.click(within(dialog).getByRole('button', { name: l.confirmation.disputed.submit }));
    expect(await screen.findByText('You have disputed this trip.')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'disputed', note: 'We left on 2 May.' }]);
    expect(within(section).getByText(l.status.disputed)).toBeInTheDocument();
    expect(within(section).getByText('We left on 2 May.')).toBeInTheDocument();
  });

  it("opens the captain's crew opinion of me as a PDF in a new tab", async () => {
    const tabs = stubPdfTabs();
    let asked = 0;
    asStudent(
      logbookTripHandler(logbookTrip()),
      http.get(`${studentLogbookUrl}/41/opinion-pdf`, ({ request }) => {
        asked += request.headers.get('Authorization')?.startsWith('Bearer ') ? 1 : 0;
        return pdfResponse('opinion.pdf');
      }),
    );
    try {
      const user = userEvent.setup();
      await renderApp('/student/logbook/41');
      await user.click(await screen.findByRole('button', { name: l.opinion.button }));
      await waitFor(() => expect(tabs.tabs[0]?.location.href).toBe('blob:http://localhost/pdf-1'));
      expect(asked).toBe(1);
    } finally {
      tabs.restore();
    }
  });

  it('says when the trip is not in my logbook', async () => {
    asStudent(http.get(`${studentLogbookUrl}/99`, () => notFoundAnswer()));
    await renderApp('/student/logbook/99');
    expect(await screen.findByText(l.trip.not_found)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: l.trip.see_all })).toHaveAttribute('href', '/student/logbook');
  });
});
