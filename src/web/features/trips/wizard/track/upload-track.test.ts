import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client.ts';
import { readCaptainSession } from '../../../../lib/session-storage.ts';
import { loggedInCaptain } from '../../../../test/accounts.ts';
import { server } from '../../../../test/server.ts';
import { gdyniaToHel, gpxFile, trackHandler } from './testing.ts';
import { tracksUrl, uploadTrack } from './upload-track.ts';

describe('uploadTrack', () => {
  it('sends the file under `file` with the captain’s token and resolves to the checked track', async () => {
    loggedInCaptain();
    const fields: string[][] = [];
    let authorization: string | null = null;
    server.use(
      http.post(tracksUrl, ({ request }) => {
        authorization = request.headers.get('authorization');
        return undefined;
      }),
      trackHandler(gdyniaToHel, fields),
    );
    const progress: number[] = [];
    const answer = await uploadTrack(gpxFile(), (percent) => progress.push(percent));
    expect(answer.track).toEqual(gdyniaToHel);
    expect(fields).toEqual([['file']]);
    expect(authorization).toBe('Bearer captain-token');
    expect(progress.at(-1)).toBe(100);
  });

  it('rejects a 422 with its field errors', async () => {
    loggedInCaptain();
    server.use(
      http.post(tracksUrl, () =>
        HttpResponse.json(
          { success: false, message: 'Invalid', errors: { file: ['tracks.errors.not_gpx'] } },
          { status: 422 },
        ),
      ),
    );
    const failure = await uploadTrack(gpxFile(), () => {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(422);
    expect((failure as ApiError).fieldErrors).toEqual({ file: ['tracks.errors.not_gpx'] });
  });

  it('rejects an answer the schema refuses, and a 401 ends the login', async () => {
    loggedInCaptain();
    server.use(http.post(tracksUrl, () => HttpResponse.json({ success: true, track: { id: 'x' } })));
    await expect(uploadTrack(gpxFile(), () => {})).rejects.toBeInstanceOf(ApiError);
    server.use(http.post(tracksUrl, () => HttpResponse.json({ message: 'no' }, { status: 401 })));
    await expect(uploadTrack(gpxFile(), () => {})).rejects.toMatchObject({ status: 401 });
    expect(readCaptainSession()).toBeNull();
  });
});
