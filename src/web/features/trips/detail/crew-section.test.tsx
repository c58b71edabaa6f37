import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, loggedInCaptain } from '../../../test/accounts.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { crewMember, trip, tripHandler } from '../shared/testing.ts';

/** The trip page with these crew members, in this language; returns each member's card by name. */
async function openCrew(members: Parameters<typeof crewMember>[0][], language: 'en' | 'pl' = 'en') {
  loggedInCaptain();
  server.use(currentUserHandler(), tripHandler(trip({ crew_members: members.map(crewMember) })));
  await renderApp('/sailing-trips/1', { language });
  const catalogue = language === 'en' ? en : pl;
  const crew = await screen.findByRole('region', { name: catalogue.trips.detail.sections.crew });
  return (name: string) => within(crew).getByRole('listitem', { name });
}

/** The labels of a card's label/value rows, in order. */
const labels = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('term')
    .map((term) => term.textContent);

describe('crew cards on the trip page', () => {
  it('list only what the captain filled in and say once that there are no contact details', async () => {
    const card = await openCrew([
      {
        id: 2,
        full_name: 'Piotr Nowak',
        role: '_other',
        other_role: 'Kuk',
        license_type: '',
        license_number: '',
        email: '',
        phone: '',
        captain_notes: '',
      },
    ]);
    const f = en.trips.detail.fields;

    const piotr = card('Piotr Nowak');
    expect(labels(piotr)).toEqual([f.role, f.captain_opinion, f.performance, f.seasickness, f.resistance]);
    expect(within(piotr).getByText(en.trips.shared.no_contact)).toBeInTheDocument();
    expect(within(piotr).queryByText(en.trips.shared.not_provided)).toBeNull();
    expect(within(piotr).queryByText(f.crew_notes)).toBeNull();
  });

  it('show every detail of a member with all of them, without the no-contact line', async () => {
    const card = await openCrew([{}]);
    const f = en.trips.detail.fields;

    const piotr = card('Piotr Zieliński');
    expect(labels(piotr)).toEqual([
      f.role,
      f.licence,
      f.licence_number,
      f.email,
      f.phone,
      f.captain_opinion,
      f.performance,
      f.seasickness,
      f.resistance,
    ]);
    expect(within(piotr).getByText('+48 600 300 400')).toBeInTheDocument();
    expect(within(piotr).getByText('Reliable on night watches.')).toBeInTheDocument();
    expect(within(piotr).queryByText(en.trips.shared.no_contact)).toBeNull();
  });

  it('show a phone without an e-mail, and the Polish line when neither was given', async () => {
    const card = await openCrew(
      [
        { id: 1, full_name: 'Anna Wiśniewska', email: '', license_number: '' },
        { id: 2, full_name: 'Jan Kowalski', email: '', phone: ' ' },
      ],
      'pl',
    );
    const f = pl.trips.detail.fields;

    const anna = card('Anna Wiśniewska');
    expect(labels(anna)).toContain(f.phone);
    expect(labels(anna)).not.toContain(f.email);
    expect(labels(anna)).not.toContain(f.licence_number);
    expect(within(anna).queryByText(pl.trips.shared.no_contact)).toBeNull();
    const jan = card('Jan Kowalski');
    expect(labels(jan)).not.toContain(f.phone);
    expect(within(jan).getByText('Brak danych kontaktowych')).toBeInTheDocument();
    expect(within(jan).queryByText(pl.trips.shared.not_provided)).toBeNull();
  });

  it("say which members are students' accounts and each one's answer to the trip", async () => {
    const card = await openCrew([
      {
        id: 1,
        full_name: 'Anna Wiśniewska',
        student_id: 7,
        confirmation: { status: 'pending', at: null, note: '' },
      },
      {
        id: 2,
        full_name: 'Jan Kowalski',
        student_id: 8,
        confirmation: { status: 'confirmed', at: '2026-07-10T09:00:00.000Z', note: '' },
      },
      {
        id: 3,
        full_name: 'Ewa Nowak',
        student_id: 9,
        confirmation: { status: 'disputed', at: '2026-07-11T09:00:00.000Z', note: 'We left on 2 July.' },
      },
      { id: 4, full_name: 'Piotr Zieliński' },
    ]);
    const c = en.trips.crew_confirmation;

    for (const name of ['Anna Wiśniewska', 'Jan Kowalski', 'Ewa Nowak']) {
      expect(within(card(name)).getByText(c.student_account)).toBeInTheDocument();
    }
    expect(within(card('Anna Wiśniewska')).getByText(c.pending)).toBeInTheDocument();
    expect(within(card('Jan Kowalski')).getByText('Confirmed on 10/07/2026')).toBeInTheDocument();
    expect(within(card('Ewa Nowak')).getByText(c.disputed)).toBeInTheDocument();
    expect(
      within(card('Ewa Nowak')).getByText('The crew member says: We left on 2 July.'),
    ).toBeInTheDocument();
    const piotr = card('Piotr Zieliński');
    expect(within(piotr).getByText(c.no_student_account)).toBeInTheDocument();
    expect(within(piotr).queryByText(/Waiting|Confirmed|Disputed/)).toBeNull();
  });

  it('say the answer in Polish with the Polish date', async () => {
    const card = await openCrew(
      [
        {
          id: 2,
          full_name: 'Jan Kowalski',
          student_id: 8,
          confirmation: { status: 'confirmed', at: '2026-07-10T09:00:00.000Z', note: '' },
        },
      ],
      'pl',
    );
    const jan = card('Jan Kowalski');
    expect(within(jan).getByText(pl.trips.crew_confirmation.student_account)).toBeInTheDocument();
    expect(within(jan).getByText('Potwierdzone 10.07.2026')).toBeInTheDocument();
  });
});
