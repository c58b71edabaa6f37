/** How many trips the dashboard lists. */
export const dashboardTripCount = 5;

const createdAt = (text: string) => {
  const time = Date.parse(text);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/** The trips recorded last: sorted by created_at, newest first (equal times: highest id first). */
export function newestTrips<T extends { id: number; created_at: string }>(
  trips: readonly T[],
  count: number = dashboardTripCount,
): T[] {
  return [...trips]
    .sort((a, b) => createdAt(b.created_at) - createdAt(a.created_at) || b.id - a.id)
    .slice(0, count);
}
