import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { ContentEncoding } from './preferred-encoding.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Bodies up to this size are compressed on the main thread (well under a millisecond each at these levels), larger
 * ones on libuv's pool. Each pool thread that compresses keeps its working memory in its own glibc arena once
 * freed, some 9 MB a thread under the mixed benchmark; on the main thread that memory is one arena's, reused.
 */
export const compressOnMainThreadUpTo = 64 * 1024;

const brotliOptions = (body: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
const gzipOptions = { level: 6 };

/** Large JSON answers in the encoding a client accepts; the levels were chosen on the 1 MB trip list (bench/README.md). */
export const compressors: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: async (body) =>
    body.length <= compressOnMainThreadUpTo
      ? brotliCompressSync(body, brotliOptions(body))
      : brotli(body, brotliOptions(body)),
  gzip: async (body) =>
    body.length <= compressOnMainThreadUpTo ? gzipSync(body, gzipOptions) : gzipped(body, gzipOptions),
};
