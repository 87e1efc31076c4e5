/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clinicInstant } from '../../src/forms/clinic-clock';
import { isLanguage } from '../../src/i18n/languages';
import { articleRepository, type Article, type ArticleFilter } from '../db/article-repository';
import { mediaLibrary } from '../media/media-library';
import { ARTICLE_STATES, type ArticleState } from '../db/database-schema';
import { ARTICLE_FIELDS, readArticleInput, typedArticle, type ArticleChoices, type ArticleErrors, type ArticleTyped } from './article-input';
import { articleToBlog, previewDocument } from './article-preview-page';
import { noticeIn, pageReplies, withNotice } from './page-replies';
import { ArticleDeletePage, ArticlePage } from './pages/article-page';
import { ArticlesPage } from './pages/articles-page';
import { bodyText, idOf, sessionRoutes, type StaffContext } from './staff-context';
import { formatClinicTime } from './staff-format';
import { ARTICLES_PATH, articlePagePath } from './staff-paths';
import type { StaffSession } from './staff-sessions';

/**
 * The article pages: the list with its filters, the form to write or edit one (a plain form; the
 * rich-text editor's script enhances its body field), publication (now, later, or back to a
 * draft), the preview as the site renders it, and deletion after a page that names the article.
 * Every change is answered by a 303 to the article's page with a notice.
 */

const NOTICES = {
  created: 'The article was saved as a draft. Preview it, then publish it or schedule it.',
  saved: 'Your changes were saved.',
  unchanged: 'Nothing changed: the article was like that already.',
  published: 'The article is on the site now, on /blogs and in the sitemap.',
  unpublished: 'The article is off the site: it is a draft again.',
  scheduled: 'The article is scheduled.',
  deleted: 'The article was deleted.',
} as const;

