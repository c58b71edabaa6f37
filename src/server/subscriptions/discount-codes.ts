import { isUniqueViolation } from '../auth/unique-violation.ts';
import type { Db } from '../db/database.ts';
import { UnprocessableError } from '../http/errors.ts';
import type { PremiumLedger } from './premium.ts';

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface NewDiscountCode {
  code: string;
  days: number;
  maxUses: number | null;
  expiresAt: string | null;
}

export function discountCodes(db: Db, ledger: PremiumLedger, now: () => Date = () => new Date()) {
  const refuse = (key: string) => new UnprocessableError(key, { code: key });

  return {
    async create(input: NewDiscountCode) {
      return db
        .insertInto('discount_codes')
        .values({
          code: normalizeCode(input.code),
          days: input.days,
          max_uses: input.maxUses,
          expires_at: input.expiresAt,
          created_at: now().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    list() {
      return db
        .selectFrom('discount_codes')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /**
     * Gives the code's days to the captain: unknown, expired and used-up codes are refused, and one captain can use
     * a code once (the unique pair decides, so two clicks at once cannot both count). Returns the new premium end.
     */
    async redeem(userId: number, rawCode: string): Promise<string> {
      const code = await db
        .selectFrom('discount_codes')
        .selectAll()
        .where('code', '=', normalizeCode(rawCode))
        .executeTakeFirst();
      if (!code) throw refuse('discount.invalid');
      if (code.expires_at && code.expires_at <= now().toISOString()) throw refuse('discount.expired');
      try {
        return await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('discount_redemptions')
            .values({ discount_code_id: code.id, user_id: userId, created_at: now().toISOString() })
            .execute();
          let use = trx
            .updateTable('discount_codes')
            .set((eb) => ({ uses: eb('uses', '+', 1) }))
            .where('id', '=', code.id);
          if (code.max_uses !== null) use = use.where('uses', '<', code.max_uses);
          const counted = await use.executeTakeFirst();
          if (Number(counted.numUpdatedRows) !== 1) throw refuse('discount.used_up');
          return ledger.grant(userId, code.days, 'discount_code', code.id, trx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse('discount.already_used');
        throw error;
      }
    },
  };
}
export type DiscountCodes = ReturnType<typeof discountCodes>;
