import { isUniqueViolation } from '../auth/unique-violation.ts';
import { UnprocessableError } from '../http/errors.ts';
import type { PremiumLedger } from './premium.ts';
import type { SubscriptionsRepository } from './repository.ts';

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface NewDiscountCode {
  code: string;
  days: number;
  maxUses: number | null;
  expiresAt: string | null;
}

interface Dependencies {
  subscriptions: SubscriptionsRepository;
  ledger: PremiumLedger;
}

export function discountCodes({ subscriptions, ledger }: Dependencies, now: () => Date = () => new Date()) {
  const refuse = (key: string) => new UnprocessableError(key, { code: key });

  return {
    create(input: NewDiscountCode) {
      return subscriptions.createDiscountCode({
        ...input,
        code: normalizeCode(input.code),
        createdAt: now().toISOString(),
      });
    },

    list: () => subscriptions.listDiscountCodes(),

    /**
     * Gives the code's days to the captain: unknown, expired and used-up codes are refused, and one captain can use
     * a code once (the unique pair decides, so two clicks at once cannot both count). Returns the new premium end.
     */
    async redeem(userId: number, rawCode: string): Promise<string> {
      const code = await subscriptions.findDiscountCode(normalizeCode(rawCode));
      if (!code) throw refuse('discount.invalid');
      if (code.expires_at && code.expires_at <= now().toISOString()) throw refuse('discount.expired');
      let outcome: string;
      try {
        outcome = await ledger.redeemCode(userId, code);
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse('discount.already_used');
        throw error;
      }
      if (outcome === 'used_up') throw refuse('discount.used_up');
      return outcome;
    },
  };
}
export type DiscountCodes = ReturnType<typeof discountCodes>;
