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

export function slideRepository(db: ClinicDatabase) {
  const ids = async (connection = db.kysely) =>
    (await connection.selectFrom('slides').select('id').orderBy('position').orderBy('id').execute()).map((row) => row.id);
  return {
    list: (): Promise<SlideRow[]> => db.kysely.selectFrom('slides').select(['id', 'image', 'alt']).orderBy('position').orderBy('id').execute(),

    async add(values: { image: string; width: number; height: number; alt: string }, who: Who): Promise<number> {
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
