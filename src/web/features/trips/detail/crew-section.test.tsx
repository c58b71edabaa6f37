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
});
