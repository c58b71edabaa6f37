import type { CompiledQuery } from 'kysely';
import type { Db } from './database.ts';
import { prepareOnPostgres } from './named-statements.ts';

/**
 * A query built and compiled by Kysely once and run with new parameters each time. For a point lookup on every
 * request (the session) Kysely's building and compiling cost more than the database's own work (bench/README.md,
 * "where the time goes"). Build it with placeholder values in the order the parameters are then given; the
 * compiled SQL names them in the same order. On PostgreSQL it runs as a named prepared statement
 * (named-statements.ts): select named columns only.
 */
export function reusableQuery<Row, Parameters extends unknown[]>(db: Db, compiled: CompiledQuery<Row>) {
  prepareOnPostgres(compiled.sql);
  return async (...parameters: Parameters): Promise<Row[]> => {
    if (parameters.length !== compiled.parameters.length)
      throw new Error(
        `${compiled.sql} takes ${compiled.parameters.length} parameters, given ${parameters.length}`,
      );
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
