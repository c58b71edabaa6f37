import type { AppConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { UsageError } from './arguments.ts';
import { commands, helpText } from './commands.ts';
import type { CommandOutput } from './output.ts';

/** Runs one operator command; returns the process exit code. */
export async function runAdmin(
  argv: string[],
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  out: CommandOutput,
  err: CommandOutput,
): Promise<number> {
  const [name, ...args] = argv;
  if (!name) {
    err.log(`No command given.\n\n${helpText()}`);
    return 1;
  }
  if (name === 'help' || name === '--help') {
    out.log(helpText());
    return 0;
  }
  const command = commands[name];
  if (!command) {
    err.log(`Unknown command "${name}".\n\n${helpText()}`);
    return 1;
  }
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database);
    await command.run(database.db, out, args);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      err.log(`${error.message}\nUsage: npm run admin -- ${command.usage}`);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}
