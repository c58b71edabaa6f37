import type { Metadata } from 'sharp';
import { logoRules } from '#domain/captain-profile.ts';
import { UnprocessableError } from '../http/errors.ts';
import { onFirstUse } from '../on-first-use.ts';

/** Larger inputs are refused before any pixel is decoded (a decompression bomb declares huge dimensions). */
export const maxInputPixels = 40_000_000;
/** Stored logos are scaled down to fit this box; the PDFs and the page never show them larger. */
export const maxStoredSide = 1024;
const processingTimeoutSeconds = 15;

export type LogoFormat = 'png' | 'jpeg' | 'webp';

export interface ProcessedLogo {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
  width: number;
  height: number;
}

const field = 'logo';
const refuse = (key: string) => new UnprocessableError(key, { [field]: key });

/**
 * The format by the file's first bytes, not its name or declared type. Only these three decoders are ever
 * given user input, which keeps SVG, TIFF, PDF and the other libvips loaders out of reach.
 */
export function sniffFormat(bytes: Buffer): LogoFormat | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** sharp and libvips, loaded with the first logo (bench/README.md, "the server's memory"). */
const loadSharp = onFirstUse(async () => (await import('sharp')).default);

/** failOn stays at sharp's default ('warning'), the level it advises for untrusted input. */
const decoderOptions = { limitInputPixels: maxInputPixels, pages: 1 } as const;

/**
 * Checks an uploaded logo (a PNG, JPEG or WebP image by content, at most 5 MB, at least 400x400 px as seen
 * upright) and re-encodes it: turned upright per EXIF, scaled to fit 1024 px, every metadata block (EXIF, GPS,
 * XMP, ICC) dropped. PNG stays PNG (transparency); JPEG becomes JPEG; WebP becomes PNG when it has transparency
 * and JPEG otherwise, so the stored logo can be embedded in the PDFs, which read only PNG and JPEG.
 */
export async function processLogo(bytes: Buffer): Promise<ProcessedLogo> {
  if (bytes.length > logoRules.maxBytes) throw refuse('logo.too_large');
  const format = sniffFormat(bytes);
  if (!format) throw refuse('logo.not_image');

  // Outside the try blocks: a library that fails to load is a 500, never the upload's fault.
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, decoderOptions).metadata();
  } catch (error) {
    throw refuse(isPixelLimitError(error) ? 'logo.dimensions_too_large' : 'logo.not_image');
  }
  if (metadata.format !== format) throw refuse('logo.not_image');
  const { width, height } = metadata.autoOrient;
  if (width * height > maxInputPixels) throw refuse('logo.dimensions_too_large');
  if (width < logoRules.minWidth || height < logoRules.minHeight) throw refuse('logo.too_small');

  const keepPng = format === 'png' || (format === 'webp' && metadata.hasAlpha);
  try {
    const pipeline = sharp(bytes, decoderOptions)
      .timeout({ seconds: processingTimeoutSeconds })
      .rotate()
      .resize({ width: maxStoredSide, height: maxStoredSide, fit: 'inside', withoutEnlargement: true });
    const encoded = keepPng
      ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 88, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: keepPng ? 'image/png' : 'image/jpeg',
      extension: keepPng ? 'png' : 'jpg',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    // A truncated or corrupt body is only found while decoding; it is the upload's fault, never a 500.
    throw refuse(isPixelLimitError(error) ? 'logo.dimensions_too_large' : 'logo.not_image');
  }
}
