import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderApp } from '../../test/render-app.tsx';
import { emptySeaTime, seaTime } from '../sea-time/testing.ts';
import { logbookHandler, logbookTrip, studentSeaTimeHandler } from '../student-logbook/testing.ts';
import { asStudent } from '../student-shared/testing.ts';
import { studentSeaTimeUrl } from './api.ts';

const s = en.seaTime;
const l = en.student_logbook;

// jsdom lays nothing out, so recharts finds its container 0 px wide and says so; that warning alone is muted.
beforeEach(() => {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('of chart should be greater than 0')) return;
    warn(...args);
  });
});
afterEach(() => vi.restoreAllMocks());

const seaTimeHandler = (answer = seaTime()) => studentSeaTimeHandler(answer);

const schemePanel = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('/student/sea-time', () => {
  it("shows my sea time in the captain's page's parts, the pending trips apart and no statement PDF", async () => {
    asStudent(
      seaTimeHandler(),
      logbookHandler([
        logbookTrip({ id: 1, yacht_name: 'Zawisza Czarny' }),
        logbookTrip({
          id: 3,
          yacht_name: 'Dar Młodzieży',
          embarkation_date: '2026-08-10',
          disembarkation_date: '2026-08-17',
        }),
      ]),
    );
    const user = userEvent.setup();
    await renderApp('/student/sea-time');

    expect(await screen.findByRole('heading', { level: 1, name: s.title })).toBeInTheDocument();
    expect(screen.getByText(l.sea_time.subtitle)).toBeInTheDocument();
    await screen.findByRole('heading', { name: s.totals.title });
    expect(screen.getByText(l.sea_time.not_counted_one.replace('{{count}}', '1'))).toBeInTheDocument();
    expect(screen.getByRole('table', { name: s.years.table_label })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: s.download.button })).not.toBeInTheDocument();

    const kj = s.schemes['pzz-kj'];
    const command = within(schemePanel(kj)).getByRole('button', {
      name: new RegExp(`^${s.requirements['pzz-kj']['command-hours']}`),
    });
    await user.click(command);
    const list = await within(schemePanel(kj)).findByRole('list', { name: s.requirement.trips_label });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Zawisza Czarny, 01/05/2026 – 08/05/2026', '/student/logbook/1'],
      ['Dar Młodzieży, 10/08/2026 – 17/08/2026', '/student/logbook/3'],
    ]);
  });

  it('sends a student with nothing confirmed to the logbook, in Polish with the plural form', async () => {
    asStudent(seaTimeHandler(emptySeaTime(3)));
    await renderApp('/student/sea-time', { language: 'pl' });
    const p = pl.student_logbook.sea_time;
    expect(await screen.findByText(p.empty)).toBeInTheDocument();
    expect(screen.getByText(p.not_counted_few.replace('{{count}}', '3'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: p.empty_action })).toHaveAttribute('href', '/student/logbook');
  });

  it('offers a retry when the sea time fails to load', async () => {
    let calls = 0;
    asStudent(
      http.get(studentSeaTimeUrl, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Down.' }, { status: 503 })
          : HttpResponse.json({ success: true, sea_time: seaTime() });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/student/sea-time');
    expect(await screen.findByText(s.load_failed, {}, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.common.retry }));
    await waitFor(() => expect(screen.getByRole('heading', { name: s.totals.title })).toBeInTheDocument());
  });
});
