import { runAdmin } from './cli/run-admin.ts';
import { ConfigError, loadConfig } from './config.ts';

const console_ = { log: (line: string) => console.log(line) };
const errors = { log: (line: string) => console.error(line) };

try {
  const code = await runAdmin(process.argv.slice(2), loadConfig(), console_, errors);
  process.exitCode = code;
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
