/**
 * Which errors mean "the database cannot do this now" rather than "this request is wrong" or
 * "our code is wrong". better-sqlite3 throws a SqliteError whose `code` is SQLite's extended
 * result code (`SQLITE_BUSY`, `SQLITE_READONLY_DBMOVED`…); a wrapper may carry it as `cause`.
 */

/** Another connection holds the lock: waiting may help. */
const BUSY_CODES = ['SQLITE_BUSY', 'SQLITE_LOCKED'];

/**
 * The file cannot be written or read as it stands (locked, read-only, disk full, I/O failing,
 * gone): no request can fix that, and trying again later may succeed once someone has.
 */
const UNAVAILABLE_CODES = [
  ...BUSY_CODES,
  'SQLITE_READONLY',
  'SQLITE_IOERR',
  'SQLITE_FULL',
  'SQLITE_CANTOPEN',
  'SQLITE_PROTOCOL',
  'SQLITE_CORRUPT',
  'SQLITE_NOTADB',
];

function sqliteCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && code.startsWith('SQLITE_')) return code;
  }
  return undefined;
}

function hasCodeIn(error: unknown, primaryCodes: readonly string[]): boolean {
  const code = sqliteCode(error);
  return code !== undefined && primaryCodes.some((primary) => code === primary || code.startsWith(`${primary}_`));
}

export function isDatabaseBusy(error: unknown): boolean {
  return hasCodeIn(error, BUSY_CODES);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return hasCodeIn(error, UNAVAILABLE_CODES);
}
