import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
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
    const cached = withStatementCache(database, 2);
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
