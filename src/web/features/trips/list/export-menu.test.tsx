import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, loggedInCaptain } from '../../../test/accounts.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { recordSavedFiles, type SavedFile } from '../../../test/saved-files.ts';
import { server } from '../../../test/server.ts';
import { premiumHandler } from '../shared/testing.ts';

const x = en.trips.export;

let saved: SavedFile[];
beforeEach(() => {
  saved = recordSavedFiles();
});
afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

interface SeenExport {
  query: string;
  authorization: string | null;
  language: string | null;
}

/** GET /api/sailing-trips/export answering with a file named after the format it was asked for. */
function exportHandler(seen: SeenExport[]) {
  return http.get('/api/sailing-trips/export', ({ request }) => {
    const url = new URL(request.url);
    seen.push({
      query: url.search,
      authorization: request.headers.get('authorization'),
      language: request.headers.get('accept-language'),
    });
    const part = url.searchParams.get('part') ?? 'trips';
    const format = url.searchParams.get('format');
    return new HttpResponse(`${part} as ${format}`, {
      headers: { 'content-disposition': `attachment; filename="logbook-${part}-2026-11-26.${format}"` },
    });
  });
}

describe('Export on the trip list', () => {
  it('downloads each format for a captain without Premium, under the server’s file name', async () => {
    loggedInCaptain();
    const seen: SeenExport[] = [];
    server.use(currentUserHandler(), exportHandler(seen));
    const user = userEvent.setup();
    await renderApp('/sailing-trips');

    const choices = [
      [x.xlsx, '?format=xlsx', 'logbook-trips-2026-11-26.xlsx'],
      [x.csv, '?format=csv', 'logbook-trips-2026-11-26.csv'],
      [x.crew_csv, '?format=csv&part=crew', 'logbook-crew-2026-11-26.csv'],
      [x.json, '?format=json', 'logbook-trips-2026-11-26.json'],
    ] as const;
    for (const [index, [label, query, fileName]] of choices.entries()) {
      const button = await screen.findByRole('button', { name: x.button });
      // The button is busy until the previous file is saved.
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
      // jsdom has no layout: the opening menu counts as hidden until its transition ends.
      await user.click(await screen.findByRole('menuitem', { name: label, hidden: true }));
      await waitFor(() => expect(saved).toHaveLength(index + 1));
      expect(seen[index]).toEqual({ query, authorization: 'Bearer captain-token', language: 'en' });
      expect(saved[index]?.download).toBe(fileName);
    }
    expect(saved.map((file) => file.text)).toEqual([
      'trips as xlsx',
      'trips as csv',
      'crew as csv',
      'trips as json',
    ]);
  });

  it('is busy while the file comes and shows a toast when the download fails', async () => {
    loggedInCaptain();
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      currentUserHandler(),
      http.get('/api/sailing-trips/export', async () => {
        await answered;
        return HttpResponse.json(
          { success: false, message: 'Too many exports. Wait a minute.' },
          { status: 429 },
        );
      }),
    );
    const user = userEvent.setup();
    await renderApp('/sailing-trips');
    const button = await screen.findByRole('button', { name: x.button });
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: x.json, hidden: true }));
    await waitFor(() => expect(button).toBeDisabled());
    release();
    expect(await screen.findByText('Too many exports. Wait a minute.')).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(saved).toEqual([]);
  });

  it('offers the import as a link with Premium, and as a disabled button with the hint without it', async () => {
    loggedInCaptain();
    server.use(currentUserHandler(), premiumHandler());
    await renderApp('/sailing-trips', { language: 'pl' });
    expect(await screen.findByRole('link', { name: pl.trips.list.import })).toHaveAttribute(
      'href',
      '/sailing-trips/import',
    );
    expect(screen.getByRole('button', { name: pl.trips.export.button })).toBeEnabled();
  });

  it('shows the import disabled to a captain without Premium', async () => {
    loggedInCaptain();
    server.use(currentUserHandler());
    await renderApp('/sailing-trips');
    const importButton = await screen.findByRole('button', { name: en.trips.list.import });
    expect(importButton).toHaveAttribute('aria-disabled', 'true');
    expect(importButton).toHaveAccessibleDescription(en.premium.required_hint);
  });
});
