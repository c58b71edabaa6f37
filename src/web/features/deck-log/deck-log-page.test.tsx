import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { DeckLogScreen } from './deck-log-page.tsx';
import { deckLogView, entry } from './testing.ts';
import type { DeckLogView } from './use-deck-log.ts';

const d = en.deck_log;

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'geolocation');
});

async function renderLog(view: DeckLogView, language: 'en' | 'pl' = 'en') {
  const user = userEvent.setup();
  await renderWithProviders(<DeckLogScreen tripId={1} view={view} />, {
    path: '/sailing-trips/1/log',
    language,
  });
  await screen.findByRole('heading', { level: 1, name: (language === 'en' ? en : pl).deck_log.page.title });
  return user;
}

/** The open entry sheet (jsdom runs no transitions; the drawer is a dialog). */
const sheet = () => screen.findByRole('dialog');
const field = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: label });

/** The log at 10:00 ship's time: a watch change with every reading, then the engine started. */
const watchLog = () => [
  entry({
    kind: 'watch_change',
    logged_at: '2026-05-02T08:00+02:00',
    position: { lat: 54.358333, lon: 18.653333 },
    course_deg: 245,
    sog_kn: 6.2,
    log_nm: 1234.5,
    wind_dir_deg: 270,
    wind_bft: 5,
    sea_state: 3,
    pressure_hpa: 1013,
    visibility: 'good',
    sails: 'main 1st reef, genoa',
  }),
  entry({ kind: 'engine_on', logged_at: '2026-05-02T09:00+02:00', engine_hours: 812.4, wind_bft: 4 }),
];

