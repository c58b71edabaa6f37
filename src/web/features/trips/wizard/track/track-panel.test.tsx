import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TripRequestBody } from '#domain/trip-request.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { loggedInCaptain } from '../../../../test/accounts.ts';
import { server } from '../../../../test/server.ts';
import { tripsUrl } from '../../api.ts';
import { input, nextButton, portbox, renderTripForm, validTrip } from '../testing.tsx';
import { gpxFile, trackHandler } from './testing.ts';
import { tracksUrl } from './upload-track.ts';

const w = en.trips.wizard;

/** The form on step 3 (steps 1 and 2 valid), as the captain left it. */
async function onCruiseStep(changes: Parameters<typeof validTrip>[0] = {}, language: 'en' | 'pl' = 'en') {
  loggedInCaptain();
  const user = userEvent.setup();
  await renderTripForm(
    { profileAutofill: false, yachtSearch: false, initialValues: validTrip(changes) },
    { language },
  );
  const next = language === 'en' ? w.next : pl.trips.wizard.next;
  for (let step = 1; step < 3; step += 1) await user.click(screen.getByRole('button', { name: next }));
  return user;
}

async function dropTrack(user: ReturnType<typeof userEvent.setup>, text = w.track) {
  await user.click(screen.getByRole('button', { name: text.open }));
  await user.upload(await screen.findByLabelText(text.choose), gpxFile());
  return screen.findByRole('heading', { level: 4, name: text.preview });
}

const tick = (name: string) => screen.getByRole('checkbox', { name });

describe('filling the trip from a GPX file', () => {
  it('fills only the ticked fields, keeps what the captain wrote unless ticked, and sends the track', async () => {
    const fields: string[][] = [];
    const bodies: TripRequestBody[] = [];
    server.use(
      trackHandler(undefined, fields),
      http.post(tripsUrl, async ({ request }) => {
        const body = (await request.json()) as TripRequestBody;
        bodies.push(body);
        return HttpResponse.json({ success: true, sailing_trip: { ...body, id: 42 } }, { status: 201 });
      }),
    );
    // The captain already wrote a distance and the ports; the dates and hours are the new form's.
    const user = await onCruiseStep({
      distance: '40',
      embarkationDate: '',
      disembarkationDate: '',
      sailingHours: '0',
      engineHours: '0',
    });
    await dropTrack(user);
    expect(fields).toEqual([['file']]);

    // Written already and different: unticked, old → new; the same value (Gdynia) or nothing yet: ticked.
    expect(tick(w.cruise.distance)).not.toBeChecked();
    expect(screen.getByText('40 → 31.6')).toBeInTheDocument();
    expect(tick(w.cruise.embarkation_port)).toBeChecked();
    expect(tick(w.cruise.disembarkation_port)).not.toBeChecked();
    expect(screen.getByText('Kiel → Hel')).toBeInTheDocument();
    expect(tick(w.track.hours_under_way)).toBeChecked();
    // The captain leaves the night hours out.
    await user.click(tick(w.cruise.night_hours));
    await user.click(screen.getByRole('button', { name: w.track.accept }));

    expect(await screen.findByText(w.track.filled)).toBeInTheDocument();
    expect(input(w.cruise.distance)).toHaveValue(40);
    expect(portbox(w.cruise.disembarkation_port)).toHaveValue('Kiel');
    expect(input(w.cruise.sailing_hours)).toHaveValue('9.5');
    expect(input(w.cruise.night_hours)).toHaveValue('0');
    expect(portbox(w.ports.name.replace('{{number}}', '1'))).toHaveValue('Jastarnia');

    await user.click(nextButton());
    await user.click(nextButton());
    await user.click(screen.getByRole('button', { name: w.submit }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      track_id: 42,
      distance: '40',
      sailing_hours: '9.5',
      night_hours: '0',
      disembarkation_port: 'Kiel',
      visited_ports: [
        {
          name: 'Jastarnia',
          is_tidal: false,
          arrival_date: '2026-07-01',
          departure_date: '2026-07-02',
          lat: 54.7,
          lon: 18.68,
        },
      ],
    });
  });

  it('replaces a written field when the captain ticks it', async () => {
    server.use(trackHandler());
    const user = await onCruiseStep({ distance: '40' });
    await dropTrack(user);
    await user.click(tick(w.cruise.distance));
    await user.click(screen.getByRole('button', { name: w.track.accept }));
    await screen.findByText(w.track.filled);
    expect(input(w.cruise.distance)).toHaveValue(31.6);
  });

  it('shows the server’s refusal in the captain’s language and fills nothing', async () => {
    server.use(
      http.post(tracksUrl, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Błąd walidacji',
            errors: { file: ['Plik nie jest plikiem GPX.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = await onCruiseStep({ distance: '40' }, 'pl');
    await user.click(screen.getByRole('button', { name: pl.trips.wizard.track.open }));
    await user.upload(await screen.findByLabelText(pl.trips.wizard.track.choose), gpxFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('Plik nie jest plikiem GPX.');
    expect(screen.queryByRole('heading', { name: pl.trips.wizard.track.preview })).toBeNull();
  });
});
