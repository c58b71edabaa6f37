import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentEncoding } from './preferred-encoding.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Large JSON answers in the encoding a client accepts; the levels were chosen on the 1 MB trip list (bench/README.md). */
export const compressors: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipped(body, { level: 6 }),
};
