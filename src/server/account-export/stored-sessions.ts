import type { TokenKind } from '../db/schema.ts';
import type { TestApp } from '../testing/test-app.ts';

/** An account's sessions as its export must list them: straight from auth_tokens, newest first, no token. */
export async function storedSessions(t: TestApp, kind: TokenKind, ownerId: number) {
  const rows = await t.app.database.db
    .selectFrom('auth_tokens')
    .select(['created_at', 'last_used_at', 'expires_at', 'remember'])
    .where('kind', '=', kind)
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, remember: Boolean(row.remember) }));
}
