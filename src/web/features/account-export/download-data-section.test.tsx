import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { readCaptainSession, readStudentSession } from '../../lib/session-storage.ts';
import { loggedInCaptain, loggedInStudent, studentProfileHandler } from '../../test/accounts.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { recordSavedFiles, type SavedFile } from '../../test/saved-files.ts';
import { server } from '../../test/server.ts';
import { PageHarness, profileHandler, storedProfile } from '../captain-profile/testing.tsx';
import { StudentAccountPage } from '../student-account/student-account-page.tsx';
import { accountExportUrls } from './api.ts';
import { DownloadDataSection } from './download-data-section.tsx';

const fileName = 'logbook-export-2026-11-26.json';
const file = { format_version: 1, exported_at: '2026-11-26T08:00:00.000Z', account_kind: 'captain' };

interface Seen {
  authorization: string | null;
  acceptLanguage: string | null;
}

/** The export answered as the server answers it: the file as an attachment, after `wait` when given. */
function exportHandler(kind: 'captain' | 'student', seen: Seen[], wait?: Promise<void>) {
  return http.get(accountExportUrls[kind], async ({ request }) => {
    seen.push({
      authorization: request.headers.get('authorization'),
      acceptLanguage: request.headers.get('accept-language'),
    });
    await wait;
    return new HttpResponse(JSON.stringify(file, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
      },
    });
  });
}

/** What the page saved: each click on a download link, with the file behind its blob: address. */
let saved: SavedFile[];

beforeEach(() => {
  saved = recordSavedFiles();
});
afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const button = (language: 'en' | 'pl' = 'en') =>
  screen.getByRole('button', { name: (language === 'en' ? en : pl).account_export.button });

describe('Download my data', () => {
  it('is a section "Your data" of the captain profile that saves the file under the server’s name', async () => {
    loggedInCaptain();
    const seen: Seen[] = [];
    const answer = deferred();
    server.use(profileHandler(storedProfile), exportHandler('captain', seen, answer.promise));
    await renderWithProviders(<PageHarness />);
    const section = await screen.findByRole('region', { name: en.account_export.title });
    expect(within(section).getByText(en.account_export.description_captain)).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: en.account_export.button }));
    // The server is putting the file together: the button waits and says so.
    expect(await within(section).findByRole('status')).toHaveTextContent(en.account_export.preparing);
    expect(button()).toBeDisabled();

    answer.resolve();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe(fileName);
    expect(JSON.parse(saved[0]!.text)).toEqual(file);
    expect(await screen.findByText(`Your data has been saved as ${fileName}.`)).toBeInTheDocument();
    expect(seen).toEqual([{ authorization: 'Bearer captain-token', acceptLanguage: 'en' }]);
    await waitFor(() => expect(button()).toBeEnabled());
    expect(within(section).getByRole('status')).toHaveTextContent('');
    // The blob: address is let go once the browser has the file.
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('tells how much has arrived while the file comes in, in the interface language', async () => {
    loggedInCaptain();
    const body = new TextEncoder().encode(JSON.stringify(file).padEnd(3 * 1024 * 1024 + 200_000, ' '));
    const rest = deferred();
    server.use(
      http.get(accountExportUrls.captain, () => {
        const stream = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(body.slice(0, 3 * 1024 * 1024));
            await rest.promise;
            controller.enqueue(body.slice(3 * 1024 * 1024));
            controller.close();
          },
        });
        return new HttpResponse(stream, {
          headers: {
            'content-type': 'application/json',
            'content-disposition': `attachment; filename="${fileName}"`,
          },
        });
      }),
    );
    await renderWithProviders(<DownloadDataSection kind="captain" />, { language: 'pl' });
    await userEvent.click(button('pl'));
    expect(await screen.findByRole('status')).toHaveTextContent('Pobieranie… 3 MB');
    rest.resolve();
    expect(await screen.findByText(`Twoje dane zapisano w pliku ${fileName}.`)).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.text.length).toBe(body.length);
  });

  it('sends one request for a double click', async () => {
    loggedInCaptain();
    const seen: Seen[] = [];
    const answer = deferred();
    server.use(exportHandler('captain', seen, answer.promise));
    await renderWithProviders(<DownloadDataSection kind="captain" />);
    await userEvent.dblClick(button());
    answer.resolve();
    await waitFor(() => expect(saved).toHaveLength(1));
    await delay(50);
    expect(seen).toHaveLength(1);
    expect(saved).toHaveLength(1);
  });

  it('shows the server’s reason when it refuses (too many files), saves nothing and can be tried again', async () => {
    loggedInCaptain();
    const message = 'Zbyt wiele prób. Spróbuj ponownie za chwilę.';
    server.use(
      http.get(accountExportUrls.captain, () =>
        HttpResponse.json({ success: false, message }, { status: 429, headers: { 'retry-after': '60' } }),
      ),
    );
    await renderWithProviders(<DownloadDataSection kind="captain" />, { language: 'pl' });
    await userEvent.click(button('pl'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(button('pl')).toBeEnabled();
  });

  it('says it failed when no answer comes', async () => {
    loggedInCaptain();
    server.use(http.get(accountExportUrls.captain, () => HttpResponse.error()));
    await renderWithProviders(<DownloadDataSection kind="captain" />);
    await userEvent.click(button());
    expect(await screen.findByText(en.account_export.failed)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('ends the login when the session has expired (401)', async () => {
    loggedInCaptain();
    server.use(
      http.get(accountExportUrls.captain, () =>
        HttpResponse.json({ success: false, message: 'Please log in to continue.' }, { status: 401 }),
      ),
    );
    await renderWithProviders(<DownloadDataSection kind="captain" />);
    await userEvent.click(button());
    expect(await screen.findByText('Please log in to continue.')).toBeInTheDocument();
    expect(readCaptainSession()).toBeNull();
  });

  it('is a section of the student’s account page, downloading with the student’s login', async () => {
    loggedInStudent();
    const seen: Seen[] = [];
    server.use(studentProfileHandler(), exportHandler('student', seen));
    await renderWithProviders(<StudentAccountPage />, { language: 'pl', path: '/student/account' });
    const section = await screen.findByRole('region', { name: pl.account_export.title });
    expect(within(section).getByText(pl.account_export.description_student)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: pl.account_export.button }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe(fileName);
    expect(seen).toEqual([{ authorization: 'Bearer student-token', acceptLanguage: 'pl' }]);
    expect(readStudentSession()).not.toBeNull();
  });
});
