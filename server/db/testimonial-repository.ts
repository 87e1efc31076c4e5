import { changeContent } from './content-changes';
import type { ClinicDatabase } from './open-database';

/**
 * Testimonials as staff edit them. One is added as a draft; it can be published only when the
 * patient's written consent is recorded (a date, and who recorded it), and the public reads show
 * published ones only (content-repository.ts).
 */

type Who = { actor: string; at: Date };

export interface TestimonialRow {
  id: number;
  name: string;
  location: string;
  description: string;
  image: string;
  youtubeLink: string | null;
  state: 'draft' | 'published';
  consentOn: string | null;
  consentRecordedBy: string | null;
}

export interface TestimonialValues {
  name: string;
  location: string;
  description: string;
  image: string;
  width: number;
  height: number;
  youtubeLink: string | null;
  /** `YYYY-MM-DD`, or null when no consent is recorded yet. */
  consentOn: string | null;
}

export function testimonialRepository(db: ClinicDatabase) {
  return {
    async list(): Promise<TestimonialRow[]> {
      const rows = await db.kysely
        .selectFrom('testimonials')
        .select(['id', 'name', 'location', 'description', 'image', 'youtube_link', 'state', 'consent_on', 'consent_recorded_by'])
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        location: row.location,
        description: row.description,
        image: row.image,
        youtubeLink: row.youtube_link,
        state: row.state,
        consentOn: row.consent_on,
        consentRecordedBy: row.consent_recorded_by,
      }));
    },

    async add(values: TestimonialValues, who: Who): Promise<number> {
      return changeContent(db, who, async ({ connection, record }) => {
        const { position } = await connection
          .selectFrom('testimonials')
          .select((eb) => eb.fn.max('position').as('position'))
          .executeTakeFirstOrThrow();
        const { id } = await connection
          .insertInto('testimonials')
          .values({
            name: values.name,
            location: values.location,
            description: values.description,
            image: values.image,
            width: values.width,
            height: values.height,
            youtube_link: values.youtubeLink,
            position: (position ?? -1) + 1,
            state: 'draft',
            consent_on: values.consentOn,
            consent_recorded_by: values.consentOn ? who.actor : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await record({
          action: 'create',
          subjectKind: 'testimonial',
          subject: values.name,
          detail: values.consentOn ? `consent given ${values.consentOn}` : 'no consent recorded yet',
        });
        return id;
      });
    },

    /** Publishes (only with consent recorded) or takes off the site. */
    async setPublished(id: number, published: boolean, who: Who): Promise<'changed' | 'unchanged' | 'not-found' | 'no-consent'> {
      return changeContent(db, who, async ({ connection, record }) => {
        const row = await connection.selectFrom('testimonials').select(['name', 'state', 'consent_on']).where('id', '=', id).executeTakeFirst();
        if (!row) return 'not-found';
        if (published && !row.consent_on) return 'no-consent';
        const state = published ? 'published' : 'draft';
        if (row.state === state) return 'unchanged';
        await connection.updateTable('testimonials').set({ state }).where('id', '=', id).execute();
        await record({
          action: published ? 'publish' : 'unpublish',
          subjectKind: 'testimonial',
          subject: row.name,
          ...(published ? { detail: `consent given ${row.consent_on}` } : {}),
        });
        return 'changed';
      });
    },

    async remove(id: number, who: Who): Promise<boolean> {
      return changeContent(db, who, async ({ connection, record }) => {
        const row = await connection.selectFrom('testimonials').select('name').where('id', '=', id).executeTakeFirst();
        if (!row) return false;
        await connection.deleteFrom('testimonials').where('id', '=', id).execute();
        await record({ action: 'delete', subjectKind: 'testimonial', subject: row.name });
        return true;
      });
    },
  };
}
