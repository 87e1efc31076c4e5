import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listContentEvents } from './content-changes';
import { createContentRepository } from './content-repository';
import { galleryRepository } from './gallery-repository';
import type { ClinicDatabase } from './open-database';
import { openTestDatabase } from './testing/test-database';

/** The gallery as staff edit it, on both databases: categories and items, their order, deleting a category only when empty or by moving its items. */

let db: ClinicDatabase;
const who = { actor: 'eva', at: new Date('2026-05-10T09:00:00.000Z') };
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  await db.close();
});

async function item(categoryId: number, alt: string) {
  return galleryRepository(db).addItem({ categoryId, image: 'gallery/x.webp', width: 800, height: 600, alt, youtubeLink: null }, who);
}

describe('the gallery repository', () => {
  it('adds, renames and reorders categories; refuses a name twice', async () => {
    const gallery = galleryRepository(db);
    const clinic = await gallery.addCategory('Clinic', who);
    const smiles = await gallery.addCategory('Smiles', who);
    expect(await gallery.addCategory('Clinic', who)).toEqual({ ok: false, reason: 'taken' });
    if (!clinic.ok || !smiles.ok) throw new Error('not added');
    expect(await gallery.renameCategory(clinic.id, 'Our clinic', who)).toBe('renamed');
    expect(await gallery.renameCategory(clinic.id, 'Smiles', who)).toBe('taken');
    expect(await gallery.moveCategory(smiles.id, 'up', who)).toBe(true);
    expect(await gallery.moveCategory(smiles.id, 'up', who)).toBe(false);
    expect((await gallery.categories()).map((category) => category.name)).toEqual(['Smiles', 'Our clinic']);
    expect((await createContentRepository(db).listGalleryCategories()).map((category) => category.name)).toEqual(['Smiles', 'Our clinic']);
  });

  it('moves an item within its category, keeping the places of the others', async () => {
    const gallery = galleryRepository(db);
    const a = await gallery.addCategory('A', who);
    const b = await gallery.addCategory('B', who);
    if (!a.ok || !b.ok) throw new Error('not added');
    const a1 = await item(a.id, 'a1');
    await item(b.id, 'b1');
    const a2 = await item(a.id, 'a2');
    expect(await gallery.moveItem(a2, 'up', who)).toBe(true);
    expect((await gallery.items()).map((row) => row.alt)).toEqual(['a2', 'b1', 'a1']);
    expect(await gallery.moveItem(a1, 'down', who)).toBe(false);
    expect((await createContentRepository(db).listGalleryItems()).map((row) => row.alt)).toEqual(['a2', 'b1', 'a1']);
    expect((await listContentEvents(db, 1)).events[0]).toMatchObject({ action: 'reorder', subjectKind: 'gallery-item', subject: 'a2', detail: 'moved up' });
  });

  it('deletes a category only when empty, or by moving its items to another', async () => {
    const gallery = galleryRepository(db);
    const a = await gallery.addCategory('A', who);
    const b = await gallery.addCategory('B', who);
    if (!a.ok || !b.ok) throw new Error('not added');
    await item(a.id, 'a1');
    await item(b.id, 'b1');
    expect(await gallery.removeCategory(a.id, undefined, who)).toEqual({ ok: false, reason: 'not-empty', items: 1 });
    expect(await gallery.removeCategory(a.id, a.id, who)).toEqual({ ok: false, reason: 'bad-target' });
    expect(await gallery.removeCategory(a.id, b.id, who)).toEqual({ ok: true });
    expect(await gallery.categories()).toEqual([{ id: b.id, name: 'B', items: 2 }]);
    expect((await gallery.items()).map((row) => [row.alt, row.categoryId])).toEqual([
      ['b1', b.id],
      ['a1', b.id],
    ]);
    const c = await gallery.addCategory('C', who);
    if (!c.ok) throw new Error('not added');
    expect(await gallery.removeCategory(c.id, undefined, who)).toEqual({ ok: true });
  });

  it('moves an item into another category at a place in it, in one change with its record and the revision', async () => {
    const gallery = galleryRepository(db);
    const a = await gallery.addCategory('A', who);
    const b = await gallery.addCategory('Implants', who);
    const empty = await gallery.addCategory('Empty', who);
    if (!a.ok || !b.ok || !empty.ok) throw new Error('not added');
    const a1 = await item(a.id, 'a1');
    await item(b.id, 'b1');
    await item(a.id, 'a2');
    await item(b.id, 'b2');
    const revision = async () => (await db.kysely.selectFrom('content_revision').select('revision').executeTakeFirstOrThrow()).revision;
    const before = await revision();
    expect(await gallery.moveItemToCategory(a1, b.id, 1, who)).toBe('moved');
    const rows = await gallery.items();
    // Second in Implants: before b2, and the others keep their order.
    expect(rows.map((row) => row.alt)).toEqual(['b1', 'a2', 'a1', 'b2']);
    expect(rows.find((row) => row.id === a1)?.categoryId).toBe(b.id);
    expect((await createContentRepository(db).listGalleryItems()).map((row) => row.alt)).toEqual(['b1', 'a2', 'a1', 'b2']);
    expect(await revision()).not.toBe(before);
    expect((await listContentEvents(db, 1)).events[0]).toMatchObject({
      action: 'move',
      subjectKind: 'gallery-item',
      subject: 'a1',
      detail: 'moved to Implants, position 2',
    });
    // First in A again: before a2; into an empty category, a place past the end being its first; within its own category: a reorder.
    expect(await gallery.moveItemToCategory(a1, a.id, 0, who)).toBe('moved');
    expect((await gallery.items()).map((row) => row.alt)).toEqual(['b1', 'a1', 'a2', 'b2']);
    expect(await gallery.moveItemToCategory(a1, empty.id, 9, who)).toBe('moved');
    expect((await gallery.items()).map((row) => row.alt)).toEqual(['b1', 'a2', 'b2', 'a1']);
    expect((await gallery.categories()).map((category) => category.items)).toEqual([1, 2, 1]);
    expect(await gallery.moveItemToCategory(a1, empty.id, 0, who)).toBe('unchanged');
  });

  it('refuses an unknown category or item, changing nothing', async () => {
    const gallery = galleryRepository(db);
    const a = await gallery.addCategory('A', who);
    if (!a.ok) throw new Error('not added');
    const a1 = await item(a.id, 'a1');
    const events = (await listContentEvents(db, 1)).events.length;
    const revision = async () => (await db.kysely.selectFrom('content_revision').select('revision').executeTakeFirstOrThrow()).revision;
    const before = await revision();
    expect(await gallery.moveItemToCategory(a1, a.id + 100, 0, who)).toBe('no-category');
    expect(await gallery.moveItemToCategory(a1 + 100, a.id, 0, who)).toBeUndefined();
    expect((await gallery.items()).map((row) => row.categoryId)).toEqual([a.id]);
    expect((await listContentEvents(db, 1)).events.length).toBe(events);
    expect(await revision()).toBe(before);
  });
});
