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
});
