import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startApiTestServer } from './testing/api-test-server';
import { SAMPLE_CONTACT, SAMPLE_NOW } from './testing/sample-requests';

/**
 * SQLite: the form limit on a file another connection has locked. (PostgreSQL away or slow is
 * answered the same way: the count fails, the post goes on and gets the route's 503.)
 */
describe('the form limit on a locked database', () => {
  it('does not answer for the database: the post goes on to the route, which answers 503 with Retry-After, never a 500', async () => {
    const server = await startApiTestServer({ now: () => SAMPLE_NOW, formRateLimit: { max: 3, timeWindowMs: 60_000 } });
    // Another connection holds the write lock: the count cannot be taken, nor the request stored.
    const locker = new BetterSqlite3(server.db.path);
    locker.exec('BEGIN EXCLUSIVE');
    try {
      const answer = await fetch(`${server.baseUrl}/api/v1/contacts/create-contacts-inquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(SAMPLE_CONTACT),
      });
      expect(answer.status).toBe(503);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await answer.json()).toEqual({ message: expect.stringMatching(/nothing was saved/) });
    } finally {
      locker.exec('ROLLBACK');
      locker.close();
    }
    try {
      // Once the lock is gone, the limit counts again from where it was: the failed post was not counted.
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const answer = await fetch(`${server.baseUrl}/api/v1/contacts/create-contacts-inquiry`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(SAMPLE_CONTACT),
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await server.close();
      await server.remove();
    }
  });
});
