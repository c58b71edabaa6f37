import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { captain, currentUserHandler, loggedInCaptain } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { pdfResponse, stubPdfTabs } from '../documents/testing.ts';
import { premiumHandler, trip, tripListHandler, tripSummaryServer } from '../trips/shared/testing.ts';
import { seaTimeUrl } from './api.ts';
import { emptySeaTime, seaTime, seaTimeHandler } from './testing.ts';
import { seaTimeGoalKey } from './use-sea-time-goal.ts';

const s = en.seaTime;

// jsdom lays nothing out, so recharts finds its container 0 px wide and says so; that warning alone is muted.
beforeEach(() => {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('of chart should be greater than 0')) return;
    warn(...args);
  });
});
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

const trips = [
  trip({
    id: 1,
    yacht_name: 'Zawisza Czarny',
    embarkation_date: '2026-05-01',
    disembarkation_date: '2026-05-08',
  }),
  trip({ id: 2, yacht_name: 'Pogoria', embarkation_date: '2025-07-01', disembarkation_date: '2025-07-08' }),
  trip({
    id: 3,
    yacht_name: 'Dar Młodzieży',
    embarkation_date: '2026-08-10',
    disembarkation_date: '2026-08-17',
  }),
];

function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  server.use(currentUserHandler(), tripListHandler(trips), ...handlers);
}

/** The figure a total shows, found by its label in the totals' description list. */
function figure(label: string) {
  const term = screen.getAllByRole('term').find((item) => item.textContent === label);
  if (!term) throw new Error(`No total labelled ${label}`);
  return term.nextElementSibling?.textContent;
}

