import pg from 'pg';
import { PostgresDialect, type Dialect, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from 'kysely';
import { isConnectionLost } from './database-errors';
import type { PostgresSettings } from './postgres-settings';

/**
 * Kysely's PostgreSQL dialect on a pg pool whose limits are set (postgres-settings.ts), and whose
 * values come back as the SQLite build returns them, so no caller knows which database it has.
 */

/**
 * int8 (bigint) arrives as text by default, since it may exceed 2^53. The site's bigint columns hold
 * epoch milliseconds and `count(*)` is int8: both far below 2^53, and callers expect numbers.
 */
const clinicTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

export interface ClinicPostgres {
  dialect: Dialect;
  pool: pg.Pool;
}

export function createClinicPostgresDialect(url: string, settings: PostgresSettings, onError: (error: Error) => void): ClinicPostgres {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.poolSize,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    // Idle connections close after a while, so a quiet site holds few of the server's connections.
    idleTimeoutMillis: 30_000,
    // Sent at connection start, so each connection has them without an extra round trip.
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
    // A server that vanishes without closing the socket (a dead machine) is noticed.
    keepAlive: true,
    application_name: 'clinic-site',
    types: clinicTypes,
  });
  // A connection can fail while idle in the pool (the server restarted) or while a query holds it.
  // Unhandled, either 'error' event would end the process; handled, the pool drops the connection
  // and opens a new one on the next request, so the site recovers by itself when the server is back.
  pool.on('connect', (client) => client.on('error', onError));
  // The pool repeats an idle connection's error, already reported by the listener above.
  pool.on('error', () => {});
  return { dialect: new PostgresDialect({ pool: discardingLostConnections(pool) }), pool };
}

/**
 * The pool as kysely sees it, except that a connection whose query failed because the session
 * ended (the server shut down or restarted, the socket broke) goes back to pg-pool with that error,
 * which closes it instead of lending it to the next request. pg learns that a session is gone only
 * when the socket closes, a moment after the query's error: a connection given back in between
 * would fail the next request too.
 */
function discardingLostConnections(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      let lost: Error | undefined;
      const query = async <R>(text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> => {
        try {
          return (await client.query(text, [...parameters])) as unknown as PostgresQueryResult<R>;
        } catch (error) {
          if (isConnectionLost(error)) lost = error as Error;
          throw error;
        }
      };
      // Kysely uses the cursor form of query() only for streaming, which the site never asks for.
      return { query, release: () => client.release(lost) } as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
