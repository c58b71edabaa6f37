import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import { captain } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { seaTimeGoalKey } from '../sea-time/use-sea-time-goal.ts';
import { c, checkbox, generateButton, progressSelect, setup, totalsShown } from './page-testing.ts';
import { cvTrip, cvTripsHandler, generateHandler, stubTabs } from './testing.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/captain-cv as a record of sea service', () => {
  it('warns before generating which characters of the ticked trips and details will not print as typed', async () => {
    setup(
      cvTripsHandler([
        cvTrip({ yacht_name: 'Zawisza 🙂', embarkation_port: '青岛' }),
        cvTrip({ id: 2, yacht_name: 'Dar' }),
      ]),
    );
    const user = userEvent.setup();
    await renderApp('/captain-cv');
    await screen.findByRole('list', { name: c.trips.table_label });
    const warning = () => screen.queryByRole('alert', { name: en.documents.unprintable.title });
    // Nothing ticked: nothing of the trips will print yet.
    expect(warning()).toBeNull();
    await user.click(checkbox('Dar'));
    expect(warning()).toBeNull();
    await user.click(checkbox('Zawisza 🙂'));
    expect(warning()).toHaveTextContent('Yacht name (Zawisza 🙂, 01/07/2026): 🙂');
    expect(warning()).toHaveTextContent('Port of embarkation (Zawisza 🙂, 01/07/2026): 青 岛');
    await user.type(screen.getByRole('textbox', { name: c.info.nationality }), ' 🇵🇱');
    expect(warning()).toHaveTextContent('Nationality: 🇵🇱');
    await user.click(checkbox('Zawisza 🙂'));
    expect(warning()).toHaveTextContent('Nationality: 🇵🇱');
    expect(warning()).not.toHaveTextContent('Yacht name');
  });

  it('shows the totals of the ticked trips, the sums of their columns, as they are ticked', async () => {
    setup(cvTripsHandler());
    const user = userEvent.setup();
    await renderApp('/captain-cv');
    await screen.findByRole('region', { name: c.totals.title });
    expect(totalsShown()).toEqual({
      trips: '0',
      days: '0',
      distance: '0 NM',
      hours_total: '0 h',
      hours_sail: '0 h',
      hours_engine: '0 h',
      hours_night: '0 h',
      hours_tidal: '0 h',
      skipper_trips: '0',
    });

    await user.click(checkbox('Zawisza Czarny'));
    await user.click(checkbox('Pogoria'));
    // 8 + 4 days, 412.5 + 1234.5 NM, (96.5 + 20) + (70 + 10.5) h, of them 30 + 12 at night and 12 + 0 tidal.
    expect(totalsShown()).toEqual({
      trips: '2',
      days: '12',
      distance: '1,647 NM',
      hours_total: '197 h',
      hours_sail: '166.5 h',
      hours_engine: '30.5 h',
      hours_night: '42 h',
      hours_tidal: '12 h',
      skipper_trips: '1',
    });

    await user.click(screen.getByRole('button', { name: c.trips.select_all }));
    expect(totalsShown()).toMatchObject({
      trips: '3',
      days: '13',
      distance: '1,702.2 NM',
      hours_total: '207.5 h',
      hours_sail: '174.5 h',
      hours_engine: '33 h',
      skipper_trips: '1',
    });

    await user.click(checkbox('Zawisza Czarny'));
    expect(totalsShown()).toMatchObject({ trips: '2', days: '5', hours_tidal: '0 h', skipper_trips: '0' });
  });

  it("offers the sea-time page's goal as the licence progress, sends it, and sends null for none", async () => {
    window.localStorage.setItem(seaTimeGoalKey(captain.id), 'rya-yachtmaster-offshore');
    const generate = generateHandler();
    setup(cvTripsHandler(), generate.handler);
    stubTabs();
    const user = userEvent.setup();
    await renderApp('/captain-cv');

    await user.click(await screen.findByRole('button', { name: c.trips.select_all }));
    expect(progressSelect()).toHaveValue(en.seaTime.schemes['rya-yachtmaster-offshore']);
    expect(screen.getByText(c.progress.hint)).toBeInTheDocument();
    await user.click(generateButton());
    await waitFor(() => expect(generate.bodies).toHaveLength(1));
    expect(generate.bodies[0]?.scheme).toBe('rya-yachtmaster-offshore');

    await user.click(progressSelect());
    // jsdom has no layout, so Mantine hides the dropdown as "detached": find it anyway.
    await user.click(await screen.findByRole('option', { name: c.progress.none, hidden: true }));
    expect(progressSelect()).toHaveValue(c.progress.none);
    await user.click(generateButton());
    await waitFor(() => expect(generate.bodies).toHaveLength(2));
    expect(generate.bodies[1]).toEqual({
      trip_ids: [1, 2, 3],
      nationality: 'POLAND',
      languages: 'POL / ENG / GER',
      scheme: null,
    });

    await user.click(progressSelect());
    await user.click(
      await screen.findByRole('option', { name: en.seaTime.schemes['pzz-jsm'], hidden: true }),
    );
    await user.click(generateButton());
    await waitFor(() => expect(generate.bodies).toHaveLength(3));
    expect(generate.bodies[2]?.scheme).toBe('pzz-jsm');
    // The sea-time page keeps its own goal.
    expect(window.localStorage.getItem(seaTimeGoalKey(captain.id))).toBe('rya-yachtmaster-offshore');
  });

  it('offers no licence progress when no goal was chosen on the sea-time page (or another account chose one)', async () => {
    window.localStorage.setItem(seaTimeGoalKey(captain.id + 1), 'pzz-kj');
    window.localStorage.setItem('sea-time-goal:unknown', 'pzz-kj');
    setup(cvTripsHandler());
    await renderApp('/captain-cv');
    expect(await screen.findByRole('combobox', { name: c.progress.label })).toHaveValue(c.progress.none);
  });
});
