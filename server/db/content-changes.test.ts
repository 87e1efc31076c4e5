import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeContent, listContentEvents } from './content-changes';
import { createContentRepository } from './content-repository';
import type { ClinicDatabase } from './open-database';
import { openTestDatabase } from './testing/test-database';

/** A content change, its event and the revision move together, on both databases. */

let db: ClinicDatabase;
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  await db.close();
});

const who = { actor: 'eva', at: new Date('2026-05-10T09:00:00.000Z') };

describe('changeContent', () => {
  it('records the event and moves the revision on with the change', async () => {
    const before = await createContentRepository(db).readRevision();
    await changeContent(db, who, async ({ connection, record }) => {
      await connection.insertInto('gallery_categories').values({ id: 9, name: 'Machines', position: 0 }).execute();
      await record({ action: 'create', subjectKind: 'gallery-category', subject: 'Machines' });
    });
    expect(await createContentRepository(db).readRevision()).toBe(before + 1);
    expect(await listContentEvents(db, 1)).toEqual({
      events: [
        {
          id: expect.any(Number),
          actor: 'eva',
          at: '2026-05-10T09:00:00.000Z',
          action: 'create',
          subjectKind: 'gallery-category',
          subject: 'Machines',
          detail: null,
        },
      ],
      total: 1,
    });
  });

  it('leaves the revision alone when nothing was recorded (nothing changed)', async () => {
    const before = await createContentRepository(db).readRevision();
    await changeContent(db, who, async () => undefined);
    expect(await createContentRepository(db).readRevision()).toBe(before);
  });

  it('keeps neither the change nor its event when the change fails', async () => {
    const before = await createContentRepository(db).readRevision();
    await expect(
      changeContent(db, who, async ({ connection, record }) => {
        await record({ action: 'create', subjectKind: 'gallery-category', subject: 'Twice' });
        await connection.insertInto('gallery_categories').values({ id: 9, name: 'Twice', position: 0 }).execute();
        await connection.insertInto('gallery_categories').values({ id: 9, name: 'Twice', position: 1 }).execute();
      }),
    ).rejects.toThrow();
    expect((await listContentEvents(db, 1)).total).toBe(0);
    expect(await db.kysely.selectFrom('gallery_categories').selectAll().where('id', '=', 9).execute()).toEqual([]);
    expect(await createContentRepository(db).readRevision()).toBe(before);
  });
});
