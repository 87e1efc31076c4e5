import type { Language } from '../../src/i18n/languages';
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
  language: Language;
}

/** A media-library photo as a testimonial stores it: its file and its size. */
export interface TestimonialImage {
  image: string;
  width: number;
  height: number;
}

export interface TestimonialValues extends TestimonialImage {
  name: string;
  location: string;
  description: string;
  youtubeLink: string | null;
  language: Language;
  /** `YYYY-MM-DD`, or null when no consent is recorded yet. */
  consentOn: string | null;
}

/** An edit's values: the photo only when it changes. */
export type TestimonialEdit = Omit<TestimonialValues, keyof TestimonialImage> & { image?: TestimonialImage };

export function testimonialRepository(db: ClinicDatabase) {
  return {
    async list(): Promise<TestimonialRow[]> {
      const rows = await db.kysely
        .selectFrom('testimonials')
        .select(['id', 'name', 'location', 'description', 'image', 'youtube_link', 'state', 'consent_on', 'consent_recorded_by', 'language'])
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
        language: row.language,
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
            language: values.language,
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

    /**
     * Changes a testimonial in place. It stays published only with consent recorded: a save that
     * leaves a published testimonial without consent takes it off the site in the same change
     * (`unpublished`), since a patient's withdrawn consent must take effect at once. A consent
     * recorded or re-dated here is recorded as given by `who`.
     */
    async edit(id: number, values: TestimonialEdit, who: Who): Promise<'edited' | 'unpublished' | 'unchanged' | 'not-found'> {
      return changeContent(db, who, async ({ connection, record }) => {
        const row = await connection
          .selectFrom('testimonials')
          .select(['name', 'location', 'description', 'image', 'youtube_link', 'language', 'state', 'consent_on'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return 'not-found';
        const image = values.image && values.image.image !== row.image ? values.image : undefined;
        const consentChanged = row.consent_on !== values.consentOn;
        const unpublished = row.state === 'published' && !values.consentOn;
        const changes = [
          row.name !== values.name && `name (was “${row.name}”)`,
          row.location !== values.location && `place (was “${row.location}”)`,
          row.description !== values.description && 'text',
          image && `photo ${image.image}`,
          row.youtube_link !== values.youtubeLink && (values.youtubeLink ? `video ${values.youtubeLink}` : 'video link removed'),
          row.language !== values.language && `language ${values.language} (was ${row.language})`,
          consentChanged && (values.consentOn ? `consent given ${values.consentOn}` : 'consent removed'),
          unpublished && 'taken off the site: no consent recorded',
        ].filter((change): change is string => Boolean(change));
        if (changes.length === 0) return 'unchanged';
        await connection
          .updateTable('testimonials')
          .set({
            name: values.name,
            location: values.location,
            description: values.description,
            youtube_link: values.youtubeLink,
            language: values.language,
            ...(image ?? {}),
            ...(consentChanged ? { consent_on: values.consentOn, consent_recorded_by: values.consentOn ? who.actor : null } : {}),
            ...(unpublished ? { state: 'draft' as const } : {}),
          })
          .where('id', '=', id)
          .execute();
        await record({ action: 'edit', subjectKind: 'testimonial', subject: values.name, detail: changes.join(', ') });
        return unpublished ? 'unpublished' : 'edited';
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
