/** The figures docs/tracks.md explains; the geometry reads them from here only. */
export const trackRules = {
  /** A point implying more than this from the last kept point is a GPS jump and is dropped. */
  jumpKnots: 50,
  /** Faster than this between two points counts as under way. */
  underWayKnots: 0.5,
  /** Slower than this for at least stopMinutes is a stop. */
  stopKnots: 0.3,
  stopMinutes: 30,
  /** Long stretches are cut into slices this long to tell night from day. */
  nightSliceMinutes: 5,
} as const;

/** The nautical mile is exactly 1852 m. */
export const metresPerNauticalMile = 1852;

/** One point of a track as the GPX reader gives it: degrees, and epoch ms in UTC or null without a time. */
export type TrackPoint = { lat: number; lon: number; time: number | null };
