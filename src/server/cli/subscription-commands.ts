import { usersRepository } from '../auth/users-repository.ts';
import type { Db } from '../db/database.ts';
import { premiumLedger } from '../subscriptions/premium.ts';
import { subscriptionsRepository } from '../subscriptions/repository.ts';
import { parseFlags, requireFlag, UsageError, wholeNumber } from './arguments.ts';
import type { CommandOutput } from './output.ts';

export async function grantSubscription(db: Db, out: CommandOutput, args: string[]) {
  const flags = parseFlags(args, ['email', 'days']);
  const email = requireFlag(flags, 'email');
  const days = wholeNumber(flags, 'days', 1, 3650);
  const user = await usersRepository(db).findCredentialsByEmail(email);
  if (!user) throw new UsageError(`No captain account with the e-mail ${email}.`);
  const endsAt = await premiumLedger(subscriptionsRepository(db)).grant(user.id, days, 'grant');
  out.log(`Granted ${days} days of premium to ${user.email}; premium now lasts until ${endsAt}.`);
}
