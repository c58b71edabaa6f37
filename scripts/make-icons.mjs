// Makes the web app's installable icons (the manifest's 192 and 512 px PNGs, a maskable 512 px and the
// 180 px apple-touch icon) from src/web/public/favicon.svg. Run after changing the favicon:
// `node scripts/make-icons.mjs`; the PNGs are committed, so a build needs neither this nor sharp's SVG support.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'src/web/public');
const outDir = path.join(publicDir, 'icons');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
/** The favicon's own background: a maskable icon fills its whole square with it. */
const navy = '#0b3954';

fs.mkdirSync(outDir, { recursive: true });

async function plain(size, file) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
}

/**
 * A maskable icon is cut to any shape (circle, squircle) inside its safe zone, the central 80 %: the mark is drawn
 * at 70 % on a full square of its background, without the favicon's rounded corners.
 */
async function maskable(size, file) {
  const inner = Math.round(size * 0.7);
  const mark = await sharp(Buffer.from(svg.replace(/<rect [^>]*\/>/, '')), { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: navy } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await plain(180, 'apple-touch-icon.png');
await maskable(512, 'icon-maskable-512.png');
console.log(`icons written to ${path.relative(root, outDir)}`);
