import { Center, Loader } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { premiumRequiredError } from '#domain/premium-required.ts';
import { optionalOneOf, searchParams } from '../../app/routes/search-params.ts';
import { usePremium } from './use-premium.ts';

/** ?error=premium_required on a list a gated page sent the captain back to; anything else is dropped. */
export const premiumRequiredSearch = { error: optionalOneOf([premiumRequiredError]) };
export const premiumRequiredSearchSchema = searchParams(premiumRequiredSearch);

/** Where a gated page sends a captain without Premium: its list with ?error=premium_required. */
export function premiumRequiredHref(listPath: string) {
  return `${listPath}?error=${premiumRequiredError}`;
}

export type PremiumGuardState = 'checking' | 'allowed' | 'redirecting';

/**
 * For pages that need Premium (new trip, add yacht, ...): reads the status on entry and, without Premium,
 * replaces the page with its list at ?error=premium_required. The server checks Premium again on every call.
 */
export function usePremiumGuard(listPath: string): PremiumGuardState {
  const { hasPremium, checking } = usePremium();
  const router = useRouter();
  const state: PremiumGuardState = checking ? 'checking' : hasPremium ? 'allowed' : 'redirecting';

  useEffect(() => {
    if (state === 'redirecting') void router.navigate({ href: premiumRequiredHref(listPath), replace: true });
  }, [state, router, listPath]);

  return state;
}

/** Renders its children only for a captain with Premium; others go to `listPath`?error=premium_required. */
export function PremiumGate({ listPath, children }: { listPath: string; children: ReactNode }) {
  const { t } = useTranslation();
  const state = usePremiumGuard(listPath);
  if (state === 'allowed') return <>{children}</>;
  return (
    <Center py="xl" aria-busy="true" aria-label={t('premium.gate.checking')}>
      <Loader />
    </Center>
  );
}
