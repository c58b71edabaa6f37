// Writes brotli (.br) and gzip (.gz) copies of the web build's text files beside them, once per build, so
// the server sends compressed bytes without compressing on every request (@fastify/static preCompressed).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
// Below this, compression saves less than the headers cost.
const minimumBytes = 1024;

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export function precompress(dir) {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!compressible.test(file)) continue;
    const content = fs.readFileSync(file);
    if (content.length < minimumBytes) continue;
    const brotli = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    count++;
  }
  return count;
}