describe('the deck log forms', () => {
  it('propose the last readings and the time now in the device offset, and keep the entry', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-02T08:20:00.000Z') });
    const { view, added } = deckLogView(watchLog());
    const user = await renderLog(view);

    await user.click(screen.getByRole('button', { name: d.actions.watch_change }));
    const dialog = await sheet();
    expect(within(dialog).getByRole('heading', { name: d.kinds.watch_change })).toBeInTheDocument();
    expect(within(dialog).queryByText(/outside the trip's dates/)).not.toBeInTheDocument();
    expect(field(dialog, d.form.position)).toHaveValue('54°21.5′N 018°39.2′E');
    expect(field(dialog, d.form.course_deg)).toHaveValue('245');
    expect(field(dialog, d.form.sog_kn)).toHaveValue('6.2');
    expect(field(dialog, d.form.log_nm)).toHaveValue('1234.5');
    expect(field(dialog, d.form.wind_dir_deg)).toHaveValue('270');
    // The engine entry wrote the wind later: its 4 Bft is the last value.
    expect(field(dialog, d.form.wind_bft)).toHaveValue('4');
    expect(field(dialog, d.form.sea_state)).toHaveValue('3');
    expect(field(dialog, d.form.pressure_hpa)).toHaveValue('1013');
    expect(within(dialog).getByRole('combobox', { name: d.form.visibility })).toHaveValue('good');
    expect(field(dialog, d.form.sails)).toHaveValue('main 1st reef, genoa');

    await user.clear(field(dialog, d.form.sog_kn));
    await user.type(field(dialog, d.form.sog_kn), '5,8');
    await user.click(within(dialog).getByRole('button', { name: d.form.save }));

    await waitFor(() => expect(added).toHaveLength(1));
    const [kept] = added;
    expect(kept).toMatchObject({
      kind: 'watch_change',
      position: { lat: 54.358333, lon: 18.653333 },
      course_deg: 245,
      sog_kn: 5.8,
      log_nm: 1234.5,
      wind_bft: 4,
      visibility: 'good',
      sails: 'main 1st reef, genoa',
      corrects: null,
    });
    // Now, written in the device's own offset, with the offset: the same instant.
    expect(kept?.logged_at).toMatch(/^2026-05-02T\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(Date.parse(kept?.logged_at ?? '')).toBe(Date.parse('2026-05-02T08:20:00.000Z'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("points out a date outside the trip's dates, which the log would refuse", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-20T10:00:00.000Z') });
    const { view } = deckLogView([]);
    const user = await renderLog(view);

    await user.click(screen.getByRole('button', { name: d.actions.note }));
    const dialog = await sheet();
    expect(
      within(dialog).getByText(
        "This date is outside the trip's dates (01/05/2026 – 08/05/2026, one day either side): the log will not accept the entry.",
      ),
    ).toBeInTheDocument();
  });

  it('refuses 13 Bft with the schema message and keeps nothing', async () => {
    const { view, added } = deckLogView(watchLog());
    const user = await renderLog(view);

    await user.click(screen.getByRole('button', { name: d.actions.weather }));
    const dialog = await sheet();
    const wind = field(dialog, d.form.wind_bft);
    await user.clear(wind);
    await user.type(wind, '13');
    await user.click(within(dialog).getByRole('button', { name: d.form.save }));

    expect(await within(dialog).findByText('The value must be at most 12.')).toBeInTheDocument();
    expect(wind).toHaveAttribute('aria-invalid', 'true');
    expect(view.add).not.toHaveBeenCalled();
    expect(added).toEqual([]);
  });

  it('takes a position typed in degrees and decimal minutes', async () => {
    const { view, added } = deckLogView([]);
    const user = await renderLog(view);

    await user.click(screen.getByRole('button', { name: d.actions.position }));
    const dialog = await sheet();
    // No position to propose and no location service in this browser: the watch types it.
    expect(await within(dialog).findByText(d.form.locate_unsupported)).toBeInTheDocument();
    const position = field(dialog, d.form.position);
    expect(position).toHaveValue('');
    await user.type(position, 'somewhere');
    await user.click(within(dialog).getByRole('button', { name: d.form.save }));
    expect(await within(dialog).findByText(d.form.position_invalid)).toBeInTheDocument();

    await user.clear(position);
    await user.type(position, '54°21.5′N 018°39.2′E');
    await user.click(within(dialog).getByRole('button', { name: d.form.save }));

    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]?.kind).toBe('position');
    expect(added[0]?.position?.lat).toBeCloseTo(54 + 21.5 / 60, 6);
    expect(added[0]?.position?.lon).toBeCloseTo(18 + 39.2 / 60, 6);
  });

  it("fills the position from the phone's location on Position now", async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (found: PositionCallback) =>
          found({ coords: { latitude: 54.6, longitude: 18.8 } } as GeolocationPosition),
      },
    });
    const { view } = deckLogView(watchLog());
    const user = await renderLog(view);

    await user.click(screen.getByRole('button', { name: d.actions.position }));
    const dialog = await sheet();
    await waitFor(() => expect(field(dialog, d.form.position)).toHaveValue('54°36.0′N 018°48.0′E'));
  });

  it('asks a departure for its port, labelled Port', async () => {
    const { view, added } = deckLogView([]);
    const user = await renderLog(view);

    await user.click(screen.getByRole('button', { name: d.actions.more_label }));
    await user.click(await screen.findByRole('menuitem', { name: d.kinds.departure, hidden: true }));
    const dialog = await sheet();
    await user.click(within(dialog).getByRole('button', { name: d.form.save }));
    expect(await within(dialog).findByText(d.form.port_required)).toBeInTheDocument();

    await user.type(field(dialog, d.form.port), 'Gdynia');
    await user.click(within(dialog).getByRole('button', { name: d.form.save }));
    await waitFor(() => expect(added[0]).toMatchObject({ kind: 'departure', text: 'Gdynia' }));
  });

  it('logs the engine off when the log says it runs', async () => {
    const { view, added } = deckLogView(watchLog());
    const user = await renderLog(view);

    const engine = screen.getByRole('button', { name: new RegExp(d.actions.engine) });
    expect(engine).toHaveAttribute('aria-pressed', 'true');
    expect(engine).toHaveTextContent(d.actions.engine_running);
    await user.click(engine);
    const dialog = await sheet();
    expect(within(dialog).getByRole('heading', { name: d.kinds.engine_off })).toBeInTheDocument();
    expect(field(dialog, d.form.engine_hours)).toHaveValue('812.4');
    await user.click(within(dialog).getByRole('button', { name: d.form.save }));
    await waitFor(() => expect(added[0]).toMatchObject({ kind: 'engine_off', engine_hours: 812.4 }));
  });
});