function queryText(query: unknown, name: string): string {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** The list's filter from its address; anything unknown is no filter. */
function articleFilter(query: unknown): ArticleFilter {
  const category = queryText(query, 'category');
  const language = queryText(query, 'language');
  const state = queryText(query, 'state');
  return {
    search: queryText(query, 'search').trim().slice(0, 100),
    ...(/^[0-9]{1,9}$/.test(category) ? { categoryId: Number(category) } : {}),
    ...(isLanguage(language) ? { language } : {}),
    ...((ARTICLE_STATES as readonly string[]).includes(state) ? { state: state as ArticleState } : {}),
  };
}

function typedOf(article: Article): ArticleTyped {
  return {
    title: article.title,
    slug: article.slug,
    category: String(article.categoryId),
    tags: article.tags.join(', '),
    language: article.language,
    image: article.image,
    imageAlt: article.imageAlt,
    metaTitle: article.metaTitle,
    metaDescription: article.metaDescription,
    body: article.bodyHtml,
  };
}

const BLANK: ArticleTyped = { ...(Object.fromEntries(ARTICLE_FIELDS.map((field) => [field, ''])) as ArticleTyped), language: 'en' };

/** `YYYY-MM-DDTHH:mm` typed in a datetime-local field: the instant it names at the clinic, or undefined. */
function scheduledInstant(typed: string, timeZone: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(typed);
  if (!match) return undefined;
  const instant = clinicInstant(match[1], match[2], timeZone);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

export function registerArticlePageRoutes(staff: FastifyInstance, context: StaffContext): void {
  const articles = articleRepository(context.db);
  const library = mediaLibrary(context.db, context.mediaLibraryDir);
  const { html, seeOther, notFound, refusals } = pageReplies(context);
  const editor = sessionRoutes(staff, context, refusals);
  const who = (session: StaffSession) => ({ actor: session.username, at: context.now() });

  async function choices(): Promise<ArticleChoices & { imageOptions: Array<{ image: string; label: string }> }> {
    const [categories, options] = await Promise.all([articles.categories(), articles.images().then(library.choices)]);
    return {
      categories,
      images: new Map(options.map((option) => [option.image, { width: option.width, height: option.height }])),
      imageOptions: options.map((option) => ({ image: option.image, label: option.label })),
    };
  }

  async function articlePage(
    reply: FastifyReply,
    session: StaffSession,
    status: number,
    article: Article | undefined,
    extra: { typed?: ArticleTyped; errors?: ArticleErrors; notice?: string; scheduleError?: string; scheduleTyped?: string } = {},
  ) {
    const { categories, imageOptions } = await choices();
    return html(
      reply,
      status,
      article ? article.title : 'Write an article',
      <ArticlePage
        article={article}
        typed={extra.typed ?? (article ? typedOf(article) : BLANK)}
        errors={extra.errors}
        categories={categories}
        images={imageOptions}
        timeZone={context.timeZone}
        notice={extra.notice}
        scheduleError={extra.scheduleError}
        scheduleTyped={extra.scheduleTyped}
      />,
      session,
      { scripts: context.articleEditorScript ? [context.articleEditorScript] : [] },
    );
  }

  /** The article of the address, or the 404 page. */
  async function found(reply: FastifyReply, session: StaffSession, raw: string): Promise<Article | undefined> {
    const id = idOf(raw);
    const article = id === undefined ? undefined : await articles.find(id);
    if (!article) notFound(reply, session);
    return article;
  }

  editor.get('/content/articles', 'content.edit', async (request, reply, session) => {
    const filter = articleFilter(request.query);
    const [list, categories] = await Promise.all([articles.list(filter), articles.categories()]);
    return html(
      reply,
      200,
      'Articles',
      <ArticlesPage articles={list} filter={filter} categories={categories} timeZone={context.timeZone} notice={noticeIn(NOTICES, request.query)} />,
      session,
    );
  });

  editor.get('/content/articles/new', 'content.edit', async (_request, reply, session) => articlePage(reply, session, 200, undefined));

  editor.post('/content/articles', 'content.edit', async (request, reply, session) => {
    const input = readArticleInput(request.body, await choices());
    if (!input.ok) return articlePage(reply, session, 400, undefined, { typed: input.typed, errors: input.errors });
    const outcome = await articles.create(input.values, who(session));
    if (outcome.ok) return seeOther(reply, withNotice(articlePagePath(outcome.id), 'created'));
    const typed = { ...typedArticle(request.body), slug: input.values.slug };
    return articlePage(reply, session, 409, undefined, { typed, errors: slugTaken(input.values.slug) });
  });

  editor.get('/content/articles/:id', 'content.edit', async (request, reply, session) => {
    const article = await found(reply, session, request.params.id);
    if (!article) return reply;
    return articlePage(reply, session, 200, article, { notice: noticeIn(NOTICES, request.query) });
  });

  editor.post('/content/articles/:id', 'content.edit', async (request, reply, session) => {
    const article = await found(reply, session, request.params.id);
    if (!article) return reply;
    const input = readArticleInput(request.body, await choices());
    if (!input.ok) return articlePage(reply, session, 400, article, { typed: input.typed, errors: input.errors });
    const outcome = await articles.update(article.id, input.values, who(session));
    if (outcome.ok) return seeOther(reply, withNotice(articlePagePath(article.id), outcome.changed ? 'saved' : 'unchanged'));
    if (outcome.reason === 'not-found') return notFound(reply, session);
    return articlePage(reply, session, 409, article, {
      typed: { ...typedArticle(request.body), slug: input.values.slug },
      errors: slugTaken(input.values.slug),
    });
  });

  for (const [action, state, notice] of [
    ['publish', 'published', 'published'],
    ['unpublish', 'draft', 'unpublished'],
  ] as const) {
    editor.post(`/content/articles/:id/${action}`, 'content.edit', async (request, reply, session) => {
      const article = await found(reply, session, request.params.id);
      if (!article) return reply;
      const outcome = await articles.setPublication(article.id, { state }, who(session));
      return seeOther(reply, withNotice(articlePagePath(article.id), outcome.ok && outcome.changed ? notice : 'unchanged'));
    });
  }

  editor.post('/content/articles/:id/schedule', 'content.edit', async (request, reply, session) => {
    const article = await found(reply, session, request.params.id);
    if (!article) return reply;
    const typed = bodyText(request.body, 'publishAt').trim();
    const at = scheduledInstant(typed, context.timeZone);
    const now = context.now();
    const error = !typed
      ? 'Choose the date and time it should go on the site.'
      : !at
        ? 'Give the date and time as the field shows them, e.g. 2026-05-12 09:00.'
        : at.getTime() <= now.getTime()
          ? `Choose a time after now (${formatClinicTime(now.toISOString(), context.timeZone)}), or publish it now.`
          : undefined;
    if (error || !at) return articlePage(reply, session, 400, article, { scheduleError: error, scheduleTyped: typed.slice(0, 16) });
    const outcome = await articles.setPublication(article.id, { state: 'scheduled', at }, who(session));
    return seeOther(reply, withNotice(articlePagePath(article.id), outcome.ok && outcome.changed ? 'scheduled' : 'unchanged'));
  });

  editor.get('/content/articles/:id/delete', 'content.edit', async (request, reply, session) => {
    const article = await found(reply, session, request.params.id);
    if (!article) return reply;
    return html(reply, 200, `Delete ${article.title}`, <ArticleDeletePage article={article} />, session);
  });

  editor.post('/content/articles/:id/delete', 'content.edit', async (request, reply, session) => {
    const id = idOf(request.params.id);
    if (id === undefined || !(await articles.remove(id, who(session)))) return notFound(reply, session);
    return seeOther(reply, withNotice(ARTICLES_PATH, 'deleted'));
  });

  editor.get('/content/articles/:id/preview', 'content.edit', async (request, reply, session) => {
    const article = await found(reply, session, request.params.id);
    if (!article) return reply;
    if (!context.articlePreview) return notFound(reply, session);
    const document = await context.articlePreview(articleToBlog(article));
    return previewDocument(reply, document, article);
  });
}

function slugTaken(slug: string): ArticleErrors {
  return { slug: `Another article has the address /blogs/${slug} (now or before a rename). Choose another slug.` };
}
