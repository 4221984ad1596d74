import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { withKeptStatements } from './sqlite-statements';

const sqlite = new SQLite(':memory:');
afterAll(() => sqlite.close());
sqlite.exec('create table t (n integer)');
sqlite.exec('insert into t values (1), (2), (3)');

describe('kept SQLite statements', () => {
  it('prepares a SQL text once and runs it again with other parameters', () => {
    const db = withKeptStatements(sqlite);
    const first = db.prepare('select n from t where n >= ?');
    expect(db.prepare('select n from t where n >= ?')).toBe(first);
    expect(first.all([2])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(db.prepare('select n from t where n >= ?').all([3])).toEqual([{ n: 3 }]);
  });

  it('binds booleans as 1/0 and Dates as ISO text, as SQLite stores them', () => {
    const db = withKeptStatements(sqlite);
    const at = new Date('2026-01-15T12:00:00.000Z');
    expect(db.prepare('select ? as flag, ? as at').all([true, at])).toEqual([
      { flag: 1, at: '2026-01-15T12:00:00.000Z' },
    ]);
  });

  it('lets the least recently used statement go when full', () => {
    const db = withKeptStatements(sqlite, 2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a); // used: b is now the oldest
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });

  it('gives a fresh statement while the kept one is being iterated', () => {
    const db = withKeptStatements(sqlite);
    const sql = 'select n from t order by n';
    const rows = db.prepare(sql).iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    expect(db.prepare(sql).all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('sees a schema change (SQLite prepares a kept statement again)', () => {
    const db = withKeptStatements(sqlite);
    const sql = 'select * from t limit 1';
    expect(db.prepare(sql).all([])).toEqual([{ n: 1 }]);
    sqlite.exec("alter table t add column label text default 'x'");
    expect(db.prepare(sql).all([])).toEqual([{ n: 1, label: 'x' }]);
  });
});
