import type { Kysely } from 'kysely';
import type { Language } from '../../src/i18n/languages';
import { changeContent, type ContentChangeScope } from './content-changes';
import type { ArticleState, DatabaseTables } from './database-schema';
import type { ClinicDatabase } from './open-database';
import { sanitizeBlogHtml } from './sanitize-blog-html';
import { containsIgnoringCase } from './text-search';

/**
 * Articles as the staff area reads and writes them: every state (drafts too), former slugs, and
 * each change through changeContent (an event and a revision move with it). The public site
 * reads only published articles (content-repository.ts).
 */

/** What an editor sets of an article. The body is stored as sanitizeBlogHtml leaves it. */
export interface ArticleValues {
  title: string;
  slug: string;
  categoryId: number;
  tags: string[];
  language: Language;
  image: string;
  width: number;
  height: number;
  imageAlt: string;
  metaTitle: string;
  metaDescription: string;
  bodyHtml: string;
}

export interface Article extends ArticleValues {
  id: number;
  categoryName: string;
  state: ArticleState;
  /** ISO 8601, UTC: when a scheduled article goes live. */
  publishAt: string | null;
  /** Its publication date once published; before that, when it was created. */
  createdAt: string;
  updatedAt: string | null;
  /** Former slugs, each answering 301 to the current address. */
  formerSlugs: string[];
}

export type ArticleSummary = Pick<Article, 'id' | 'slug' | 'title' | 'categoryName' | 'language' | 'state' | 'publishAt' | 'createdAt' | 'updatedAt'>;

export interface ArticleFilter {
  search: string;
  categoryId?: number;
  language?: Language;
  state?: ArticleState;
}

type Who = { actor: string; at: Date };
type Db = Kysely<DatabaseTables>;

/** Fields whose change makes an edit (the slug has its own event, a rename). */
const EDIT_FIELDS: Record<Exclude<keyof ArticleValues, 'slug'>, string> = {
  title: 'title',
  categoryId: 'category',
  tags: 'tags',
  language: 'language',
  image: 'image',
  width: 'image',
  height: 'image',
  imageAlt: 'alt text',
  metaTitle: 'meta title',
  metaDescription: 'meta description',
  bodyHtml: 'body',
};

async function tagNames(db: Db, blogId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('blog_tag_links')
    .innerJoin('blog_tags', 'blog_tags.id', 'blog_tag_links.tag_id')
    .select('blog_tags.tag_name')
    .where('blog_tag_links.blog_id', '=', blogId)
    .orderBy('blog_tag_links.position')
    .execute();
  return rows.map((row) => row.tag_name);
}

