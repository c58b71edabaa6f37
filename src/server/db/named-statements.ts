import type { ClientBase } from 'pg';

/** The SQL texts to prepare once per PostgreSQL connection, by the name each was given. */
const names = new Map<string, string>();

/**
 * Asks PostgreSQL to keep this query's plan on each connection (a named prepared statement) instead of parsing and
 * planning it on every run: for a query run on every request (the session), parsing and planning cost the
 * database more than running it. Only for SQL that selects named columns, so that a migration adding a column
 * leaves the kept plan valid.
 */
export function prepareOnPostgres(sql: string) {
  if (!names.has(sql)) names.set(sql, `logbook_${names.size + 1}`);
}

/** Makes the client run the texts given to prepareOnPostgres as named statements (pg keeps one per client). */
export function runNamedStatements(client: ClientBase) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const name = typeof text === 'string' ? names.get(text) : undefined;
    if (name === undefined || args.length > 2) return query(...args);
    return query({ name, text, values });
  };
}
