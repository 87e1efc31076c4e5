import type { Database } from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import { isDatabaseBusy } from './database-errors';

/**
 * Kysely's SQLite dialect, changed where a locked or failing file would otherwise freeze the
 * process or hide the real error:
 *
 * - better-sqlite3 is synchronous, so SQLite's own busy wait (`busy_timeout`) would hold the
 *   server's only thread, and every page view with it, for as long as another connection holds
 *   the lock. The connection is opened with no busy wait; a statement that meets a lock outside
 *   a transaction (nothing of it was applied) is tried again after a short pause, giving the
 *   connection to everyone else meanwhile, until `lockWaitMs` have passed; then the SQLITE_BUSY
 *   error goes to the caller, who answers 503.
 * - Transactions begin IMMEDIATE: the write lock is taken (and waited for, as above) before
 *   anything is read, so a transaction never fails half-way because another connection wrote
 *   between its read and its write.
 * - A failed transaction is rolled back only if it is still open: SQLite ends one by itself on
 *   some errors (a full disk, an I/O error), and rolling back then threw "cannot rollback - no
 *   transaction is active", which replaced the error that said what went wrong.
 */
export interface ClinicSqliteDialectOptions {
  /** How long, in all, a statement waits for another connection's lock. */
  lockWaitMs: number;
}

// Short at first (a writer usually holds the lock for a millisecond or two), then every 100 ms.
const RETRY_PAUSES_MS = [2, 5, 10, 20, 50, 100];

export function createClinicSqliteDialect(sqlite: Database, options: ClinicSqliteDialectOptions): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ClinicSqliteDriver(sqlite, options),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

/** SQLite has one connection: callers take turns, in order. */
class ConnectionTurns {
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;

  async take(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => (this.#release = resolve));
  }

  give(): void {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }
}

class ClinicSqliteDriver implements Driver {
  readonly #sqlite: Database;
  readonly #turns = new ConnectionTurns();
  readonly #connection: ClinicSqliteConnection;

  constructor(sqlite: Database, { lockWaitMs }: ClinicSqliteDialectOptions) {
    this.#sqlite = sqlite;
    this.#connection = new ClinicSqliteConnection(sqlite, this.#turns, lockWaitMs);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#turns.take();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    this.#turns.give();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#sqlite.inTransaction) await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    this.#sqlite.close();
  }
}

class ClinicSqliteConnection implements DatabaseConnection {
  constructor(
    private readonly sqlite: Database,
    private readonly turns: ConnectionTurns,
    private readonly lockWaitMs: number,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = performance.now() + this.lockWaitMs;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return this.run<R>(query);
      } catch (error) {
        // Inside a transaction the statement cannot simply run again: the caller rolls back.
        if (!isDatabaseBusy(error) || this.sqlite.inTransaction || performance.now() >= deadline) throw error;
      }
      // The caller holds the connection; others may use it while this statement waits.
      this.turns.give();
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSES_MS[Math.min(attempt, RETRY_PAUSES_MS.length - 1)]));
      await this.turns.take();
    }
  }

  private run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.sqlite.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  async *streamQuery<R>({ sql, parameters }: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    for (const row of this.sqlite.prepare(sql).iterate(parameters)) yield { rows: [row as R] };
  }
}
