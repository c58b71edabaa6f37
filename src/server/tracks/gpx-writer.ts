import type { TrackPoint } from '#domain/track/rules.ts';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/** GPX's decimal type has no exponent: a coordinate within 1e-7 of zero would print as 1e-7. */
const decimal = (value: number) => {
  const text = String(value);
  return text.includes('e') ? value.toFixed(12) : text;
};

/**
 * A track as a GPX 1.1 document with one track and one segment: every point as uploaded (coordinates as stored,
 * times in UTC with milliseconds), so reading it again gives the same points.
 */
export function gpxOf(points: readonly TrackPoint[], name: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Logbook" xmlns="http://www.topografix.com/GPX/1/1">',
    `<trk><name>${escapeXml(name)}</name><trkseg>`,
  ];
  for (const p of points) {
    const time = p.time === null ? '' : `<time>${new Date(p.time).toISOString()}</time>`;
    lines.push(`<trkpt lat="${decimal(p.lat)}" lon="${decimal(p.lon)}">${time}</trkpt>`);
  }
  lines.push('</trkseg></trk>', '</gpx>', '');
  return lines.join('\n');
}