/** Links the article to its tags by name, making the tags that do not exist yet. */
async function setTags(db: Db, blogId: number, names: readonly string[]): Promise<void> {
  await db.deleteFrom('blog_tag_links').where('blog_id', '=', blogId).execute();
  for (const [position, name] of names.entries()) {
    let tag = await db.selectFrom('blog_tags').select('id').where('tag_name', '=', name).executeTakeFirst();
    if (!tag) {
      const { last } = await db
        .selectFrom('blog_tags')
        .select((eb) => eb.fn.max('position').as('last'))
        .executeTakeFirstOrThrow();
      tag = await db
        .insertInto('blog_tags')
        .values({ tag_name: name, position: (last ?? -1) + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    await db.insertInto('blog_tag_links').values({ blog_id: blogId, tag_id: tag.id, position }).execute();
  }
}

async function readArticle(db: Db, id: number): Promise<Article | undefined> {
  const row = await db
    .selectFrom('blogs')
    .innerJoin('blog_categories', 'blog_categories.id', 'blogs.category_id')
    .selectAll('blogs')
    .select('blog_categories.category_name')
    .where('blogs.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const former = await db.selectFrom('blog_slug_redirects').select('slug').where('blog_id', '=', id).orderBy('slug').execute();
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    categoryId: row.category_id,
    categoryName: row.category_name,
    tags: await tagNames(db, id),
    language: row.language,
    image: row.image,
    width: row.width,
    height: row.height,
    imageAlt: row.image_alt,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    bodyHtml: row.description_html,
    state: row.state,
    publishAt: row.publish_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    formerSlugs: former.map((redirect) => redirect.slug),
  };
}

/** Whether `slug` is another article's address, current or former (a former one still redirects there). */
async function slugTakenByAnother(db: Db, slug: string, id?: number): Promise<boolean> {
  const current = await db.selectFrom('blogs').select('id').where('slug', '=', slug).executeTakeFirst();
  if (current && current.id !== id) return true;
  const former = await db.selectFrom('blog_slug_redirects').select('blog_id').where('slug', '=', slug).executeTakeFirst();
  return former !== undefined && former.blog_id !== id;
}

function columnsOf(values: ArticleValues) {
  return {
    title: values.title,
    slug: values.slug,
    category_id: values.categoryId,
    language: values.language,
    image: values.image,
    width: values.width,
    height: values.height,
    image_alt: values.imageAlt,
    meta_title: values.metaTitle,
    meta_description: values.metaDescription,
    description_html: sanitizeBlogHtml(values.bodyHtml),
  };
}

export type ArticleWriteOutcome = { ok: true; id: number; changed: boolean } | { ok: false; reason: 'not-found' | 'slug-taken' };

/** Publishes in the scope's transaction: the date readers see becomes the publication time. */
async function publish({ connection, record }: ContentChangeScope, article: Pick<Article, 'id' | 'slug'>, at: string, detail?: string) {
  await connection.updateTable('blogs').set({ state: 'published', publish_at: null, created_at: at }).where('id', '=', article.id).execute();
  await record({ action: 'publish', subjectKind: 'article', subject: article.slug, ...(detail ? { detail } : {}) });
}

export function articleRepository(db: ClinicDatabase) {
  return {
    async list(filter: ArticleFilter): Promise<ArticleSummary[]> {
      let query = db.kysely
        .selectFrom('blogs')
        .innerJoin('blog_categories', 'blog_categories.id', 'blogs.category_id')
        .select([
          'blogs.id',
          'blogs.slug',
          'blogs.title',
          'blog_categories.category_name',
          'blogs.language',
          'blogs.state',
          'blogs.publish_at',
          'blogs.created_at',
          'blogs.updated_at',
        ]);
      if (filter.search) {
        const { search } = filter;
        query = query.where((eb) => eb.or([containsIgnoringCase(eb.ref('blogs.title'), search), containsIgnoringCase(eb.ref('blogs.slug'), search)]));
      }
      if (filter.categoryId !== undefined) query = query.where('blogs.category_id', '=', filter.categoryId);
      if (filter.language) query = query.where('blogs.language', '=', filter.language);
      if (filter.state) query = query.where('blogs.state', '=', filter.state);
      const rows = await query.orderBy('blogs.created_at', 'desc').orderBy('blogs.id', 'desc').execute();
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        categoryName: row.category_name,
        language: row.language,
        state: row.state,
        publishAt: row.publish_at,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }));
    },

    find: (id: number) => readArticle(db.kysely, id),

    categories: () => db.kysely.selectFrom('blog_categories').select(['id', 'category_name as name']).orderBy('position').orderBy('id').execute(),

    /** The images articles use, for the image choice: each with its size. */
    images: () => db.kysely.selectFrom('blogs').select(['image', 'width', 'height']).distinct().orderBy('image').execute(),

    /** A new article, as a draft. */
    async create(values: ArticleValues, who: Who): Promise<ArticleWriteOutcome> {
      return changeContent(db, who, async ({ connection, record }) => {
        if (await slugTakenByAnother(connection, values.slug)) return { ok: false, reason: 'slug-taken' };
        const { id } = await connection
          .insertInto('blogs')
          .values({ ...columnsOf(values), state: 'draft', created_at: who.at.toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setTags(connection, id, values.tags);
        await record({ action: 'create', subjectKind: 'article', subject: values.slug, detail: values.title });
        return { ok: true, id, changed: true };
      });
    },

    /**
     * Saves an edit. A new slug keeps the old one as a redirect (and a slug taken back drops its
     * redirect); only what changed is recorded, and `updated_at` moves only when readers would see a change.
     */
    async update(id: number, values: ArticleValues, who: Who): Promise<ArticleWriteOutcome> {
      return changeContent(db, who, async (scope) => {
        const { connection, record } = scope;
        const before = await readArticle(connection, id);
        if (!before) return { ok: false, reason: 'not-found' };
        if (values.slug !== before.slug && (await slugTakenByAnother(connection, values.slug, id))) return { ok: false, reason: 'slug-taken' };
        const stored = { ...values, bodyHtml: sanitizeBlogHtml(values.bodyHtml) };
        const changed = [
          ...new Set(
            (Object.keys(EDIT_FIELDS) as Array<keyof typeof EDIT_FIELDS>)
              .filter((field) => JSON.stringify(stored[field]) !== JSON.stringify(before[field]))
              .map((field) => EDIT_FIELDS[field]),
          ),
        ];
        if (values.slug !== before.slug) {
          await connection.deleteFrom('blog_slug_redirects').where('slug', '=', values.slug).execute();
          await connection.insertInto('blog_slug_redirects').values({ slug: before.slug, blog_id: id }).execute();
          await record({ action: 'rename', subjectKind: 'article', subject: values.slug, detail: `was ${before.slug}` });
        }
        if (changed.length === 0 && values.slug === before.slug) return { ok: true, id, changed: false };
        await connection
          .updateTable('blogs')
          .set({ ...columnsOf(values), ...(changed.length > 0 ? { updated_at: who.at.toISOString() } : {}) })
          .where('id', '=', id)
          .execute();
        if (changed.includes('tags')) await setTags(connection, id, values.tags);
        if (changed.length > 0) await record({ action: 'edit', subjectKind: 'article', subject: values.slug, detail: `changed ${changed.join(', ')}` });
        return { ok: true, id, changed: true };
      });
    },

    /** Puts the article on the site now, takes it off (back to a draft), or schedules it for `at`. */
    async setPublication(id: number, target: { state: 'published' } | { state: 'draft' } | { state: 'scheduled'; at: Date }, who: Who) {
      return changeContent(db, who, async (scope) => {
        const before = await readArticle(scope.connection, id);
        if (!before) return { ok: false as const, reason: 'not-found' as const };
        if (target.state === 'published') {
          if (before.state === 'published') return { ok: true as const, changed: false };
          await publish(scope, before, who.at.toISOString());
        } else if (target.state === 'draft') {
          if (before.state === 'draft') return { ok: true as const, changed: false };
          await scope.connection.updateTable('blogs').set({ state: 'draft', publish_at: null }).where('id', '=', id).execute();
          await scope.record({ action: 'unpublish', subjectKind: 'article', subject: before.slug });
        } else {
          const at = target.at.toISOString();
          if (before.state === 'scheduled' && before.publishAt === at) return { ok: true as const, changed: false };
          await scope.connection.updateTable('blogs').set({ state: 'scheduled', publish_at: at }).where('id', '=', id).execute();
          await scope.record({ action: 'schedule', subjectKind: 'article', subject: before.slug, detail: `for ${at}` });
        }
        return { ok: true as const, changed: true };
      });
    },

    /** Deletes the article, its tags' links and its former slugs. */
    async remove(id: number, who: Who): Promise<boolean> {
      return changeContent(db, who, async ({ connection, record }) => {
        const before = await connection.selectFrom('blogs').select(['slug', 'title']).where('id', '=', id).executeTakeFirst();
        if (!before) return false;
        await connection.deleteFrom('blog_tag_links').where('blog_id', '=', id).execute();
        await connection.deleteFrom('blog_slug_redirects').where('blog_id', '=', id).execute();
        await connection.deleteFrom('blogs').where('id', '=', id).execute();
        await record({ action: 'delete', subjectKind: 'article', subject: before.slug, detail: before.title });
        return true;
      });
    },

    /** Publishes every scheduled article whose time has come, as actor `schedule`; returns how many. */
    async publishDue(now: Date): Promise<number> {
      return changeContent(db, { actor: 'schedule', at: now }, async (scope) => {
        const due = await scope.connection
          .selectFrom('blogs')
          .select(['id', 'slug', 'publish_at'])
          .where('state', '=', 'scheduled')
          .where('publish_at', '<=', now.toISOString())
          .execute();
        for (const article of due) await publish(scope, article, article.publish_at!, `scheduled for ${article.publish_at}`);
        return due.length;
      });
    },
  };
}

/** Every former slug of a published article, with the slug it now answers at: the public redirects. */
export async function publishedArticleRedirects(db: ClinicDatabase): Promise<Map<string, string>> {
  const rows = await db.kysely
    .selectFrom('blog_slug_redirects')
    .innerJoin('blogs', 'blogs.id', 'blog_slug_redirects.blog_id')
    .select(['blog_slug_redirects.slug as from', 'blogs.slug as to'])
    .where('blogs.state', '=', 'published')
    .execute();
  return new Map(rows.map((row) => [row.from, row.to]));
}
