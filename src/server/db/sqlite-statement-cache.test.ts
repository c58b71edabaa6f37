import SQLite from 'better-sqlite3';
import { Kysely, type SqliteDatabase } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ImmediateSqliteDialect } from './sqlite-immediate-dialect.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';

describe('withStatementCache', () => {
  it('prepares each SQL text once and reuses the statement', () => {
    const database = new SQLite(':memory:');
    const cached = withStatementCache(database);
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(cached.prepare('select 2 as two')).not.toBe(first);
    cached.close();
  });

  it('forgets the oldest statement when full, and the reused statements still give fresh results', () => {
    const database = new SQLite(':memory:');
    const cached = withStatementCache(database, undefined, 2);
    database.exec('create table t (n integer)');
    const insert = cached.prepare('insert into t (n) values (?)');
    insert.run([1]);
    const count = cached.prepare('select count(*) as c from t');
    expect(count.all([])).toEqual([{ c: 1 }]);
    cached.prepare('insert into t (n) values (?)').run([2]);
    expect(cached.prepare('select count(*) as c from t').all([])).toEqual([{ c: 2 }]);
    cached.prepare('select 3');
    expect(cached.prepare('insert into t (n) values (?)')).not.toBe(insert);
    cached.close();
    expect(database.open).toBe(false);
  });

  it('gives the same row objects as better-sqlite3 itself (names in order, the later of two same names, nulls, blobs)', () => {
    const database = new SQLite(':memory:');
    const cached = withStatementCache(database);
    database.exec(
      "create table t (a integer, b text, c blob, d real); insert into t values (1, 'Łódź', x'00ff', null), (2, null, null, 2.5)",
    );
    const queries = [
      'select * from t order by a',
      'select a, b as a, d from t order by a',
      'select a as x, b from t where a > 5',
      "insert into t values (3, 'c', null, 1) returning *",
    ];
    for (const sql of queries) {
      const expected = database.prepare(sql.replace('(3,', '(4,')).all();
      const rows = cached.prepare(sql).all([]);
      expect(JSON.stringify(rows.map((row) => ({ ...(row as object) }))), sql).toBe(
        JSON.stringify(
          expected.map((row) => ({ ...(row as object), ...(sql.startsWith('insert') ? { a: 3 } : {}) })),
        ),
      );
      expect(
        rows.map((row) => Object.keys(row as object)),
        sql,
      ).toEqual(expected.map((row) => Object.keys(row as object)));
    }
    expect([...cached.prepare('select a, b from t where a = ?').iterate([1])]).toEqual([{ a: 1, b: 'Łódź' }]);
    expect(cached.prepare('select b from t where a = ?').all([1])).toEqual([{ b: 'Łódź' }]);
    cached.close();
  });

  it('names the columns anew after a schema change, through the cache or not', () => {
    const database = new SQLite(':memory:');
    const cached = withStatementCache(database);
    cached.prepare('create table t (a integer, b text)').run([]);
    cached.prepare("insert into t values (1, 'x')").run([]);
    expect(cached.prepare('select * from t').all([])).toEqual([{ a: 1, b: 'x' }]);
    cached.prepare('alter table t rename column b to c').run([]);
    expect(cached.prepare('select * from t').all([])).toEqual([{ a: 1, c: 'x' }]);
    database.exec("alter table t add column d text default 'y'");
    expect(cached.prepare('select * from t').all([])).toEqual([{ a: 1, c: 'x', d: 'y' }]);
    cached.prepare('alter table t drop column d').run([]);
    expect(cached.prepare('select * from t').all([])).toEqual([{ a: 1, c: 'x' }]);
    cached.close();
  });
});

// What the cache relies on in Kysely and better-sqlite3. When an upgrade changes it, these fail: re-measure
// (bench/README.md, "Libraries' internals") and adapt or drop sqlite-statement-cache.ts.
describe('what the statement cache relies on', () => {
  function kyselyOn(database: SQLite.Database) {
    const cached = withStatementCache(database);
    let asked = 0;
    const counting: SqliteDatabase = {
      close: () => cached.close(),
      prepare(sql) {
        asked += 1;
        return cached.prepare(sql);
      },
    };
    const db = new Kysely<{ t: { n: number; name: string } }>({
      dialect: new ImmediateSqliteDialect({ database: counting }),
    });
    return { db, asked: () => asked };
  }

  it('Kysely asks for a statement on every query, and better-sqlite3 prepares each SQL text once', async () => {
    const database = new SQLite(':memory:');
    database.exec("create table t (n integer, name text); insert into t values (1, 'Hel'), (2, 'Łeba')");
    const prepare = database.prepare.bind(database);
    let prepared = 0;
    database.prepare = ((sql: string) => {
      prepared += 1;
      return prepare(sql);
    }) as typeof database.prepare;
    const { db, asked } = kyselyOn(database);
    for (let n = 1; n <= 3; n += 1) {
      expect(await db.selectFrom('t').select('name').where('n', '=', 2).execute()).toEqual([
        { name: 'Łeba' },
      ]);
      await db
        .insertInto('t')
        .values({ n: 10 + n, name: 'x' })
        .execute();
    }
    expect(asked()).toBe(6);
    expect(prepared).toBe(2);
    await db.destroy();
  });

  it('Kysely runs one query at a time: a statement being streamed is never run again before it ends', async () => {
    const database = new SQLite(':memory:');
    database.exec(
      `create table t (n integer, name text); insert into t values ${Array.from({ length: 50 }, (_, n) => `(${n}, 'p${n}')`).join(', ')}`,
    );
    const { db } = kyselyOn(database);
    const query = () => db.selectFrom('t').selectAll().orderBy('n');
    const streamed = query().stream()[Symbol.asyncIterator]();
    expect((await streamed.next()).value).toEqual({ n: 0, name: 'p0' });
    // The same SQL, so the same better-sqlite3 statement: run while it iterates, better-sqlite3 would throw.
    let done = false;
    const meanwhile = query()
      .execute()
      .finally(() => {
        done = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    let rest = 0;
    for (let next = await streamed.next(); !next.done; next = await streamed.next()) rest += 1;
    expect(rest).toBe(49);
    expect(await meanwhile).toHaveLength(50);
    await db.destroy();
  });

  it('better-sqlite3 gives rows as arrays in raw mode and names the columns of a statement', () => {
    const database = new SQLite(':memory:');
    const statement = database.prepare("select 1 as a, 'Ż' as b");
    expect(statement.reader).toBe(true);
    expect(statement.raw(true).all()).toEqual([[1, 'Ż']]);
    expect(statement.columns().map((column) => column.name)).toEqual(['a', 'b']);
    expect(database.prepare('create table u (n integer)').reader).toBe(false);
    database.close();
  });
});
