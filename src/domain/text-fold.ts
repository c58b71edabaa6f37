/** Letters that NFD does not split into a base letter and a mark. */
const unsplit: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Text as matching sees it: lower case, no accents, single spaces ("Świnoujście" -> "swinoujscie"). The one
 * rule for comparing names and words ignoring case and Polish letters: port suggestions, import headers and
 * values, the trip search (trips.search_text).
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøæœßđðþı]/g, (letter) => unsplit[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}
