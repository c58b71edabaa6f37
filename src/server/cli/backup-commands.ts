import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { sqliteFile } from '../db/sqlite-file.ts';
import { parseFlags, requireFlag } from './arguments.ts';
import type { CommandOutput } from './output.ts';
import { backupSqlite } from './sqlite-backup.ts';
import { describeContents, refuseOnPostgres } from './sqlite-copy.ts';
import { restoreSqlite } from './sqlite-restore.ts';

export type DatabaseSettings = Pick<AppConfig, 'databaseUrl' | 'dataDir'>;

/** backup --to FILE [--force] — a consistent copy of the SQLite database, safe while the app runs. */
export async function backupCommand(config: DatabaseSettings, out: CommandOutput, args: string[]) {
  const force = args.includes('--force');
  const flags = parseFlags(
    args.filter((arg) => arg !== '--force'),
    ['to'],
  );
  const target = path.resolve(requireFlag(flags, 'to'));
  refuseOnPostgres(config.databaseUrl, 'backup');
  const contents = await backupSqlite(sqliteFile(config.dataDir), target, { force });
  out.log(`Backed up to ${target}: ${describeContents(contents)}.`);
}

/** restore --from FILE — puts a backup in place of the database; the app must be stopped. */
export async function restoreCommand(config: DatabaseSettings, out: CommandOutput, args: string[]) {
  const backup = path.resolve(requireFlag(parseFlags(args, ['from']), 'from'));
  refuseOnPostgres(config.databaseUrl, 'restore');
  const live = sqliteFile(config.dataDir);
  const result = restoreSqlite(backup, live, new Date());
  out.log(`Restored ${backup} to ${live}: ${describeContents(result.contents)}.`);
  out.log(
    result.keptAs
      ? `The database that was there is kept as ${result.keptAs}.`
      : 'There was no database there before.',
  );
  if (result.pendingMigrations.length > 0) {
    out.log(
      `The app applies this build's newer migrations when it starts: ${result.pendingMigrations.join(', ')}.`,
    );
  }
}
