/**
 * A Kysely driver for better-sqlite3 with group commit and reused prepared statements.
 *
 * Why: with `synchronous=FULL` every COMMIT waits for an fsync, and better-sqlite3 waits on the
 * event loop's thread. One transaction per request caps writes at the disk's fsync rate and keeps
 * the loop blocked most of the time under load. Here the writes of concurrent requests share one
 * transaction: the first write opens it, everything that arrives during the same turn of the event
 * loop joins, and it is committed (one fsync) in the loop's check phase (setImmediate).
 *
 * Durability is unchanged: a statement's promise (and so the request's answer) resolves only after
 * the COMMIT that contains it has returned, i.e. after the fsync. If that COMMIT fails, every
 * statement of the group fails and no request is told its write succeeded. Reads that run while a
 * group is open may see its uncommitted rows, so they wait for the same commit; reads with nothing
 * pending run at once.
 *
 * Isolation is unchanged as well: statements run one after another on the one connection, so a
 * group is equivalent to running its parts serially. A failed statement is undone on its own by
 * SQLite (statement journal); `db.transaction()` is a SAVEPOINT inside the group, held exclusively
 * until it is released or rolled back, so a rollback undoes exactly that transaction.
 */
import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler,
  type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult,
} from 'kysely';

/** Statements kept prepared; SQL texts beyond this (e.g. IN lists of many lengths) start over. */
const MAX_CACHED_STATEMENTS = 500;

interface Group {
  /** Resolves when the group's COMMIT has returned (durable), rejects when it failed. */
  durable: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
  /** Set when a statement's failure made SQLite roll the whole transaction back. */
  failed?: unknown;
}

class GroupCommitConnection implements DatabaseConnection {
  /** Set when SQLite rolled back the group during this connection's explicit transaction. */
  broken: unknown;

  constructor(private readonly engine: GroupCommitEngine) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.engine.execute<R>(this, query);
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.engine.execute<R>(this, query);
    for (const row of rows) yield { rows: [row] };
  }
}

export class GroupCommitEngine {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  private group: Group | undefined;
  /** The connection whose explicit transaction (a savepoint) is open; others wait for it. */
  private owner: GroupCommitConnection | undefined;
  private waiting: Array<() => void> = [];
  private flushScheduled = false;
  /** Commits done, for tests and diagnostics. */
  commits = 0;

  constructor(readonly sqlite: BetterSqlite3.Database) {}

  connection(): GroupCommitConnection {
    return new GroupCommitConnection(this);
  }

  async execute<R>(connection: GroupCommitConnection, query: CompiledQuery): Promise<QueryResult<R>> {
    // Checked and acted on with no await in between: another transaction cannot slip in.
    while (!this.mayRun(connection)) await this.nextRelease();
    if (connection.broken) throw connection.broken;
    const statement = this.prepare(query.sql);
    if (this.owner === connection) return this.runInGroup<R>(connection, statement, query); // inside its transaction: answer now
    if (!this.group && statement.readonly) return run<R>(statement, query); // nothing pending: plain read
    const group = this.openGroup();
    const result = this.runInGroup<R>(connection, statement, query);
    await group.durable;
    return result;
  }

  async begin(connection: GroupCommitConnection): Promise<void> {
    // As in execute: two transactions begun in the same turn must not both take the savepoint.
    while (!this.mayRun(connection)) await this.nextRelease();
    this.openGroup();
    this.owner = connection;
    this.exec('SAVEPOINT kysely_tx');
  }

  async commit(connection: GroupCommitConnection): Promise<void> {
    const group = this.group;
    try {
      if (connection.broken) throw connection.broken;
      this.exec('RELEASE kysely_tx');
    } finally {
      this.release(connection);
    }
    await group?.durable;
  }

  async rollback(connection: GroupCommitConnection): Promise<void> {
    try {
      // After SQLite rolled the whole group back there is no savepoint left to roll back to.
      if (!connection.broken && this.sqlite.inTransaction) {
        this.exec('ROLLBACK TO kysely_tx');
        this.exec('RELEASE kysely_tx');
      }
    } finally {
      this.release(connection);
    }
  }

