import { notifications } from '@mantine/notifications';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { formValuesToRequest } from '#domain/trip-form-data.ts';
import type { TripRequestBody } from '#domain/trip-request.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { captain, currentUserHandler, loggedInCaptain } from '../../../test/accounts.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { tripsUrl } from '../api.ts';
import { draftMoment } from './draft-notice.tsx';
import {
  input,
  portbox,
  premiumHandler,
  profileHandler,
  stepHeading,
  textbox,
  validTrip,
} from './testing.tsx';
import { readTripDraft, tripDraftKey, writeTripDraft } from './trip-draft.ts';

const w = en.trips.wizard;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => notifications.clean());

/** A trip as the server serves it. */
const served = (id: number, body: TripRequestBody, updatedAt = '2026-07-09T10:00:00.000Z') => ({
  ...body,
  id,
  status: 'completed',
  created_at: '2026-07-09T10:00:00.000Z',
  updated_at: updatedAt,
});

function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  server.use(
    currentUserHandler(),
    premiumHandler,
    profileHandler(),
    http.get(tripsUrl, () =>
      HttpResponse.json({ success: true, sailing_trips: [], next_cursor: null, total: 0, message: '' }),
    ),
    ...handlers,
  );
}

/** The new-trip page with step 1 filled from the profile (the Premium check and the profile come first). */
async function openNewTrip(language: 'en' | 'pl' = 'en') {
  const rendered = await renderApp('/sailing-trips/new', { language });
  const text = language === 'en' ? w : pl.trips.wizard;
  await waitFor(() => expect(textbox(text.captain.first_name)).toHaveValue('Anna'), { timeout: 5000 });
  return rendered;
}

/** Step 2's fields, typed. */
async function fillYacht(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox(en.yachts.fields.name), 'Zawisza Czarny');
  await user.type(textbox(en.yachts.fields.registration_number), 'POL-1234');
  await user.type(textbox(en.yachts.fields.home_port), 'Gdynia');
  await user.clear(input(en.yachts.fields.hull_length));
  await user.type(input(en.yachts.fields.hull_length), '42.7');
}

/** A reload: the page goes away (pagehide), and the app starts again from the same address. */
async function reload(path: string, language: 'en' | 'pl' = 'en') {
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  cleanup();
  return renderApp(path, { language });
}

