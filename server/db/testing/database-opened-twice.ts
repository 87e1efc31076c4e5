import { afterEach, beforeEach } from 'vitest';
import type { ClinicDatabase } from '../open-database';
import { openTestDatabase, type TestDatabase } from './test-database';

export interface DatabaseOpenedTwice {
  /** A fresh database for each test. */
  readonly db: TestDatabase;
  /** The same database opened again, as a second server process would. */
  readonly other: ClinicDatabase;
}

/**
 * For tests of what two instances sharing one database must agree on (a claim, a count, a lock):
 * each test gets a fresh database and a second handle on it, both closed after the test.
 */
export function useDatabaseOpenedTwice(): DatabaseOpenedTwice {
  const handles = {} as { db: TestDatabase; other: ClinicDatabase };
  beforeEach(async () => {
    handles.db = await openTestDatabase();
    handles.other = await handles.db.openAgain();
  });
  afterEach(async () => {
    await handles.other.close();
    await handles.db.close();
  });
  return handles;
}