  /** Commits what is pending now (shutdown). */
  flushNow(): void {
    if (!this.owner) this.flush();
  }

  private prepare(sql: string): BetterSqlite3.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= MAX_CACHED_STATEMENTS) this.statements.clear();
      statement = this.sqlite.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private exec(sql: string): void {
    this.prepare(sql).run();
  }

  /**
   * Whether `connection` may run now: no other connection's transaction is open. Callers check
   * it in a loop around `nextRelease()` and act in the same synchronous run as the check that
   * passed; an `await` between the two would let another transaction begin in the gap.
   */
  private mayRun(connection: GroupCommitConnection): boolean {
    return !this.owner || this.owner === connection;
  }

  private nextRelease(): Promise<void> {
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(connection: GroupCommitConnection): void {
    if (this.owner !== connection) return;
    this.owner = undefined;
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
    this.scheduleFlush();
  }

  private openGroup(): Group {
    if (this.group) return this.group;
    // IMMEDIATE takes SQLite's write lock now, waiting (busy timeout) while another process (the
    // operator CLI) holds it. A deferred BEGIN would take it at the first write, and a group whose
    // read snapshot went stale meanwhile would get SQLITE_BUSY at once, without waiting.
    this.exec('BEGIN IMMEDIATE');
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const durable = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
    durable.catch(() => undefined); // waiters see the failure; nobody waiting is not an error
    this.group = { durable, resolve, reject };
    this.scheduleFlush();
    return this.group;
  }

  private runInGroup<R>(connection: GroupCommitConnection, statement: BetterSqlite3.Statement, query: CompiledQuery): QueryResult<R> {
    try {
      return run<R>(statement, query);
    } catch (error) {
      // Some errors (disk full, I/O) make SQLite roll back the whole transaction: the group is lost.
      if (this.group && !this.sqlite.inTransaction) {
        if (this.owner === connection) connection.broken = error;
        this.failGroup(error);
      }
      throw error;
    }
  }

  private scheduleFlush(): void {
    if (this.flushScheduled || !this.group) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      if (!this.owner) this.flush(); // else: flushed when the transaction ends (release)
    });
  }

  private flush(): void {
    const group = this.group;
    if (!group) return;
    this.group = undefined;
    try {
      this.exec('COMMIT');
      this.commits += 1;
      group.resolve();
    } catch (error) {
      if (this.sqlite.inTransaction) {
        try { this.exec('ROLLBACK'); } catch { /* the original error is what matters */ }
      }
      group.reject(error);
    }
  }

  private failGroup(error: unknown): void {
    const group = this.group;
    if (!group) return;
    this.group = undefined;
    group.reject(error);
  }
}

function run<R>(statement: BetterSqlite3.Statement, query: CompiledQuery): QueryResult<R> {
  const parameters = query.parameters as unknown[];
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

class GroupCommitDriver implements Driver {
  constructor(private readonly engine: GroupCommitEngine) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> { return this.engine.connection(); }
  async beginTransaction(connection: DatabaseConnection): Promise<void> { await this.engine.begin(connection as GroupCommitConnection); }
  async commitTransaction(connection: DatabaseConnection): Promise<void> { await this.engine.commit(connection as GroupCommitConnection); }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> { await this.engine.rollback(connection as GroupCommitConnection); }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    this.engine.flushNow();
    this.engine.sqlite.close();
  }
}

/** Kysely's SQLite dialect with the group-commit driver above. */
export class GroupCommitSqliteDialect implements Dialect {
  constructor(private readonly engine: GroupCommitEngine) {}
  createDriver(): Driver { return new GroupCommitDriver(this.engine); }
  createQueryCompiler() { return new SqliteQueryCompiler(); }
  createAdapter() { return new SqliteAdapter(); }
  createIntrospector(db: Kysely<unknown>) { return new SqliteIntrospector(db); }
}
