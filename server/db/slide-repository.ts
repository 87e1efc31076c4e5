import { changeContent } from './content-changes';
import { moveDetail, moved, type Move } from './content-order';
import type { ClinicDatabase } from './open-database';

/** The home page's hero slides as staff edit them: an image of the media library, its alt text, their order. */

type Who = { actor: string; at: Date };

export interface SlideRow {
  id: number;
  image: string;
  alt: string;
}

/** A media-library picture as a slide stores it: its file and its size (for the hero's width and height). */
export interface SlideImage {
  image: string;
  width: number;
  height: number;
}

export function slideRepository(db: ClinicDatabase) {
  const ids = async (connection = db.kysely) =>
    (await connection.selectFrom('slides').select('id').orderBy('position').orderBy('id').execute()).map((row) => row.id);
  return {
    list: (): Promise<SlideRow[]> => db.kysely.selectFrom('slides').select(['id', 'image', 'alt']).orderBy('position').orderBy('id').execute(),

    async add(values: SlideImage & { alt: string }, who: Who): Promise<number> {
      return changeContent(db, who, async ({ connection, record }) => {
        const { position } = await connection
          .selectFrom('slides')
          .select((eb) => eb.fn.max('position').as('position'))
          .executeTakeFirstOrThrow();
        const { id } = await connection
          .insertInto('slides')
          .values({ ...values, position: (position ?? -1) + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await record({ action: 'create', subjectKind: 'slide', subject: values.alt, detail: values.image });
        return id;
      });
    },

    async move(id: number, move: Move, who: Who): Promise<boolean> {
      return changeContent(db, who, async ({ connection, record }) => {
        const order = moved(await ids(connection), id, move);
        if (!order) return false;
        for (const [position, slideId] of order.entries()) await connection.updateTable('slides').set({ position }).where('id', '=', slideId).execute();
        const { alt } = await connection.selectFrom('slides').select('alt').where('id', '=', id).executeTakeFirstOrThrow();
        await record({ action: 'reorder', subjectKind: 'slide', subject: alt, detail: moveDetail(move, order, id) });
        return true;
      });
    },

    /**
     * Changes a slide's alt text, or its image (`image` given: another picture of the media library,
     * with its size), keeping its place in the order; the activity line names what changed.
     */
    async edit(id: number, values: { alt: string; image?: SlideImage }, who: Who): Promise<'edited' | 'unchanged' | 'not-found'> {
      return changeContent(db, who, async ({ connection, record }) => {
        const slide = await connection.selectFrom('slides').select(['image', 'alt']).where('id', '=', id).executeTakeFirst();
        if (!slide) return 'not-found';
        const image = values.image && values.image.image !== slide.image ? values.image : undefined;
        const changes = [slide.alt !== values.alt && `alt text (was “${slide.alt}”)`, image && `image ${image.image} (was ${slide.image})`].filter(
          (change): change is string => Boolean(change),
        );
        if (changes.length === 0) return 'unchanged';
        await connection
          .updateTable('slides')
          .set({ alt: values.alt, ...(image ?? {}) })
          .where('id', '=', id)
          .execute();
        await record({ action: 'edit', subjectKind: 'slide', subject: values.alt, detail: changes.join(', ') });
        return 'edited';
      });
    },

    async remove(id: number, who: Who): Promise<boolean> {
      return changeContent(db, who, async ({ connection, record }) => {
        const slide = await connection.selectFrom('slides').select('alt').where('id', '=', id).executeTakeFirst();
        if (!slide) return false;
        await connection.deleteFrom('slides').where('id', '=', id).execute();
        await record({ action: 'delete', subjectKind: 'slide', subject: slide.alt });
        return true;
      });
    },
  };
}
