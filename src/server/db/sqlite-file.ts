import path from 'node:path';

/** Where the app keeps its SQLite database inside DATA_DIR; the server and the backup commands agree on it. */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'logbook.db');
}
