import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PortSuggestion } from '#domain/track.ts';
import type { TripRequestBody } from '#domain/trip-request.ts';
import en from '#locales/en.json';
import { loggedInCaptain } from '../../../test/accounts.ts';
import { server } from '../../../test/server.ts';
import { portsUrl, tripsUrl } from '../api.ts';
import { labelled, nextButton, renderTripForm, validTrip } from './testing.tsx';

const w = en.trips.wizard;

const ports: PortSuggestion[] = [
  { name: 'Helgoland', country: 'DE', lat: 54.18, lon: 7.89, is_tidal: true, source: 'harbours' },
  { name: 'Hel', country: 'PL', lat: 54.6, lon: 18.8, is_tidal: false, source: 'own' },
];

/** GET /api/ports answering these ports to any query, recording the queries. */
function portsHandler(queries: string[]) {
  return http.get(portsUrl, ({ request }) => {
    queries.push(new URL(request.url).searchParams.get('q') ?? '');
    return HttpResponse.json({ success: true, ports });
  });
}

/** Picks a suggestion once the answer is in (jsdom has no layout, so the dropdown counts as hidden). */
async function pickOption(field: HTMLElement, name: string) {
  const listbox = () => document.getElementById(field.getAttribute('aria-controls') ?? '') ?? document.body;
  const option = await waitFor(() => within(listbox()).getByRole('option', { name, hidden: true }));
  // user-event refuses the click: the dropdown's transition leaves it without pointer events in jsdom.
  fireEvent.click(option);
}

const combobox = (label: string) => screen.getByRole('combobox', { name: labelled(label) });

describe('port suggestions', () => {
  it('suggest ports as the captain types; a chosen one keeps its place and ticks the tidal box', async () => {
    loggedInCaptain();
    const queries: string[] = [];
    const bodies: TripRequestBody[] = [];
    server.use(
      portsHandler(queries),
      http.post(tripsUrl, async ({ request }) => {
        const body = (await request.json()) as TripRequestBody;
        bodies.push(body);
        return HttpResponse.json({ success: true, sailing_trip: { ...body, id: 42 } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await renderTripForm({
      profileAutofill: false,
      yachtSearch: false,
      initialValues: validTrip({ embarkationPort: '' }),
    });
    await user.click(nextButton());
    await user.click(nextButton());

    await user.type(combobox(w.cruise.embarkation_port), 'He');
    await pickOption(combobox(w.cruise.embarkation_port), 'Helgoland');
    await waitFor(() => expect(combobox(w.cruise.embarkation_port)).toHaveValue('Helgoland'));
    expect(screen.getByRole('checkbox', { name: `Tidal port: ${w.cruise.embarkation_port}` })).toBeChecked();

    const visited = w.ports.name.replace('{{number}}', '1');
    await user.type(combobox(visited), 'Hel');
    await pickOption(combobox(visited), 'Hel');
    await waitFor(() => expect(combobox(visited)).toHaveValue('Hel'));
    // Nothing is asked before two characters.
    expect(queries.every((query) => query.length >= 2)).toBe(true);
    // The filled fields the captain did not touch ask nothing.
    expect(queries).not.toContain('Kiel');

    await user.click(nextButton());
    await user.click(nextButton());
    await user.click(screen.getByRole('button', { name: w.submit }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      embarkation_port: 'Helgoland',
      is_embarkation_tidal_port: true,
      visited_ports: [{ name: 'Hel', is_tidal: false, lat: 54.6, lon: 18.8 }],
    });
  });

  it('keeps free text, without a place, when the captain types a name of their own', async () => {
    loggedInCaptain();
    server.use(portsHandler([]));
    const user = userEvent.setup();
    await renderTripForm({ profileAutofill: false, yachtSearch: false, initialValues: validTrip() });
    await user.click(nextButton());
    await user.click(nextButton());
    const visited = w.ports.name.replace('{{number}}', '1');
    await user.type(combobox(visited), 'Hela Bay');
    expect(combobox(visited)).toHaveValue('Hela Bay');
  });
});
