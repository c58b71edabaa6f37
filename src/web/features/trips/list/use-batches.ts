import { useMemo, useState } from 'react';

/** How many trips the list renders at a time; "show more" adds the next batch. */
export const tripsBatchSize = 60;

/**
 * The first batches of a long list, so 350 trips do not all render at once. A new list (another search or
 * sort) starts again from the first batch.
 */
export function useBatches<T>(items: readonly T[], size: number = tripsBatchSize) {
  const [shown, setShown] = useState(size);
  const [source, setSource] = useState(items);
  if (source !== items) {
    setSource(items);
    setShown(size);
  }
  const visible = useMemo(() => items.slice(0, shown), [items, shown]);
  return {
    visible,
    remaining: Math.max(0, items.length - shown),
    showMore: () => setShown((count) => count + size),
  };
}