describe('the new-trip draft', () => {
  it('comes back after a reload on step 3 with its values, the step and the notice', async () => {
    setup();
    const user = userEvent.setup();
    await openNewTrip();
    await user.click(screen.getByRole('button', { name: w.next }));
    await fillYacht(user);
    await user.type(textbox(en.yachts.fields.type), 'Bavaria Cruiser 46');
    await user.type(textbox(en.yachts.fields.owner_address), 'ul. Portowa 1{Enter}Gdynia');
    await user.click(screen.getByRole('button', { name: w.next }));
    expect(stepHeading(w.steps.cruise)).toBeInTheDocument();
    await user.type(portbox(w.cruise.embarkation_port), 'Gdynia');

    // Written at once when the page goes away, even inside the typing pause.
    await reload('/sailing-trips/new');
    expect(readTripDraft(captain.id, 'new')?.values.embarkationPort).toBe('Gdynia');

    const notice = await screen.findByRole(
      'status',
      { name: /^Draft from \d\d:\d\d restored$/ },
      { timeout: 5000 },
    );
    expect(within(notice).getByText(w.draft.restored_new)).toBeInTheDocument();
    expect(stepHeading(w.steps.cruise)).toBeInTheDocument();
    expect(portbox(w.cruise.embarkation_port)).toHaveValue('Gdynia');
    await user.click(screen.getByRole('button', { name: w.previous }));
    expect(textbox(en.yachts.fields.name)).toHaveValue('Zawisza Czarny');
    expect(input(en.yachts.fields.hull_length)).toHaveValue(42.7);
    expect(textbox(en.yachts.fields.type)).toHaveValue('Bavaria Cruiser 46');
    expect(textbox(en.yachts.fields.owner_address)).toHaveValue('ul. Portowa 1\nGdynia');
  });

  it('keeps nothing for a form holding only what the profile filled in', async () => {
    setup();
    await openNewTrip();
    await reload('/sailing-trips/new');
    await waitFor(() => expect(textbox(w.captain.first_name)).toHaveValue('Anna'), { timeout: 5000 });
    expect(screen.queryByRole('status', { name: /^Draft from/ })).toBeNull();
    expect(window.localStorage.getItem(tripDraftKey(captain.id, 'new'))).toBeNull();
  });

  it('is discarded after a confirmation: empty fields, step 1, no draft left', async () => {
    setup();
    const user = userEvent.setup();
    await openNewTrip();
    await user.click(screen.getByRole('button', { name: w.next }));
    await fillYacht(user);
    await reload('/sailing-trips/new');

    const notice = await screen.findByRole('status', { name: /^Draft from/ }, { timeout: 5000 });
    await user.click(within(notice).getByRole('button', { name: w.draft.discard }));
    const dialog = await screen.findByRole('dialog', { name: w.draft.discard_title });
    expect(within(dialog).getByText(w.draft.discard_new)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: w.draft.discard }));

    expect(await screen.findByText(w.draft.discarded)).toBeInTheDocument();
    await waitFor(() => expect(stepHeading(w.steps.captain)).toHaveFocus());
    expect(screen.queryByRole('status', { name: /^Draft from/ })).toBeNull();
    expect(window.localStorage.getItem(tripDraftKey(captain.id, 'new'))).toBeNull();
    // Filled again from the profile, and step 2 is empty.
    await waitFor(() => expect(textbox(w.captain.first_name)).toHaveValue('Anna'));
    await user.click(screen.getByRole('button', { name: w.next }));
    expect(textbox(en.yachts.fields.name)).toHaveValue('');
  });

  it('belongs to its account: another captain in the same browser neither sees it nor removes it', async () => {
    writeTripDraft(captain.id, 'new', {
      savedAt: '2026-07-03T12:32:00.000Z',
      step: 2,
      furthest: 2,
      baseUpdatedAt: null,
      values: validTrip({ yachtName: 'Anna’s secret yacht' }),
    });
    const other = { ...captain, id: 8, name: 'Piotr Nowak', email: 'piotr@example.com' };
    loggedInCaptain(other);
    server.use(currentUserHandler(other), premiumHandler, profileHandler(null));
    const user = userEvent.setup();
    await renderApp('/sailing-trips/new');
    expect(
      await screen.findByRole('heading', { level: 2, name: w.steps.captain }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /^Draft from/ })).toBeNull();
    expect(textbox(w.captain.email)).toHaveValue('piotr@example.com');
    await user.type(textbox(w.captain.first_name), 'Piotr');

    await reload('/sailing-trips/new');
    await screen.findByRole('status', { name: /^Draft from/ }, { timeout: 5000 });
    expect(textbox(w.captain.first_name)).toHaveValue('Piotr');
    expect(readTripDraft(captain.id, 'new')?.values.yachtName).toBe('Anna’s secret yacht');
    expect(readTripDraft(8, 'new')?.values.firstName).toBe('Piotr');
  });

  it('says "restored" in Polish, with the date when the draft is not from today', async () => {
    writeTripDraft(captain.id, 'new', {
      savedAt: '2026-07-03T12:32:00.000Z',
      step: 2,
      furthest: 2,
      baseUpdatedAt: null,
      values: validTrip(),
    });
    setup();
    await renderApp('/sailing-trips/new', { language: 'pl' });
    const moment = draftMoment('2026-07-03T12:32:00.000Z', 'pl-PL');
    expect(moment).toMatch(/^03\.07\.2026, \d\d:32$/);
    expect(
      await screen.findByRole('status', { name: `Przywrócono szkic z ${moment}` }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: pl.trips.wizard.steps.yacht })).toBeInTheDocument();
  });
});

describe('the moment a draft is from', () => {
  it('is the time alone today, 24 h, and the date too on another day', () => {
    const now = new Date(2026, 6, 3, 18, 0);
    expect(draftMoment(new Date(2026, 6, 3, 14, 32).toISOString(), 'en-GB', now)).toBe('14:32');
    expect(draftMoment(new Date(2026, 6, 2, 9, 5).toISOString(), 'en-GB', now)).toBe('02/07/2026, 09:05');
    expect(draftMoment(new Date(2026, 6, 2, 21, 5).toISOString(), 'pl-PL', now)).toBe('02.07.2026, 21:05');
  });
});

