/**
 * Which errors mean "the database cannot do this now" rather than "this request is wrong" or
 * "our code is wrong", on either database. A wrapper may carry the database's error as `cause`,
 * and a failed connection attempt may be an AggregateError of one error per address tried.
 *
 * SQLite: better-sqlite3 throws a SqliteError whose `code` is SQLite's extended result code
 * (`SQLITE_BUSY`, `SQLITE_READONLY_DBMOVED`…).
 *
 * PostgreSQL: pg's DatabaseError has the SQLSTATE as `code` (`57P01`…); a server that cannot be
 * reached gives Node's socket errors (`ECONNREFUSED`…) or pg's and pg-pool's own messages, which
 * have no code.
 */

/** SQLite: another connection holds the lock: waiting may help. */
const SQLITE_BUSY_CODES = ['SQLITE_BUSY', 'SQLITE_LOCKED'];

/**
 * SQLite: the file cannot be written or read as it stands (locked, read-only, disk full, I/O
 * failing, gone): no request can fix that, and trying again later may succeed once someone has.
 */
const SQLITE_UNAVAILABLE_CODES = [
  ...SQLITE_BUSY_CODES,
  'SQLITE_READONLY',
  'SQLITE_IOERR',
  'SQLITE_FULL',
  'SQLITE_CANTOPEN',
  'SQLITE_PROTOCOL',
  'SQLITE_CORRUPT',
  'SQLITE_NOTADB',
];

/**
 * PostgreSQL, momentary: a lock not granted in time, a transaction that lost a conflict with
 * another, every connection taken, a statement cancelled by its timeout (the server is slow or a
 * lock is held). Trying again in a few seconds may well succeed.
 */
const POSTGRES_BUSY_SQLSTATES = new Set(['55P03', '40001', '40P01', '53300', '57014']);

/**
 * PostgreSQL, the server is away or cannot serve: classes 08 (connection exception), 53
 * (insufficient resources: disk full, out of memory, too many connections), 58 (system error: I/O),
 * 57P01–57P05 (shut down by an administrator, crash recovery, "cannot connect now" while starting,
 * a database dropped, idle session timeout), 25P03 (idle in transaction timeout), and 25006 (a
 * read-only transaction: a standby), besides the momentary ones above.
 */
function isPostgresUnavailableState(state: string): boolean {
  return (
    POSTGRES_BUSY_SQLSTATES.has(state) ||
    state.startsWith('08') ||
    state.startsWith('53') ||
    state.startsWith('58') ||
    /^57P0[1-5]$/.test(state) ||
    state === '25P03' ||
    state === '25006'
  );
}

/** Node's socket errors when the server cannot be reached, or stops answering. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

/** pg's and pg-pool's errors without a code: the connection went, or never came in time. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/, // unexpectedly, due to connection timeout, or while a query ran
  /^timeout exceeded when trying to connect$/, // pg-pool: no free connection within connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Query read timeout$/,
];

/** Every error in the chain: the error, its causes, and the members of an AggregateError. */
function* errorChain(error: unknown, depth = 0): Generator<Error> {
  if (!(error instanceof Error) || depth > 5) return;
  yield error;
  if (error instanceof AggregateError) for (const member of error.errors) yield* errorChain(member, depth + 1);
  yield* errorChain(error.cause, depth + 1);
}

function codeOf(error: Error): string | undefined {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : undefined;
}

function hasSqliteCodeIn(error: Error, primaryCodes: readonly string[]): boolean {
  const code = codeOf(error);
  return code !== undefined && code.startsWith('SQLITE_') && primaryCodes.some((primary) => code === primary || code.startsWith(`${primary}_`));
}

/** A PostgreSQL SQLSTATE: five characters, digits and capitals (pg's DatabaseError carries one). */
function sqlState(error: Error): string | undefined {
  const code = codeOf(error);
  return code !== undefined && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

function isConnectionFailure(error: Error): boolean {
  const code = codeOf(error);
  return (code !== undefined && NETWORK_CODES.has(code)) || CONNECTION_MESSAGES.some((message) => message.test(error.message));
}

/** Waiting a few seconds may help: another connection's lock, a lost conflict, a full pool. */
export function isDatabaseBusy(error: unknown): boolean {
  for (const link of errorChain(error)) {
    if (hasSqliteCodeIn(link, SQLITE_BUSY_CODES)) return true;
    const state = sqlState(link);
    if (state !== undefined && POSTGRES_BUSY_SQLSTATES.has(state)) return true;
    if (/^timeout exceeded when trying to connect$/.test(link.message)) return true;
  }
  return false;
}

/** The database cannot do this now, whatever the request: answer 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of errorChain(error)) {
    if (hasSqliteCodeIn(link, SQLITE_UNAVAILABLE_CODES)) return true;
    const state = sqlState(link);
    if (state !== undefined && isPostgresUnavailableState(state)) return true;
    if (isConnectionFailure(link)) return true;
  }
  return false;
}

/**
 * PostgreSQL: the session this error came from is gone (the server ended it, or the socket broke),
 * so its connection must not be used again. A statement timeout or a constraint leaves it usable.
 */
export function isConnectionLost(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const { severity } = link as { severity?: unknown };
    if (severity === 'FATAL' || severity === 'PANIC') return true;
    const state = sqlState(link);
    if (state !== undefined && (state.startsWith('08') || /^57P0[1-5]$/.test(state))) return true;
    if (isConnectionFailure(link)) return true;
  }
  return false;
}
