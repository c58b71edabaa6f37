import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, loggedInCaptain } from '../../test/accounts.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { premiumHandler, trip, tripListHandler } from '../trips/shared/testing.ts';
import { importCommitUrl } from './api.ts';
import { csvFile, importHandler, importRow, preview, type SeenUpload } from './testing.ts';

const p = en.trip_import.page;
const importPath = '/sailing-trips/import';

afterEach(() => notifications.clean());

interface SeenCommit {
  body: unknown;
  idempotencyKey: string | null;
}

/** POST /api/sailing-trips/import/{id}/commit answering with this status and body once `wait` settles. */
function commitHandler(
  seen: SeenCommit[],
  answer: { status: number; body: Record<string, unknown> },
  wait?: Promise<void>,
) {
  return http.post(importCommitUrl('imp-1'), async ({ request }) => {
    seen.push({ body: await request.json(), idempotencyKey: request.headers.get('idempotency-key') });
    await wait;
    return HttpResponse.json(answer.body, { status: answer.status });
  });
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A Premium captain on the import page with the three-row file uploaded. */
async function onPreview(
  handlers: Parameters<typeof server.use> = [],
  { language = 'en', seen = [] }: { language?: 'en' | 'pl'; seen?: SeenUpload[] } = {},
) {
  loggedInCaptain();
  server.use(currentUserHandler(), premiumHandler(), ...handlers, importHandler([preview()], seen));
  const user = userEvent.setup();
  const app = await renderApp(importPath, { language });
  const text = language === 'en' ? p : pl.trip_import.page;
  await user.upload(await screen.findByLabelText(text.choose), csvFile());
  await screen.findByRole('heading', { level: 2, name: text.rows_title });
  return { user, ...app };
}

describe('/sailing-trips/import', () => {
  it('uploads the file and shows each row: ready, its errors in words, a duplicate, and the counts', async () => {
    const seen: SeenUpload[] = [];
    await onPreview([], { seen });

    expect(screen.getByText('Row 3: End date: The end date is before the start date.')).toBeInTheDocument();
    expect(screen.getByText(p.status_duplicate)).toBeInTheDocument();
    expect(screen.getByText(p.status_ready)).toBeInTheDocument();
    expect(screen.getByText('Giżycko → Mikołajki')).toBeInTheDocument();
    expect(screen.getAllByText('01/07/2026 – 05/07/2026')).toHaveLength(2);
    expect(screen.getByText('1 ready to import')).toBeInTheDocument();
    expect(screen.getByText('1 with errors')).toBeInTheDocument();
    expect(screen.getByText('1 duplicate')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 trip' })).toBeEnabled();
    expect(seen).toEqual([{ mapping: null, idempotencyKey: expect.any(String), fields: ['file'] }]);
  });

  it('reads the same file again with ?mapping= when the captain matches a column', async () => {
    const seen: SeenUpload[] = [];
    const remapped = preview({
      columns: preview().columns.map((column) =>
        column.source === 'Skipper notes' ? { ...column, field: 'captain_notes' } : column,
      ),
      rows: [importRow(2), importRow(3), importRow(4, { duplicate: true })],
      valid: 3,
      invalid: 0,
    });
    const { user } = await onPreview([importHandler([preview(), remapped], seen)], { seen: [] });

    // Folded on a phone (jsdom has no wide screen): the summary counts the ignored column.
    await user.click(screen.getByRole('button', { name: /^Columns\s*Columns in the file: 7 · ignored: 1$/ }));
    const select = await screen.findByRole('combobox', { name: 'Column “Skipper notes”' });
    await user.click(select);
    // Every column's list of fields is in the page; pick from the one this select opened.
    const list = document.getElementById(select.getAttribute('aria-controls') ?? '');
    await user.click(
      within(list ?? document.body).getByRole('option', {
        name: en.transfer.columns.trips.captain_notes,
        hidden: true,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Import 2 trips' })).toBeEnabled();
    expect(seen).toHaveLength(2);
    expect(JSON.parse(seen[1]?.mapping ?? 'null')).toEqual({ 'Skipper notes': 'captain_notes' });
    // Each upload stores an import of its own, so it goes with a new key.
    expect(seen[1]?.idempotencyKey).not.toBe(seen[0]?.idempotencyKey);
    expect(screen.queryByText(/^Row 3: /)).toBeNull();
  });

  it('imports once on a double click, with an Idempotency-Key, then shows the message and the trip list', async () => {
    const commits: SeenCommit[] = [];
    const answer = deferred();
    const { user, router } = await onPreview([
      commitHandler(
        commits,
        { status: 200, body: { success: true, created: 1, skipped: 2, message: '1 trip imported.' } },
        answer.promise,
      ),
    ]);
    server.use(tripListHandler([trip({ id: 7, yacht_name: 'Zawisza Czarny' })]));

    const submit = screen.getByRole('button', { name: 'Import 1 trip' });
    await user.dblClick(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    answer.resolve();

    expect(await screen.findByText('1 trip imported.')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Zawisza Czarny' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sailing-trips');
    expect(commits).toEqual([{ body: {}, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  });

  it('shows the server’s words when the trip limit would be passed, and stays on the preview', async () => {
    const message = 'Importing these trips would pass the limit of 350 trips.';
    await onPreview([commitHandler([], { status: 422, body: { success: false, message, errors: {} } })]).then(
      ({ user }) => user.click(screen.getByRole('button', { name: 'Import 1 trip' })),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(p.limit_title);
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Import 1 trip' })).toBeEnabled();
  });

  it('sends the captain back to the upload when the import has expired', async () => {
    const { user } = await onPreview([
      commitHandler([], { status: 404, body: { success: false, message: 'Import not found.' } }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Import 1 trip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(p.expired);
    expect(screen.getByLabelText(p.choose)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: p.rows_title })).toBeNull();
  });

  it('shows a long file a batch at a time', async () => {
    const rows = Array.from({ length: 65 }, (_, index) =>
      importRow(index + 2, { trip: { ...importRow(2).trip, yacht_name: `Yacht ${index + 2}` } }),
    );
    const { user } = await onPreview([importHandler([preview({ rows, invalid: 0, duplicates: 0 })])]);
    expect(screen.getByText('Yacht 61')).toBeInTheDocument();
    expect(screen.queryByText('Yacht 62')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more (5 left)' }));
    expect(screen.getByText('Yacht 66')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 65 trips' })).toBeEnabled();
  });

  it('starts over from the upload', async () => {
    const { user } = await onPreview();
    await user.click(screen.getByRole('button', { name: p.start_over }));
    expect(await screen.findByLabelText(p.choose)).toBeInTheDocument();
  });

  it('shows a refused file’s reason under the drop zone', async () => {
    loggedInCaptain();
    server.use(
      currentUserHandler(),
      premiumHandler(),
      http.post('/api/sailing-trips/import', () =>
        HttpResponse.json(
          { success: false, message: 'Invalid', errors: { file: ['This file is not a spreadsheet.'] } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderApp(importPath);
    await user.upload(await screen.findByLabelText(p.choose), csvFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a spreadsheet.');
  });

  it('speaks Polish: dates, errors with the column’s Polish name, counts and the button', async () => {
    const polishRows = preview().rows.map((row) =>
      row.row === 3
        ? {
            ...row,
            errors: { disembarkation_date: 'Data zakończenia jest wcześniejsza niż data rozpoczęcia.' },
          }
        : row,
    );
    const pp = pl.trip_import.page;
    const { user } = await onPreview([importHandler([preview({ rows: polishRows })])], { language: 'pl' });

    expect(
      screen.getByText(
        'Wiersz 3: Data zakończenia: Data zakończenia jest wcześniejsza niż data rozpoczęcia.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(pp.status_duplicate)).toBeInTheDocument();
    expect(screen.getAllByText('01.07.2026 – 05.07.2026')).toHaveLength(2);
    expect(screen.getAllByText('120,5 Mm')).toHaveLength(2);
    expect(screen.getByText('1 gotowy do importu')).toBeInTheDocument();
    expect(screen.getByText('1 duplikat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importuj 1 rejs' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /^Kolumny/ }));
    expect(await screen.findByRole('combobox', { name: 'Kolumna „Skipper notes”' })).toHaveValue(pp.ignore);
  });

  it('sends a captain without Premium to the trip list with the Premium notice', async () => {
    loggedInCaptain();
    server.use(currentUserHandler());
    const { router } = await renderApp(importPath);
    expect(await screen.findByText(en.premium.notice.title)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sailing-trips');
  });
});
