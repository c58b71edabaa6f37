import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, loggedInCaptain } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { server } from '../../test/server.ts';
import { DeckLogScreen } from '../deck-log/deck-log-page.tsx';
import { deckLogView, entry } from '../deck-log/testing.ts';
import { crewMember, trip, tripHandler } from '../trips/shared/testing.ts';
import { crewMember as formCrewMember, renderTripForm, validTrip } from '../trips/wizard/testing.tsx';

const title = en.documents.unprintable.title;
const warning = () => screen.findByRole('alert', { name: title });
const placesIn = (alert: HTMLElement) =>
  within(alert)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function openTrip(served = trip(), language: 'en' | 'pl' = 'en') {
  loggedInCaptain();
  server.use(currentUserHandler(), tripHandler(served));
  await renderApp('/sailing-trips/1', { language });
  await screen.findByRole('heading', { level: 1, name: served.yacht_name });
}

describe('where the warning stands', () => {
  it('on the trip page, beside its documents: the crew names with an emoji and Chinese characters', async () => {
    await openTrip(
      trip({
        crew_members: [
          crewMember({ full_name: 'Jan 🙂 Kowalski' }),
          crewMember({ id: 2, full_name: '王小明', captain_notes: 'Świetny kuk 👍🏽' }),
        ],
      }),
    );
    expect(placesIn(await warning())).toEqual([
      "Crew member 1's name: 🙂",
      "Crew member 2's name: 王 小 明",
      'Remarks on crew member 2: 👍🏽',
    ]);
  });

  it('on the trip page in Polish', async () => {
    await openTrip(trip({ yacht_name: 'Zawisza ⛵' }), 'pl');
    const alert = await screen.findByRole('alert', { name: pl.documents.unprintable.title });
    expect(placesIn(alert)).toEqual(['Nazwa jachtu: ⛵']);
  });

  it("on the trip page: the yacht's type and its owner, printed in the voyage card's owner box", async () => {
    await openTrip(
      trip({
        yacht_type: 'Slup ⛵',
        yacht_owner_name: 'Żegluga 🌊 sp. z o.o.',
        yacht_owner_address: 'ul. 港 1',
      }),
    );
    expect(placesIn(await warning())).toEqual([
      'Yacht type: ⛵',
      "Yacht owner's name: 🌊",
      "Yacht owner's address: 港",
    ]);
  });

  it('not on a trip page whose texts all print', async () => {
    await openTrip(trip());
    expect(screen.queryByRole('alert', { name: title })).toBeNull();
  });

  it('on the deck log, under its PDF button: the entries named by their ship’s time', async () => {
    const { view } = deckLogView([
      entry({ kind: 'note', logged_at: '2026-05-02T08:00+02:00', text: 'Delfiny 🐬 na trawersie' }),
      entry({ kind: 'note', logged_at: '2026-05-02T09:30+02:00', text: 'Wszystko w porządku' }),
      entry({ kind: 'note', logged_at: '2026-05-02T10:00+02:00', text: 'Odrzucony 🙈', state: 'rejected' }),
    ]);
    await renderWithProviders(<DeckLogScreen tripId={1} view={view} />, { path: '/sailing-trips/1/log' });
    const alert = await warning();
    expect(placesIn(alert)).toEqual(['Entry of 02/05/2026 08:00: text: 🐬']);
    // After the PDF button, before the log itself.
    const button = screen.getByRole('button', { name: en.deck_log.page.download_pdf });
    expect(button.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('on the trip form’s summary (the public trip card’s last step before its PDF)', async () => {
    const user = userEvent.setup();
    await renderTripForm({
      mode: 'edit',
      tripId: 3,
      initialValues: validTrip({ crewMembers: [formCrewMember('Jan 🙂 Kowalski')] }),
    });
    await user.click(screen.getByRole('button', { name: /^Step 5:/ }));
    expect(placesIn(await warning())).toEqual(["Crew member 1's name: 🙂"]);
  });

  it('under the crew member’s name in the trip form, while it is typed', async () => {
    const user = userEvent.setup();
    await renderTripForm({
      mode: 'edit',
      tripId: 3,
      initialValues: validTrip({ crewMembers: [formCrewMember('Jan Kowalski')] }),
    });
    await user.click(screen.getByRole('button', { name: /^Step 4:/ }));
    const name = screen.getByRole('textbox', { name: /^Full name/ });
    expect(name).not.toHaveAccessibleDescription(/PDF/);
    await user.type(name, ' 🙂 王');
    expect(name).toHaveAccessibleDescription(
      en.documents.unprintable.field_hint
        .replace('{{characters}}', '🙂 王')
        .replace('{{replacement}}', '\uFFFD'),
    );
  });
});
