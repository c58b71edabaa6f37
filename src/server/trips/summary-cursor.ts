import { type TripSummarySort, tripSummarySorts } from '#domain/trip-summary.ts';
import { z } from '#domain/validation.ts';
import type { TripSummaryAfter } from './summary-repository.ts';

/** The cursor's content: the sort it was made for, the last row's sort key and id. */
const cursorSchema = z.object({
  s: z.enum(tripSummarySorts),
  k: z.string().max(40),
  i: z.number().int().min(1),
});

/** Base64url JSON: opaque to clients, who only pass back the `next_cursor` they were given. */
export function encodeCursor(sort: TripSummarySort, after: TripSummaryAfter): string {
  return Buffer.from(JSON.stringify({ s: sort, k: after.key, i: after.id })).toString('base64url');
}

/** Where the page before ended; null for text that is no cursor, or a cursor made for another sort. */
export function decodeCursor(cursor: string, sort: TripSummarySort): TripSummaryAfter | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const checked = cursorSchema.safeParse(parsed);
  if (!checked.success || checked.data.s !== sort) return null;
  return { key: checked.data.k, id: checked.data.i };
}