describe('corrections', () => {
  it('show the corrected entry struck through, labelled, right below its correction', async () => {
    const wrong = entry({ logged_at: '2026-05-02T08:00+02:00', course_deg: 254, sog_kn: 6.2 });
    const later = entry({ logged_at: '2026-05-02T09:00+02:00', kind: 'note', text: 'Dolphins' });
    const right = entry({
      logged_at: '2026-05-02T08:00+02:00',
      course_deg: 245,
      sog_kn: 6.2,
      corrects: wrong.id,
    });
    const { view } = deckLogView([wrong, later, right]);
    await renderLog(view);

    const table = screen.getByRole('table', { name: d.table.label });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['', '245°', '254°']);
    const struck = rows[2] as HTMLElement;
    expect(within(struck).getByText('254°').closest('s')).not.toBeNull();
    expect(within(struck).getByText(d.table.corrected)).toBeInTheDocument();
    expect(within(struck).queryByRole('button', { name: /Correct/ })).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Corrects 08:00')).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement)
        .getByText('245°')
        .closest('s'),
    ).toBeNull();
  });

  it('open the form with the entry as written and send it as a correction of it', async () => {
    const wrong = entry({
      logged_at: '2026-05-02T08:00+02:00',
      kind: 'weather',
      wind_dir_deg: 270,
      wind_bft: 7,
      pressure_hpa: 1009,
      // Not a weather field: the correction shows it, so it is not dropped unseen.
      log_nm: 12.5,
    });
    const { view, added } = deckLogView([wrong]);
    const user = await renderLog(view);

    await user.click(screen.getByRole('button', { name: 'Correct the entry of 08:00' }));
    const dialog = await sheet();
    expect(within(dialog).getByRole('heading', { name: 'Correct the entry of 08:00' })).toBeInTheDocument();
    expect(field(dialog, d.form.time)).toHaveValue('08:00');
    expect(field(dialog, d.form.offset)).toHaveValue('+02:00');
    expect(field(dialog, d.form.wind_bft)).toHaveValue('7');
    expect(field(dialog, d.form.log_nm)).toHaveValue('12.5');
    const wind = field(dialog, d.form.wind_bft);
    await user.clear(wind);
    await user.type(wind, '6');
    await user.click(within(dialog).getByRole('button', { name: d.form.save_correction }));

    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({
      kind: 'weather',
      logged_at: '2026-05-02T08:00+02:00',
      wind_dir_deg: 270,
      wind_bft: 6,
      pressure_hpa: 1009,
      log_nm: 12.5,
      corrects: wrong.id,
    });
    expect(added[0]?.id).not.toBe(wrong.id);
  });
});

describe('the log page', () => {
  it('lists entries newest first, marks waiting and refused ones, and discards a refused one', async () => {
    const sent = entry({ logged_at: '2026-05-02T08:00+02:00', kind: 'departure', text: 'Gdynia' });
    const waiting = entry({
      logged_at: '2026-05-02T09:00+02:00',
      kind: 'note',
      text: 'Reefed',
      state: 'pending',
    });
    const refused = entry({
      logged_at: '2026-05-12T10:00+02:00',
      kind: 'note',
      state: 'rejected',
      errors: { logged_at: ['The entry’s date must lie between 30/04/2026 and 09/05/2026.'] },
    });
    const { view } = deckLogView([sent, waiting, refused], { online: false });
    const user = await renderLog(view);

    expect(screen.getByText('1 entry waiting to send')).toHaveAttribute('role', 'status');
    expect(screen.getByText(d.page.offline)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: d.page.send_now })).toBeDisabled();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '10:0012/05/2026',
      '09:0002/05/2026',
      '08:0002/05/2026',
    ]);
    expect(within(rows[0] as HTMLElement).getByText(d.table.rejected)).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText(/must lie between/)).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(d.table.pending)).toBeInTheDocument();

    await user.click(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Discard the entry of 10:00' }),
    );
    expect(view.discard).toHaveBeenCalledWith(refused.id);
  });

  it('shows the summary in large figures, in Polish with Polish units', async () => {
    const { view } = deckLogView([entry({ sog_kn: 6.5, log_nm: 10.5 })]);
    await renderLog(view, 'pl');
    const p = pl.deck_log;
    const summary = screen.getByRole('region', { name: p.summary.title });
    expect(within(summary).getByText('12,5 h')).toBeInTheDocument();
    expect(within(summary).getByText('64,3 Mm')).toBeInTheDocument();
    expect(within(summary).getByText('Gdynia → Hel')).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: p.table.label })).getAllByRole(
      'row',
    )[1] as HTMLElement;
    expect(within(row).getByText('6,5 w')).toBeInTheDocument();
    expect(within(row).getByText('10,5 Mm')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: p.actions.position })).toBeInTheDocument();
  });

  it('offers no actions to one who may only read', async () => {
    const { view } = deckLogView([entry()], { canWrite: false });
    await renderLog(view);
    expect(screen.getByText(d.page.all_sent)).toHaveAttribute('role', 'status');
    expect(screen.getByText(d.page.read_only)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: d.actions.position })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Correct/ })).not.toBeInTheDocument();
  });
});
