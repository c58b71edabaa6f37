import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import type { TrackPoint } from '../../domain/track/rules.ts';
import { trackLimits } from '../../domain/track.ts';
import { UnprocessableError } from '../http/errors.ts';

/** A GPX file the reader refuses; the route answers 422 with the key, on the `file` field. */
export class GpxReadError extends UnprocessableError {
  constructor(messageKey: string, params: Record<string, unknown> = {}) {
    super(messageKey, { file: messageKey }, params);
  }
}

export type GpxLimits = { bytes: number; points: number };

/** GPX never needs a DTD; a file declaring one is refused before its declaration reaches the parser. */
const declaration = /<!(DOCTYPE|ENTITY)/i;
const declarationTail = '<!DOCTYPE'.length - 1;

/**
 * Reads the track points (trk/trkseg/trkpt, with <time>) of a GPX 1.0 or 1.1 file from a stream, within the limits
 * (20 MB, 500,000 points). saxes expands no entities beyond XML's five and fetches nothing, and any <!DOCTYPE or
 * <!ENTITY is refused before parsing, so XXE and "billion laughs" files cost no more than reading their bytes.
 * A time without a zone is read as UTC, as GPX prescribes.
 */
export async function readGpx(stream: Readable, limits: GpxLimits = trackLimits): Promise<TrackPoint[]> {
  const reading = new GpxParse(limits.points);
  const decoder = new TextDecoder('utf-8');
  let bytes = 0;
  let tail = '';
  try {
    for await (const chunk of stream) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      bytes += buffer.length;
      if (bytes > limits.bytes)
        throw new GpxReadError('tracks.errors.too_large', { megabytes: limits.bytes / 2 ** 20 });
      const text = decoder.decode(buffer, { stream: true });
      // The tail of the chunk before catches a declaration split across two chunks.
      if (declaration.test(tail + text)) throw new GpxReadError('tracks.errors.doctype');
      tail = text.slice(-declarationTail);
      reading.write(text);
    }
    reading.write(decoder.decode());
    return reading.close();
  } finally {
    // A refused file is not read to its end.
    stream.destroy();
  }
}

/** The parse itself: a stack of element names, the point being read, and what else the file holds. */
class GpxParse {
  private readonly parser = new SaxesParser({ xmlns: true, position: false });
  private readonly stack: string[] = [];
  private readonly points: TrackPoint[] = [];
  private point: TrackPoint | null = null;
  private timeText: string | null = null;
  private root: string | null = null;
  private routes = 0;
  private waypoints = 0;

  constructor(private readonly maxPoints: number) {
    this.parser.on('doctype', () => {
      throw new GpxReadError('tracks.errors.doctype');
    });
    this.parser.on('opentag', (tag) => this.open(tag));
    this.parser.on('closetag', (tag) => this.closeTag(tag));
    this.parser.on('text', (text) => {
      if (this.timeText !== null) this.timeText += text;
    });
  }

  write(text: string): void {
    if (text === '') return;
    this.guard(() => this.parser.write(text));
  }

  close(): TrackPoint[] {
    this.guard(() => this.parser.close());
    if (this.root !== 'gpx') throw new GpxReadError('tracks.errors.not_gpx');
    if (this.points.length === 0) {
      if (this.routes > 0 || this.waypoints > 0) {
        throw new GpxReadError('tracks.errors.no_track', { routes: this.routes, waypoints: this.waypoints });
      }
      throw new GpxReadError('tracks.errors.no_points');
    }
    return this.points;
  }

  /** saxes throws plain errors for malformed XML; ours pass through. */
  private guard(step: () => void): void {
    try {
      step();
    } catch (error) {
      if (error instanceof GpxReadError) throw error;
      throw new GpxReadError('tracks.errors.not_xml');
    }
  }

  private open(tag: SaxesTagNS): void {
    const name = tag.local;
    const parent = this.stack[this.stack.length - 1];
    if (this.root === null) this.root = name;
    if (name === 'rte' && parent === 'gpx') this.routes++;
    if (name === 'wpt' && parent === 'gpx') this.waypoints++;
    if (name === 'trkpt' && parent === 'trkseg' && this.stack[this.stack.length - 2] === 'trk') {
      if (this.points.length >= this.maxPoints) {
        throw new GpxReadError('tracks.errors.too_many_points', { points: this.maxPoints });
      }
      const lat = degrees(tag.attributes.lat?.value);
      const lon = degrees(tag.attributes.lon?.value);
      if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180)) {
        throw new GpxReadError('tracks.errors.bad_point', { number: this.points.length + 1 });
      }
      this.point = { lat, lon, time: null };
    }
    if (name === 'time' && parent === 'trkpt' && this.point) this.timeText = '';
    this.stack.push(name);
  }

  private closeTag(tag: SaxesTagNS): void {
    this.stack.pop();
    if (tag.local === 'time' && this.timeText !== null && this.point) {
      this.point.time = utcTime(this.timeText.trim());
      this.timeText = null;
    }
    if (tag.local === 'trkpt' && this.point) {
      this.points.push(this.point);
      this.point = null;
    }
  }
}

/** An xsd:dateTime; without a zone it is UTC. An unreadable time leaves the point without one. */
function utcTime(text: string): number | null {
  const zoned = /(Z|[+-]\d\d:?\d\d)$/i.test(text) ? text : `${text}Z`;
  const time = Date.parse(zoned);
  return Number.isFinite(time) ? time : null;
}

function degrees(value: string | undefined): number {
  return value === undefined || value.trim() === '' ? Number.NaN : Number(value);
}
