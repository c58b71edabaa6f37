import type { TestApp } from '../testing/test-app.ts';
import { call } from '../trips/test-support.ts';

/** The codes issued to a captain, oldest first (read straight from the table). */
export async function issuedRows(t: TestApp, userId: number) {
  return t.app.database.db
    .selectFrom('issued_documents')
    .select(['code', 'kind', 'trip_id', 'crew_member_id', 'issued_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/**
 * Prints a document and returns the PDF, the captain's codes after it and the newest of them: the code of this
 * print when it issued one (a reprint that reused a code leaves the rows as they were).
 */
export async function print(t: TestApp, captain: { id: number; token: string }, url: string) {
  const response = await call(t, 'GET', url, { token: captain.token });
  if (response.statusCode !== 200) throw new Error(`print failed ${response.statusCode}: ${response.body}`);
  const rows = await issuedRows(t, captain.id);
  return { pdf: response.rawPayload, rows, newest: rows.at(-1)?.code };
}

/** GET /api/verify/{code} from an address of its own (the route is rate-limited per address). */
export const verify = (t: TestApp, code: string, ip = '203.0.113.9') =>
  t.app.inject({ method: 'GET', url: `/api/verify/${encodeURIComponent(code)}`, remoteAddress: ip });
