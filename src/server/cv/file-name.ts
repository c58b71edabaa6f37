/** Letters that do not decompose into a base letter and a mark (ł is not l + a mark in Unicode). */
const unaccented: Record<string, string> = { ł: 'l', Ł: 'L', ß: 'ss', ø: 'o', Ø: 'O', æ: 'ae', Æ: 'AE' };

/** Words joined by hyphens, lower case, keeping the letters of any language ("cv-kapitana-łukasz-żółć"). */
export function slug(parts: readonly string[]): string {
  return parts
    .join(' ')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The same, in ASCII only: accents dropped, ł -> l ("cv-kapitana-lukasz-zolc"). */
export function asciiSlug(parts: readonly string[]): string {
  return slug(parts)
    .replace(/[łŁßøØæÆ]/g, (letter) => unaccented[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Content-Disposition for a PDF shown in the browser: an ASCII file name for old clients and filename* (RFC
 * 6266 / 8187) with the name in UTF-8. `parts` are the words of the name, without the extension.
 */
export function inlinePdfDisposition(parts: readonly string[], fallback: string): string {
  const ascii = asciiSlug(parts) || fallback;
  const unicode = slug(parts) || fallback;
  return `inline; filename="${ascii}.pdf"; filename*=UTF-8''${encodeURIComponent(`${unicode}.pdf`)}`;
}
