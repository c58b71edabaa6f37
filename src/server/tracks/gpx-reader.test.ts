import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { GpxReadError, readGpx } from './gpx-reader.ts';

const gpx11 = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">${body}</gpx>`;
const track = (points: string) => `<trk><name>Hel</name><trkseg>${points}</trkseg></trk>`;
const point = (lat: number, lon: number, time?: string) =>
  `<trkpt lat="${lat}" lon="${lon}"><ele>0</ele>${time ? `<time>${time}</time>` : ''}</trkpt>`;

/** The file as a multipart upload streams it: in small chunks, so declarations can fall across two. */
function streamOf(text: string | Buffer, chunk = 7): Readable {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) chunks.push(bytes.subarray(i, i + chunk));
  return Readable.from(chunks);
}

async function refusal(text: string | Buffer | Readable, chunk?: number) {
  const stream = text instanceof Readable ? text : streamOf(text, chunk);
  const error = await readGpx(stream).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GpxReadError);
  const { messageKey, params, fieldErrors } = error as GpxReadError;
  return { messageKey, params, fieldErrors };
}

describe('readGpx', () => {
  it('reads a GPX 1.1 track with its times, in UTC, across segments', async () => {
    const file = gpx11(
      `<trk><trkseg>${point(54.52, 18.55, '2026-06-21T23:59:00Z')}</trkseg>` +
        `<trkseg>${point(54.53, 18.56, '2026-06-22T02:00:00+02:00')}${point(54.54, 18.57, '2026-06-22T00:01:00')}</trkseg></trk>`,
    );
    expect(await readGpx(streamOf(file))).toEqual([
      { lat: 54.52, lon: 18.55, time: Date.UTC(2026, 5, 21, 23, 59) },
      { lat: 54.53, lon: 18.56, time: Date.UTC(2026, 5, 22, 0, 0) },
      // No zone: UTC, whatever the server's own zone.
      { lat: 54.54, lon: 18.57, time: Date.UTC(2026, 5, 22, 0, 1) },
    ]);
  });

  it('reads GPX 1.0 and a prefixed namespace, and leaves out routes, waypoints and extensions', async () => {
    const file =
      '<?xml version="1.0"?><g:gpx version="1.0" xmlns:g="http://www.topografix.com/GPX/1/0">' +
      '<g:wpt lat="1" lon="1"/><g:rte><g:rtept lat="2" lon="2"/></g:rte>' +
      '<g:trk><g:trkseg><g:trkpt lat="54.5" lon="18.5"><g:time>2026-01-01T10:00:00Z</g:time></g:trkpt></g:trkseg></g:trk></g:gpx>';
    expect(await readGpx(streamOf(file))).toEqual([{ lat: 54.5, lon: 18.5, time: Date.UTC(2026, 0, 1, 10) }]);
  });

  it('reads a track without times as points without them', async () => {
    expect(await readGpx(streamOf(gpx11(track(point(54.5, 18.5) + point(54.6, 18.5)))))).toEqual([
      { lat: 54.5, lon: 18.5, time: null },
      { lat: 54.6, lon: 18.5, time: null },
    ]);
  });
});

describe('readGpx refuses', () => {
  it('an external entity (XXE), on the file field', async () => {
    const file =
      '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
      gpx11(track(`<trkpt lat="1" lon="1"><name>&xxe;</name></trkpt>`)).replace(/^<\?xml[^>]*>/, '');
    expect(await refusal(file)).toEqual({
      messageKey: 'tracks.errors.doctype',
      params: {},
      fieldErrors: { file: 'tracks.errors.doctype' },
    });
  });

  it('entity expansion ("billion laughs"), in whatever chunks it comes', async () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join(
      '',
    );
    const file = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${lol}]><gpx>&lol9;</gpx>`;
    for (const chunk of [1, 3, 64, 65536])
      expect((await refusal(file, chunk)).messageKey).toBe('tracks.errors.doctype');
  });

  it('an entity declared after the root element, where no parser would look for it', async () => {
    const file = `${gpx11(track(point(1, 1)))}<!ENTITY x "y">`;
    expect((await refusal(file)).messageKey).toBe('tracks.errors.doctype');
  });

  it('a file of 20 MB and one byte, without reading it all', async () => {
    const limit = 20 * 1024 * 1024;
    const head = Buffer.from(gpx11(track(point(54.5, 18.5))).replace('</gpx>', '<!-- '));
    const file = Buffer.alloc(limit + 1, ' ');
    head.copy(file);
    const stream = streamOf(file, 64 * 1024);
    expect(await refusal(stream)).toMatchObject({
      messageKey: 'tracks.errors.too_large',
      params: { megabytes: 20 },
    });
    expect(stream.destroyed).toBe(true);
  });

  it('but reads a file of exactly the limit, and stops at one point over the point limit', async () => {
    const file = gpx11(track(point(54.5, 18.5) + point(54.6, 18.5)));
    const bytes = Buffer.byteLength(file);
    expect(await readGpx(streamOf(file), { bytes, points: 2 })).toHaveLength(2);
    expect(
      await readGpx(streamOf(file), { bytes: bytes - 1, points: 2 }).catch((e: GpxReadError) => e.messageKey),
    ).toBe('tracks.errors.too_large');
    expect(await readGpx(streamOf(file), { bytes, points: 1 }).catch((e: GpxReadError) => e.params)).toEqual({
      points: 1,
    });
  });

  it('what is not XML, and XML that is not GPX', async () => {
    expect((await refusal('lat,lon\n54.5,18.5\n')).messageKey).toBe('tracks.errors.not_xml');
    expect((await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]))).messageKey).toBe(
      'tracks.errors.not_xml',
    );
    expect((await refusal(gpx11(track(point(1, 1))).replace('</gpx>', ''))).messageKey).toBe(
      'tracks.errors.not_xml',
    );
    expect((await refusal('<kml><Placemark/></kml>')).messageKey).toBe('tracks.errors.not_gpx');
  });

  it('a GPX of routes and waypoints only, saying what it holds', async () => {
    const file = gpx11('<wpt lat="54.5" lon="18.5"/><rte><rtept lat="54.5" lon="18.5"/></rte><rte/>');
    expect(await refusal(file)).toMatchObject({
      messageKey: 'tracks.errors.no_track',
      params: { routes: 2, waypoints: 1 },
    });
  });

  it('a GPX with an empty track, and a point without a position', async () => {
    expect((await refusal(gpx11('<trk><trkseg/></trk>'))).messageKey).toBe('tracks.errors.no_points');
    expect(await refusal(gpx11(track(`${point(1, 1)}<trkpt lat="" lon="18"/>`)))).toMatchObject({
      messageKey: 'tracks.errors.bad_point',
      params: { number: 2 },
    });
    expect((await refusal(gpx11(track('<trkpt lat="91" lon="18"/>')))).messageKey).toBe(
      'tracks.errors.bad_point',
    );
  });
});
