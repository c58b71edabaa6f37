import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** DejaVu (from the dejavu-fonts-ttf package): every Polish letter; pdfkit's built-in Helvetica loses them. */
const files = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  condensed: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf',
  condensedBold: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf',
} as const;

export type FontName = keyof typeof files;

let loaded: Record<FontName, Buffer> | null = null;

/** The font files, read once per process. */
export function fonts(): Record<FontName, Buffer> {
  loaded ??= Object.fromEntries(
    Object.entries(files).map(([name, file]) => [name, fs.readFileSync(require.resolve(file))]),
  ) as Record<FontName, Buffer>;
  return loaded;
}
