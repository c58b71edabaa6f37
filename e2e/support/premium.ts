import { execFileSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';

function dataDir() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (the global setup starts the app)');
  return dir;
}

/** Premium granted with the operator command, as an operator would (same database as the app). */
export function grantPremium(email: string, days = 30) {
  execFileSync(
    process.execPath,
    ['dist/server/admin.mjs', 'subscriptions:grant', '--email', email, '--days', String(days)],
    { env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: '' }, stdio: 'pipe' },
  );
}

/**
 * Ends this captain's premium as if it had run out yesterday. No operator command shortens premium, so the
 * test moves users.premium_until in the app's SQLite database (the server reads it on every gated request).
 */
export function expirePremium(email: string) {
  const db = new Database(path.join(dataDir(), 'logbook.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const changed = db
      .prepare('UPDATE users SET premium_until = ? WHERE lower(email) = lower(?)')
      .run(yesterday, email).changes;
    if (changed !== 1) throw new Error(`No captain account with the e-mail ${email}.`);
  } finally {
    db.close();
  }
}
