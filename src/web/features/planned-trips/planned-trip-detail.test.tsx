import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptainEnrolment } from '#domain/planned-trip.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderApp } from '../../test/render-app.tsx';
import { plannedTripsUrl } from './api.ts';
import {
  detailAnswer,
  detailHandler,
  enrolment,
  listHandler,
  plannedTrip,
  premiumHandler,
  setup,
} from './testing.ts';

const p = en.planned_trips_page;
const d = p.decision;

afterEach(() => notifications.clean());

const jan = enrolment(1, 'pending', 'Jan', 'Nowak', { student_notes: 'I have a helmsman licence.' });
const ewa = enrolment(2, 'pending', 'Ewa', 'Lis');
const ola = enrolment(3, 'accepted', 'Ola', 'Kot', { captain_notes: 'Bring a sleeping bag.' });
const piotr = enrolment(4, 'rejected', 'Piotr', 'Wróbel');

const group = (name: RegExp) => screen.getByRole('region', { name });

describe('/planned-sailing-trips/{id}', () => {
  it('shows every field and the students split into pending, accepted and rejected', async () => {
    setup(detailHandler(plannedTrip(), [jan, ewa, ola, piotr]));
    await renderApp('/planned-sailing-trips/3', { language: 'pl' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Baltic spring training' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Gdynia → Kołobrzeg')).toBeInTheDocument();
    expect(screen.getByText('01.05.2026 – 08.05.2026')).toBeInTheDocument();
    expect(screen.getByText('Night sailing and navigation practice.')).toBeInTheDocument();
    expect(screen.getByText('Schooner')).toBeInTheDocument();
    expect(screen.getByText('1 / 6')).toBeInTheDocument();

    const pending = group(/^Oczekujące \(2\)/);
    expect(
      within(pending)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Jan Nowak', 'Ewa Lis']);
    const janCard = within(pending).getByRole('listitem', { name: 'Jan Nowak' });
    expect(within(janCard).getByRole('link', { name: 'jan@example.com' })).toHaveAttribute(
      'href',
      'mailto:jan@example.com',
    );
    expect(within(janCard).getByText('I have a helmsman licence.')).toBeInTheDocument();
    expect(within(janCard).getByText(pl.planned_trips_page.enrolments.no_notes)).toBeInTheDocument();
    expect(within(janCard).getByRole('button', { name: 'Przyjmij' })).toBeEnabled();
    expect(within(janCard).getByRole('button', { name: 'Odrzuć' })).toBeEnabled();

    const accepted = group(/^Przyjęte \(1\)/);
    const olaCard = within(accepted).getByRole('listitem', { name: 'Ola Kot' });
    expect(within(olaCard).getByText('Bring a sleeping bag.')).toBeInTheDocument();
    expect(within(olaCard).queryByRole('button', { name: 'Przyjmij' })).toBeNull();

    const rejected = group(/^Odrzucone \(1\)/);
    expect(within(rejected).getByRole('listitem', { name: 'Piotr Wróbel' })).toBeInTheDocument();
    expect(within(rejected).queryByRole('button', { name: 'Odrzuć' })).toBeNull();

    expect(screen.getByRole('link', { name: pl.planned_trips_page.detail.edit })).toHaveAttribute(
      'href',
      '/planned-sailing-trips/edit/3',
    );
  });

  it('says when no student has joined yet', async () => {
    setup(detailHandler(plannedTrip({ max_crew: null, description: '' })));
    await renderApp('/planned-sailing-trips/3');
    expect(await screen.findByText(p.enrolments.empty)).toBeInTheDocument();
    expect(screen.getByText(p.enrolments.none_pending)).toBeInTheDocument();
    expect(screen.getByText(p.detail.no_description)).toBeInTheDocument();
    expect(screen.getByText('0 · no limit')).toBeInTheDocument();
  });

  it("accepts a student with the captain's notes and rejects another", async () => {
    const bodies: { id: string; body: unknown }[] = [];
    let enrolments: CaptainEnrolment[] = [jan, ewa];
    setup(
      http.get(`${plannedTripsUrl}/3`, () => HttpResponse.json(detailAnswer(plannedTrip(), enrolments))),
      http.patch(`${plannedTripsUrl}/3/enrolments/:id`, async ({ params, request }) => {
        const body = (await request.json()) as { status: 'accepted' | 'rejected'; captain_notes?: string };
        bodies.push({ id: String(params.id), body });
        enrolments = enrolments.map((item) =>
          String(item.id) === params.id
            ? { ...item, status: body.status, captain_notes: body.captain_notes ?? item.captain_notes }
            : item,
        );
        const changed = enrolments.find((item) => String(item.id) === params.id);
        return HttpResponse.json({ success: true, enrolment: changed, message: '' });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/planned-sailing-trips/3');

    const janCard = await screen.findByRole('listitem', { name: 'Jan Nowak' });
    await user.click(within(janCard).getByRole('button', { name: p.enrolments.accept }));
    const dialog = await screen.findByRole('dialog', { name: d.accept_title });
    expect(within(dialog).getByText('Jan Nowak')).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText(p.fields.captain_notes, { selector: 'textarea' }),
      'Welcome!',
    );
    await user.click(within(dialog).getByRole('button', { name: d.accept_confirm }));

    expect((await screen.findAllByText(en.enrolments.accepted)).length).toBeGreaterThan(0);
    await waitFor(() => expect(group(/^Accepted \(1\)/)).toBeInTheDocument());
    expect(within(group(/^Accepted/)).getByText('Welcome!')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('listitem', { name: 'Ewa Lis' })).getByRole('button', {
        name: p.enrolments.reject,
      }),
    );
    const rejectDialog = await screen.findByRole('dialog', { name: d.reject_title });
    await user.click(within(rejectDialog).getByRole('button', { name: d.reject_confirm }));
    await waitFor(() => expect(group(/^Rejected \(1\)/)).toBeInTheDocument());

    expect(bodies).toEqual([
      { id: '1', body: { status: 'accepted', captain_notes: 'Welcome!' } },
      { id: '2', body: { status: 'rejected', captain_notes: '' } },
    ]);
  });

  it('changes only the notes of a decided student', async () => {
    const bodies: unknown[] = [];
    setup(
      detailHandler(plannedTrip(), [ola]),
      http.patch(`${plannedTripsUrl}/3/enrolments/3`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, enrolment: ola, message: '' });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/planned-sailing-trips/3');
    await user.click(await screen.findByRole('button', { name: p.enrolments.edit_notes }));
    const dialog = await screen.findByRole('dialog', { name: d.notes_title });
    const notes = within(dialog).getByLabelText(p.fields.captain_notes, { selector: 'textarea' });
    expect(notes).toHaveValue('Bring a sleeping bag.');
    await user.type(notes, ' And boots.');
    await user.click(within(dialog).getByRole('button', { name: d.notes_confirm }));
    await waitFor(() =>
      expect(bodies).toEqual([{ status: 'accepted', captain_notes: 'Bring a sleeping bag. And boots.' }]),
    );
  });

  it('turns accepting off when every place is taken', async () => {
    setup(detailHandler(plannedTrip({ max_crew: 1 }), [jan, ola, piotr]));
    await renderApp('/planned-sailing-trips/3');
    const janCard = await screen.findByRole('listitem', { name: 'Jan Nowak' });
    expect(within(janCard).getByRole('button', { name: p.enrolments.accept })).toBeDisabled();
    expect(within(janCard).getByRole('button', { name: p.enrolments.reject })).toBeEnabled();
    expect(
      within(screen.getByRole('listitem', { name: 'Piotr Wróbel' })).getByRole('button', {
        name: p.enrolments.accept,
      }),
    ).toBeDisabled();
    expect(screen.getByText(/The trip is full \(maximum crew: 1\)/)).toBeInTheDocument();
  });

  it('shows the server\'s "This trip is full." in the dialog', async () => {
    setup(
      detailHandler(plannedTrip({ max_crew: 2 }), [jan, ola]),
      http.patch(`${plannedTripsUrl}/3/enrolments/1`, () =>
        HttpResponse.json(
          { success: false, message: en.planned_trips.full, errors: { status: [en.planned_trips.full] } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderApp('/planned-sailing-trips/3');
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Jan Nowak' })).getByRole('button', {
        name: p.enrolments.accept,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: d.accept_title });
    await user.click(within(dialog).getByRole('button', { name: d.accept_confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This trip is full.');
    expect(screen.getByRole('dialog', { name: d.accept_title })).toBeInTheDocument();
  });

  it('deletes the trip after confirmation and goes back to the list', async () => {
    let deleted = false;
    setup(
      detailHandler(plannedTrip(), [jan]),
      listHandler([]),
      http.delete(`${plannedTripsUrl}/3`, () => {
        deleted = true;
        return HttpResponse.json({ success: true, message: 'Planned trip deleted.' });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/planned-sailing-trips/3');
    await user.click(await screen.findByRole('button', { name: p.detail.delete }));
    const dialog = await screen.findByRole('dialog', { name: p.delete.title });
    expect(within(dialog).getByText('Baltic spring training, 01/05/2026 – 08/05/2026')).toBeInTheDocument();
    expect(
      within(dialog).getByText("The planned trip and 1 student's enrolment will be deleted for good."),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: p.delete.confirm }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/planned-sailing-trips'));
    expect(deleted).toBe(true);
    expect((await screen.findAllByText(en.planned_trips.deleted)).length).toBeGreaterThan(0);
  });

  it('keeps the trip when the deletion is cancelled', async () => {
    setup(detailHandler(plannedTrip()));
    const user = userEvent.setup();
    const { router } = await renderApp('/planned-sailing-trips/3');
    await user.click(await screen.findByRole('button', { name: p.detail.delete }));
    const dialog = await screen.findByRole('dialog', { name: p.delete.title });
    await user.click(within(dialog).getByRole('button', { name: en.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/planned-sailing-trips/3');
  });

  it('offers "Turn into a trip" with Premium', async () => {
    setup(premiumHandler(), detailHandler(plannedTrip()));
    await renderApp('/planned-sailing-trips/3');
    // The Premium status is read after the page shows: allow for a busy test machine.
    expect(await screen.findByRole('link', { name: p.detail.to_trip }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/planned-sailing-trips/3/trip',
    );
  });

  it('disables "Turn into a trip" without Premium', async () => {
    setup(detailHandler(plannedTrip()));
    await renderApp('/planned-sailing-trips/3');
    expect(await screen.findByRole('button', { name: p.detail.to_trip })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says when the trip does not exist', async () => {
    setup(
      http.get(`${plannedTripsUrl}/5`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    await renderApp('/planned-sailing-trips/5');
    expect(await screen.findByText(p.detail.not_found_title)).toBeInTheDocument();
  });
});
