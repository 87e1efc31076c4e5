import { describe, expect, it } from 'vitest';
import { isDatabaseBusy, isDatabaseUnavailable } from './database-errors';

/** The classification by itself; postgres-errors.test.ts makes PostgreSQL throw the real errors. */

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('database errors', () => {
  it.each([
    ['SQLite busy', withCode('database is locked', 'SQLITE_BUSY'), true],
    ['SQLite read-only (extended code)', withCode('attempt to write a readonly database', 'SQLITE_READONLY_DBMOVED'), false],
    ['PostgreSQL admin shutdown', withCode('terminating connection due to administrator command', '57P01'), false],
    ['PostgreSQL crash shutdown', withCode('terminating connection due to crash of another server process', '57P02'), false],
    ['PostgreSQL starting up', withCode('the database system is starting up', '57P03'), false],
    ['PostgreSQL connection exception', withCode('connection failure', '08006'), false],
    ['PostgreSQL too many connections', withCode('sorry, too many clients already', '53300'), true],
    ['PostgreSQL statement timeout', withCode('canceling statement due to statement timeout', '57014'), true],
    ['PostgreSQL disk full', withCode('could not extend file', '53100'), false],
    ['PostgreSQL serialization failure', withCode('could not serialize access', '40001'), true],
    ['refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), false],
    ['refused on every address', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), false],
    ['timed-out connection', withCode('connect ETIMEDOUT', 'ETIMEDOUT'), false],
    ['connection lost', new Error('Connection terminated unexpectedly'), false],
    ['connect timeout', new Error('Connection terminated due to connection timeout'), false],
    ['no free connection in the pool', new Error('timeout exceeded when trying to connect'), true],
    ['wrapped', new Error('Database migrations failed', { cause: withCode('x', '57P03') }), false],
  ])('%s: unavailable (busy: %s)', (_name, error, busy) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseBusy(error)).toBe(busy);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a SQLite constraint', withCode('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not the database being unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseBusy(error)).toBe(false);
  });
});
