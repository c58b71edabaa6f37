import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Poppler's command-line tools (Debian's poppler-utils, installed by .ci/run), for tests that read a PDF back
 * the way a reader's viewer does: its text as laid out, its information dictionary, and its pages as pictures.
 */
async function withFile<T>(bytes: Buffer | Uint8Array, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'logbook-pdf-'));
  const file = path.join(dir, 'document.pdf');
  try {
    await fs.writeFile(file, bytes);
    return await use(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The text of every page, as `pdftotext -layout` lays it out (UTF-8). */
export function pdftotext(bytes: Buffer | Uint8Array): Promise<string> {
  return withFile(bytes, async (file) => {
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  });
}

/** `pdfinfo`'s fields by name (Title, Author, Subject, Keywords, Creator, Producer, Pages, Tagged ...). */
export function pdfinfo(bytes: Buffer | Uint8Array): Promise<Record<string, string>> {
  return withFile(bytes, async (file) => {
    const { stdout } = await run('pdfinfo', ['-enc', 'UTF-8', file]);
    const fields: Record<string, string> = {};
    for (const line of stdout.split('\n')) {
      const at = line.indexOf(':');
      if (at > 0) fields[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
    return fields;
  });
}

/**
 * The first page as a PNG at `dpi`, written to `out` when given (to be looked at), and returned. Tests compare
 * what they can measure; the picture is for a person.
 */
export function pdftoppm(
  bytes: Buffer | Uint8Array,
  { dpi = 100, out }: { dpi?: number; out?: string } = {},
) {
  return withFile(bytes, async (file) => {
    const prefix = path.join(path.dirname(file), 'page');
    await run('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', file, prefix]);
    const png = await fs.readFile(`${prefix}.png`);
    if (out) await fs.writeFile(out, png);
    return png;
  });
}
