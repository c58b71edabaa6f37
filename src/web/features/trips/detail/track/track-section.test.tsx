import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, loggedInCaptain } from '../../../../test/accounts.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { recordSavedFiles, type SavedFile } from '../../../../test/saved-files.ts';
import { server } from '../../../../test/server.ts';
import { trip, tripHandler } from '../../shared/testing.ts';
import { clientConfigHandler, gdyniaToHel, trackSketchHandler } from './testing.ts';
import { trackGpxUrl, trackSketchUrl } from './track-api.ts';

const gpx = '<?xml version="1.0"?><gpx version="1.1" creator="test"><trk><trkseg/></trk></gpx>';

/** What the page saved: each click on a download link, with the file behind its blob: address. */
let saved: SavedFile[];

beforeEach(() => {
  saved = recordSavedFiles();
});
afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

function setup(...handlers: Parameters<typeof server.use>) {
  loggedInCaptain();
  // The handlers given come first: a test's own /api/config answer wins over the default one.
  server.use(currentUserHandler(), ...handlers, clientConfigHandler());
}

const withTrack = trip({ id: 7, has_track: true, embarkation_port: 'Gdynia', disembarkation_port: 'Hel' });

describe('the route sketch on the trip page', () => {
  it('draws a trip with a track, described in words, with its stops, ends and a scale in NM', async () => {
    setup(tripHandler(withTrack), trackSketchHandler(7, gdyniaToHel()));
    await renderApp('/sailing-trips/7');

    const sketch = await screen.findByRole('img', { name: 'Route from Gdynia to Hel, 20.4 NM, 1 stop' });
    expect(screen.getByRole('region', { name: en.track_sketch.title })).toContainElement(sketch);
    const texts = [...sketch.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(['Gdynia', 'Jastarnia', en.track_sketch.start, en.track_sketch.end, '2 NM']);
    // The route is 8.5 NM wide: the longest round length within a third of it is 2 NM. The line starts at the start mark.
    const [, x, y] = /^M([\d.]+) ([\d.]+)/.exec(sketch.querySelector('path')?.getAttribute('d') ?? '') ?? [];
    const start = sketch.querySelector('circle[r="7"]');
    expect(Number(x)).toBeCloseTo(Number(start?.getAttribute('cx')), 0);
    expect(Number(y)).toBeCloseTo(Number(start?.getAttribute('cy')), 0);
  });

  it('keeps shapes true: a mile east is as long as a mile north at the route latitude', async () => {
    // A square of 10 NM each side at 60° N: 10/60 degrees of latitude, twice as many of longitude.
    const square = gdyniaToHel({
      line: [
        [60, 20],
        [60 + 1 / 6, 20],
        [60 + 1 / 6, 20 + 1 / 3],
        [60, 20 + 1 / 3],
      ],
      stops: [],
      bbox: { min_lat: 60, min_lon: 20, max_lat: 60 + 1 / 6, max_lon: 20 + 1 / 3 },
      distance: 30,
    });
    setup(tripHandler(withTrack), trackSketchHandler(7, square));
    await renderApp('/sailing-trips/7');

    const sketch = await screen.findByRole('img', { name: 'Route from Gdynia to Hel, 30 NM, 0 stops' });
    const corners = [
      ...(sketch.querySelector('path')?.getAttribute('d') ?? '').matchAll(/[ML]([\d.]+) ([\d.]+)/g),
    ];
    const [a, b, c] = corners.map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    const north = Math.hypot((b?.x ?? 0) - (a?.x ?? 0), (b?.y ?? 0) - (a?.y ?? 0));
    const east = Math.hypot((c?.x ?? 0) - (b?.x ?? 0), (c?.y ?? 0) - (b?.y ?? 0));
    expect(east / north).toBeCloseTo(1, 2);
  });

  it('describes the route in Polish with Polish plurals', async () => {
    setup(tripHandler(withTrack), trackSketchHandler(7, gdyniaToHel()));
    await renderApp('/sailing-trips/7', { language: 'pl' });

    expect(
      await screen.findByRole('img', { name: 'Trasa Gdynia – Hel, 20,4 Mm, 1 postój' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: pl.track_sketch.download })).toBeInTheDocument();
  });

  it('shows nothing of a track for a trip without one, and does not ask for it', async () => {
    const asked = vi.fn();
    setup(
      tripHandler(trip({ id: 7 })),
      http.get(trackSketchUrl(7), () => {
        asked();
        return HttpResponse.json({ success: false }, { status: 404 });
      }),
    );
    await renderApp('/sailing-trips/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Zawisza Czarny' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.track_sketch.download })).not.toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });

  it('downloads the whole track as GPX with the captain token, under the name the server gives', async () => {
    const authorization: (string | null)[] = [];
    setup(
      tripHandler(withTrack),
      trackSketchHandler(7, gdyniaToHel()),
      http.get(trackGpxUrl(7), ({ request }) => {
        authorization.push(request.headers.get('authorization'));
        return new HttpResponse(gpx, {
          headers: {
            'content-type': 'application/gpx+xml',
            'content-disposition': 'attachment; filename="gdynia-hel-2026-06-12.gpx"',
          },
        });
      }),
    );
    await renderApp('/sailing-trips/7');

    await userEvent.click(await screen.findByRole('button', { name: en.track_sketch.download }));
    await waitFor(() => expect(saved).toEqual([{ download: 'gdynia-hel-2026-06-12.gpx', text: gpx }]));
    expect(authorization).toEqual([expect.stringMatching(/^Bearer /)]);
  });

  it('says so when the track cannot be downloaded', async () => {
    setup(
      tripHandler(withTrack),
      trackSketchHandler(7, gdyniaToHel()),
      http.get(trackGpxUrl(7), () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    await renderApp('/sailing-trips/7');

    await userEvent.click(await screen.findByRole('button', { name: en.track_sketch.download }));
    expect(await screen.findByText(en.track_sketch.download_failed)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('draws no map without tiles from the operator', async () => {
    setup(tripHandler(withTrack), trackSketchHandler(7, gdyniaToHel()));
    await renderApp('/sailing-trips/7');

    await screen.findByRole('img', { name: 'Route from Gdynia to Hel, 20.4 NM, 1 stop' });
    await waitFor(() => expect(document.querySelectorAll('image')).toHaveLength(0));
    expect(screen.queryByRole('img', { name: en.track_sketch.map })).not.toBeInTheDocument();
  });

  it('draws the route over the operator tiles, fitted to the route, with their credit and zoom buttons', async () => {
    setup(
      tripHandler(withTrack),
      trackSketchHandler(7, gdyniaToHel()),
      clientConfigHandler('https://{s}.tiles.example.org/{z}/{x}/{y}.png', '© OpenStreetMap contributors'),
    );
    await renderApp('/sailing-trips/7');

    const map = await screen.findByRole('img', { name: en.track_sketch.map });
    const tiles = () => [...map.querySelectorAll('image')].map((image) => image.getAttribute('href'));
    // The route spans 0.25° of longitude and 0.18° of latitude: zoom 10 fits it into 592 × 352 px (zoom 11 would not).
    expect(tiles().length).toBeGreaterThan(0);
    expect(tiles()).toContain('https://c.tiles.example.org/10/565/325.png');
    expect(
      tiles().every((url) => /^https:\/\/[abc]\.tiles\.example\.org\/10\/\d+\/\d+\.png$/.test(url ?? '')),
    ).toBe(true);
    expect(screen.getByText('Map: © OpenStreetMap contributors')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: en.track_sketch.zoom_in }));
    expect(tiles().every((url) => url?.includes('/11/'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: en.track_sketch.zoom_out }));
    await userEvent.click(screen.getByRole('button', { name: en.track_sketch.zoom_out }));
    expect(tiles().every((url) => url?.includes('/9/'))).toBe(true);
  });
});
