import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, loggedInCaptain } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { cvGenerateUrl, cvTripsUrl } from './api.ts';
import { captainInfo, cvTripsHandler, generateHandler, stubTabs, threeTrips } from './testing.ts';

const c = en.captainCv;

function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  server.use(currentUserHandler(), ...handlers);
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** The value shown under a label in the captain's details. */
const infoValue = (label: string) =>
  within(screen.getByRole('region', { name: c.info.title })).getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent;

const tripList = () => screen.getByRole('list', { name: c.trips.table_label });
const checkbox = (yacht: string) => screen.getByRole('checkbox', { name: new RegExp(`^List ${yacht} `) });
const generateButton = () => screen.getByRole('button', { name: c.generate });

describe('/captain-cv', () => {
  it("shows the captain's details, the defaults and every trip with its route, dates, days and distance", async () => {
    setup(cvTripsHandler());
    await renderApp('/captain-cv');

    expect(await screen.findByRole('heading', { level: 1, name: c.title })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: c.info.title })).toBeInTheDocument();
    expect(infoValue(c.info.name)).toBe('Łukasz Żółć');
    expect(infoValue(c.info.email)).toBe('lukasz@example.com');
    expect(infoValue(c.info.phone)).toBe('+48 600 100 200');
    expect(infoValue(c.info.licence)).toBe(en.licence.types['pzz-kj']);
    expect(infoValue(c.info.licence_number)).toBe('KJ-1234');
    expect(screen.getByRole('img', { name: c.info.logo_alt })).toHaveAttribute('src', '/api/logos/logo-key');
    expect(screen.getByRole('link', { name: c.info.edit_profile })).toHaveAttribute(
      'href',
      '/captain-profile',
    );
    expect(screen.getByLabelText(c.info.nationality)).toHaveValue('POLAND');
    expect(screen.getByLabelText(c.info.languages)).toHaveValue('POL / ENG / GER');

    const items = within(tripList()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Zawisza Czarny POL-1234');
    expect(items[0]).toHaveTextContent('Gdynia → Świnoujście · 2 visited ports');
    expect(items[0]).toHaveTextContent('01/07/2026 – 08/07/2026 · 8 days');
    expect(items[0]).toHaveTextContent('412.5 Mm');
    expect(items[1]).toHaveTextContent('Szczecin → Kołobrzeg · 0 visited ports');
    expect(items[1]).toHaveTextContent('01/05/2025 – 01/05/2025 · 1 day');
    expect(items[2]).toHaveTextContent('5 visited ports');
    expect(items[2]).toHaveTextContent('30/12/2024 – 02/01/2025 · 4 days');
    expect(items[2]).toHaveTextContent('1,234.5 Mm');
  });

  it('prefills nationality and languages from the profile and names an other licence as typed', async () => {
    setup(
      cvTripsHandler(
        threeTrips,
        captainInfo({
          nationality: 'GERMANY',
          languages: 'GER / ENG',
          license_type: '_other',
          other_license: 'Yachtmaster Ocean (RYA)',
          logo_url: null,
          phone: '',
        }),
      ),
    );
    await renderApp('/captain-cv');
    expect(await screen.findByLabelText(c.info.nationality)).toHaveValue('GERMANY');
    expect(screen.getByLabelText(c.info.languages)).toHaveValue('GER / ENG');
    expect(infoValue(c.info.licence)).toBe('Yachtmaster Ocean (RYA)');
    expect(infoValue(c.info.phone)).toBe(en.trips.shared.not_provided);
    expect(screen.getByText(c.info.no_logo)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: c.info.logo_alt })).not.toBeInTheDocument();
  });

  it('selects all and clears all; generating needs a selection', async () => {
    setup(cvTripsHandler());
    const user = userEvent.setup();
    await renderApp('/captain-cv');

    expect(await screen.findByText('Selected: 0 of 3')).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    expect(screen.getByText(c.select_hint)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: c.trips.clear_all })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: c.trips.select_all }));
    expect(screen.getByText('Selected: 3 of 3')).toBeInTheDocument();
    for (const yacht of ['Zawisza Czarny', 'Dar Młodzieży', 'Pogoria']) expect(checkbox(yacht)).toBeChecked();
    expect(generateButton()).toBeEnabled();
    expect(screen.queryByText(c.select_hint)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: c.trips.select_all })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: c.trips.clear_all }));
    expect(screen.getByText('Selected: 0 of 3')).toBeInTheDocument();
    expect(checkbox('Pogoria')).not.toBeChecked();
    expect(generateButton()).toBeDisabled();

    await user.click(checkbox('Pogoria'));
    expect(generateButton()).toBeEnabled();
    // A click anywhere on the card toggles its trip too.
    await user.click(within(tripList()).getByText('Pogoria'));
    expect(checkbox('Pogoria')).not.toBeChecked();
    expect(generateButton()).toBeDisabled();
  });

  it('posts the chosen trips, nationality and languages and opens the PDF in the tab opened by the click', async () => {
    const generate = generateHandler('/api/captain/cv/pdf/abc');
    setup(cvTripsHandler(), generate.handler);
    const { tabs, open } = stubTabs();
    const user = userEvent.setup();
    await renderApp('/captain-cv');

    await user.click(await screen.findByRole('checkbox', { name: /^List Pogoria / }));
    await user.click(checkbox('Zawisza Czarny'));
    await user.clear(screen.getByLabelText(c.info.nationality));
    await user.type(screen.getByLabelText(c.info.nationality), 'NORWAY');
    await user.type(screen.getByLabelText(c.info.languages), ' / NOR');
    await user.click(generateButton());

    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tabs[0]?.location.href).toBe('/api/captain/cv/pdf/abc'));
    expect(tabs[0]?.opener).toBeNull();
    expect(generate.bodies).toEqual([
      { trip_ids: [1, 3], nationality: 'NORWAY', languages: 'POL / ENG / GER / NOR' },
    ]);
    expect(await screen.findByText(c.opened)).toBeInTheDocument();
  });

  it('shows a link to the PDF when the browser blocks the new tab', async () => {
    setup(cvTripsHandler(), generateHandler('/api/captain/cv/pdf/blocked').handler);
    stubTabs({ blocked: true });
    const user = userEvent.setup();
    await renderApp('/captain-cv');

    await user.click(await screen.findByRole('button', { name: c.trips.select_all }));
    await user.click(generateButton());
    const link = await screen.findByRole('link', { name: c.open_pdf });
    expect(link).toHaveAttribute('href', '/api/captain/cv/pdf/blocked');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(c.popup_blocked)).toBeInTheDocument();
  });

  it('is busy while generating and shows the server message, or its own, when generating fails', async () => {
    let answer: () => Response = () =>
      HttpResponse.json(
        {
          success: false,
          message: 'These trips are not in your logbook: 3.',
          errors: { trip_ids: ['These trips are not in your logbook: 3.'] },
        },
        { status: 422 },
      );
    let release: () => void = () => {};
    const gate = () => new Promise<void>((resolve) => (release = resolve));
    let waiting = gate();
    setup(
      cvTripsHandler(),
      http.post(cvGenerateUrl, async () => {
        await waiting;
        return answer();
      }),
    );
    const { tabs } = stubTabs();
    const user = userEvent.setup();
    await renderApp('/captain-cv');

    await user.click(await screen.findByRole('button', { name: c.trips.select_all }));
    await user.click(generateButton());
    await waitFor(() => expect(generateButton()).toHaveAttribute('data-loading', 'true'));
    release();
    expect(await screen.findByText('These trips are not in your logbook: 3.')).toBeInTheDocument();
    await waitFor(() => expect(tabs[0]?.closed).toBe(true));

    answer = () => HttpResponse.json({}, { status: 500 });
    waiting = Promise.resolve();
    await user.click(generateButton());
    expect(await screen.findByText(c.error.generating)).toBeInTheDocument();
    expect(tabs[1]?.closed).toBe(true);

    answer = () => HttpResponse.error();
    await user.click(generateButton());
    await waitFor(() => expect(screen.getAllByText(c.error.generating)).toHaveLength(2));
  });

  it('puts field errors from the server under nationality and languages', async () => {
    setup(
      cvTripsHandler(),
      http.post(cvGenerateUrl, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Some fields need your attention.',
            errors: { nationality: ['This text is too long.'] },
          },
          { status: 422 },
        ),
      ),
    );
    stubTabs();
    const user = userEvent.setup();
    await renderApp('/captain-cv');
    await user.click(await screen.findByRole('button', { name: c.trips.select_all }));
    await user.click(generateButton());
    expect(await screen.findByText('This text is too long.')).toBeInTheDocument();
    expect(screen.getByLabelText(c.info.nationality)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the loading error with a retry', async () => {
    let fail = true;
    setup(
      http.get(cvTripsUrl, () =>
        fail
          ? HttpResponse.json(
              { success: false, message: 'Something went wrong on our side.' },
              { status: 500 },
            )
          : HttpResponse.json({ success: true, trips: [], captainInfo: captainInfo(), message: '' }),
      ),
    );
    const user = userEvent.setup();
    await renderApp('/captain-cv');
    expect(await screen.findByText(c.error.loading)).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByText(c.trips.empty)).toBeInTheDocument();
  });

  it('has an empty state without trips, and generating stays disabled', async () => {
    setup(cvTripsHandler([]));
    await renderApp('/captain-cv');
    expect(await screen.findByText(c.trips.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: c.trips.go_to_trips })).toHaveAttribute('href', '/sailing-trips');
    expect(screen.queryByRole('button', { name: c.trips.select_all })).not.toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
  });

  it('shows a table with checkboxes on wide screens; a row click toggles its trip', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches: true });
    try {
      setup(cvTripsHandler());
      const user = userEvent.setup();
      await renderApp('/captain-cv');
      const table = await screen.findByRole('table', { name: c.trips.table_label });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(3);
      expect(rows[0]).toHaveTextContent('Zawisza CzarnyPOL-1234');
      expect(rows[0]).toHaveTextContent('01/07/2026 – 08/07/2026');
      await user.click(within(rows[1]!).getByText('Szczecin → Kołobrzeg'));
      expect(within(rows[1]!).getByRole('checkbox')).toBeChecked();
      expect(screen.getByText('Selected: 1 of 3')).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('speaks Polish: labels, dd.mm.yyyy dates, inclusive days and port counts', async () => {
    const p = pl.captainCv;
    setup(cvTripsHandler());
    await renderApp('/captain-cv', { language: 'pl' });
    expect(await screen.findByRole('heading', { level: 1, name: p.title })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: p.trips.table_label });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Gdynia → Świnoujście · 2 odwiedzone porty');
    expect(items[0]).toHaveTextContent('01.07.2026 – 08.07.2026 · 8 dni');
    expect(items[0]).toHaveTextContent('412,5 Mm');
    expect(items[1]).toHaveTextContent('0 odwiedzonych portów');
    expect(items[1]).toHaveTextContent('01.05.2025 – 01.05.2025 · 1 dzień');
    expect(items[2]).toHaveTextContent('1234,5 Mm');
    expect(screen.getByText('Wybrano: 0 z 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: p.generate })).toBeDisabled();
    expect(screen.getByRole('button', { name: p.trips.select_all })).toBeInTheDocument();
    expect(screen.getByLabelText(p.info.nationality)).toHaveValue('POLAND');
    expect(
      within(screen.getByRole('region', { name: p.info.title })).getByText(p.info.licence, { selector: 'dt' })
        .nextElementSibling,
    ).toHaveTextContent(pl.licence.types['pzz-kj']);
  });

  it('sends a visitor without a login to /login', async () => {
    const { router } = await renderApp('/captain-cv');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/captain-cv' });
  });
});
