import { defaultLanguage, isLanguage, type Language } from '#domain/language.ts';
import { accountInventory, type Inventory } from '../account-deletion/inventory.ts';
import { accountDeletionRepository } from '../account-deletion/repository.ts';
import { accountDeletionService } from '../account-deletion/service.ts';
import { usersRepository } from '../auth/users-repository.ts';
import type { Db } from '../db/database.ts';
import type { TokenKind } from '../db/schema.ts';
import { studentsRepository } from '../students/repository.ts';
import { parseFlags, requireFlag, UsageError } from './arguments.ts';
import type { CommandContext } from './commands.ts';
import type { CommandOutput } from './output.ts';

const kindOptions = ['captain', 'student'] as const;

interface Found {
  kind: TokenKind;
  id: number;
  email: string;
}

/** The accounts of an address: the kind asked for, or every kind it has. */
async function accountsOf(db: Db, email: string, only: TokenKind | undefined): Promise<Found[]> {
  const found: Found[] = [];
  if (only !== 'student') {
    const captain = await usersRepository(db).findCredentialsByEmail(email);
    if (captain) found.push({ kind: 'captain', id: captain.id, email: captain.email });
  }
  if (only !== 'captain') {
    const student = await studentsRepository(db).findCredentialsByEmail(email);
    if (student) found.push({ kind: 'student', id: student.id, email: student.email });
  }
  return found;
}

function inventoryLines(inventory: Inventory): string[] {
  const lines = inventory.erased.map(([what, count]) => `  ${what}: ${count}`);
  if (inventory.retainedPayments > 0) {
    lines.push(`  payment records kept without the person: ${inventory.retainedPayments}`);
  }
  return lines;
}

/**
 * accounts:delete --email E [--kind captain|student] [--language en|pl] [--dry-run]: a support request's
 * deletion, the same as the account's own (docs/accounts.md, "Account deletion"). Without --kind every account
 * of the address goes; --dry-run only lists what would.
 */
export async function deleteAccounts(db: Db, out: CommandOutput, args: string[], context: CommandContext) {
  const dryRun = args.includes('--dry-run');
  const flags = parseFlags(
    args.filter((arg) => arg !== '--dry-run'),
    ['email', 'kind', 'language'],
  );
  const email = requireFlag(flags, 'email');
  const kind = flags.kind;
  if (kind !== undefined && !kindOptions.includes(kind as TokenKind)) {
    throw new UsageError('--kind must be captain or student.');
  }
  const language = flags.language ?? defaultLanguage;
  if (!isLanguage(language)) throw new UsageError('--language must be en or pl.');

  const accounts = await accountsOf(db, email, kind as TokenKind | undefined);
  if (accounts.length === 0) {
    throw new UsageError(`No ${kind ? `${kind} ` : ''}account with the e-mail ${email}.`);
  }
  const inventory = accountInventory(db);
  const deletions = accountDeletionService({
    deletions: accountDeletionRepository(db),
    mailer: context.mailer,
  });
  for (const account of accounts) {
    const label = `the ${account.kind} account #${account.id} ${account.email}`;
    const contents = await (account.kind === 'captain'
      ? inventory.captain(account.id)
      : inventory.student(account.id));
    if (dryRun) {
      out.log(`Would delete ${label}:`);
      for (const line of inventoryLines(contents)) out.log(line);
      continue;
    }
    let mailFailed = false;
    const deleted = await deletions.deleteForSupport(account.kind, account.id, language as Language, {
      error: () => {
        mailFailed = true;
      },
    });
    if (!deleted) {
      out.log(`${label} was deleted meanwhile.`);
      continue;
    }
    out.log(`Deleted ${label}:`);
    for (const line of inventoryLines(contents)) out.log(line);
    out.log(
      mailFailed
        ? `  The confirmation mail to ${account.email} could not be sent; tell them another way.`
        : `  A confirmation was mailed to ${account.email} (${language}).`,
    );
  }
  if (dryRun) out.log('Nothing was deleted (--dry-run).');
}
