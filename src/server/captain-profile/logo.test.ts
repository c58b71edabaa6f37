import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app.ts';
import {
  bearer,
  createProfileTestApp,
  type RegisteredCaptain,
  registerCaptain,
  solidImage as solid,
  uploadLogo,
} from './test-support.ts';

let png500: Buffer;
let jpegWithExif: Buffer;
let webpOpaque: Buffer;
let webpTransparent: Buffer;
let large: Buffer;

beforeAll(async () => {
  png500 = await solid(500, 500, 4)
    .png()
    .withExif({ IFD0: { Artist: 'Secret Artist' } })
    .toBuffer();
  // 600 wide, 500 high, but EXIF says "rotate 90°": upright it is 500x600.
  jpegWithExif = await solid(600, 500)
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Co', Make: 'Camera' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  webpOpaque = await solid(450, 450).webp().toBuffer();
  webpTransparent = await solid(450, 450, 4).webp().toBuffer();
  large = await solid(2000, 1500).png().toBuffer();
});

describe('captain logo', () => {
  let t: TestApp;
  let captain: RegisteredCaptain;
  const getLogo = (token = captain.token) =>
    t.app.inject({ method: 'GET', url: '/api/captain-profile/logo', headers: bearer(token) });
  const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createProfileTestApp();
    captain = await registerCaptain(t);
  });
  afterAll(async () => t.close());

  it('answers 404 JSON while there is no logo', async () => {
    const response = await getLogo();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'No logo has been uploaded.',
      request_id: expect.any(String),
    });
  });

  it('uploads a PNG, keeps it PNG, strips its metadata and serves it at a public capability URL', async () => {
    const response = await uploadLogo(t, captain.token, png500);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      logo_path: expect.stringMatching(/^logos\/[A-Za-z0-9_-]{43}\.png$/),
      logo_url: expect.stringMatching(/^\/api\/logos\/[A-Za-z0-9_-]{43}$/),
      message: 'The logo has been updated.',
    });
    expect((await getLogo()).json()).toEqual({
      success: true,
      logo_url: body.logo_url,
      logo_path: body.logo_path,
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/captain-profile',
      headers: bearer(captain.token),
    });
    expect(profile.json().captain_profile).toMatchObject({
      logo_url: body.logo_url,
      logo_path: body.logo_path,
    });

    const image = await fetchUrl(body.logo_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 500, height: 500, hasAlpha: true });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(image.rawPayload.includes('Secret Artist')).toBe(false);
  });

  it('turns a JPEG upright by its EXIF orientation, then drops the EXIF', async () => {
    const response = await uploadLogo(t, captain.token, jpegWithExif, 'photo.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    expect(response.json().logo_path).toMatch(/\.jpg$/);
    const image = await fetchUrl(response.json().logo_url);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 500, height: 600 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(image.rawPayload.includes('Secret Co')).toBe(false);
  });

  it('stores WebP as JPEG, or as PNG when it has transparency (the PDFs read only PNG and JPEG)', async () => {
    const opaque = await uploadLogo(t, captain.token, webpOpaque, 'logo.webp', 'image/webp');
    expect(opaque.statusCode).toBe(200);
    expect((await fetchUrl(opaque.json().logo_url)).headers['content-type']).toBe('image/jpeg');
    const transparent = await uploadLogo(t, captain.token, webpTransparent, 'logo.webp', 'image/webp');
    expect(transparent.statusCode).toBe(200);
    expect((await fetchUrl(transparent.json().logo_url)).headers['content-type']).toBe('image/png');
  });

  it('scales a large image down to fit 1024 px, keeping the proportions', async () => {
    const response = await uploadLogo(t, captain.token, large);
    expect(response.statusCode).toBe(200);
    const metadata = await sharp((await fetchUrl(response.json().logo_url)).rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([1024, 768]);
  });

  it('judges the content, not the name or declared type', async () => {
    const response = await uploadLogo(t, captain.token, jpegWithExif, 'logo.png', 'application/octet-stream');
    expect(response.statusCode).toBe(200);
    expect(response.json().logo_path).toMatch(/\.jpg$/);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const padded = Buffer.concat([png500, Buffer.alloc(5 * 1024 * 1024 - png500.length)]);
    expect((await uploadLogo(t, captain.token, padded)).statusCode).toBe(200);
  });

  it('gives a new URL on replacement; the old one stops working', async () => {
    const first = (await uploadLogo(t, captain.token, png500)).json();
    const second = (await uploadLogo(t, captain.token, png500)).json();
    expect(second.logo_url).not.toBe(first.logo_url);
    expect((await fetchUrl(first.logo_url)).statusCode).toBe(404);
    expect((await fetchUrl(second.logo_url)).statusCode).toBe(200);
  });

  it('answers 404 JSON for unknown or malformed public keys', async () => {
    for (const key of [
      randomBytes(32).toString('base64url'),
      'short',
      '..%2F..%2Fetc%2Fpasswd',
      'x'.repeat(90),
    ]) {
      const response = await fetchUrl(`/api/logos/${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().success).toBe(false);
    }
  });

  it('deletes the logo: 404 afterwards everywhere, and deleting again still succeeds', async () => {
    const uploaded = (await uploadLogo(t, captain.token, png500)).json();
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/captain-profile/logo',
        headers: { ...bearer(captain.token), 'accept-language': 'pl' },
      });
    const response = await remove();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logo zostało usunięte' });
    expect((await getLogo()).statusCode).toBe(404);
    expect((await fetchUrl(uploaded.logo_url)).statusCode).toBe(404);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/captain-profile',
      headers: bearer(captain.token),
    });
    expect(profile.json().captain_profile).toMatchObject({ logo_url: null, logo_path: null });
    expect((await remove()).statusCode).toBe(200);
  });

  it("never shows or deletes another captain's logo", async () => {
    const other = await registerCaptain(t, 'Other Captain');
    const mine = (await uploadLogo(t, captain.token, png500)).json();
    expect((await getLogo(other.token)).statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: '/api/captain-profile/logo', headers: bearer(other.token) });
    expect((await getLogo()).json().logo_url).toBe(mine.logo_url);
    expect((await fetchUrl(mine.logo_url)).statusCode).toBe(200);
  });
});
