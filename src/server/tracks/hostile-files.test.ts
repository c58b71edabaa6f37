import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackLimits } from '#domain/track.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, newCaptain } from '../trips/test-support.ts';
import { gdyniaRun, gpxFile, uploadTrack } from './test-support.ts';

const refused = (message: string) => ({
  success: false,
  message,
  errors: { file: [message] },
  request_id: expect.any(String),
});
const doctype =
  'This file declares a DTD or entities (<!DOCTYPE or <!ENTITY), which a GPX file never needs. For safety it is not read: export the track again from your plotter or app.';

/** Files a hostile or careless client may send: each is refused with 422 and its reason, never a hang or a 5xx. */
describe('hostile GPX uploads', () => {
  let t: TestApp;
  let captain: Captain;
  beforeAll(async () => {
    t = await createTestApp();
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  const storedTracks = async () =>
    Number(
      (
        await t.app.database.db
          .selectFrom('tracks')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('refuses an external entity (XXE) without reading it', async () => {
    const file =
      '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
      '<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>&xxe;</name><trkseg>' +
      '<trkpt lat="54.5" lon="18.5"/></trkseg></trk></gpx>';
    const response = await uploadTrack(t, captain.token, file);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refused(doctype));
    expect(response.body).not.toContain('root:');
  });

  it('refuses entity expansion ("billion laughs")', async () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join(
      '',
    );
    const file = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${lol}]><gpx>&lol9;</gpx>`;
    const response = await uploadTrack(t, captain.token, file);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refused(doctype));
  });

  it('refuses a file that is not XML, and XML that is not GPX', async () => {
    const notXml = await uploadTrack(t, captain.token, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
    expect(notXml.statusCode).toBe(422);
    expect(notXml.json()).toEqual(
      refused(
        'This file is not readable XML, so it cannot be a GPX track. Check that you chose the .gpx file.',
      ),
    );
    const notGpx = await uploadTrack(t, captain.token, '<?xml version="1.0"?><kml><Document/></kml>');
    expect(notGpx.statusCode).toBe(422);
    expect(notGpx.json()).toEqual(
      refused('This XML file is not GPX. Choose a .gpx file exported from your plotter or app.'),
    );
  });

  it('takes a file of exactly 20 MB and refuses one byte more', async () => {
    const file = gpxFile(gdyniaRun);
    const padded = (bytes: number) =>
      Buffer.concat([Buffer.from(file), Buffer.alloc(bytes - Buffer.byteLength(file), ' ')]);
    const atLimit = await uploadTrack(t, captain.token, padded(trackLimits.bytes));
    expect(atLimit.statusCode, atLimit.body.slice(0, 300)).toBe(201);
    const before = await storedTracks();
    const over = await uploadTrack(t, captain.token, padded(trackLimits.bytes + 1));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual(
      refused(
        'The file is larger than 20 MB. Export a shorter stretch of the track, or thin it out in your app.',
      ),
    );
    expect(await storedTracks()).toBe(before);
  }, 30_000);

  it('refuses a second file in one upload', async () => {
    const { multipartBody } = await import('../captain-profile/test-support.ts');
    const data = Buffer.from(gpxFile(gdyniaRun));
    const part = { field: 'file', filename: 'a.gpx', contentType: 'application/gpx+xml', data };
    const body = multipartBody([part, { ...part, filename: 'b.gpx' }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tracks',
      headers: { authorization: `Bearer ${captain.token}`, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refused('Upload one GPX file at a time.'));
  });

  it('answers a multipart body cut short with 400, not 5xx', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tracks',
      headers: {
        authorization: `Bearer ${captain.token}`,
        'content-type': 'multipart/form-data; boundary=cut',
      },
      payload: '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.gpx"\r\n\r\n<gpx',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, request_id: expect.any(String) });
  });
});