describe('leaving the trip form', () => {
  it('asks with the app\u2019s dialog, keeps the draft, and stays or leaves as told', async () => {
    setup();
    const user = userEvent.setup();
    const { router } = await openNewTrip();
    await user.click(screen.getByRole('button', { name: w.next }));
    await user.type(textbox(en.yachts.fields.name), 'Zawisza');

    await user.click(screen.getByRole('link', { name: w.back }));
    const dialog = await screen.findByRole('dialog', { name: en.confirm.leave.title });
    expect(within(dialog).getByText(en.confirm.leave.draft_kept)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: en.confirm.leave.stay })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: en.confirm.leave.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/sailing-trips/new');
    expect(textbox(en.yachts.fields.name)).toHaveValue('Zawisza');

    await user.click(screen.getByRole('link', { name: w.back }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: en.confirm.leave.leave }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/sailing-trips'));
    expect(readTripDraft(captain.id, 'new')?.values.yachtName).toBe('Zawisza');
  });

  it('does not stand in the way of logging out, and keeps the draft for the next login', async () => {
    setup(http.post('/api/auth/logout', () => HttpResponse.json({ success: true, message: 'Logged out.' })));
    const user = userEvent.setup();
    const { router } = await openNewTrip();
    await user.click(screen.getByRole('button', { name: w.next }));
    await user.type(textbox(en.yachts.fields.name), 'Zawisza');

    await user.click(screen.getByRole('button', { name: en.nav.logout }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readTripDraft(captain.id, 'new')?.values.yachtName).toBe('Zawisza');
  });

  it('asks in Polish, and not at all after the trip was saved', async () => {
    const bodies: TripRequestBody[] = [];
    writeTripDraft(captain.id, 'new', {
      savedAt: new Date().toISOString(),
      step: 5,
      furthest: 5,
      baseUpdatedAt: null,
      values: validTrip(),
    });
    setup(
      http.post(tripsUrl, async ({ request }) => {
        const body = (await request.json()) as TripRequestBody;
        bodies.push(body);
        return HttpResponse.json({ success: true, sailing_trip: served(42, body) }, { status: 201 });
      }),
      http.get(`${tripsUrl}/42`, () =>
        HttpResponse.json({ success: true, sailing_trip: served(42, formValuesToRequest(validTrip())) }),
      ),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/sailing-trips/new', { language: 'pl' });
    await screen.findByRole('status', { name: /^Przywrócono szkic z/ }, { timeout: 5000 });

    await user.click(screen.getByRole('link', { name: pl.trips.wizard.back }));
    const dialog = await screen.findByRole('dialog', { name: pl.confirm.leave.title });
    expect(within(dialog).getByText(pl.confirm.leave.draft_kept)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: pl.confirm.leave.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: pl.trips.wizard.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sailing-trips/42'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toHaveLength(1);
    expect(window.localStorage.getItem(tripDraftKey(captain.id, 'new'))).toBeNull();
  });
});

describe('saving the trip', () => {
  it('sends one request for a double-click on Save, with an Idempotency-Key kept after a 422', async () => {
    const requests: { key: string | null; body: TripRequestBody }[] = [];
    writeTripDraft(captain.id, 'new', {
      savedAt: new Date().toISOString(),
      step: 5,
      furthest: 5,
      baseUpdatedAt: null,
      values: validTrip(),
    });
    setup(
      http.post(tripsUrl, async ({ request }) => {
        const body = (await request.json()) as TripRequestBody;
        requests.push({ key: request.headers.get('idempotency-key'), body });
        if (requests.length === 1) {
          return HttpResponse.json(
            {
              success: false,
              message: 'Some fields need your attention.',
              errors: { 'captain.license_number': ['This licence number is not valid.'] },
            },
            { status: 422 },
          );
        }
        return HttpResponse.json({ success: true, sailing_trip: served(42, body) }, { status: 201 });
      }),
      http.get(`${tripsUrl}/42`, () =>
        HttpResponse.json({ success: true, sailing_trip: served(42, formValuesToRequest(validTrip())) }),
      ),
    );
    const user = userEvent.setup();
    // No pause between the two clicks: both arrive before React renders the busy state.
    const hurried = userEvent.setup({ delay: null });
    const { router } = await renderApp('/sailing-trips/new');
    await screen.findByRole('status', { name: /^Draft from/ }, { timeout: 5000 });

    await hurried.dblClick(screen.getByRole('button', { name: w.submit }));
    const licence = await screen.findByRole('textbox', { name: /^Licence number/ });
    await waitFor(() => expect(licence).toHaveAccessibleDescription('This licence number is not valid.'));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.key).toMatch(uuid);

    await user.type(licence, '9');
    for (let step = 1; step < 5; step += 1) await user.click(screen.getByRole('button', { name: w.next }));
    await hurried.dblClick(screen.getByRole('button', { name: w.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sailing-trips/42'));
    expect(requests).toHaveLength(2);
    expect(requests[1]?.key).toBe(requests[0]?.key);
    expect(requests[1]?.body.captain?.license_number).toBe('JSM-12349');
  });
});

describe('the edit-trip draft', () => {
  const trip = formValuesToRequest(validTrip());

  it('says so when the trip was saved again after the draft was made', async () => {
    writeTripDraft(captain.id, '5', {
      savedAt: '2026-07-09T11:00:00.000Z',
      step: 2,
      furthest: 5,
      baseUpdatedAt: '2026-07-09T10:00:00.000Z',
      values: validTrip({ yachtName: 'Zawisza (draft)' }),
    });
    setup(
      http.get(`${tripsUrl}/5`, () =>
        HttpResponse.json({ success: true, sailing_trip: served(5, trip, '2026-07-09T12:15:00.000Z') }),
      ),
    );
    await renderApp('/sailing-trips/edit/5');
    const notice = await screen.findByRole('status', { name: /^Draft from/ }, { timeout: 5000 });
    expect(within(notice).getByText(w.draft.restored_edit)).toBeInTheDocument();
    const savedAgain = draftMoment('2026-07-09T12:15:00.000Z', 'en-GB');
    expect(within(notice).getByText(w.draft.outdated.replace('{{time}}', savedAgain))).toBeInTheDocument();
    expect(stepHeading(w.steps.yacht)).toBeInTheDocument();
    expect(textbox(en.yachts.fields.name)).toHaveValue('Zawisza (draft)');
  });

  it('discards back to the trip as saved and drops the draft once the update is saved', async () => {
    writeTripDraft(captain.id, '5', {
      savedAt: '2026-07-09T11:00:00.000Z',
      step: 2,
      furthest: 5,
      baseUpdatedAt: '2026-07-09T10:00:00.000Z',
      values: validTrip({ yachtName: 'Zawisza (draft)' }),
    });
    setup(
      http.get(`${tripsUrl}/5`, () => HttpResponse.json({ success: true, sailing_trip: served(5, trip) })),
      http.put(`${tripsUrl}/5`, async ({ request }) => {
        const body = (await request.json()) as TripRequestBody;
        return HttpResponse.json({
          success: true,
          sailing_trip: served(5, body, '2026-07-09T13:00:00.000Z'),
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/sailing-trips/edit/5');
    const notice = await screen.findByRole('status', { name: /^Draft from/ }, { timeout: 5000 });
    expect(within(notice).queryByText(/saved again/)).toBeNull();

    await user.click(within(notice).getByRole('button', { name: w.draft.discard }));
    const dialog = await screen.findByRole('dialog', { name: w.draft.discard_title });
    expect(within(dialog).getByText(w.draft.discard_edit)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: w.draft.discard }));
    await waitFor(() => expect(screen.queryByRole('status', { name: /^Draft from/ })).toBeNull());
    expect(stepHeading(w.steps.captain)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: w.next }));
    expect(textbox(en.yachts.fields.name)).toHaveValue('Zawisza Czarny');

    await user.clear(textbox(en.yachts.fields.name));
    await user.type(textbox(en.yachts.fields.name), 'Zawisza');
    await user.click(screen.getByRole('button', { name: /^Step 5:/ }));
    await user.click(screen.getByRole('button', { name: w.update }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sailing-trips/5'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(tripDraftKey(captain.id, '5'))).toBeNull();
  });
});
