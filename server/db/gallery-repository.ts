import type { Kysely } from 'kysely';
import { changeContent } from './content-changes';
import type { DatabaseTables } from './database-schema';
import type { ClinicDatabase } from './open-database';
import { moveDetail, moved, type Move } from './content-order';

/**
 * The gallery as staff edit it: categories (add, rename, reorder, delete only when empty or by
 * moving their items to another) and items (an image of the media library, its alt text, its
 * category, an optional YouTube link, their order within the category). Every change goes through
 * changeContent. Positions are rewritten 0…n in the new order, so ties left by older data go away.
 */

type Who = { actor: string; at: Date };
type Db = Kysely<DatabaseTables>;

export interface GalleryCategoryRow {
  id: number;
  name: string;
  items: number;
}

export interface GalleryItemRow {
  id: number;
  categoryId: number;
  image: string;
  alt: string;
  youtubeLink: string | null;
}

export interface GalleryItemValues {
  categoryId: number;
  image: string;
  width: number;
  height: number;
  alt: string;
  youtubeLink: string | null;
}

async function categoryIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('gallery_categories').select('id').orderBy('position').orderBy('id').execute()).map((row) => row.id);
}

async function itemIds(db: Db, categoryId?: number): Promise<number[]> {
  let query = db.selectFrom('gallery_items').select('id');
  if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
  return (await query.orderBy('position').orderBy('id').execute()).map((row) => row.id);
}

/**
 * Moves an item within its category; the category's items keep the places they hold in the whole
 * gallery, in their new order. The activity line, or undefined when nothing moved.
 */
async function reorderWithin(db: Db, id: number, categoryId: number, move: Move): Promise<string | undefined> {
  const all = await itemIds(db);
  const inCategory = await itemIds(db, categoryId);
  const order = moved(inCategory, id, move);
  if (!order) return undefined;
  const detail = moveDetail(move, order, id);
  const places = all.map((itemId) => (inCategory.includes(itemId) ? order.shift()! : itemId));
  for (const [position, itemId] of places.entries()) await db.updateTable('gallery_items').set({ position }).where('id', '=', itemId).execute();
  return detail;
}

