/**
 * Group commit on SQLite: concurrent writes share one COMMIT (one fsync), yet nothing is answered
 * before its commit has returned, a failing statement or a rolled-back transaction affects only
 * itself, and a failing COMMIT fails every write it held.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupCommitEngine, GroupCommitSqliteDialect } from '../../server/db/group-commit';

interface Schema {
  items: { name: string };
  parents: { id: number };
  children: { parent_id: number };
}

const dirs: string[] = [];
const open: Kysely<Schema>[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.destroy()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'acme-group-commit-'));
  dirs.push(dir);
  const file = path.join(dir, 'test.sqlite');
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.exec(`
    create table items (name text primary key);
    create table parents (id integer primary key);
    create table children (parent_id integer references parents(id) deferrable initially deferred);
  `);
  const engine = new GroupCommitEngine(sqlite);
  const db = new Kysely<Schema>({ dialect: new GroupCommitSqliteDialect(engine) });
  open.push(db);
  /** What another process would read from the file: committed rows only. */
  const committedNames = () => {
    const reader = new SqliteDatabase(file, { readonly: true });
    try {
      return (reader.prepare('select name from items order by name').all() as { name: string }[]).map((row) => row.name);
    } finally {
      reader.close();
    }
  };
  return { db, engine, committedNames };
}

const insert = (db: Kysely<Schema>, name: string) => db.insertInto('items').values({ name }).execute();
const names = (count: number) => Array.from({ length: count }, (_, i) => `item-${String(i).padStart(2, '0')}`);

describe('group commit', () => {
  it('commits concurrent writes once, and answers none of them before that commit', async () => {
    const { db, engine, committedNames } = setup();
    let answered = 0;
    const writes = names(20).map((name) => insert(db, name).then(() => { answered += 1; }));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(answered).toBe(0);
    expect(committedNames()).toEqual([]);
    await Promise.all(writes);
    expect(answered).toBe(20);
    expect(engine.commits).toBe(1);
    expect(committedNames()).toEqual(names(20));
    // The next turn's writes make the next group.
    await Promise.all([insert(db, 'late-1'), insert(db, 'late-2')]);
    expect(engine.commits).toBe(2);
  });

  it('reads run at once when nothing is pending, and wait for the commit of what they may see', async () => {
    const { db, engine } = setup();
    await insert(db, 'a');
    const commitsBefore = engine.commits;
    expect(await db.selectFrom('items').select('name').execute()).toEqual([{ name: 'a' }]);
    expect(engine.commits).toBe(commitsBefore); // a plain read opens no transaction
    const write = insert(db, 'b');
    const read = db.selectFrom('items').select('name').orderBy('name').execute();
    const first = await Promise.race([read.then(() => 'read'), write.then(() => 'write')]);
    expect(first).toBe('write'); // both wait for the commit; the write was first in line
    expect(await read).toEqual([{ name: 'a' }, { name: 'b' }]);
  });

  it('a failing statement fails alone; the rest of its group is committed', async () => {
    const { db, engine, committedNames } = setup();
    await insert(db, 'taken');
    const results = await Promise.allSettled([insert(db, 'x'), insert(db, 'taken'), insert(db, 'y')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.code).toBe('SQLITE_CONSTRAINT_PRIMARYKEY');
    expect(engine.commits).toBe(2);
    expect(committedNames()).toEqual(['taken', 'x', 'y']);
  });

  it('a transaction that rolls back undoes only its own writes, even when it spans event-loop turns', async () => {
    const { db, committedNames } = setup();
    let outsideWrite: Promise<unknown> | undefined;
    const failed = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ name: 'in-tx-1' }).execute();
      outsideWrite = insert(db, 'outside'); // must not land inside the transaction
      await new Promise((resolve) => setTimeout(resolve, 5));
      await trx.insertInto('items').values({ name: 'in-tx-2' }).execute();
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    await outsideWrite;
    const kept = await db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ name: 'kept' }).execute();
      return 'done';
    });
    expect(kept).toBe('done');
    expect(committedNames()).toEqual(['kept', 'outside']);
  });

  it('transactions begun in the same turn take turns; a write from outside waits for them', async () => {
    // Both begins used to pass the "no transaction open" check before either took the savepoint,
    // so the second ran inside the first (and a rollback of one hit the other's savepoint).
    const { db, committedNames } = setup();
    const transaction = (name: string, fail: boolean) => db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ name: `${name}-1` }).execute();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await trx.insertInto('items').values({ name: `${name}-2` }).execute();
      if (fail) throw new Error('rolled back');
    });
    const outside = (async () => { await Promise.resolve(); await insert(db, 'outside'); })();
    const results = await Promise.allSettled([transaction('a', true), transaction('b', false), outside, transaction('c', false)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect((results[0] as PromiseRejectedResult).reason.message).toBe('rolled back');
    expect(committedNames()).toEqual(['b-1', 'b-2', 'c-1', 'c-2', 'outside']);
  });

  it('when the COMMIT fails, every write of the group fails and none is kept', async () => {
    const { db, committedNames } = setup();
    // A deferred foreign key is checked only at COMMIT: the orphan row makes that COMMIT fail.
    const results = await Promise.allSettled([
      insert(db, 'innocent'),
      db.insertInto('children').values({ parent_id: 42 }).execute(),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason.code)).toMatch(/^SQLITE_CONSTRAINT/);
    expect(committedNames()).toEqual([]);
    // The engine carries on with the next group.
    await insert(db, 'after');
    expect(committedNames()).toEqual(['after']);
  });

  it('reuses prepared statements', async () => {
    const { db, engine } = setup();
    let prepared = 0;
    const prepare = engine.sqlite.prepare.bind(engine.sqlite);
    engine.sqlite.prepare = ((source: string) => { prepared += 1; return prepare(source); }) as typeof engine.sqlite.prepare;
    for (const name of names(5)) await insert(db, name);
    await sql`select 1`.execute(db);
    // BEGIN, the insert, COMMIT and the select: each prepared once.
    expect(prepared).toBe(4);
  });
});
