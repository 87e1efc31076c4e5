import { readWholeNumberSettings } from '../setting-error';

/**
 * How the PostgreSQL pool behaves, each set by an environment variable. pg's own defaults do not
 * fit a web server: it waits for a connection for ever, and a statement or an abandoned
 * transaction may run for ever, holding locks every other request then waits on.
 */
export interface PostgresSettings {
  /** DATABASE_POOL_SIZE: connections this process keeps open at most. */
  poolSize: number;
  /** DATABASE_CONNECT_TIMEOUT_MS: how long a request waits to connect (or for a free connection) before it is answered 503. */
  connectTimeoutMs: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: the server cancels a statement that runs longer. */
  statementTimeoutMs: number;
  /** DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: the server ends a session whose open transaction sits idle longer. */
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_POSTGRES_SETTINGS: Readonly<PostgresSettings> = Object.freeze({
  // Two instances of ten stay well under PostgreSQL's default max_connections (100).
  poolSize: 10,
  // Long enough for a TLS handshake across a data centre, short enough that a visitor is told.
  connectTimeoutMs: 5_000,
  // The slowest query of the site (an inbox page) takes milliseconds.
  statementTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 30_000,
});

const VARIABLES: Record<keyof PostgresSettings, string> = {
  poolSize: 'DATABASE_POOL_SIZE',
  connectTimeoutMs: 'DATABASE_CONNECT_TIMEOUT_MS',
  statementTimeoutMs: 'DATABASE_STATEMENT_TIMEOUT_MS',
  idleInTransactionTimeoutMs: 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
};

export function readPostgresSettings(env: NodeJS.ProcessEnv = process.env): PostgresSettings {
  return readWholeNumberSettings(env, DEFAULT_POSTGRES_SETTINGS, VARIABLES);
}

/** `postgres://` or `postgresql://`: the URL selects PostgreSQL; anything else is not a database URL. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url.trim());
}

/** The URL without its password, for logs and `ClinicDatabase.path`. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '';
    return parsed.toString();
  } catch {
    return 'postgres://(unparseable URL)';
  }
}
