import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trip } from '#domain/trip.ts';
import type { TripFormValues } from '#domain/trip-form.ts';
import type { TripRequestBody } from '#domain/trip-request.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { loggedInCaptain } from '../../../test/accounts.ts';
import { server } from '../../../test/server.ts';
import { tripsUrl } from '../api.ts';
import type { SaveFailure } from './save-failure.ts';
import { crewMember, input, renderTripForm, stepHeading, textbox, validTrip } from './testing.tsx';

const w = en.trips.wizard;

// The toasts live in a store of their own; each test starts without the previous one's.
afterEach(() => notifications.clean());

/** POST /api/sailing-trips answering 201 with the trip as stored; every body is recorded. */
function createHandler(bodies: TripRequestBody[], answer?: () => Promise<void>) {
  return http.post(tripsUrl, async ({ request }) => {
    const body = (await request.json()) as TripRequestBody;
    bodies.push(body);
    await answer?.();
    return HttpResponse.json({ success: true, sailing_trip: { ...body, id: 42 } }, { status: 201 });
  });
}

/** The form on the summary (all steps valid), ready to save. */
async function onSummary(props: Parameters<typeof renderTripForm>[0] = {}, language: 'en' | 'pl' = 'en') {
  loggedInCaptain();
  const user = userEvent.setup();
  await renderTripForm({ profileAutofill: false, yachtSearch: false, ...props }, { language });
  const next = language === 'en' ? w.next : pl.trips.wizard.next;
  for (let step = 1; step < 5; step += 1) await user.click(screen.getByRole('button', { name: next }));
  return user;
}

const withPorts = (): TripFormValues =>
  validTrip({
    visitedPorts: [
      { name: '  Bornholm ', isTidalPort: false },
      { name: '   ', isTidalPort: true },
      { name: 'Dover', isTidalPort: true },
    ],
    crewMembers: [crewMember(' Anna Wiśniewska ', { role: 'first_officer' })],
  });

