import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createProfileTestApp,
  pngChunk,
  registerCaptain,
  solidImage as solid,
  uploadLogo,
} from '../captain-profile/test-support.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * Hostile logo uploads that src/server/captain-profile/logo-refused.test.ts does not already send: a PDF or an
 * HTML page named logo.png, SVG with script under every type, a GIFAR, a 50000x50000 header-only PNG, and
 * polyglots that ARE valid images carrying HTML/JS: those may be accepted, but what is stored and served is a
 * re-encoded image without the payload, as image/* with nosniff.
 */
const notImage = 'Please choose an image file (PNG, JPEG or WebP).';
const payload = '<script>alert(document.cookie)</script><html><body onload="alert(1)">';

/** A PNG whose IHDR declares side x side RGBA pixels (10 gigapixels at 50000) with only one row of data. */
function headerOnlyBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1 + side * 4))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG with a tEXt chunk holding `text` (legal PNG, so decoders accept it). */
function pngWithText(png: Buffer, text: string): Buffer {
  const iendAt = png.length - 12;
  return Buffer.concat([
    png.subarray(0, iendAt),
    pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    png.subarray(iendAt),
  ]);
}

const minimalPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="500" height="500">' +
    '<script>alert(document.domain)</script><rect width="500" height="500"/></svg>',
);
/** A minimal ZIP (end of central directory only), as appended in a GIFAR. */
const emptyZip = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

describe('hostile logo uploads', () => {
  let t: TestApp;
  let token: string;
  let png500: Buffer;
  beforeAll(async () => {
    t = await createProfileTestApp();
    token = (await registerCaptain(t)).token;
    png500 = await solid(500, 500).png().toBuffer();
  });
  afterAll(async () => t.close());

  const storedLogo = () =>
    t.app.inject({ method: 'GET', url: '/api/captain-profile/logo', headers: bearer(token) });

  async function expectRefused(data: Buffer, message: string, filename = 'logo.png', type = 'image/png') {
    const response = await uploadLogo(t, token, data, filename, type);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message,
      errors: { logo: [message] },
      request_id: expect.any(String),
    });
    expect((await storedLogo()).statusCode, 'nothing stored').toBe(404);
  }

  it('refuses a PDF (with a JavaScript action) and an HTML page named logo.png, sent as image/png', async () => {
    await expectRefused(minimalPdf, notImage);
    await expectRefused(Buffer.from(`<!doctype html>${payload}`), notImage);
    await expectRefused(Buffer.from(`GIF89a${payload}`), notImage, 'logo.gif', 'image/gif');
  });

  it('refuses SVG with a script under any name and declared type', async () => {
    for (const [filename, type] of [
      ['logo.png', 'image/png'],
      ['logo.svg', 'image/svg+xml'],
      ['logo.jpg', 'image/jpeg'],
      ['logo', 'application/octet-stream'],
    ] as const) {
      await expectRefused(svgWithScript, notImage, filename, type);
    }
  });

  it('refuses a GIFAR (a real GIF with a ZIP appended)', async () => {
    const gif = await solid(500, 500).gif().toBuffer();
    await expectRefused(Buffer.concat([gif, emptyZip]), notImage);
  });

  it('refuses a PNG header declaring 50000x50000 pixels without decoding it', async () => {
    const bomb = headerOnlyBomb(50_000);
    expect(bomb.length).toBeLessThan(1_000_000);
    await expectRefused(
      bomb,
      'The image has too many pixels (at most 40 megapixels). Choose a smaller image.',
    );
  });

  it('stores a valid PNG carrying HTML/JS (appended, or in a text chunk) only as a clean re-encoded image', async () => {
    const statuses: number[] = [];
    for (const polyglot of [Buffer.concat([png500, Buffer.from(payload)]), pngWithText(png500, payload)]) {
      const response = await uploadLogo(t, token, polyglot, '../../../etc/passwd.png', 'text/html');
      statuses.push(response.statusCode);
      // Accepted or refused, never a 5xx; when stored, the payload is gone.
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (response.statusCode !== 200) continue;
      const { logo_url: url, logo_path: path } = response.json();
      expect(path).not.toContain('..');
      expect(path).not.toContain('passwd');
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
      expect(served.rawPayload.includes(Buffer.from('onload'))).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    }
    // The text chunk is legal PNG: that one at least went all the way through storing and serving.
    expect(statuses[1]).toBe(200);
  });

  it('re-encodes a JPEG whose comment holds HTML, dropping it', async () => {
    const jpeg = await solid(500, 500).jpeg().toBuffer();
    // A COM segment right after SOI: legal JPEG, classic polyglot carrier.
    const comment = Buffer.from(payload, 'latin1');
    const segment = Buffer.concat([
      Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]),
      comment,
    ]);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
    const response = await uploadLogo(t, token, polyglot, 'logo.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.json().logo_url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
  });
});
