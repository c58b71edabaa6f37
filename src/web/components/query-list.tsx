import type { ReactNode } from 'react';
import {
  EmptyState,
  type EmptyStateProps,
  ListSkeleton,
  type ListSkeletonProps,
  LoadError,
} from './page-states.tsx';

/** What QueryList reads of a TanStack list query (a `useQuery` result fits as it is). */
export interface ListQuery<Item> {
  data: Item[] | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryListProps<Item> {
  query: ListQuery<Item>;
  /** What the page's search or filter kept of the loaded items; all of them when it has none. */
  visible?: Item[];
  /** The query itself was searched or filtered on the server: nothing loaded then means no results, not empty. */
  searched?: boolean;
  /** Stands in for the list while it loads. */
  skeleton: ListSkeletonProps;
  /** The failed load, shown with a retry. */
  loadFailed: { title: string; text?: string };
  /** A failure the page explains its own way (e.g. Premium required); null leaves it to `loadFailed`. */
  failure?: (error: unknown) => ReactNode;
  /** Nothing loaded at all: the sentence and the way to the first item. */
  empty: EmptyStateProps;
  /** Items exist but the search or filter kept none: the sentence and the way back. */
  noResults?: EmptyStateProps;
  /** The items, once there are some to show. */
  children: (items: Item[]) => ReactNode;
}

/**
 * A list page's content in one of its states, in this order: loading skeleton, failed load with a retry,
 * empty (with its call to action), no results for the search or filter, and otherwise the items.
 */
export function QueryList<Item>({
  query,
  visible,
  searched = false,
  skeleton,
  loadFailed,
  failure,
  empty,
  noResults,
  children,
}: QueryListProps<Item>) {
  if (query.isPending) return <ListSkeleton {...skeleton} />;
  if (query.isError) {
    return (
      failure?.(query.error) ?? (
        <LoadError
          title={loadFailed.title}
          text={loadFailed.text}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )
    );
  }
  const all = query.data ?? [];
  if (all.length === 0) return <EmptyState {...(searched && noResults ? noResults : empty)} />;
  const shown = visible ?? all;
  if (shown.length === 0 && noResults) return <EmptyState {...noResults} />;
  return children(shown);
}