describe('saving a new trip', () => {
  it('sends the cleaned body, shows the spinner while saving, then the success message and toast', async () => {
    const bodies: TripRequestBody[] = [];
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(createHandler(bodies, () => answered));
    const saved = vi.fn<(trip: Trip) => void>();
    const user = await onSummary({ initialValues: withPorts(), onSaved: saved });

    const submit = screen.getByRole('button', { name: w.submit });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAttribute('data-loading', 'true');
    expect(screen.getByRole('button', { name: w.previous })).toBeDisabled();
    answer();

    // The inline message and the toast (whose container loads with the first toast).
    await waitFor(() => expect(screen.getAllByText(en.trips.created)).toHaveLength(2));
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ id: 42, yacht_name: 'Zawisza Czarny' }));
    const [body] = bodies;
    expect(body?.captain).toMatchObject({ first_name: 'Anna', license_type: 'pzz-jsm' });
    expect(body?.visited_ports).toEqual([
      { name: 'Bornholm', is_tidal: false },
      { name: 'Dover', is_tidal: true },
    ]);
    expect(body?.crew_members).toHaveLength(1);
    expect(body?.crew_members?.[0]).toMatchObject({ full_name: 'Anna Wiśniewska', role: 'first_officer' });
    expect(body).toMatchObject({ embarkation_date: '2026-07-01', tidal_hours: '0', distance: '180' });
  });

  it('puts 422 field errors on their fields, opens the first such step and lists them', async () => {
    server.use(
      http.post(tripsUrl, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Some fields need your attention.',
            errors: {
              'crew_members.0.full_name': ['Enter at most 120 characters.'],
              'captain.license_number': ['This licence number is not valid.'],
              status: ['Not allowed.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const user = await onSummary({ initialValues: withPorts() });
    await user.click(screen.getByRole('button', { name: w.submit }));

    const box = await screen.findByRole('alert', { name: w.errors_title });
    expect(within(box).getByText('Licence number: This licence number is not valid.')).toBeInTheDocument();
    expect(
      within(box).getByText('Crew member 1 – Full name: Enter at most 120 characters.'),
    ).toBeInTheDocument();
    expect(within(box).getByText('Not allowed.')).toBeInTheDocument();

    expect(stepHeading(w.steps.captain)).toBeInTheDocument();
    const licenceNumber = textbox(w.captain.license_number);
    expect(licenceNumber).toHaveAccessibleDescription('This licence number is not valid.');
    await waitFor(() => expect(licenceNumber).toHaveFocus());
    expect(screen.getByRole('button', { name: /^Step 4: Crew, needs attention/ })).toBeInTheDocument();

    // A changed field drops the server's message.
    await user.type(licenceNumber, '9');
    expect(licenceNumber).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server message, or the fallback when there is none', async () => {
    let calls = 0;
    server.use(
      http.post(tripsUrl, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              {
                success: false,
                error: 'premium_required',
                message: 'This feature requires a Premium account.',
              },
              { status: 403 },
            )
          : HttpResponse.json({}, { status: 500 });
      }),
    );
    const user = await onSummary({ initialValues: validTrip() }, 'pl');
    const submit = screen.getByRole('button', { name: pl.trips.wizard.submit });
    await user.click(submit);
    expect(await screen.findByText('This feature requires a Premium account.')).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('Wystąpił nieznany błąd podczas zapisywania rejsu')).toBeInTheDocument();
    expect(screen.queryByText('This feature requires a Premium account.')).toBeNull();
  });

  it('hands the data over without saving when saving is not allowed', async () => {
    const handed = vi.fn<(values: TripFormValues) => undefined>();
    const user = await onSummary({
      initialValues: withPorts(),
      allowSaving: false,
      onSubmitData: handed,
      submitLabel: 'Generate the trip card',
    });
    await user.click(screen.getByRole('button', { name: 'Generate the trip card' }));
    expect(handed).toHaveBeenCalledWith(expect.objectContaining({ yachtName: 'Zawisza Czarny' }));
    expect(screen.queryByRole('alert', { name: w.errors_title })).toBeNull();
    expect(screen.queryByRole('status', { name: w.saved_title })).toBeNull();
  });

  it('stays busy while the handed-over data are used, and puts a refusal on the fields', async () => {
    let settle: (failure: SaveFailure | null) => void = () => {};
    const handed = vi.fn(
      (_values: TripFormValues) =>
        new Promise<SaveFailure | null>((resolve) => {
          settle = resolve;
        }),
    );
    const user = await onSummary({
      initialValues: withPorts(),
      allowSaving: false,
      onSubmitData: handed,
      submitLabel: 'Generate the trip card',
    });
    const submit = screen.getByRole('button', { name: 'Generate the trip card' });
    await user.click(submit);
    expect(handed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(submit).toBeDisabled());
    settle({ fieldErrors: { yachtName: 'Nazwa jachtu jest wymagana' }, messages: ['Yacht name: refused'] });
    // The refused field's step opens with the server's message under the field.
    expect(await screen.findByText('Nazwa jachtu jest wymagana')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: w.steps.yacht })).toBeInTheDocument();
  });
});

describe('saving an edited trip', () => {
  it('sends PUT to the trip and says it was updated', async () => {
    const bodies: TripRequestBody[] = [];
    server.use(
      http.put(`${tripsUrl}/:id`, async ({ request, params }) => {
        const body = (await request.json()) as TripRequestBody;
        bodies.push(body);
        return HttpResponse.json({ success: true, sailing_trip: { ...body, id: Number(params.id) } });
      }),
    );
    const saved = vi.fn<(trip: Trip) => void>();
    const user = await onSummary({ mode: 'edit', tripId: 5, initialValues: validTrip(), onSaved: saved });
    await user.click(screen.getByRole('button', { name: w.update }));
    expect(await screen.findAllByText(en.trips.updated)).toHaveLength(2);
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
    expect(bodies[0]?.yacht_name).toBe('Zawisza Czarny');
  });

  it('opens the first step with a problem instead of saving', async () => {
    const user = await onSummary({ mode: 'edit', tripId: 5, initialValues: validTrip({ homePort: '' }) });
    await user.click(screen.getByRole('button', { name: w.update }));
    expect(stepHeading(w.steps.yacht)).toBeInTheDocument();
    expect(screen.getByText(en.trips.form.home_port_required)).toBeInTheDocument();
    await waitFor(() => expect(textbox(en.yachts.fields.home_port)).toHaveFocus());
    expect(input(en.yachts.fields.hull_length)).toHaveValue(42.7);
  });
});
