/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { mediaUrl } from '../../../src/contract/api-contract';
import { LANGUAGES, LANGUAGE_FACTS } from '../../../src/i18n/languages';
import type { Article } from '../../db/article-repository';
import { ARTICLE_FIELDS, ARTICLE_LIMITS, type ArticleErrors, type ArticleField, type ArticleTyped } from '../article-input';
import { SLUG_MAX_LENGTH } from '../../../src/contract/article-slug';
import { ARTICLES_PATH, articleActionPath, articlePagePath } from '../staff-paths';
import { ArticleStateBadge, articleStateLine } from './article-parts';
import { InputField, SelectField, TextAreaField } from './content-fields';
import { ErrorSummary } from './form-fields';
import { Notice } from './notice';

export interface ArticlePageProps {
  /** The article edited; absent for a new one. */
  article?: Article;
  /** What the form shows: the article's values, or what was typed when a save was refused. */
  typed: ArticleTyped;
  errors?: ArticleErrors;
  categories: ReadonlyArray<{ id: number; name: string }>;
  images: ReadonlyArray<{ image: string; label: string }>;
  timeZone: string;
  notice?: string;
  /** The publication forms' problem (a schedule in the past, say) and the time typed. */
  scheduleError?: string;
  scheduleTyped?: string;
}

const FIELD_LABELS: Record<ArticleField, string> = {
  title: 'Title',
  slug: 'Slug (the article’s address)',
  category: 'Category',
  tags: 'Tags',
  language: 'Language',
  image: 'Image',
  imageAlt: 'Image alt text',
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  body: 'Body',
};

const BODY_HTML_HINT =
  'Headings, paragraphs, lists, links, bold, italics, quotes and images from the media library. Without scripts, write it as HTML with those tags only (<h2>, <h3>, <p>, <ul>, <ol>, <li>, <a href>, <strong>, <em>, <blockquote>, <img src alt>); anything else is removed when it is saved.';

function fieldId(field: ArticleField): string {
  return `article-${field}`;
}

function ArticleForm({ article, typed, errors = {}, categories, images }: ArticlePageProps) {
  const summary = ARTICLE_FIELDS.filter((field) => errors[field]).map((field) => ({ href: `#${fieldId(field)}`, text: errors[field]! }));
  // Each field's id, name, label, what it shows and its error, all by its name.
  const field = (name: ArticleField) => ({ id: fieldId(name), name, label: FIELD_LABELS[name], value: typed[name], error: errors[name] });
  return (
    <form className="article-form" method="post" action={article ? articlePagePath(article.id) : ARTICLES_PATH} noValidate data-media-url={mediaUrl('')}>
      <ErrorSummary errors={summary} />
      <InputField {...field('title')} required count={{ value: typed.title, max: ARTICLE_LIMITS.title }} />
      <InputField
        {...field('slug')}
        maxLength={SLUG_MAX_LENGTH}
        hint={
          article
            ? `/blogs/${article.slug}. Changing it keeps the old address working: it sends readers to the new one.${article.formerSlugs.length > 0 ? ` Former addresses: ${article.formerSlugs.map((slug) => `/blogs/${slug}`).join(', ')}.` : ''}`
            : 'Leave it empty to make it from the title: lower-case letters, digits and hyphens, e.g. caring-for-braces.'
        }
      />
      <div className="article-form__row">
        <SelectField
          {...field('category')}
          placeholder="Choose a category"
          options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
        />
        <SelectField {...field('language')} options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_FACTS[language].nativeName }))} />
      </div>
      <InputField {...field('tags')} hint={`Separated by commas, at most ${ARTICLE_LIMITS.tags}, e.g. Braces, Children`} />
      <SelectField
        {...field('image')}
        placeholder="Choose an image"
        hint="Shown at the top of the article and on its card in the list."
        options={images.map((image) => ({ value: image.image, label: image.label }))}
      />
      <InputField
        {...field('imageAlt')}
        required
        hint="What the image shows, for readers who cannot see it, e.g. “A dentist showing a child how to brush”."
        count={{ value: typed.imageAlt, max: ARTICLE_LIMITS.imageAlt }}
      />
      <InputField
        {...field('metaTitle')}
        required
        hint="The title search engines show."
        count={{ value: typed.metaTitle, max: ARTICLE_LIMITS.metaTitle, shown: ARTICLE_LIMITS.metaTitleShown }}
      />
      <TextAreaField
        {...field('metaDescription')}
        rows={3}
        required
        hint="The summary search engines show under the title."
        count={{ value: typed.metaDescription, max: ARTICLE_LIMITS.metaDescription, shown: ARTICLE_LIMITS.metaDescriptionShown }}
      />
      <TextAreaField {...field('body')} rows={16} required className="article-form__body" hint={BODY_HTML_HINT} />
      <div>
        <button className="button" type="submit">
          {article ? 'Save changes' : 'Save as a draft'}
        </button>
      </div>
    </form>
  );
}

