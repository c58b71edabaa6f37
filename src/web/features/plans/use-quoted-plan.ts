import { usePlans } from './api.ts';

export interface QuotedPrice {
  amount: number;
  currency: string;
  duration_days: number;
}

/**
 * The price a page quotes: the yearly plan's, else the first plan's (the longest), so every page quotes the
 * plans on offer; the page's fixed fallback only when no plan loads (an error, or no plans at all).
 * Undefined while the plans are loading, so a fixed price never flashes before the real one.
 */
export function useQuotedPrice(fallback: QuotedPrice): QuotedPrice | undefined {
  const plans = usePlans();
  if (plans.isPending) return undefined;
  const offered = plans.data?.plans ?? [];
  return offered.find((plan) => plan.duration_days === 365) ?? offered[0] ?? fallback;
}
