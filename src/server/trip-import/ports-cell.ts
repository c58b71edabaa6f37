import { languages } from '#domain/language.ts';
import { normaliseHeader } from '#domain/trip-transfer/columns.ts';
import { translate } from '../http/messages.ts';

/** "(tidal)" and "(pływowy)" as the catalogue writes them, normalised; the words alone when it has none yet. */
function tidalMarkers(): Set<string> {
  const markers = new Set(['tidal', 'plywowy']);
  for (const language of languages) {
    const key = 'transfer.values.tidal_marker';
    const marker = translate(language, key);
    if (marker !== key) markers.add(normaliseHeader(marker));
  }
  return markers;
}

let markers: Set<string> | undefined;

/**
 * The CSV's visited ports cell: names separated by ";" (or new lines), a tidal one ending in "(tidal)" or
 * "(pływowy)", in either language and case.
 */
export function readPortsCell(text: string): { name: string; is_tidal: boolean }[] {
  markers ??= tidalMarkers();
  const known = markers;
  return text
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const marked = /^(.*?)\s*\(([^()]*)\)$/.exec(part);
      if (marked && known.has(normaliseHeader(marked[2] ?? '')) && (marked[1] ?? '') !== '')
        return { name: marked[1] ?? '', is_tidal: true };
      return { name: part, is_tidal: false };
    });
}
