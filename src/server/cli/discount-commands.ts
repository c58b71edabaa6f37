import { isUniqueViolation } from '../auth/unique-violation.ts';
import type { Db } from '../db/database.ts';
import { discountCodes } from '../subscriptions/discount-codes.ts';
import { premiumLedger } from '../subscriptions/premium.ts';
import { subscriptionsRepository } from '../subscriptions/repository.ts';
import { parseFlags, requireFlag, UsageError, wholeNumber } from './arguments.ts';
import type { CommandOutput } from './output.ts';

const codePattern = /^[A-Za-z0-9_-]{3,64}$/;

/** "2027-01-31" -> the end of that day in UTC, so a code works through its last day. */
function parseExpiry(text: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? new Date(`${text}T23:59:59.999Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new UsageError('--expires must be a date written as YYYY-MM-DD.');
  }
  return date.toISOString();
}

function codesOf(db: Db) {
  const subscriptions = subscriptionsRepository(db);
  return discountCodes({ subscriptions, ledger: premiumLedger(subscriptions) });
}

export async function createDiscountCode(db: Db, out: CommandOutput, args: string[]) {
  const flags = parseFlags(args, ['code', 'days', 'max-uses', 'expires']);
  const code = requireFlag(flags, 'code');
  if (!codePattern.test(code)) throw new UsageError('--code must be 3 to 64 letters, digits, "-" or "_".');
  const days = wholeNumber(flags, 'days', 1, 3650);
  const maxUses = flags['max-uses'] === undefined ? null : wholeNumber(flags, 'max-uses', 1, 1_000_000);
  const expiresAt = flags.expires === undefined ? null : parseExpiry(flags.expires);
  try {
    const created = await codesOf(db).create({ code, days, maxUses, expiresAt });
    out.log(
      `Created discount code ${created.code}: ${days} days${maxUses ? `, at most ${maxUses} uses` : ''}${expiresAt ? `, until ${flags.expires}` : ''}`,
    );
  } catch (error) {
    if (isUniqueViolation(error))
      throw new UsageError(`A discount code ${code.toUpperCase()} already exists.`);
    throw error;
  }
}

export async function listDiscountCodes(db: Db, out: CommandOutput, args: string[]) {
  parseFlags(args, []);
  const codes = await codesOf(db).list();
  if (codes.length === 0) out.log('No discount codes.');
  for (const code of codes) {
    const limit = code.max_uses === null ? 'unlimited' : `${code.uses}/${code.max_uses} used`;
    const expiry = code.expires_at ? `expires ${code.expires_at.slice(0, 10)}` : 'no expiry';
    out.log(
      `${code.code}  ${code.days} days  ${code.max_uses === null ? `${code.uses} used, ${limit}` : limit}  ${expiry}`,
    );
  }
}
