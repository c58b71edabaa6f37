import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { deleteAccounts } from './account-commands.ts';
import { backupCommand, type DatabaseSettings, restoreCommand } from './backup-commands.ts';
import { createDiscountCode, listDiscountCodes } from './discount-commands.ts';
import type { CommandOutput } from './output.ts';
import { createPlan, listPlans } from './plans-commands.ts';
import { grantSubscription } from './subscription-commands.ts';
import { listDeletedTrips, restoreTrip } from './trip-commands.ts';

/** What a command may need beyond the database. */
export interface CommandContext {
  mailer: Mailer;
}

export interface Command {
  usage: string;
  run(db: Db, out: CommandOutput, args: string[], context: CommandContext): Promise<void>;
}

export const commands: Record<string, Command> = {
  'plans:list': { usage: 'plans:list', run: listPlans },
  'plans:create': {
    usage:
      'plans:create --name-en NAME --name-pl NAZWA (or --name NAME for both) --amount 49.00 --currency PLN --days 365',
    run: createPlan,
  },
  'discount-codes:create': {
    usage: 'discount-codes:create --code CODE --days N [--max-uses N] [--expires YYYY-MM-DD]',
    run: createDiscountCode,
  },
  'discount-codes:list': { usage: 'discount-codes:list', run: listDiscountCodes },
  'subscriptions:grant': { usage: 'subscriptions:grant --email E --days N', run: grantSubscription },
  'trips:deleted': { usage: 'trips:deleted --email E', run: listDeletedTrips },
  'trips:restore': { usage: 'trips:restore ID', run: restoreTrip },
  'accounts:delete': {
    usage: 'accounts:delete --email E [--kind captain|student] [--language en|pl] [--dry-run]',
    run: deleteAccounts,
  },
};

/** Commands on the database file itself: they run without opening or migrating the database first. */
export interface FileCommand {
  usage: string;
  run(config: DatabaseSettings, out: CommandOutput, args: string[]): Promise<void>;
}

export const fileCommands: Record<string, FileCommand> = {
  backup: { usage: 'backup --to FILE [--force]   (SQLite; safe while the app runs)', run: backupCommand },
  restore: { usage: 'restore --from FILE   (SQLite; with the app stopped)', run: restoreCommand },
};

export function helpText(): string {
  return ['Usage: npm run admin -- <command> [options]', '', 'Commands:']
    .concat(
      [...Object.values(commands), ...Object.values(fileCommands)].map((command) => `  ${command.usage}`),
    )
    .join('\n');
}
