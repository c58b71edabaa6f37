import { logoRules } from '#domain/captain-profile.ts';

export interface ImageDimensions {
  width: number;
  height: number;
}

/** Reads an image's size in pixels; rejects when the file cannot be decoded as an image. */
export type ImageDimensionReader = (file: File) => Promise<ImageDimensions>;

/** The browser's own decoder: loads the file into an <img> through a blob: address (allowed by the CSP). */
export const readImageDimensions: ImageDimensionReader = (file) =>
  new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The file could not be decoded as an image'));
    };
    image.src = url;
  });

export type LogoProblem = 'not_image' | 'too_large' | 'too_small' | 'unreadable';

export type LogoCheck =
  | { ok: true; dimensions: ImageDimensions; square: boolean }
  | { ok: false; problem: LogoProblem };

const acceptedTypes: readonly string[] = logoRules.acceptedTypes;

/**
 * The checks the browser can make before uploading (the server checks again, by content): an accepted image
 * type, at most 5 MB, at least 400x400 px. A square image is recommended, not required.
 */
export async function checkLogoFile(file: File, readDimensions: ImageDimensionReader): Promise<LogoCheck> {
  if (!acceptedTypes.includes(file.type)) return { ok: false, problem: 'not_image' };
  if (file.size > logoRules.maxBytes) return { ok: false, problem: 'too_large' };
  let dimensions: ImageDimensions;
  try {
    dimensions = await readDimensions(file);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (dimensions.width < logoRules.minWidth || dimensions.height < logoRules.minHeight) {
    return { ok: false, problem: 'too_small' };
  }
  return { ok: true, dimensions, square: dimensions.width === dimensions.height };
}
