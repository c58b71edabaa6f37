import { type AppConfig, defaultMailFrom } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { createMailer } from '../mail/mailer.ts';
import { CommandRefused, UsageError } from './arguments.ts';
import type { DatabaseSettings } from './backup-commands.ts';
import { commands, type FileCommand, fileCommands, helpText } from './commands.ts';
import type { CommandOutput } from './output.ts';

/** Runs one operator command; returns the process exit code. */
export async function runAdmin(
  argv: string[],
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'smtpUrl' | 'mailFrom'>>,
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
  const fileCommand = fileCommands[name];
  if (fileCommand) return runFileCommand(fileCommand, args, config, out, err);
  const command = commands[name];
  if (!command) {
    err.log(`Unknown command "${name}".\n\n${helpText()}`);
    return 1;
  }
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database);
    // Mail goes as the app sends it (SMTP_URL, or .eml files under DATA_DIR/mail); its log lines go to stderr.
    const mailer = createMailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom ?? defaultMailFrom, dataDir: config.dataDir },
      { info: () => {}, error: (details: object) => err.log(`mail: ${JSON.stringify(details)}`) },
    );
    await command.run(database.db, out, args, { mailer });
    return 0;
  } catch (error) {
    return exitCodeFor(error, command.usage, err);
  } finally {
    await database.close();
  }
}

async function runFileCommand(
  command: FileCommand,
  args: string[],
  config: DatabaseSettings,
  out: CommandOutput,
  err: CommandOutput,
): Promise<number> {
  try {
    await command.run({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, out, args);
    return 0;
  } catch (error) {
    return exitCodeFor(error, command.usage, err);
  }
}

/** Bad arguments exit 2 with the usage, a refusal 1 with its reason; anything else is a bug and throws. */
function exitCodeFor(error: unknown, usage: string, err: CommandOutput): number {
  if (error instanceof UsageError) {
    err.log(`${error.message}\nUsage: npm run admin -- ${usage}`);
    return 2;
  }
  if (error instanceof CommandRefused) {
    err.log(error.message);
    return 1;
  }
  throw error;
}
