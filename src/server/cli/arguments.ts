export class UsageError extends Error {}
/** A command that cannot do what was asked (a file in the way, the app running): its message, exit code 1. */
export class CommandRefused extends Error {}

/** Parses "--name value" pairs; every flag needs a value and only the allowed flags are accepted. */
export function parseFlags(args: string[], allowed: readonly string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) throw new UsageError(`Unexpected argument "${arg}".`);
    const [rawName = '', inlineValue] = arg.slice(2).split(/=(.*)/s, 2);
    if (!allowed.includes(rawName)) {
      throw new UsageError(
        `Unknown option --${rawName}. Allowed: ${allowed.map((a) => `--${a}`).join(', ')}.`,
      );
    }
    const value = inlineValue ?? args[i + 1];
    if (inlineValue === undefined) i += 1;
    if (value === undefined || value.startsWith('--'))
      throw new UsageError(`Option --${rawName} needs a value.`);
    flags[rawName] = value;
  }
  return flags;
}

export function requireFlag(flags: Record<string, string>, name: string): string {
  const value = flags[name]?.trim();
  if (!value) throw new UsageError(`Missing required option --${name}.`);
  return value;
}

/** A whole number within bounds, or a usage error naming the option. */
export function wholeNumber(flags: Record<string, string>, name: string, min: number, max: number): number {
  const text = requireFlag(flags, name);
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number between ${min} and ${max}.`);
  }
  return value;
}
