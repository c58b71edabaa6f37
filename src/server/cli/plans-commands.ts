import { fromMinorUnits, parseDecimalAmount } from '#domain/money.ts';
import type { Db } from '../db/database.ts';
import { type PlanRow, plansRepository } from '../plans/repository.ts';
import { parseFlags, requireFlag, UsageError } from './arguments.ts';
import type { CommandOutput } from './output.ts';

/** "Yearly premium (pl: Premium roczny)", or the one name when both languages use it. */
function planNames(plan: PlanRow): string {
  return plan.name_en === plan.name_pl ? plan.name_en : `${plan.name_en} (pl: ${plan.name_pl})`;
}

function planLine(plan: PlanRow): string {
  const amount = fromMinorUnits(plan.amount_minor).toFixed(2);
  const state = plan.is_active ? 'active' : 'inactive';
  return `#${plan.id}  ${planNames(plan)}  ${amount} ${plan.currency}  ${plan.duration_days} days  ${state}`;
}

/** --name-en and --name-pl, each falling back to --name (one name for both languages). */
function namesFrom(flags: Record<string, string>): { nameEn: string; namePl: string } {
  const name = (language: 'en' | 'pl') => {
    const flag = flags[`name-${language}`] !== undefined ? `name-${language}` : 'name';
    if (flags[flag] === undefined) {
      throw new UsageError(`Missing required option --name-${language} (or --name for both languages).`);
    }
    const value = requireFlag(flags, flag);
    if (value.length > 100) throw new UsageError(`--${flag} must be at most 100 characters.`);
    return value;
  };
  return { nameEn: name('en'), namePl: name('pl') };
}

export async function listPlans(db: Db, out: CommandOutput, args: string[]) {
  parseFlags(args, []);
  const plans = await plansRepository(db).listAll();
  if (plans.length === 0) out.log('No plans.');
  for (const plan of plans) out.log(planLine(plan));
}

export async function createPlan(db: Db, out: CommandOutput, args: string[]) {
  const flags = parseFlags(args, ['name-en', 'name-pl', 'name', 'amount', 'currency', 'days']);
  const names = namesFrom(flags);
  const amountMinor = parseDecimalAmount(requireFlag(flags, 'amount'));
  if (amountMinor === null) throw new UsageError('--amount must be a decimal amount such as 49.00.');
  const currency = requireFlag(flags, 'currency').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency))
    throw new UsageError('--currency must be a three-letter code such as PLN.');
  const daysText = requireFlag(flags, 'days');
  const days = Number(daysText);
  if (!/^\d+$/.test(daysText) || days < 1 || days > 3650) {
    throw new UsageError('--days must be a whole number of days between 1 and 3650.');
  }
  const plan = await plansRepository(db).create({ ...names, amountMinor, currency, durationDays: days });
  out.log(`Created plan ${planLine(plan)}`);
}