/** The scheme's card: its accordion control (named by the scheme) and the panel it opens. */
const schemeControl = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const goalSelect = () => screen.getByRole('combobox', { name: new RegExp(`^${s.goal.label}`) });
const schemePanel = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('/sea-time', () => {
  it('is in the captain navigation and on the dashboard', async () => {
    setup(seaTimeHandler().handler);
    const user = userEvent.setup();
    const { router } = await renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: en.nav.main });
    expect(within(nav).getByRole('link', { name: en.nav.sea_time })).toHaveAttribute('href', '/sea-time');
    const tiles = screen.getByRole('region', { name: en.dashboard.tiles.title });
    const tile = within(tiles).getByRole('link', { name: en.dashboard.tiles.sea_time.title });
    expect(tile).toHaveAttribute('href', '/sea-time');
    expect(tile).toHaveAccessibleDescription(en.dashboard.tiles.sea_time.text);
    await user.click(tile);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sea-time'));
    expect(await screen.findByRole('heading', { level: 1, name: s.title })).toBeInTheDocument();
  });

  it('shows the totals as figures, the trips not yet counted, the years and the yachts', async () => {
    setup(seaTimeHandler().handler);
    await renderApp('/sea-time');
    await screen.findByRole('heading', { name: s.totals.title });
    expect(figure(s.totals.trips)).toBe('3');
    expect(figure(s.totals.days)).toBe('24');
    expect(figure(s.totals.distance)).toBe('1,234.5 NM');
    expect(figure(s.totals.hours_total)).toBe('688 h');
    expect(figure(s.totals.hours_sail)).toBe('520 h');
    expect(figure(s.totals.hours_engine)).toBe('168 h');
    expect(figure(s.totals.hours_tidal)).toBe('40 h');
    expect(figure(s.totals.hours_night)).toBe('96.5 h');
    expect(figure(s.totals.tidal_ports)).toBe('2');
    expect(figure(s.totals.skipper_days)).toBe('16');
    expect(figure(s.totals.skipper_hours)).toBe('450 h');
    expect(screen.getByText(s.not_counted_one.replace('{{count}}', '1'))).toBeInTheDocument();

    const years = screen.getByRole('table', { name: s.years.table_label });
    const rows = within(years)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['2025', '1', '8', '400', '200'],
      ['2026', '2', '16', '834.5', '488'],
    ]);

    const yachts = within(screen.getByRole('list', { name: s.yachts.title })).getAllByRole('listitem');
    expect(yachts.map((yacht) => [...yacht.children].map((line) => line.textContent))).toEqual([
      ['Pogoria POL-777', '1 trip · 8 days · 640 NM · 300 h', '150 h as skipper'],
      ['Zawisza Czarny POL-1234', '2 trips · 16 days · 594.5 NM · 388 h', '300 h as skipper'],
    ]);
  });

  it('opens the first scheme not yet met and says in words what it lacks; a met scheme says so', async () => {
    setup(seaTimeHandler().handler);
    const user = userEvent.setup();
    await renderApp('/sea-time');
    const kj = s.schemes['pzz-kj'];
    await waitFor(() => expect(schemeControl(kj)).toHaveAttribute('aria-expanded', 'true'));
    expect(goalSelect()).toHaveValue(kj);
    expect(
      within(schemePanel(kj)).getByText(
        'You still need 3 more sea cruises, 512 more hours under way, ' +
          '1 cruise of over 100 h on a yacht over 20 m and ' +
          '1 cruise of over 100 h in tidal waters calling at 2 tidal ports.',
      ),
    ).toBeInTheDocument();
    expect(
      within(schemePanel(kj)).getByRole('progressbar', { name: s.requirements['pzz-kj']['sea-cruises'] }),
    ).toHaveAttribute('aria-valuenow', '50');
    expect(within(schemePanel(kj)).getByText(s.notes['jsm-held'])).toBeInTheDocument();

    const jsm = s.schemes['pzz-jsm'];
    expect(schemeControl(jsm)).toHaveAttribute('aria-expanded', 'false');
    expect(schemeControl(jsm)).toHaveTextContent(s.scheme.met_badge);
    await user.click(schemeControl(jsm));
    expect(await within(schemePanel(jsm)).findByText(s.scheme.met)).toBeInTheDocument();
  });

  it('says what is missing in Polish with the right plural forms', async () => {
    setup(seaTimeHandler().handler);
    const user = userEvent.setup();
    await renderApp('/sea-time', { language: 'pl' });
    const kj = pl.seaTime.schemes['pzz-kj'];
    await waitFor(() => expect(schemeControl(kj)).toHaveAttribute('aria-expanded', 'true'));
    expect(
      within(schemePanel(kj)).getByText(
        'Brakuje jeszcze 3 rejsów morskich, 512 godzin żeglugi, ' +
          '1 rejsu trwającego ponad 100 h na jachcie dłuższym niż 20 m i ' +
          '1 rejsu trwającego ponad 100 h na wodach pływowych z zawinięciem do 2 portów pływowych.',
      ),
    ).toBeInTheDocument();
    const offshore = pl.seaTime.schemes['rya-yachtmaster-offshore'];
    await user.click(schemeControl(offshore));
    expect(
      await within(schemePanel(offshore)).findByText(
        'Brakuje jeszcze 26 dni na jachcie, 1266 Mm, 4 przelotów dłuższych niż 60 Mm, ' +
          '1 nocnego przelotu dłuższego niż 60 Mm, 2 przelotów dłuższych niż 60 Mm jako kapitan ' +
          'i 17 dni na wodach pływowych.',
      ),
    ).toBeInTheDocument();
  });

  it('remembers the chosen goal for this account and shows it first and open', async () => {
    setup(seaTimeHandler().handler);
    const user = userEvent.setup();
    const first = await renderApp('/sea-time');
    const offshore = s.schemes['rya-yachtmaster-offshore'];
    await user.click(await screen.findByRole('combobox', { name: new RegExp(`^${s.goal.label}`) }));
    // jsdom has no layout, so Mantine hides the dropdown as "detached": find it anyway.
    await user.click(await screen.findByRole('option', { name: offshore, hidden: true }));
    await waitFor(() => expect(schemeControl(offshore)).toHaveAttribute('aria-expanded', 'true'));
    expect(window.localStorage.getItem(seaTimeGoalKey(captain.id))).toBe('rya-yachtmaster-offshore');
    first.unmount();

    await renderApp('/sea-time');
    await waitFor(() => expect(goalSelect()).toHaveValue(offshore));
    const controls = screen.getAllByRole('button', { expanded: true });
    expect(controls[0]).toHaveAccessibleName(new RegExp(`^${offshore}`));
    expect(schemeControl(offshore)).toHaveTextContent(s.goal.badge);
    expect(schemeControl(s.schemes['pzz-kj'])).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the trips that count toward a requirement, as links to them', async () => {
    setup(seaTimeHandler().handler);
    const user = userEvent.setup();
    await renderApp('/sea-time');
    const kj = s.schemes['pzz-kj'];
    await waitFor(() => expect(schemeControl(kj)).toHaveAttribute('aria-expanded', 'true'));
    const command = within(schemePanel(kj)).getByRole('button', {
      name: new RegExp(`^${s.requirements['pzz-kj']['command-hours']}`),
    });
    expect(command).toHaveAccessibleName(`${s.requirements['pzz-kj']['command-hours']} 450 of 400 h, met`);
    expect(command).toHaveAttribute('aria-expanded', 'false');
    await user.click(command);
    expect(command).toHaveAttribute('aria-expanded', 'true');
    const list = await within(schemePanel(kj)).findByRole('list', { name: s.requirement.trips_label });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Zawisza Czarny, 01/05/2026 – 08/05/2026', '/sailing-trips/1'],
      ['Dar Młodzieży, 10/08/2026 – 17/08/2026', '/sailing-trips/3'],
    ]);

    const large = within(schemePanel(kj)).getByRole('button', {
      name: new RegExp(`^${s.requirements['pzz-kj']['large-yacht-cruise']}`),
    });
    await user.click(large);
    expect(await within(schemePanel(kj)).findByText(s.requirement.no_trips)).toBeInTheDocument();
  });

  it('names the trips of a requirement from as many summary pages as it takes', async () => {
    const newer = Array.from({ length: 150 }, (_, index) =>
      trip({ id: 100 + index, yacht_name: `Yacht ${index}`, embarkation_date: '2027-01-01' }),
    );
    const logbook = tripSummaryServer([...newer, ...trips]);
    loggedInCaptain();
    server.use(currentUserHandler(), logbook.handler, seaTimeHandler().handler);
    const user = userEvent.setup();
    await renderApp('/sea-time');
    const kj = s.schemes['pzz-kj'];
    await waitFor(() => expect(schemeControl(kj)).toHaveAttribute('aria-expanded', 'true'));
    await user.click(
      within(schemePanel(kj)).getByRole('button', {
        name: new RegExp(`^${s.requirements['pzz-kj']['command-hours']}`),
      }),
    );
    const list = await within(schemePanel(kj)).findByRole('list', { name: s.requirement.trips_label });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Zawisza Czarny, 01/05/2026 – 08/05/2026', 'Dar Młodzieży, 10/08/2026 – 17/08/2026']);
    expect(
      logbook.requests.map((query) => [query.get('view'), query.get('limit'), query.get('cursor')]),
    ).toEqual([
      ['summary', '100', null],
      ['summary', '100', '100'],
    ]);
  });

  it('shows the empty state when no trip counts yet', async () => {
    setup(seaTimeHandler(emptySeaTime(2)).handler);
    await renderApp('/sea-time');
    expect(await screen.findByText(s.empty)).toBeInTheDocument();
    expect(screen.getByText(s.not_counted_other.replace('{{count}}', '2'))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: s.totals.title })).toBeNull();
    expect(screen.queryByRole('heading', { name: s.schemes_section.title })).toBeNull();
    expect(screen.getByRole('button', { name: en.trips.shared.add_first_trip })).toBeInTheDocument();
  });

  it('offers a load failure with a retry', async () => {
    let calls = 0;
    setup(
      http.get(seaTimeUrl, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })
          : HttpResponse.json({ success: true, sea_time: seaTime() });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/sea-time');
    expect(await screen.findByText(s.load_failed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByRole('heading', { name: s.totals.title })).toBeInTheDocument();
  });

  it('keeps the statement PDF behind Premium, with the Premium hint', async () => {
    setup(seaTimeHandler().handler);
    await renderApp('/sea-time');
    const kj = s.schemes['pzz-kj'];
    await waitFor(() => expect(schemeControl(kj)).toHaveAttribute('aria-expanded', 'true'));
    const button = within(schemePanel(kj)).getByRole('button', { name: s.download.button });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(en.premium.required_hint);
  });

  it("opens the scheme's statement PDF in a new tab for a Premium captain", async () => {
    const tabs = stubPdfTabs();
    const asked: string[] = [];
    setup(
      premiumHandler(),
      seaTimeHandler().handler,
      http.get(`${seaTimeUrl}/statement-pdf`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('scheme') ?? '');
        return pdfResponse('sea-time.pdf');
      }),
    );
    try {
      const user = userEvent.setup();
      await renderApp('/sea-time');
      const kj = s.schemes['pzz-kj'];
      await waitFor(() => expect(schemeControl(kj)).toHaveAttribute('aria-expanded', 'true'));
      const button = within(schemePanel(kj)).getByRole('button', { name: s.download.button });
      await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
      await user.click(button);
      await waitFor(() => expect(tabs.tabs[0]?.location.href).toBe('blob:http://localhost/pdf-1'));
      expect(asked).toEqual(['pzz-kj']);
    } finally {
      tabs.restore();
    }
  });
});
