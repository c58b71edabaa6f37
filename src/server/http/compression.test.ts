import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressOnMainThreadUpTo, compressors } from './compression.ts';

const json = (bytes: number) => {
  const rows = [];
  for (let i = 0; JSON.stringify(rows).length < bytes; i++)
    rows.push({ id: i, port: `Gdynia ${i % 17}`, hours: i * 1.5 });
  return Buffer.from(JSON.stringify(rows));
};

describe('compressors', () => {
  // Below the limit on the main thread, above it on libuv's pool: both give the body back whole.
  it.each([
    ['a small body', 2_000],
    ['a body at the limit', compressOnMainThreadUpTo],
    ['a large body', 4 * compressOnMainThreadUpTo],
  ])('compress %s in brotli and gzip, each decoding to the body', async (_, size) => {
    const body = json(size).subarray(0, size);
    const [br, gzip] = await Promise.all([compressors.br(body), compressors.gzip(body)]);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gzip).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 2);
  });
});