function PublicationPanel({
  article,
  timeZone,
  scheduleError,
  scheduleTyped,
}: Pick<ArticlePageProps, 'timeZone' | 'scheduleError' | 'scheduleTyped'> & { article: Article }) {
  return (
    <section className="panel" aria-labelledby="publication-title">
      <h2 id="publication-title">Publication</h2>
      <p>
        <ArticleStateBadge state={article.state} /> {articleStateLine(article, timeZone)}
      </p>
      <p>
        <a href={articleActionPath(article.id, 'preview')}>Preview the article as the site shows it</a> (saved changes only)
      </p>
      <div className="panel__actions">
        {article.state !== 'published' && (
          <form method="post" action={articleActionPath(article.id, 'publish')}>
            <button className="button" type="submit">
              Publish now
            </button>
          </form>
        )}
        {article.state !== 'draft' && (
          <form method="post" action={articleActionPath(article.id, 'unpublish')}>
            <button className="button button--quiet" type="submit">
              {article.state === 'scheduled' ? 'Cancel the schedule' : 'Unpublish (back to a draft)'}
            </button>
          </form>
        )}
      </div>
      {article.state !== 'published' && (
        <form className="schedule-form" method="post" action={articleActionPath(article.id, 'schedule')} noValidate>
          <InputField
            id="article-publishAt"
            name="publishAt"
            type="datetime-local"
            label="Or publish it on"
            value={scheduleTyped ?? ''}
            error={scheduleError}
            hint="Date and time at the clinic. It goes on the site within a minute of that time."
          />
          <div>
            <button className="button button--quiet" type="submit">
              Schedule
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** Writing or editing an article: its form, then (once saved) its publication and a link to delete it. */
export function ArticlePage(props: ArticlePageProps) {
  const { article, notice } = props;
  return (
    <>
      <p>
        <a href={ARTICLES_PATH}>All articles</a>
      </p>
      <h1>{article ? article.title : 'Write an article'}</h1>
      <Notice text={notice} />
      <div className="article-layout">
        <ArticleForm {...props} />
        {article && (
          <div className="article-layout__side">
            <PublicationPanel article={article} timeZone={props.timeZone} scheduleError={props.scheduleError} scheduleTyped={props.scheduleTyped} />
            <section className="panel" aria-labelledby="delete-title">
              <h2 id="delete-title">Delete</h2>
              <p>
                <a className="danger-link" href={articleActionPath(article.id, 'delete')}>
                  Delete this article…
                </a>
              </p>
            </section>
          </div>
        )}
      </div>
    </>
  );
}

/** "Delete “title”?" with the button that does it: deleting is one more step than a click. */
export function ArticleDeletePage({ article }: { article: Article }) {
  return (
    <div className="message">
      <h1>Delete “{article.title}”?</h1>
      <p>
        The article leaves the site at once, with its address /blogs/{article.slug}
        {article.formerSlugs.length > 0 ? ' and its former addresses' : ''}. This cannot be undone; the activity record keeps its name.
      </p>
      <form method="post" action={articleActionPath(article.id, 'delete')} className="panel__actions">
        <button className="button button--danger" type="submit">
          Delete “{article.title}”
        </button>
        <a className="button button--quiet" href={articlePagePath(article.id)}>
          Keep it
        </a>
      </form>
    </div>
  );
}
