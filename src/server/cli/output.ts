export interface CommandOutput {
  log(line: string): void;
}
