import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app.ts';
import {
  bearer,
  createProfileTestApp,
  decompressionBombPng,
  multipartBody,
  registerCaptain,
  solidImage as solid,
} from './test-support.ts';

let png500: Buffer;

beforeAll(async () => {
  png500 = await solid(500, 500).png().toBuffer();
});

describe('captain logo: refused uploads', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createProfileTestApp();
    token = (await registerCaptain(t)).token;
  });
  afterAll(async () => t.close());

  async function expectRefused(data: Buffer, message: string, language = 'en', filename = 'logo.png') {
    const body = multipartBody([{ field: 'logo', filename, contentType: 'image/png', data }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/captain-profile/logo',
      headers: { ...bearer(token), ...body.headers, 'accept-language': language },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message,
      errors: { logo: [message] },
      request_id: expect.any(String),
    });
  }

  it('refuses an image smaller than 400x400 (either side)', async () => {
    await expectRefused(await solid(300, 300).png().toBuffer(), 'The image must be at least 400x400 pixels.');
    await expectRefused(
      await solid(800, 399).jpeg().toBuffer(),
      'Obraz musi mieć wymiary co najmniej 400x400 pikseli',
      'pl',
    );
  });

  it('refuses what is not an image, whatever its name', async () => {
    await expectRefused(
      Buffer.from('just some text, honestly\n'),
      'Please choose an image file (PNG, JPEG or WebP).',
    );
    await expectRefused(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"/>'),
      'Proszę wybrać plik obrazu',
      'pl',
      'logo.svg',
    );
  });

  it('refuses other image formats (GIF) and a PNG signature followed by garbage', async () => {
    await expectRefused(
      await solid(500, 500).gif().toBuffer(),
      'Please choose an image file (PNG, JPEG or WebP).',
    );
    const fake = Buffer.concat([png500.subarray(0, 8), randomBytes(2000)]);
    await expectRefused(fake, 'Please choose an image file (PNG, JPEG or WebP).');
  });

  it('refuses a truncated image (found only while decoding) with 422, not 500', async () => {
    const noisy = await sharp(randomBytes(600 * 600 * 3), { raw: { width: 600, height: 600, channels: 3 } })
      .jpeg()
      .toBuffer();
    await expectRefused(
      noisy.subarray(0, noisy.length / 2),
      'Please choose an image file (PNG, JPEG or WebP).',
    );
  });

  it('refuses a file over 5 MB: a real image and a fake one', async () => {
    const noise = await sharp(randomBytes(1400 * 1400 * 3), {
      raw: { width: 1400, height: 1400, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(5 * 1024 * 1024);
    await expectRefused(noise, 'The file is too large. The maximum size is 5 MB.');
    // One byte over the limit: a valid PNG padded after its end.
    const fake = Buffer.concat([png500, Buffer.alloc(5 * 1024 * 1024 + 1 - png500.length)]);
    await expectRefused(fake, 'Plik zbyt duży. Maksymalny rozmiar to 5MB', 'pl');
  });

  it('refuses a decompression bomb (a 50 kB PNG declaring 20000x20000) without decoding it', async () => {
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(100_000);
    const bombMetadata = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([bombMetadata.width, bombMetadata.height]).toEqual([20_000, 20_000]);
    await expectRefused(
      bomb,
      'The image has too many pixels (at most 40 megapixels). Choose a smaller image.',
    );
  });

  it('needs a file in the field "logo"', async () => {
    const wrongField = multipartBody([
      { field: 'image', filename: 'logo.png', contentType: 'image/png', data: png500 },
    ]);
    const noFile = multipartBody([], { logo: 'not a file' });
    const empty = multipartBody([
      { field: 'logo', filename: 'logo.png', contentType: 'image/png', data: Buffer.alloc(0) },
    ]);
    for (const body of [wrongField, noFile, empty]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/captain-profile/logo',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ logo: ['Choose a logo file to upload.'] });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/captain-profile/logo',
      headers: bearer(token),
      payload: { logo: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(422);
  });

  it('answers 400, never 500, to a malformed multipart body', async () => {
    const cases: [string, string][] = [
      ['multipart/form-data', 'no boundary declared'],
      ['multipart/form-data; boundary=abc', 'no boundary in the body'],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\ncut',
      ],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="__proto__"; filename="a"\r\n\r\nx\r\n--abc--\r\n',
      ],
    ];
    for (const [type, payload] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/captain-profile/logo',
        headers: { ...bearer(token), 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'The request could not be understood.',
        request_id: expect.any(String),
      });
    }
  });

  it('takes one file only', async () => {
    const part = { field: 'logo', filename: 'logo.png', contentType: 'image/png', data: png500 };
    const body = multipartBody([part, part]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/captain-profile/logo',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ logo: ['Upload one file only.'] });
  });

  it('has stored nothing after all these refusals', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/captain-profile/logo',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
  });
});
