/** A logged_at taken apart for a form: the ship's date and time as written, and the offset it was written in. */
export interface LoggedAtParts {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** ±hh:mm */
  offset: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The device's offset from UTC at that moment, as ISO 8601 writes it (+01:00, -03:30). */
export function offsetOf(moment: Date): string {
  const minutes = -moment.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** Now on the device's clock, in the device's offset: what a new entry proposes. */
export function partsAt(moment: Date): LoggedAtParts {
  return {
    date: `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`,
    time: `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
    offset: offsetOf(moment),
  };
}

const written = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A stored logged_at as its parts (Z reads +00:00); null for text that is no logged_at. */
export function splitLoggedAt(loggedAt: string): LoggedAtParts | null {
  const match = written.exec(loggedAt);
  if (!match) return null;
  const [, date = '', time = '', offset = ''] = match;
  return { date, time, offset: offset === 'Z' ? '+00:00' : offset };
}

/** "YYYY-MM-DDTHH:mm+hh:mm": the form's parts as the API takes them (checked by the domain schema). */
export function joinLoggedAt({ date, time, offset }: LoggedAtParts): string {
  return `${date.trim()}T${time.trim()}${offset.trim()}`;
}

/** The ship's time of an entry as the watch wrote it (not converted to the reader's zone). */
export function shipClock(loggedAt: string): string {
  return splitLoggedAt(loggedAt)?.time ?? loggedAt;
}

/** The instant of a logged_at, for ordering entries written in different offsets. */
export function instantOf(loggedAt: string): number {
  const time = Date.parse(loggedAt);
  return Number.isNaN(time) ? 0 : time;
}