export function galleryRepository(db: ClinicDatabase) {
  return {
    async categories(): Promise<GalleryCategoryRow[]> {
      const rows = await db.kysely
        .selectFrom('gallery_categories')
        .leftJoin('gallery_items', 'gallery_items.category_id', 'gallery_categories.id')
        .select(['gallery_categories.id', 'gallery_categories.name', (eb) => eb.fn.count<number>('gallery_items.id').as('items')])
        .groupBy(['gallery_categories.id', 'gallery_categories.name', 'gallery_categories.position'])
        .orderBy('gallery_categories.position')
        .orderBy('gallery_categories.id')
        .execute();
      return rows.map((row) => ({ id: row.id, name: row.name, items: Number(row.items) }));
    },

    async items(): Promise<GalleryItemRow[]> {
      const rows = await db.kysely
        .selectFrom('gallery_items')
        .select(['id', 'category_id', 'image', 'alt', 'youtube_link'])
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: row.id, categoryId: row.category_id, image: row.image, alt: row.alt, youtubeLink: row.youtube_link }));
    },

    async addCategory(name: string, who: Who): Promise<{ ok: true; id: number } | { ok: false; reason: 'taken' }> {
      return changeContent(db, who, async ({ connection, record }) => {
        if (await connection.selectFrom('gallery_categories').select('id').where('name', '=', name).executeTakeFirst()) return { ok: false, reason: 'taken' };
        const { last, position } = await connection
          .selectFrom('gallery_categories')
          .select((eb) => [eb.fn.max('id').as('last'), eb.fn.max('position').as('position')])
          .executeTakeFirstOrThrow();
        const id = (last ?? 0) + 1;
        await connection
          .insertInto('gallery_categories')
          .values({ id, name, position: (position ?? -1) + 1 })
          .execute();
        await record({ action: 'create', subjectKind: 'gallery-category', subject: name });
        return { ok: true, id };
      });
    },

    async renameCategory(id: number, name: string, who: Who): Promise<'renamed' | 'unchanged' | 'not-found' | 'taken'> {
      return changeContent(db, who, async ({ connection, record }) => {
        const before = await connection.selectFrom('gallery_categories').select('name').where('id', '=', id).executeTakeFirst();
        if (!before) return 'not-found';
        if (before.name === name) return 'unchanged';
        if (await connection.selectFrom('gallery_categories').select('id').where('name', '=', name).executeTakeFirst()) return 'taken';
        await connection.updateTable('gallery_categories').set({ name }).where('id', '=', id).execute();
        await record({ action: 'rename', subjectKind: 'gallery-category', subject: name, detail: `was ${before.name}` });
        return 'renamed';
      });
    },

    async moveCategory(id: number, move: Move, who: Who): Promise<boolean> {
      return changeContent(db, who, async ({ connection, record }) => {
        const order = moved(await categoryIds(connection), id, move);
        if (!order) return false;
        for (const [position, categoryId] of order.entries())
          await connection.updateTable('gallery_categories').set({ position }).where('id', '=', categoryId).execute();
        const { name } = await connection.selectFrom('gallery_categories').select('name').where('id', '=', id).executeTakeFirstOrThrow();
        await record({ action: 'reorder', subjectKind: 'gallery-category', subject: name, detail: moveDetail(move, order, id) });
        return true;
      });
    },

    /** Deletes a category: an empty one, or one whose items move to `moveTo` (after that category's own). */
    async removeCategory(
      id: number,
      moveTo: number | undefined,
      who: Who,
    ): Promise<{ ok: true } | { ok: false; reason: 'not-found' | 'not-empty' | 'bad-target'; items?: number }> {
      return changeContent(db, who, async ({ connection, record }) => {
        const category = await connection.selectFrom('gallery_categories').select('name').where('id', '=', id).executeTakeFirst();
        if (!category) return { ok: false, reason: 'not-found' };
        const items = await itemIds(connection, id);
        if (items.length > 0) {
          if (moveTo === undefined) return { ok: false, reason: 'not-empty', items: items.length };
          const target =
            moveTo === id ? undefined : await connection.selectFrom('gallery_categories').select('name').where('id', '=', moveTo).executeTakeFirst();
          if (!target) return { ok: false, reason: 'bad-target' };
          const order = [...(await itemIds(connection, moveTo)), ...items];
          for (const [position, itemId] of order.entries()) {
            await connection.updateTable('gallery_items').set({ category_id: moveTo, position }).where('id', '=', itemId).execute();
          }
          await record({ action: 'move', subjectKind: 'gallery-category', subject: category.name, detail: `${items.length} items to ${target.name}` });
        }
        await connection.deleteFrom('gallery_categories').where('id', '=', id).execute();
        await record({ action: 'delete', subjectKind: 'gallery-category', subject: category.name });
        return { ok: true };
      });
    },

    async addItem(values: GalleryItemValues, who: Who): Promise<number> {
      return changeContent(db, who, async ({ connection, record }) => {
        const { position } = await connection
          .selectFrom('gallery_items')
          .select((eb) => eb.fn.max('position').as('position'))
          .executeTakeFirstOrThrow();
        const { id } = await connection
          .insertInto('gallery_items')
          .values({
            category_id: values.categoryId,
            image: values.image,
            width: values.width,
            height: values.height,
            alt: values.alt,
            youtube_link: values.youtubeLink,
            position: (position ?? -1) + 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await record({
          action: 'create',
          subjectKind: 'gallery-item',
          subject: values.alt,
          detail: values.youtubeLink ? `video ${values.youtubeLink}` : values.image,
        });
        return id;
      });
    },

    /** Moves an item within its category, one place or to a place in it (the order the gallery shows it in, filtered or not). */
    async moveItem(id: number, move: Move, who: Who): Promise<boolean> {
      return changeContent(db, who, async ({ connection, record }) => {
        const item = await connection.selectFrom('gallery_items').select(['category_id', 'alt']).where('id', '=', id).executeTakeFirst();
        if (!item) return false;
        const detail = await reorderWithin(connection, id, item.category_id, move);
        if (!detail) return false;
        await record({ action: 'reorder', subjectKind: 'gallery-item', subject: item.alt, detail });
        return true;
      });
    },

    /**
     * Moves an item into another category at a place in it (`to` counts from 0 in that category's
     * order; past the end means last), category and place in one transaction. The item takes its
     * place in the whole gallery's order beside its new neighbours; every other item keeps its
     * order. A move to the item's own category is a move within it. Undefined when the item is gone.
     */
    async moveItemToCategory(id: number, categoryId: number, to: number, who: Who): Promise<'moved' | 'unchanged' | 'no-category' | undefined> {
      return changeContent(db, who, async ({ connection, record }) => {
        const item = await connection.selectFrom('gallery_items').select(['category_id', 'alt']).where('id', '=', id).executeTakeFirst();
        if (!item) return undefined;
        const category = await connection.selectFrom('gallery_categories').select('name').where('id', '=', categoryId).executeTakeFirst();
        if (!category) return 'no-category';
        if (item.category_id === categoryId) {
          const detail = await reorderWithin(connection, id, categoryId, { to });
          if (!detail) return 'unchanged';
          await record({ action: 'reorder', subjectKind: 'gallery-item', subject: item.alt, detail });
          return 'moved';
        }
        const others = (await itemIds(connection)).filter((itemId) => itemId !== id);
        const neighbours = await itemIds(connection, categoryId);
        const at = Math.min(to, neighbours.length);
        // Before the item it displaces, else just after the category's last one, else at the end.
        const index = at < neighbours.length ? others.indexOf(neighbours[at]) : neighbours.length > 0 ? others.indexOf(neighbours.at(-1)!) + 1 : others.length;
        others.splice(index, 0, id);
        await connection.updateTable('gallery_items').set({ category_id: categoryId }).where('id', '=', id).execute();
        for (const [position, itemId] of others.entries()) await connection.updateTable('gallery_items').set({ position }).where('id', '=', itemId).execute();
        await record({ action: 'move', subjectKind: 'gallery-item', subject: item.alt, detail: `moved to ${category.name}, position ${at + 1}` });
        return 'moved';
      });
    },

    /**
     * Changes an item's alt text, category or video link in place. An item given another category
     * goes last in it; the activity line names what changed.
     */
    async editItem(id: number, values: Pick<GalleryItemValues, 'categoryId' | 'alt' | 'youtubeLink'>, who: Who): Promise<'edited' | 'unchanged' | 'not-found'> {
      return changeContent(db, who, async ({ connection, record }) => {
        const item = await connection.selectFrom('gallery_items').select(['category_id', 'alt', 'youtube_link']).where('id', '=', id).executeTakeFirst();
        if (!item) return 'not-found';
        const changes = [
          item.alt !== values.alt && `alt text (was “${item.alt}”)`,
          item.category_id !== values.categoryId && 'category',
          item.youtube_link !== values.youtubeLink && (values.youtubeLink ? `video ${values.youtubeLink}` : 'video link removed'),
        ].filter((change): change is string => Boolean(change));
        if (changes.length === 0) return 'unchanged';
        let position: number | undefined;
        if (item.category_id !== values.categoryId) {
          const last = await connection
            .selectFrom('gallery_items')
            .select((eb) => eb.fn.max('position').as('position'))
            .executeTakeFirstOrThrow();
          position = (last.position ?? -1) + 1;
        }
        await connection
          .updateTable('gallery_items')
          .set({ category_id: values.categoryId, alt: values.alt, youtube_link: values.youtubeLink, ...(position === undefined ? {} : { position }) })
          .where('id', '=', id)
          .execute();
        await record({ action: 'edit', subjectKind: 'gallery-item', subject: values.alt, detail: changes.join(', ') });
        return 'edited';
      });
    },

    async removeItem(id: number, who: Who): Promise<boolean> {
      return changeContent(db, who, async ({ connection, record }) => {
        const item = await connection.selectFrom('gallery_items').select('alt').where('id', '=', id).executeTakeFirst();
        if (!item) return false;
        await connection.deleteFrom('gallery_items').where('id', '=', id).execute();
        await record({ action: 'delete', subjectKind: 'gallery-item', subject: item.alt });
        return true;
      });
    },
  };
}
