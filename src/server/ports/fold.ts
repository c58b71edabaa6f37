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

/** A port name as matching sees it: lower case, no accents, single spaces ("Świnoujście" -> "swinoujscie"). */
export function foldName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøæœßđðþı]/g, (letter) => unsplit[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}
